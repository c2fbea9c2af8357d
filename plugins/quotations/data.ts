// The Quotations module's reads and writes: the only file that knows its tables,
// view, RPCs and edge functions (ADR 026). Amounts are decimal strings.
import { pluginKeys } from '@kernel/data/query-keys.ts';
import { unwrap, unwrapFunction } from '@kernel/data/unwrap.ts';
import { supabase, supabaseAnonKey, supabaseUrl } from '@kernel/supabase.ts';
import { applyListState, toListPage } from '@kit/list/apply-list-state.ts';
import type { FetchPage } from '@kit/list/fetch-page.ts';
import type { ListState } from '@kit/list/list-state.ts';
import type { QuotationFiguresJson, QuotationLineJson } from './document-json.ts';
import type { QuotationStatus, QuotationValues } from './schema.ts';

export const quotationKeys = pluginKeys('quotations');

export interface QuotationListRow {
  id: string;
  number: string | null;
  revision: number;
  title: string | null;
  status: QuotationStatus;
  customer_id: string;
  customer_name: string;
  lead_id: string | null;
  owner_id: string | null;
  owner_name: string | null;
  issue_date: string;
  valid_until: string;
  currency: string;
  total: string;
  is_latest: boolean;
}

const LIST_COLUMNS =
  'id, number, revision, title, status, customer_id, customer_name, lead_id, owner_id, owner_name, issue_date, valid_until, currency, total:total::text, is_latest';

const DIRECT_FILTERS: Record<string, string> = {
  status: 'status',
  customer: 'customer_id',
  owner: 'owner_id',
  lead: 'lead_id',
};

/** The list: search (number, title, customer), filters, sort, pages — from quotations_list (ADR 015). */
export const quotationsFetchPage: FetchPage<QuotationListRow> = async (state: ListState, signal) => {
  const { revisions, ...plain } = state.filters;
  let query = supabase.from('quotations_list').select(LIST_COLUMNS, { count: 'exact' }).abortSignal(signal);
  // Older revisions are hidden unless asked for.
  if (!(revisions ?? []).includes('all')) query = query.eq('is_latest', true);
  const q = applyListState(
    query,
    { ...state, q: state.q.toLowerCase(), filters: plain },
    { searchColumns: ['search_text'], filterColumns: DIRECT_FILTERS, tieBreaker: 'id' },
  );
  return toListPage(await q, 'exact') as Awaited<ReturnType<FetchPage<QuotationListRow>>>;
};

/** A customer's (or a lead's) quotations, newest first, for the record tab. */
export async function listQuotationsOf(target: { customerId?: string; leadId?: string }) {
  let query = supabase.from('quotations_list').select(LIST_COLUMNS).eq('is_latest', true);
  if (target.customerId) query = query.eq('customer_id', target.customerId);
  if (target.leadId) query = query.eq('lead_id', target.leadId);
  return unwrap(
    await query.order('created_at', { ascending: false }).limit(200),
  ) as unknown as QuotationListRow[];
}

/** A line as the database answers it (one type with the edge functions' printed model). */
export type DocumentLine = QuotationLineJson;

/** What the database answers for one quotation (quotation_document / public_quotation). */
export interface QuotationDocument extends QuotationFiguresJson {
  id: string;
  status: QuotationStatus;
  sent_at: string | null;
  decided_at: string | null;
  decided_name: string | null;
  rejection_reason: string | null;
  has_signature: boolean;
  expired: boolean;
  lines: DocumentLine[];
  company: {
    name: string;
    trading_name: string;
    kra_pin: string | null;
    vat_number: string | null;
    email: string | null;
    phone: string | null;
    address: string | null;
    postal_address: string | null;
    website: string | null;
    logo_path: string | null;
    locale: string | null;
    footer: string | null;
    bank: {
      bank_name: string;
      branch: string | null;
      account_name: string;
      account_number: string;
      swift: string | null;
    } | null;
    mpesa: { paybill: string; account: string } | null;
  };
  customer: {
    id: string;
    name: string;
    kra_pin: string | null;
    email: string | null;
    phone: string | null;
    postal_address: string | null;
    physical_address: string | null;
    attention: string | null;
    contact_email: string | null;
    site: string | null;
  };
}

export async function getQuotationDocument(id: string): Promise<QuotationDocument> {
  return unwrap(
    await supabase.rpc('quotation_document', { quotation_id: id }),
  ) as unknown as QuotationDocument;
}

/** The row itself (ids the form needs, the link, the revision chain). */
export interface QuotationRecord {
  id: string;
  number: string | null;
  revision: number;
  previous_id: string | null;
  customer_id: string;
  contact_id: string | null;
  site_id: string | null;
  lead_id: string | null;
  owner_id: string | null;
  title: string | null;
  status: QuotationStatus;
  valid_until: string;
  document_discount: string;
  notes: string | null;
  terms: string | null;
  prices_include_tax: boolean;
  public_token: string | null;
  sent_at: string | null;
  sent_to: string[] | null;
}

export async function getQuotation(id: string): Promise<QuotationRecord | null> {
  return unwrap(
    await supabase
      .from('quotations')
      .select(
        'id, number, revision, previous_id, customer_id, contact_id, site_id, lead_id, owner_id, title, status, valid_until, document_discount:document_discount::text, notes, terms, prices_include_tax, public_token, sent_at, sent_to',
      )
      .eq('id', id)
      .maybeSingle(),
  ) as unknown as QuotationRecord | null;
}

/** The lines as the form edits them (decimal strings). */
export async function getQuotationLines(id: string) {
  return unwrap(
    await supabase
      .from('quotation_lines')
      .select(
        'catalog_item_id, description, quantity:quantity::text, unit, unit_price:unit_price::text, discount_percent:discount_percent::text, tax_code',
      )
      .eq('quotation_id', id)
      .order('position'),
  ) as unknown as QuotationValues['lines'];
}

/** Every revision of a number, oldest first. */
export async function listRevisions(number: string | null) {
  if (!number) return [];
  return unwrap(
    await supabase
      .from('quotations')
      .select('id, revision, status, issue_date, total:total::text')
      .eq('number', number)
      .order('revision'),
  ) as unknown as {
    id: string;
    revision: number;
    status: QuotationStatus;
    issue_date: string;
    total: string;
  }[];
}

export async function saveQuotation(id: string | null, v: QuotationValues) {
  const payload = {
    ...(id ? { id } : {}),
    customer_id: v.customer_id,
    contact_id: v.contact_id || null,
    site_id: v.site_id || null,
    lead_id: v.lead_id || null,
    owner_id: v.owner_id || null,
    title: v.title,
    valid_until: v.valid_until,
    document_discount: v.document_discount,
    notes: v.notes,
    terms: v.terms,
    lines: v.lines.map((l) => ({ ...l, catalog_item_id: l.catalog_item_id || null })),
  };
  return unwrap(await supabase.rpc('save_quotation', { payload })) as unknown as { id: string };
}

export async function reviseQuotation(id: string) {
  return unwrap(await supabase.rpc('revise_quotation', { quotation_id: id })) as unknown as { id: string };
}

export async function deleteQuotation(id: string) {
  unwrap(await supabase.rpc('delete_quotation', { quotation_id: id }));
}

export async function revokeQuotationLink(id: string) {
  unwrap(await supabase.rpc('revoke_quotation_link', { quotation_id: id }));
}

/** Number, store the PDF, e-mail it with the client's link (edge function quotation-send). */
export async function sendQuotation(id: string, to: string[], cc: string[]) {
  return unwrapFunction(
    await supabase.functions.invoke('quotation-send', {
      body: { id, to, cc },
    }),
  ) as Promise<{ email_id: string; number: string; public_url: string | null }>;
}

export function publicLink(token: string) {
  return `${window.location.origin}/dashboard/quotations/respond/${token}`;
}

/**
 * The PDF as a file download: staff by id, a client by the link's token. A plain fetch (supabase-js's
 * functions.invoke reads an application/pdf answer as text), with the session's token or the anon key.
 */
export async function downloadQuotationPdf(by: { id: string } | { token: string }, fileName: string) {
  const query = 'id' in by ? `id=${encodeURIComponent(by.id)}` : `token=${encodeURIComponent(by.token)}`;
  const { data } = await supabase.auth.getSession();
  const res = await fetch(`${supabaseUrl}/functions/v1/quotation-pdf?${query}`, {
    headers: {
      Authorization: `Bearer ${data.session?.access_token ?? supabaseAnonKey}`,
      apikey: supabaseAnonKey,
    },
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: string } | null;
    throw new Error(body?.error ?? 'The PDF could not be made: try again in a moment');
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

// ---------------------------------------------------------------- the public page

export async function getPublicQuotation(token: string): Promise<QuotationDocument> {
  return unwrap(await supabase.rpc('public_quotation', { token })) as unknown as QuotationDocument;
}

export async function acceptQuotation(token: string, name: string, signature: string | null) {
  return unwrap(
    await supabase.rpc('accept_quotation', { token, signer_name: name, signature: signature ?? undefined }),
  ) as unknown as QuotationDocument;
}

export async function rejectQuotation(token: string, reason: string, name: string) {
  return unwrap(
    await supabase.rpc('reject_quotation', { token, reason, signer_name: name || undefined }),
  ) as unknown as QuotationDocument;
}

// ---------------------------------------------------------------- form defaults
// (customer, contact and site choices: the customers module's pickers, ADR 044)

export async function getSalesDefaults() {
  const row = unwrap(
    await supabase
      .from('sales_settings')
      .select('prices_include_tax, quotation_validity_days, document_terms')
      .limit(1)
      .maybeSingle(),
  ) as { prices_include_tax: boolean; quotation_validity_days: number; document_terms: string | null } | null;
  return {
    pricesIncludeTax: row?.prices_include_tax ?? false,
    validityDays: row?.quotation_validity_days ?? 30,
    terms: row?.document_terms ?? '',
  };
}

export async function getLeadForQuote(leadId: string) {
  return unwrap(
    await supabase
      .from('leads')
      .select('id, customer_id, company, contact_name, owner_id')
      .eq('id', leadId)
      .maybeSingle(),
  ) as {
    id: string;
    customer_id: string | null;
    company: string | null;
    contact_name: string;
    owner_id: string | null;
  } | null;
}

export interface QuotationInvoice {
  id: string;
  number: string | null;
  status: string;
}

/** The invoice made from this quotation (a voided one does not count), if any. */
export async function invoiceOfQuotation(id: string): Promise<QuotationInvoice | null> {
  const rows = unwrap(
    await supabase
      .from('invoices')
      .select('id, number, status')
      .eq('quotation_id', id)
      .neq('status', 'void')
      .order('created_at')
      .limit(1),
  ) as QuotationInvoice[];
  return rows[0] ?? null;
}

/** An accepted quotation → an invoice draft (and a project unless withProject is false); a retry returns the same. */
export async function invoiceFromQuotation(id: string, withProject: boolean): Promise<QuotationInvoice> {
  return unwrap(
    await supabase.rpc('invoice_from_quotation', { quotation_id: id, with_project: withProject }),
  ) as unknown as QuotationInvoice;
}
