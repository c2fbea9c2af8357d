// Settings → Sales's server calls (plugins/invoicing/sql/migrations/20261126110000_invoicing_sales_setup.sql):
// staff read public.sales_settings, the company's KRA PIN, address, logo and currency
// (public.organizations: Settings → Company owns those) and the tax codes with their
// rates; a superadmin saves through set_sales_settings and adds or removes future rates.
import { pluginKeys } from '@kernel/data/query-keys.ts';
import { unwrap } from '@kernel/data/unwrap.ts';
import type { Tables } from '@kernel/database.types.ts';
import { supabase } from '@kernel/supabase.ts';
import { isDecimalText } from '@kit/money/decimal-text.ts';
import { z } from 'zod';
import { numberFormatProblem } from './numbering.ts';
import { parseOffsets } from './reminders-data.ts';

export type SalesSettings = Tables<'sales_settings'>;
export type TaxCode = Pick<Tables<'tax_codes'>, 'code' | 'name' | 'kind' | 'is_active' | 'sort_order'> & {
  tax_rates: Pick<Tables<'tax_rates'>, 'id' | 'rate' | 'effective_from'>[];
};
export interface CompanyOnDocuments {
  name: string;
  kra_pin: string | null;
  address: string | null;
  postal_address: string | null;
  logo_path: string | null;
  currency: string;
}
export interface SalesSetup {
  settings: SalesSettings;
  company: CompanyOnDocuments;
}

export const salesKeys = pluginKeys('invoicing', 'sales-settings');
export const taxKeys = pluginKeys('invoicing', 'tax-codes');

export const TAX_KIND_LABELS: Record<string, string> = {
  standard: 'Standard',
  zero_rated: 'Zero-rated',
  exempt: 'Exempt',
};

export async function getSalesSetup(): Promise<SalesSetup> {
  const [settings, company] = await Promise.all([
    supabase.from('sales_settings').select('*').limit(1),
    supabase
      .from('organizations')
      .select('name, kra_pin, address, postal_address, logo_path, currency')
      .eq('id', 1)
      .limit(1),
  ]);
  const s = unwrap(settings)[0];
  const c = unwrap(company)[0];
  if (!s || !c) throw new Error('The sales settings are missing; ask a superadmin to run the migrations');
  return { settings: s as SalesSettings, company: c as CompanyOnDocuments };
}

const text = (max: number, label: string) =>
  z.string().trim().max(max, `${label} can be at most ${max} characters`);
const pattern = (re: RegExp, message: string, max = 60) =>
  z
    .string()
    .trim()
    .max(max, message)
    .refine((v) => v === '' || re.test(v), message);
const numberFormat = z
  .string()
  .trim()
  .superRefine((v, ctx) => {
    const problem = numberFormatProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
const days = (min: number, label: string) =>
  z
    .string()
    .trim()
    .refine(
      (v) => /^\d{1,3}$/.test(v) && Number(v) >= min && Number(v) <= 365,
      `${label}: ${min} to 365 days`,
    );

export const salesSettingsSchema = z.object({
  legal_name: text(200, 'The legal name'),
  kra_pin: pattern(
    /^[AP][0-9]{9}[A-Z]$/i,
    'A KRA PIN is A or P, nine digits and a letter, e.g. P051234567X',
    11,
  ),
  vat_number: pattern(/^[A-Za-z0-9/ -]{3,30}$/, 'Letters, digits, spaces, - and /, 3 to 30 of them', 30),
  bank_name: text(100, 'The bank name'),
  bank_branch: text(100, 'The branch'),
  bank_account_name: text(200, 'The account name'),
  bank_account_number: pattern(/^[A-Za-z0-9 -]{4,34}$/, 'Letters, digits, spaces and -, 4 to 34 of them', 34),
  bank_swift: pattern(
    /^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/,
    'A SWIFT code has 8 or 11 letters and digits, e.g. KCBLKENX',
    11,
  ),
  mpesa_paybill: pattern(/^[0-9]{5,7}$/, 'A pay-bill number has 5 to 7 digits', 7),
  mpesa_account: pattern(/^[A-Za-z0-9 -]{1,20}$/, 'Up to 20 letters, digits, spaces and -', 20),
  prices_include_tax: z.enum(['exclusive', 'inclusive']),
  quotation_number_format: numberFormat,
  invoice_number_format: numberFormat,
  credit_note_number_format: numberFormat,
  payment_terms_days: days(0, 'Payment terms'),
  quotation_validity_days: days(1, 'Quotation validity'),
  document_footer: text(1000, 'The footer'),
  document_terms: text(5000, 'The terms'),
  // The largest payment staff may record without an admin (issue 22 item 1); empty: no limit.
  payment_limit_without_admin: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || (isDecimalText(v) && Number(v) > 0),
      'An amount above 0, like 5000000, or empty for no limit',
    ),
  statement_reversed_payments: z.enum(['pair', 'hide']),
  // Payment reminders (ADR 030): on/off, and the days around the due date as "-3, 0, 7, 30".
  reminders_enabled: z.enum(['on', 'off']),
  reminder_offsets: z.string().superRefine((v, ctx) => {
    const parsed = parseOffsets(v);
    if ('problem' in parsed) ctx.addIssue({ code: 'custom', message: parsed.problem });
  }),
});
export type SalesSettingsValues = z.input<typeof salesSettingsSchema>;
export type SalesSettingsOutput = z.output<typeof salesSettingsSchema>;

export function toSalesFormValues({ settings: s, company }: SalesSetup): SalesSettingsValues {
  return {
    legal_name: s.legal_name ?? '',
    kra_pin: company.kra_pin ?? '',
    vat_number: s.vat_number ?? '',
    bank_name: s.bank_name ?? '',
    bank_branch: s.bank_branch ?? '',
    bank_account_name: s.bank_account_name ?? '',
    bank_account_number: s.bank_account_number ?? '',
    bank_swift: s.bank_swift ?? '',
    mpesa_paybill: s.mpesa_paybill ?? '',
    mpesa_account: s.mpesa_account ?? '',
    prices_include_tax: s.prices_include_tax ? 'inclusive' : 'exclusive',
    quotation_number_format: s.quotation_number_format,
    invoice_number_format: s.invoice_number_format,
    credit_note_number_format: s.credit_note_number_format,
    payment_terms_days: String(s.payment_terms_days),
    quotation_validity_days: String(s.quotation_validity_days),
    document_footer: s.document_footer ?? '',
    document_terms: s.document_terms ?? '',
    reminders_enabled: s.reminders_enabled ? 'on' : 'off',
    reminder_offsets: s.reminder_offsets.join(', '),
    payment_limit_without_admin:
      s.payment_limit_without_admin === null ? '' : String(s.payment_limit_without_admin),
    statement_reversed_payments: s.statement_reversed_payments === 'hide' ? 'hide' : 'pair',
  };
}

/** The RPC's `settings`: '' clears a text field (the database trims and keeps it null). */
export function toSalesSettingsArgs(v: SalesSettingsOutput) {
  return {
    ...v,
    kra_pin: v.kra_pin.toUpperCase(),
    prices_include_tax: v.prices_include_tax === 'inclusive',
    payment_terms_days: Number(v.payment_terms_days),
    quotation_validity_days: Number(v.quotation_validity_days),
    reminders_enabled: v.reminders_enabled === 'on',
    reminder_offsets: reminderOffsetsOf(v.reminder_offsets),
    // A decimal text, never a float; null lifts the limit.
    payment_limit_without_admin: v.payment_limit_without_admin === '' ? null : v.payment_limit_without_admin,
  };
}

/** The checked "-3, 0, 7, 30" as the days the database stores ([] when the field is empty). */
function reminderOffsetsOf(text: string): number[] {
  const parsed = parseOffsets(text);
  return 'offsets' in parsed ? parsed.offsets : [];
}

export async function saveSalesSettings(v: SalesSettingsOutput): Promise<SalesSetup> {
  unwrap(await supabase.rpc('set_sales_settings', { settings: toSalesSettingsArgs(v) }));
  return getSalesSetup();
}

export async function listTaxCodes(): Promise<TaxCode[]> {
  const rows = unwrap(
    await supabase
      .from('tax_codes')
      .select('code, name, kind, is_active, sort_order, tax_rates(id, rate, effective_from)')
      .order('sort_order')
      .order('code'),
  ) as TaxCode[];
  return rows.map((c) => ({
    ...c,
    tax_rates: [...c.tax_rates].sort((a, b) => b.effective_from.localeCompare(a.effective_from)),
  }));
}

/** The rate in force on `day` (yyyy-mm-dd): the newest effective_from on or before it. */
export function rateOn(code: TaxCode, day: string): number | null {
  return code.tax_rates.find((r) => r.effective_from <= day)?.rate ?? null;
}

export const newRateSchema = z.object({
  rate: z
    .string()
    .trim()
    .refine(
      (v) => /^\d{1,3}(\.\d{1,3})?$/.test(v) && Number(v) <= 100,
      'A percentage from 0 to 100, e.g. 16',
    ),
  effective_from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the date the rate starts'),
});
export type NewRateValues = z.input<typeof newRateSchema>;

export async function addTaxRate(taxCode: string, v: z.output<typeof newRateSchema>) {
  unwrap(
    await supabase
      .from('tax_rates')
      .insert({ tax_code: taxCode, rate: Number(v.rate), effective_from: v.effective_from })
      .select('id'),
  );
}

export async function deleteTaxRate(id: string) {
  const rows = unwrap(await supabase.from('tax_rates').delete().eq('id', id).select('id'));
  if (rows.length === 0)
    throw new Error('The rate was not deleted: only a superadmin may delete a future rate');
}

export const newTaxCodeSchema = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(
        /^[A-Z][A-Z0-9_-]{0,15}$/,
        'A code is a letter then up to 15 letters, digits, _ or -, e.g. LEVY2',
      ),
    name: z.string().trim().min(1, 'Give the code a name').max(100, 'At most 100 characters'),
    kind: z.enum(['standard', 'zero_rated', 'exempt']),
    rate: z
      .string()
      .trim()
      .refine(
        (v) => /^\d{1,3}(\.\d{1,3})?$/.test(v) && Number(v) <= 100,
        'A percentage from 0 to 100, e.g. 16',
      ),
    effective_from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the date the rate starts'),
  })
  .refine((v) => (v.kind === 'standard' ? Number(v.rate) > 0 : Number(v.rate) === 0), {
    path: ['rate'],
    message: 'Zero-rated and exempt codes are 0 %; a standard code needs a rate above 0 %',
  });
export type NewTaxCodeValues = z.input<typeof newTaxCodeSchema>;

export async function addTaxCode(v: z.output<typeof newTaxCodeSchema>) {
  unwrap(
    await supabase.rpc('add_tax_code', {
      code: v.code,
      name: v.name,
      kind: v.kind,
      rate: Number(v.rate),
      effective_from: v.effective_from,
    }),
  );
}

export async function setTaxCodeActive(code: string, isActive: boolean) {
  const rows = unwrap(
    await supabase.from('tax_codes').update({ is_active: isActive }).eq('code', code).select('code'),
  );
  if (rows.length === 0) throw new Error('The tax code was not changed: only a superadmin may change it');
}

/** The company's logo (public "branding" bucket, Settings → Company), as documents will print it. */
export function companyLogoUrl(path: string): string {
  return supabase.storage.from('branding').getPublicUrl(path).data.publicUrl;
}
