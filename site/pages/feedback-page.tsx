// "/feedback": client feedback. The form calls public.submit_feedback (the feedback
// module's inbox, /dashboard/feedback): the database checks what was typed and names the
// field it refuses, ignores a filled honeypot, and throttles (429: "try again later").
import { isDataError } from '@kernel/data/data-error.ts';
import { supabase } from '@kernel/supabase.ts';
import { Alert, AlertDescription } from '@kit/ui/alert.tsx';
import { Button } from '@kit/ui/button.tsx';
import { FormField } from '@kit/ui/form-field.tsx';
import { Input } from '@kit/ui/input.tsx';
import { NativeCheckbox, NativeRadio } from '@kit/ui/native-choice.tsx';
import { NativeSelect } from '@kit/ui/native-select.tsx';
import { Textarea } from '@kit/ui/textarea.tsx';
import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { SitePage } from '../components/site-page.tsx';
import { companyContact } from '../content/company-contact.ts';

const RATINGS = [
  { value: 4, label: 'Excellent' },
  { value: 3, label: 'Good' },
  { value: 2, label: 'Fair' },
  { value: 1, label: 'Poor' },
] as const;
const TOPICS = [
  ['general', 'General'],
  ['audit', 'An audit'],
  ['training', 'Training'],
  ['service', 'Our service'],
  ['website', 'This website'],
  ['complaint', 'A complaint'],
  ['compliment', 'A compliment'],
] as const;

type Field = 'message' | 'rating' | 'category' | 'name' | 'organisation' | 'email' | 'phone';
const EMPTY = {
  name: '',
  organisation: '',
  email: '',
  phone: '',
  category: 'general',
  message: '',
  rating: '',
};

export default function FeedbackPage() {
  const [values, setValues] = useState(EMPTY);
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const thanks = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [k]: e.target.value }));

  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!values.message.trim()) {
      setErrors({ message: 'Write your comments' });
      document.getElementById('feedback-message')?.focus();
      return;
    }
    setBusy(true);
    setErrors({});
    setFormError(null);
    const { error, status } = await supabase.rpc('submit_feedback', {
      p_message: values.message,
      p_rating: values.rating ? Number(values.rating) : undefined,
      p_category: values.category,
      p_name: values.name || undefined,
      p_organisation: values.organisation || undefined,
      p_email: values.email || undefined,
      p_phone: values.phone || undefined,
      p_consent: consent,
      p_website: honeypot.current?.value || undefined,
    });
    setBusy(false);
    if (!error) {
      setSent(true);
      return;
    }
    const field = (isDataError(error) ? error.details : (error as { details?: string }).details) as
      | Field
      | undefined;
    if (status === 429) setFormError('Too much feedback from your connection. Please try again in an hour.');
    else if (
      field &&
      ['message', 'rating', 'category', 'name', 'organisation', 'email', 'phone'].includes(field)
    ) {
      setErrors({ [field]: error.message });
      document.getElementById(`feedback-${field}`)?.focus();
    } else setFormError(error.message || 'Your feedback was not sent. Try again, or e-mail us.');
  };

  return (
    <SitePage
      title="Feedback"
      crumbs={[]}
      width="prose"
      intro="How did we do? Your comments on our audits, training and service help us improve."
    >
      {sent ? (
        <div
          ref={thanks}
          tabIndex={-1}
          role="status"
          className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm outline-none sm:p-6"
        >
          <h2 className="flex items-center gap-2 text-xl font-semibold">
            <CheckCircle2 className="size-6 text-primary" aria-hidden="true" />
            Thank you for your feedback
          </h2>
          <p>We read every message{consent ? ' and will get back to you if you asked us to' : ''}.</p>
          <div>
            <Button
              variant="outline"
              onClick={() => {
                setValues(EMPTY);
                setConsent(false);
                setSent(false);
              }}
            >
              Send more feedback
            </Button>
          </div>
        </div>
      ) : (
        <form
          aria-labelledby={titleId}
          noValidate
          onSubmit={(e) => void submit(e)}
          className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm sm:p-6"
        >
          <h2 id={titleId} className="text-xl font-semibold">
            Tell us how we did
          </h2>
          {formError && (
            <Alert variant="destructive" role="alert">
              <AlertDescription>{formError}</AlertDescription>
            </Alert>
          )}
          <fieldset
            className="grid gap-2"
            aria-describedby={errors.rating ? 'feedback-rating-err' : undefined}
          >
            <legend className="text-sm font-medium">Overall, how was our service?</legend>
            <div className="flex flex-wrap gap-4">
              {RATINGS.map((r) => (
                <label key={r.value} className="flex min-h-11 items-center gap-2 text-sm">
                  <NativeRadio
                    name="rating"
                    value={r.value}
                    checked={values.rating === String(r.value)}
                    onChange={set('rating')}
                  />
                  {r.label}
                </label>
              ))}
            </div>
            {errors.rating && (
              <p id="feedback-rating-err" className="text-sm text-destructive">
                {errors.rating}
              </p>
            )}
          </fieldset>
          <FormField label="What is it about?" id="feedback-category" error={errors.category}>
            <NativeSelect value={values.category} onChange={set('category')}>
              {TOPICS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Comments" id="feedback-message" error={errors.message}>
            <Textarea rows={5} value={values.message} onChange={set('message')} maxLength={5000} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Your name" id="feedback-name" description="Optional" error={errors.name}>
              <Input autoComplete="name" value={values.name} onChange={set('name')} />
            </FormField>
            <FormField
              label="Organisation"
              id="feedback-organisation"
              description="Optional"
              error={errors.organisation}
            >
              <Input autoComplete="organization" value={values.organisation} onChange={set('organisation')} />
            </FormField>
            <FormField label="Email" id="feedback-email" description="Optional" error={errors.email}>
              <Input type="email" autoComplete="email" value={values.email} onChange={set('email')} />
            </FormField>
            <FormField label="Phone" id="feedback-phone" description="Optional" error={errors.phone}>
              <Input type="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} />
            </FormField>
          </div>
          <label className="flex items-start gap-2 text-sm">
            <NativeCheckbox
              className="mt-0.5"
              checked={consent}
              onChange={(e) => setConsent(e.target.checked)}
            />
            You may contact me about this feedback
          </label>
          {/* A field people never see: anything typed in it is a bot's. */}
          <div aria-hidden="true" className="absolute -left-[9999px] h-0 overflow-hidden">
            <label>
              Website
              <Input ref={honeypot} name="website" tabIndex={-1} autoComplete="off" />
            </label>
          </div>
          <div>
            <Button type="submit" disabled={busy}>
              {busy ? 'Sending…' : 'Send feedback'}
            </Button>
          </div>
        </form>
      )}
      <p className="text-sm text-muted-foreground">
        You can also write to{' '}
        <a href={`mailto:${companyContact.email}`} className="text-primary underline underline-offset-4">
          {companyContact.email}
        </a>
        .
      </p>
    </SitePage>
  );
}
