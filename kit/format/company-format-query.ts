// Reading the company's format: one RPC anyone may call (the public site too),
// cached for the session and re-read when Settings → Company saves.

import { unwrap } from '@kernel/data/unwrap.ts';
import { supabase } from '@kernel/supabase.ts';
import { type CompanyFormat, FALLBACK_COMPANY_FORMAT } from './company-format.ts';

/** The query key Settings → Company invalidates so every screen reformats. */
export const companyFormatKey = ['kernel', 'company-format'] as const;

/** company_profile() → the four columns the formatters need; a missing row keeps the defaults. */
export async function fetchCompanyFormat(): Promise<CompanyFormat> {
  const rows = unwrap(await supabase.rpc('company_profile'));
  const row = Array.isArray(rows) ? rows[0] : rows;
  if (!row) return FALLBACK_COMPANY_FORMAT;
  return {
    currency: row.currency ?? FALLBACK_COMPANY_FORMAT.currency,
    timezone: row.timezone ?? FALLBACK_COMPANY_FORMAT.timezone,
    phoneCountry: row.phone_country ?? FALLBACK_COMPANY_FORMAT.phoneCountry,
    locale: row.locale ?? FALLBACK_COMPANY_FORMAT.locale,
  };
}
