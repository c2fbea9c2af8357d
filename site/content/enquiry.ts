// The enquiry form's rules and its one server call (public.submit_enquiry,
// supabase/migrations/20261125120200_leads_enquiries.sql). The database holds
// the rules; these checks only spare a visitor a round trip.
import { DataError, isDataError } from '@kernel/data/data-error.ts';
import { unwrap } from '@kernel/data/unwrap.ts';
import { supabase } from '@kernel/supabase.ts';
import { z } from 'zod';

export const enquirySchema = z
  .object({
    contact_name: z.string().trim().min(1, 'Enter your name').max(200, 'At most 200 characters'),
    company: z.string().trim().max(200, 'At most 200 characters'),
    email: z
      .string()
      .trim()
      .max(254, 'At most 254 characters')
      .refine(
        (v) => v === '' || /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v),
        'Enter a valid e-mail address, like name@company.co.ke',
      ),
    phone: z
      .string()
      .trim()
      .refine(
        (v) =>
          v === '' ||
          (/^\+?[0-9][0-9 ()-]{5,30}$/.test(v) &&
            v.replace(/\D/g, '').length >= 7 &&
            v.replace(/\D/g, '').length <= 15),
        'Enter a valid phone number, like +254 712 345 678',
      ),
    service: z.string(),
    message: z.string().trim().max(5000, 'At most 5000 characters'),
    /** The honeypot: hidden from people and screen readers; only bots fill it. */
    website: z.string(),
  })
  .refine((v) => v.email !== '' || v.phone !== '', {
    path: ['email'],
    message: 'Give an e-mail address or a phone number so we can reply',
  });

export type EnquiryValues = z.infer<typeof enquirySchema>;
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

export interface EnquiryAnswer {
  reference: string;
  repeat: boolean;
}

export type SendEnquiry = (
  input: EnquiryValues & { source: EnquirySource; fillMs: number },
) => Promise<EnquiryAnswer>;

export const sendEnquiry: SendEnquiry = async (input) => {
  const answer = unwrap(
    await supabase.rpc('submit_enquiry', {
      p_contact_name: input.contact_name,
      p_company: input.company,
      p_email: input.email,
      p_phone: input.phone,
      p_service: input.service,
      p_message: input.message,
      p_source: input.source,
      p_fill_ms: Math.round(input.fillMs),
      p_website: input.website,
    }),
  ) as unknown as EnquiryAnswer | null;
  if (!answer?.reference) throw new DataError({ message: 'The server gave no reference number' });
  return answer;
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
