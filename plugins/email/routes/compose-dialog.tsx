// "Send e-mail" on a customer, a contact or a lead (a record action, kernel
// ADR 008): pick people from the record or type addresses, then write a
// message or pick a template and see it rendered with the record's data. Both
// go out through public.queue_email_template — a written message in the
// built-in `message` template, so it gets the company's branded layout and its
// text is escaped — and the queueing, its timeline entry and, later, the
// delivery (sent or failed) all show on the record's timeline.

import type { RecordActionProps } from '@kernel/registry/extension-points.ts';
import { useProfile } from '@kernel/session/use-profile.ts';
import { SelectField, TextareaField, TextField } from '@kit/forms/fields.tsx';
import { FormDialog } from '@kit/forms/form-dialog.tsx';
import { useRecordForm } from '@kit/forms/use-record-form.ts';
import { Alert, AlertDescription } from '@kit/ui/alert.tsx';
import { Badge } from '@kit/ui/badge.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { NativeCheckbox, NativeRadio } from '@kit/ui/native-choice.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import {
  listFittingTemplates,
  listSendableTemplates,
  type Preview,
  previewTemplate,
  queueTemplated,
  WRITTEN_TEMPLATE,
} from '../compose-data.ts';
import { type ComposeOutput, type ComposeValues, composeSchema, templateData } from '../compose-schema.ts';
import { emailKeys } from '../data.ts';

export default function ComposeDialog({ target, onDone }: RecordActionProps) {
  const { profile } = useProfile();
  const sender = profile
    ? { name: profile.full_name || profile.email || 'Safeworks', email: profile.email }
    : undefined;
  const recipients = (target.recipients ?? []).filter((r) => r.email);
  const usual = recipients.find((r) => !r.caution);
  // The latest preview of the chosen template: sending is refused when it names placeholders the record lacks.
  const preview = useRef<Preview | undefined>(undefined);

  const recordForm = useRecordForm<ComposeValues, ComposeOutput>({
    schema: composeSchema,
    defaultValues: {
      picked: usual?.email ? [usual.email] : [],
      other: '',
      cc: '',
      mode: 'write',
      template: '',
      subject: '',
      body: '',
    },
    constraints: {
      email_outbox_subject_valid: 'subject',
      email_outbox_to_valid: 'other',
      email_outbox_cc_valid: 'cc',
    },
    save: async (v) => {
      const missing = v.template === WRITTEN_TEMPLATE ? [] : (preview.current?.missing ?? []);
      if (missing.length) {
        throw new Error(
          `This template needs ${missing.map((m) => `{{${m}}}`).join(', ')}, which ${target.title} does not provide: pick another or write the message.`,
        );
      }
      await queueTemplated({
        template: v.template,
        to: v.to,
        cc: v.cc,
        data: templateData(target.data, v.written, sender),
        recordType: target.type,
        recordId: target.id,
      });
    },
    onSaved: (v) => {
      toast.success(`E-mail to ${v.to.join(', ')} is on its way; its delivery shows on the timeline`);
      onDone(true);
    },
  });

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onDone(false)}
      recordForm={recordForm}
      title={`E-mail ${target.title}`}
      description="Sent from the company's address in its branded layout."
      submitLabel="Send"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">To</legend>
        {recipients.length === 0 && (
          <p className="text-sm text-muted-foreground">
            No e-mail address is on this record: type one below.
          </p>
        )}
        {recipients.map((r) => (
          <label key={r.email} className="flex flex-wrap items-center gap-2 text-sm">
            <NativeCheckbox value={r.email ?? ''} {...recordForm.form.register('picked')} />
            <span>{r.name}</span>
            <span className="text-muted-foreground">{r.email}</span>
            {r.caution && <Badge variant="destructive">{r.caution}</Badge>}
          </label>
        ))}
      </fieldset>
      <TextField<ComposeValues>
        name="other"
        label={recipients.length ? 'Other addresses' : 'Addresses'}
        description="Separate several with commas."
        inputMode="email"
        autoComplete="off"
      />
      <TextField<ComposeValues> name="cc" label="Cc" inputMode="email" autoComplete="off" />
      <ModeChoice />
      <MessageFields
        data={templateData(target.data, null, sender)}
        onPreview={(p) => {
          preview.current = p;
        }}
      />
    </FormDialog>
  );
}

function ModeChoice() {
  const { register } = useFormContext<ComposeValues>();
  return (
    <fieldset className="flex flex-wrap gap-4 text-sm">
      <legend className="mb-1 font-medium">Message</legend>
      <label className="flex items-center gap-2">
        <NativeRadio value="write" {...register('mode')} />
        Write it
      </label>
      <label className="flex items-center gap-2">
        <NativeRadio value="template" {...register('mode')} />
        Use a template
      </label>
    </fieldset>
  );
}

function MessageFields({
  data,
  onPreview,
}: {
  data: Record<string, unknown> | undefined;
  onPreview: (p: Preview | undefined) => void;
}) {
  const mode = useWatch<ComposeValues, 'mode'>({ name: 'mode' });
  const template = useWatch<ComposeValues, 'template'>({ name: 'template' });
  const templates = useQuery({
    queryKey: [...emailKeys.all, 'sendable-templates'],
    queryFn: listSendableTemplates,
    enabled: mode === 'template',
  });
  // Only the templates this record fills are offered; if that cannot be told, all are, and the preview
  // still names what is missing.
  const fitting = useQuery({
    queryKey: [...emailKeys.all, 'fitting-templates', data],
    queryFn: () => listFittingTemplates(data ?? {}),
    enabled: mode === 'template',
    retry: false,
  });
  const offered = fitting.data
    ? (templates.data ?? []).filter((t) => fitting.data.includes(t.key) || t.key === template)
    : (templates.data ?? []);
  const left = (templates.data?.length ?? 0) - offered.length;
  const preview = useQuery({
    queryKey: [...emailKeys.all, 'preview', template, data],
    queryFn: () => previewTemplate(template, data ?? {}),
    enabled: mode === 'template' && !!template,
  });
  onPreview(mode === 'template' ? preview.data : undefined);

  if (mode === 'write')
    return (
      <>
        <TextField<ComposeValues> name="subject" label="Subject" autoComplete="off" />
        <TextareaField<ComposeValues>
          name="body"
          label="Message"
          rows={8}
          description="Plain text; a blank line starts a new paragraph."
        />
      </>
    );

  const chosen = templates.data?.find((t) => t.key === template);
  return (
    <>
      {templates.error ? (
        <LoadError what="the templates" error={templates.error} onRetry={() => void templates.refetch()} />
      ) : (
        <SelectField<ComposeValues>
          name="template"
          label="Template"
          placeholder={
            templates.isPending || (fitting.isPending && !fitting.isError)
              ? 'Loading templates…'
              : 'Choose a template'
          }
          options={offered.map((t) => ({ value: t.key, label: t.name }))}
          description={
            chosen?.description ??
            (left > 0
              ? `${left} other ${left === 1 ? 'template needs' : 'templates need'} details this record does not have.`
              : undefined)
          }
        />
      )}
      {template && (
        <section aria-label="Preview" className="flex flex-col gap-2">
          {preview.isPending ? (
            <Skeleton className="h-48 w-full" />
          ) : preview.error ? (
            <Alert variant="destructive">
              <AlertDescription>The preview failed: {preview.error.message}</AlertDescription>
            </Alert>
          ) : (
            <>
              {preview.data.missing && preview.data.missing.length > 0 && (
                <Alert variant="destructive">
                  <AlertDescription>
                    This record does not provide {preview.data.missing.map((m) => `{{${m}}}`).join(', ')}:
                    pick another template or write the message.
                  </AlertDescription>
                </Alert>
              )}
              <p className="text-sm">
                <span className="text-muted-foreground">Subject: </span>
                {preview.data.subject}
              </p>
              <iframe
                title={`Preview of ${preview.data.subject}`}
                sandbox=""
                srcDoc={preview.data.html}
                className="h-72 w-full rounded-md border bg-white"
              />
            </>
          )}
        </section>
      )}
    </>
  );
}
