// "/feedback": client feedback (switched on by the feedback & surveys issue).

import { FormField } from '@kit/ui/form-field.tsx';
import { Input } from '@kit/ui/input.tsx';
import { NativeRadio } from '@kit/ui/native-choice.tsx';
import { Textarea } from '@kit/ui/textarea.tsx';
import { ComingSoonForm } from '../components/coming-soon-form.tsx';
import { SitePage } from '../components/site-page.tsx';
import { companyContact } from '../content/company.ts';

export const FEEDBACK_FORM_NOTE = 'Online feedback opens soon — call or email us';

const RATINGS = ['Excellent', 'Good', 'Fair', 'Poor'] as const;

export default function FeedbackPage() {
  return (
    <SitePage
      title="Feedback"
      crumbs={[]}
      width="prose"
      intro="How did we do? Your comments on our audits, training and service help us improve."
    >
      <ComingSoonForm title="Tell us how we did" note={FEEDBACK_FORM_NOTE} submitLabel="Send feedback">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Your name" description="Optional">
            <Input name="name" autoComplete="name" />
          </FormField>
          <FormField label="Organisation" description="Optional">
            <Input name="organisation" autoComplete="organization" />
          </FormField>
        </div>
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">Overall, how was our service?</legend>
          <div className="flex flex-wrap gap-4">
            {RATINGS.map((r) => (
              <label key={r} className="flex items-center gap-2 text-sm">
                <NativeRadio name="rating" value={r} />
                {r}
              </label>
            ))}
          </div>
        </fieldset>
        <FormField label="Comments">
          <Textarea name="comments" rows={5} />
        </FormField>
      </ComingSoonForm>
      <p className="text-sm text-muted-foreground">
        Meanwhile, write to{' '}
        <a href={`mailto:${companyContact.email}`} className="text-primary underline underline-offset-4">
          {companyContact.email}
        </a>
        .
      </p>
    </SitePage>
  );
}
