// /dashboard/email/templates/:key: one e-mail template (ADR 017). Admins edit
// the subject, the HTML content, the optional text, the status and the sample
// data; everyone on staff sees the live preview (rendered by the email-preview
// function in the branded layout, shown in an <iframe sandbox="">) and the
// placeholders the sample data offers. The HTML is sanitised by the server
// before it is saved.

import { hasRole } from '@kernel/roles.ts';
import { useProfile } from '@kernel/session/use-profile.ts';
import { SelectField, TextareaField, TextField } from '@kit/forms/fields.tsx';
import { FormPage } from '@kit/forms/form-page.tsx';
import { useRecordForm } from '@kit/forms/use-record-form.ts';
import { BackLink } from '@kit/record/record-loader.tsx';
import { Alert } from '@kit/ui/alert.tsx';
import { Badge } from '@kit/ui/badge.tsx';
import { EmptyState } from '@kit/ui/empty-state.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { Spinner } from '@kit/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@kit/ui/tabs.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  COMPANY_PLACEHOLDERS,
  fetchTemplate,
  type Preview,
  placeholderPaths,
  previewTemplate,
  saveTemplate,
  TEMPLATE_STATUS_LABELS,
  type Template,
  templateKeys,
  templateStatusOptions,
} from '../templates-data.ts';
import { EmailNav } from './email-nav.tsx';

/** The sample data as typed: a JSON object, or the reason it is not one. */
export function parseSample(text: string): Record<string, unknown> | string {
  try {
    const v: unknown = JSON.parse(text || '{}');
    return v !== null && typeof v === 'object' && !Array.isArray(v)
      ? (v as Record<string, unknown>)
      : 'The sample data must be a JSON object, like {"customer": {"name": "Lakeview"}}';
  } catch (e) {
    return `The sample data is not valid JSON: ${(e as Error).message}`;
  }
}

const schema = z.object({
  subject: z
    .string()
    .trim()
    .min(1, 'Enter a subject')
    .max(500, 'The subject is too long (at most 500 characters)')
    .refine((s) => !/[\r\n]/.test(s), 'A subject is one line'),
  html_body: z.string().trim().min(1, 'Enter the content').max(200_000, 'The content is too long'),
  text_body: z.string().max(200_000, 'The text is too long'),
  status: z.enum(['draft', 'active']),
  sample_data: z.string().superRefine((s, ctx) => {
    const parsed = parseSample(s);
    if (typeof parsed === 'string') ctx.addIssue({ code: 'custom', message: parsed });
  }),
});
type Values = z.input<typeof schema>;

function valuesOf(t: Template): Values {
  return {
    subject: t.subject,
    html_body: t.html_body,
    text_body: t.text_body ?? '',
    status: t.status,
    sample_data: JSON.stringify(t.sample_data ?? {}, null, 2),
  };
}

/** The preview of what is in the form, 400 ms after typing stops; the last answer wins. */
function usePreview(values: Values): { preview: Preview | null; error: string | null } {
  const [state, setState] = useState<{ preview: Preview | null; error: string | null }>({
    preview: null,
    error: null,
  });
  const { subject, html_body, text_body, sample_data } = values;
  useEffect(() => {
    const data = parseSample(sample_data);
    if (typeof data === 'string') {
      setState((s) => ({ ...s, error: data }));
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      previewTemplate({ subject, html_body, text_body: text_body || undefined, data })
        .then((preview) => live && setState({ preview, error: null }))
        .catch((e: Error) => live && setState((s) => ({ ...s, error: e.message })));
    }, 400);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [subject, html_body, text_body, sample_data]);
  return state;
}

function PreviewPanel({ values }: { values: Values }) {
  const { preview, error } = usePreview(values);
  const sample = parseSample(values.sample_data);
  const offered = [...(typeof sample === 'string' ? [] : placeholderPaths(sample)), ...COMPANY_PLACEHOLDERS];
  return <PreviewView preview={preview} error={error} offered={offered} />;
}

/** The preview as shown: subject, the HTML in a sandboxed frame, the text, and the placeholders offered. */
export function PreviewView({
  preview,
  error,
  offered,
}: {
  preview: Preview | null;
  error: string | null;
  offered: readonly string[];
}) {
  return (
    <section aria-label="Preview" className="space-y-3">
      <h2 className="text-base font-semibold">Preview</h2>
      {error && <Alert variant="destructive">{error}</Alert>}
      {preview?.missing?.length ? (
        <Alert>
          The sample data has no value for {preview.missing.map((m) => `{{${m}}}`).join(', ')}: a message sent
          without them would fail.
        </Alert>
      ) : null}
      {!preview ? (
        <Spinner label="Rendering the preview" />
      ) : (
        <>
          <p className="text-sm">
            <span className="text-muted-foreground">Subject: </span>
            <span data-testid="preview-subject">{preview.subject}</span>
          </p>
          <Tabs defaultValue="html">
            <TabsList>
              <TabsTrigger value="html">HTML</TabsTrigger>
              <TabsTrigger value="text">Text</TabsTrigger>
            </TabsList>
            <TabsContent value="html">
              <iframe
                title="Preview of the e-mail"
                sandbox=""
                referrerPolicy="no-referrer"
                srcDoc={preview.html}
                className="h-[60vh] w-full rounded-md border bg-white"
              />
            </TabsContent>
            <TabsContent value="text">
              {/* Focusable: a long text scrolls, and keyboard users must be able to scroll it. */}
              <pre
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs keyboard access
                tabIndex={0}
                className="max-h-[60vh] overflow-auto whitespace-pre-wrap break-words rounded-md border p-3 text-sm"
              >
                {preview.text}
              </pre>
            </TabsContent>
          </Tabs>
        </>
      )}
      <div>
        <h3 className="text-sm font-semibold">Placeholders</h3>
        <p className="text-sm text-muted-foreground">
          What the sample data offers, and the company's details.
        </p>
        <ul aria-label="Placeholders" className="mt-1 flex flex-wrap gap-1">
          {offered.map((p) => (
            <li key={p}>
              <code className="rounded bg-muted px-1.5 py-0.5 text-xs">{`{{${p}}}`}</code>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Editor({ template }: { template: Template }) {
  const queryClient = useQueryClient();
  const recordForm = useRecordForm<Values, z.output<typeof schema>>({
    schema,
    defaultValues: valuesOf(template),
    save: async (v) => {
      const html = await saveTemplate(template.key, {
        subject: v.subject,
        html_body: v.html_body,
        text_body: v.text_body.trim() ? v.text_body : null,
        status: v.status,
        sample_data: parseSample(v.sample_data) as Record<string, unknown>,
      });
      await queryClient.invalidateQueries({ queryKey: templateKeys.all });
      return { ...v, html_body: html };
    },
    constraints: {
      email_templates_html_safe: {
        field: 'html_body',
        message: 'The content has something e-mail may not carry',
      },
      email_templates_subject_valid: 'subject',
    },
    onSaved: () => toast.success('Template saved'),
  });
  const values = useWatch({ control: recordForm.form.control }) as Values;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <FormPage recordForm={recordForm} label={`Template ${template.name}`}>
        <TextField<Values> name="subject" label="Subject" />
        <TextareaField<Values>
          name="html_body"
          label="HTML content"
          rows={12}
          className="font-mono"
          description="Simple HTML (p, a, strong, ul/li, table…) placed inside the branded layout. Scripts, styles and event handlers are removed when you save."
        />
        <TextareaField<Values>
          name="text_body"
          label="Plain text"
          rows={6}
          className="font-mono"
          description="Leave empty to make it from the HTML."
        />
        <SelectField<Values> name="status" label="Status" options={templateStatusOptions} />
        <TextareaField<Values>
          name="sample_data"
          label="Sample data (JSON)"
          rows={8}
          className="font-mono"
          description="What the preview fills the placeholders with."
        />
      </FormPage>
      <PreviewPanel values={values} />
    </div>
  );
}

function ReadOnly({ template }: { template: Template }) {
  const values = valuesOf(template);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-label="Template" className="space-y-3 text-sm">
        <Alert>Only admins change templates.</Alert>
        <p>
          <span className="text-muted-foreground">Subject: </span>
          {template.subject}
        </p>
        <h2 className="font-semibold">HTML content</h2>
        <pre className="overflow-auto whitespace-pre-wrap break-words rounded-md border p-3">
          {template.html_body}
        </pre>
        {template.text_body && (
          <>
            <h2 className="font-semibold">Plain text</h2>
            <pre className="overflow-auto whitespace-pre-wrap break-words rounded-md border p-3">
              {template.text_body}
            </pre>
          </>
        )}
      </section>
      <PreviewPanel values={values} />
    </div>
  );
}

export default function TemplatePage() {
  const { key = '' } = useParams();
  const { profile } = useProfile();
  const query = useQuery({ queryKey: templateKeys.detail(key), queryFn: () => fetchTemplate(key) });
  const template = query.data;
  return (
    <div>
      <PageHeader
        title={template?.name ?? 'Template'}
        description={template?.description ?? undefined}
        actions={
          template ? (
            <div className="flex items-center gap-2">
              <code className="text-xs">{template.key}</code>
              <Badge variant={template.status === 'active' ? 'default' : 'secondary'}>
                {TEMPLATE_STATUS_LABELS[template.status]}
              </Badge>
            </div>
          ) : undefined
        }
      />
      <EmailNav mailbox={hasRole(profile?.role, 'superadmin')} />
      {query.isLoading ? (
        <Spinner />
      ) : query.error ? (
        <LoadError what="the template" error={query.error} onRetry={() => void query.refetch()} />
      ) : !template ? (
        <EmptyState
          icon={SearchX}
          title="No such template"
          description="It may have been removed, or the link is wrong."
          action={<BackLink back={{ to: '/dashboard/email/templates', label: 'All templates' }} />}
        />
      ) : hasRole(profile?.role, 'admin') ? (
        <Editor key={template.key} template={template} />
      ) : (
        <ReadOnly template={template} />
      )}
    </div>
  );
}
