// E-mail templates (public.email_templates, ADR 017): the list, one template,
// saving it (its HTML sanitised by the email-preview function first), and the
// preview (plugins/email/functions/email-preview).
import { pluginKeys } from '@kernel/data/query-keys.ts';
import { type FunctionAnswer, unwrap, unwrapFunction } from '@kernel/data/unwrap.ts';
import type { Json } from '@kernel/database.types.ts';
import { supabase } from '@kernel/supabase.ts';
import { applyListState, toListPage } from '@kit/list/apply-list-state.ts';
import type { FetchPage } from '@kit/list/fetch-page.ts';

export type TemplateStatus = 'draft' | 'active';
export const TEMPLATE_STATUS_LABELS: Record<TemplateStatus, string> = { draft: 'Draft', active: 'Active' };
export const templateStatusOptions = (Object.keys(TEMPLATE_STATUS_LABELS) as TemplateStatus[]).map(
  (value) => ({
    value,
    label: TEMPLATE_STATUS_LABELS[value],
  }),
);

export interface TemplateRow {
  key: string;
  name: string;
  description: string | null;
  status: TemplateStatus;
  locked: boolean;
  updated_at: string;
}

export interface Template extends TemplateRow {
  subject: string;
  html_body: string;
  text_body: string | null;
  sample_data: Record<string, unknown>;
}

export interface Preview {
  subject: string;
  html: string;
  text: string;
  missing?: string[];
  html_body_clean?: string;
}

export const templateKeys = pluginKeys('email', 'templates');

type Answer<T> = { data: T[] | null; error: { message: string } | null; count?: number | null };

export const fetchTemplates: FetchPage<TemplateRow> = async (state, signal) => {
  const query = supabase
    .from('email_templates')
    .select('key, name, description, status, locked, updated_at', { count: 'exact' })
    .abortSignal(signal);
  const result = await applyListState(query, state, {
    searchColumns: ['name', 'key', 'subject'],
    filterColumns: { status: 'status' },
    sortColumns: { name: 'name', key: 'key', updated: 'updated_at' },
    tieBreaker: 'key',
  });
  return toListPage(result as Answer<TemplateRow>, 'exact');
};

export async function fetchTemplate(key: string): Promise<Template | null> {
  const rows = unwrap(
    await supabase
      .from('email_templates')
      .select(
        'key, name, description, status, locked, updated_at, subject, html_body, text_body, sample_data',
      )
      .eq('key', key)
      .limit(1),
  );
  return (rows[0] as Template | undefined) ?? null;
}

export async function previewTemplate(body: {
  template?: string;
  subject?: string;
  html_body?: string;
  text_body?: string;
  data?: Record<string, unknown>;
}): Promise<Preview> {
  return unwrapFunction(
    (await supabase.functions.invoke('email-preview', { body })) as FunctionAnswer<Preview>,
  );
}

export interface TemplateValues {
  subject: string;
  html_body: string;
  text_body: string | null;
  status: TemplateStatus;
  sample_data: Record<string, unknown>;
}

/** Saves a template: the HTML as the server sanitised it, so what is stored is what may be shown. */
export async function saveTemplate(key: string, values: TemplateValues): Promise<string> {
  const preview = await previewTemplate({
    subject: values.subject,
    html_body: values.html_body,
    text_body: values.text_body ?? undefined,
    data: values.sample_data,
  });
  const html = preview.html_body_clean ?? values.html_body;
  unwrap(
    await supabase
      .from('email_templates')
      .update({ ...values, sample_data: values.sample_data as Json, html_body: html })
      .eq('key', key)
      .select('key'),
  );
  return html;
}

/** Dotted paths a data object offers ({{customer.name}}), for the editor's list of placeholders. */
export function placeholderPaths(data: unknown, prefix = ''): string[] {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return prefix ? [prefix] : [];
  return Object.entries(data as Record<string, unknown>).flatMap(([k, v]) => {
    const p = prefix ? `${prefix}.${k}` : k;
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? placeholderPaths(v, p) : [p];
  });
}

export const COMPANY_PLACEHOLDERS = [
  'company.name',
  'company.email',
  'company.phone',
  'company.address',
  'company.postal_address',
  'company.website',
];
