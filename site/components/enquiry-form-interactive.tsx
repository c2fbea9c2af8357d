// The site's enquiry form: /contact ("Send an enquiry") and every service
// page ("Request a quote", the service chosen), as it works once its code is
// there (enquiry-form.tsx loads it when the form is needed, ADR 085). It calls submit_enquiry once
// per send (the button is off and a second submit ignored while one is on its
// way), shows the reference number the database answers, puts a refusal under
// the field the database names, and says "try again later" when throttled.
// A honeypot field sits off-screen, out of the tab order and hidden from
// screen readers. When a visitor starts the form (its first focus) the page asks
// the database for a form token; the send waits until the token is old enough
// (3 s: faster is a script's) and carries it, so the bot check rests on the
// database's clock, not on what the page says (ADR 034).
import { Alert, AlertDescription } from '@kit/ui/alert.tsx';
import { Button } from '@kit/ui/button.tsx';
import { FormField } from '@kit/ui/form-field.tsx';
import { Input } from '@kit/ui/input.tsx';
import { NativeSelect } from '@kit/ui/native-select.tsx';
import { Textarea } from '@kit/ui/textarea.tsx';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import {
  type EnquiryAnswer,
  type EnquirySource,
  type EnquiryValues,
  emptyEnquiry,
  type FormToken,
  type GetFormToken,
  getFormToken,
  placeEnquiryError,
  rules,
  type SendEnquiry,
  sendEnquiry,
} from '../content/enquiry.ts';
import { SERVICE_INDEX, serviceTitle } from '../content/services-index.ts';

const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());
/** A token older than this is replaced before sending (the database takes them for an hour). */
const TOKEN_REFRESH_MS = 50 * 60 * 1000;
/** Margin over the token's minimum age, for the trip to the database. */
const TOKEN_MARGIN_MS = 300;

/** The rules load with the form's first focus (or a send without one): zod is not on the page's landing (ADR 085). */
const resolver: Resolver<EnquiryValues> = async (values, context, options) =>
  (await rules()).enquiryResolver(values, context, options);

/**
 * What a visitor typed into the server's copy of the form before its code arrived (the form hydrates late,
 * enquiry-form.tsx): the form starts from it, so nothing typed is lost; null when there is no such copy.
 */
function typedBeforeHydration(id: string | undefined, service: string): EnquiryValues | null {
  if (!id || typeof document === 'undefined') return null; // the server renders it empty
  const form = document.getElementById(id);
  if (!(form instanceof HTMLFormElement)) return null;
  const values = emptyEnquiry(service);
  for (const name of Object.keys(values) as (keyof EnquiryValues)[]) {
    const field = form.elements.namedItem(name);
    if (
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    )
      values[name] = field.value;
  }
  return values;
}

export interface EnquiryFormProps {
  title: string;
  description?: string;
  submitLabel: string;
  source: EnquirySource;
  /** A fixed service (a service page): no service list, the service named instead. */
  service?: string;
  id?: string;
  /** The server calls (stories and tests pass their own). */
  send?: SendEnquiry;
  getToken?: GetFormToken;
}

export function InteractiveEnquiryForm(props: EnquiryFormProps) {
  const send = props.send ?? sendEnquiry;
  const getToken = props.getToken ?? getFormToken;
  const titleId = useId();
  const descId = useId();
  const token = useRef<Promise<FormToken> | null>(null);
  const inFlight = useRef(false);
  const [answer, setAnswer] = useState<EnquiryAnswer | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const [startValues] = useState(
    () => typedBeforeHydration(props.id, props.service ?? '') ?? emptyEnquiry(props.service ?? ''),
  );
  const form = useForm<EnquiryValues>({
    resolver,
    defaultValues: startValues,
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (answer) thanksRef.current?.focus();
  }, [answer]);

  /** The form's token: asked for once, again when it failed or is getting old. */
  const formToken = (): Promise<FormToken> => {
    const current = token.current;
    if (current) return current;
    const asked = getToken().then((t) => ({ ...t, receivedAt: now() }));
    token.current = asked;
    asked.then(
      (t) => {
        if (token.current === asked)
          setTimeout(
            () => {
              if (token.current === asked) token.current = null;
            },
            TOKEN_REFRESH_MS - Math.max(0, now() - t.receivedAt),
          );
      },
      () => {
        if (token.current === asked) token.current = null;
      },
    );
    return asked;
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFormError(null);
    try {
      const t = await formToken();
      const wait = t.receivedAt + t.minWaitMs + TOKEN_MARGIN_MS - now();
      if (t.minWaitMs > 0 && wait > 0) await new Promise((r) => setTimeout(r, wait));
      const sent = await send({ ...values, source: props.source, token: t.token });
      // A token is good for one enquiry.
      if (token.current) token.current = null;
      setAnswer(sent);
    } catch (e) {
      const placed = placeEnquiryError(e);
      if (placed.kind === 'field')
        form.setError(placed.field, { message: placed.message }, { shouldFocus: true });
      else setFormError(placed.message);
    } finally {
      inFlight.current = false;
    }
  });

  if (answer) {
    return (
      <div
        ref={thanksRef}
        tabIndex={-1}
        role="status"
        aria-labelledby={titleId}
        id={props.id}
        className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm outline-none sm:p-6"
      >
        <h2 id={titleId} className="flex items-center gap-2 text-xl font-semibold">
          <CheckCircle2 className="size-6 text-primary" aria-hidden="true" />
          Thank you — we have your enquiry
        </h2>
        <p>
          Your reference number is <strong className="font-mono text-lg">{answer.reference}</strong>. Quote it
          when you call or write to us.
        </p>
        <p className="text-sm text-muted-foreground">
          We reply within one working day with a plan and a quotation.
        </p>
        <div>
          <Button
            variant="outline"
            onClick={() => {
              form.reset(emptyEnquiry(props.service ?? ''));
              setAnswer(null);
            }}
          >
            Send another enquiry
          </Button>
        </div>
      </div>
    );
  }

  const fixedService = props.service ? serviceTitle(props.service) : null;
  return (
    <form
      id={props.id}
      aria-labelledby={titleId}
      aria-describedby={props.description ? descId : undefined}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => {
        // The visitor started the form: ask for its token now, so it is old enough by the time they send, and
        // fetch the rules, so the first send does not wait for them.
        formToken().catch(() => {});
        rules().catch(() => {});
      }}
      className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <h2 id={titleId} className="text-xl font-semibold">
        {props.title}
      </h2>
      {props.description && (
        <p id={descId} className="text-sm text-muted-foreground">
          {props.description}
        </p>
      )}
      {formError && (
        <Alert variant="destructive">
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Full name" error={errors.contact_name?.message}>
          <Input autoComplete="name" {...form.register('contact_name')} />
        </FormField>
        <FormField label="Organisation" description="Optional" error={errors.company?.message}>
          <Input autoComplete="organization" {...form.register('company')} />
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <FormField label="Phone" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" placeholder="+254…" {...form.register('phone')} />
        </FormField>
      </div>
      {fixedService ? (
        <p className="text-sm">
          Service: <strong>{fixedService}</strong>
        </p>
      ) : (
        <FormField label="Service" error={errors.service?.message}>
          <NativeSelect className="w-full" {...form.register('service')}>
            <option value="">Not sure yet</option>
            {SERVICE_INDEX.map((area) => (
              <optgroup key={area.slug} label={area.title}>
                <option value={area.slug}>
                  {area.topics.length ? `${area.title} (general)` : area.title}
                </option>
                {area.topics.map((t) => (
                  <option key={t.slug} value={`${area.slug}/${t.slug}`}>
                    {t.title}
                  </option>
                ))}
              </optgroup>
            ))}
          </NativeSelect>
        </FormField>
      )}
      <FormField label="How can we help?" error={errors.message?.message}>
        <Textarea rows={5} {...form.register('message')} />
      </FormField>
      {/* Honeypot: people never see or reach it; bots that fill every field are ignored. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Website
          <Input type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
        </label>
      </div>
      <div>
        <Button type="submit" disabled={isSubmitting} aria-disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
