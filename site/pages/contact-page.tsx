// "/contact": contact details and the enquiry form (switched on by the leads issue).
import { FormField } from '@kernel/ui/form-field.tsx';
import { Input } from '@kernel/ui/input.tsx';
import { ComingSoonForm, controlClass } from '../components/coming-soon-form.tsx';
import { ContactDetails } from '../components/contact-details.tsx';
import { SitePage } from '../components/site-page.tsx';
import { SERVICES } from '../content/services.ts';

export const CONTACT_FORM_NOTE = 'Online enquiries open soon — call or email us';

export default function ContactPage() {
  return (
    <SitePage
      title="Contact us"
      documentTitle="Contact"
      crumbs={[]}
      intro="Tell us about your workplace and what you need. We reply within one working day with a plan and a quotation."
    >
      <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr]">
        <section aria-labelledby="contact-office" className="grid content-start gap-4">
          <h2 id="contact-office" className="text-xl font-semibold">
            Our office
          </h2>
          <ContactDetails />
          <p className="text-sm text-muted-foreground">
            For urgent site incidents outside office hours, call and leave a message; we return calls first
            thing the next working day.
          </p>
        </section>
        <ComingSoonForm title="Send an enquiry" note={CONTACT_FORM_NOTE} submitLabel="Send enquiry">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Full name">
              <Input name="full_name" autoComplete="name" />
            </FormField>
            <FormField label="Organisation">
              <Input name="organisation" autoComplete="organization" />
            </FormField>
            <FormField label="Email">
              <Input name="email" type="email" autoComplete="email" />
            </FormField>
            <FormField label="Phone">
              <Input name="phone" type="tel" autoComplete="tel" placeholder="+254…" />
            </FormField>
          </div>
          <FormField label="Service">
            <select name="service" className={`${controlClass} h-10`} defaultValue="">
              <option value="">Not sure yet</option>
              {SERVICES.map((s) => (
                <option key={s.slug} value={s.slug}>
                  {s.title}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label="How can we help?">
            <textarea name="message" rows={5} className={controlClass} />
          </FormField>
        </ComingSoonForm>
      </div>
    </SitePage>
  );
}
