// "/contact": contact details and the enquiry form (public.submit_enquiry creates a lead).
// `?service=audits/fire-safety` chooses the service (links from the service pages).
import { useSearchParams } from 'react-router-dom';
import { ContactDetails } from '../components/contact-details.tsx';
import { EnquiryForm, serviceTitle } from '../components/enquiry-form.tsx';
import { SitePage } from '../components/site-page.tsx';

export default function ContactPage() {
  const [params] = useSearchParams();
  const wanted = params.get('service') ?? '';
  const service = wanted && serviceTitle(wanted) ? wanted : undefined;
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
        <EnquiryForm
          title="Send an enquiry"
          description="Give an e-mail address or a phone number; everything else helps us prepare."
          submitLabel="Send enquiry"
          source={service ? 'quote_request' : 'website_form'}
          service={service}
        />
      </div>
    </SitePage>
  );
}
