// The enquiry form's rules and its two server calls: public.enquiry_form_token
// when a visitor starts the form, public.submit_enquiry with that token when
// they send it (plugins/leads/sql/migrations/20261128110200_leads_enquiry_form_tokens.sql,
// ADR 034). The database holds the rules; these checks only spare a visitor a
// round trip. Those checks are in enquiry-rules.ts (zod), loaded on the form's first use (ADR 085).
import { DataError, isDataError } from '@kernel/data/data-error.ts';
import { rpcResult } from '@kernel/data/parse-result.ts';
import { unwrap } from '@kernel/data/unwrap.ts';
import type { EnquiryAnswer, EnquiryValues } from './enquiry-rules.ts';

export type { EnquiryAnswer, EnquiryValues } from './enquiry-rules.ts';
export type EnquiryField = keyof EnquiryValues;
export type EnquirySource = 'website_form' | 'quote_request';

export const emptyEnquiry = (service = ''): EnquiryValues => ({
  contact_name: '',
  company: '',
  email: '',
  phone: '',
  service,
  message: '',
  website: '',
});

/**
 * What the database issued when the visitor started the form: the token goes back with the
 * enquiry, which is taken only once the token is minWaitMs old (and less than an hour).
 */
export interface FormToken {
  token: string;
  minWaitMs: number;
  /** When the page received it (performance.now() / Date.now() scale of the caller). */
  receivedAt: number;
}

export type GetFormToken = () => Promise<Omit<FormToken, 'receivedAt'>>;

/** supabase-js, loaded when the visitor starts the form, not with the page (ADR 080). */
const db = async () => (await import('@kernel/supabase.ts')).supabase;
/** The form's rules (zod), loaded when the visitor starts the form or sends it, not with the page (ADR 085). */
export const rules = () => import('./enquiry-rules.ts');

export const getFormToken: GetFormToken = async () => {
  const supabase = await db();
  const answer = unwrap(await supabase.rpc('enquiry_form_token')) as {
    token?: string;
    min_wait_ms?: number;
  } | null;
  if (!answer?.token) throw new DataError({ message: 'The server gave no form token' });
  return { token: answer.token, minWaitMs: Number(answer.min_wait_ms ?? 3000) };
};

export type SendEnquiry = (
  input: EnquiryValues & { source: EnquirySource; token: string },
) => Promise<EnquiryAnswer>;

export const sendEnquiry: SendEnquiry = async (input) => {
  const [supabase, { enquiryAnswerSchema }] = await Promise.all([db(), rules()]);
  return rpcResult(
    'The enquiry (submit_enquiry)',
    enquiryAnswerSchema,
    await supabase.rpc('submit_enquiry', {
      p_contact_name: input.contact_name,
      p_company: input.company,
      p_email: input.email,
      p_phone: input.phone,
      p_service: input.service,
      p_message: input.message,
      p_source: input.source,
      p_form_token: input.token,
      p_website: input.website,
    }),
  );
};

const FIELDS: EnquiryField[] = ['contact_name', 'company', 'email', 'phone', 'service', 'message'];

/** Where a refusal belongs: a field the database named, "try again later", or the whole form. */
export function placeEnquiryError(
  e: unknown,
):
  | { kind: 'field'; field: EnquiryField; message: string }
  | { kind: 'throttled'; message: string }
  | { kind: 'failed'; message: string } {
  if (isDataError(e)) {
    if (e.code === 'PT429' || e.status === 429) return { kind: 'throttled', message: e.message };
    const field = FIELDS.find((f) => f === e.details);
    if (e.code === '22023' && field) return { kind: 'field', field, message: e.message };
    if (e.code === '22023') return { kind: 'failed', message: e.message };
  }
  return {
    kind: 'failed',
    message: 'We could not send your enquiry. Check your connection and try again, or call or e-mail us.',
  };
}
