// The Quotations module's reads and writes: the only file that knows its tables,
// view, RPCs and edge functions (ADR 026). Amounts are decimal strings.
import { rpcResult } from '@kernel/data/parse-result.ts';
import { pluginKeys } from '@kernel/data/query-keys.ts';
import { unwrap, unwrapFunction } from '@kernel/data/unwrap.ts';
import { supabase, supabaseAnonKey, supabaseUrl } from '@kernel/supabase.ts';
import { applyListState, toListPage } from '@kit/list/apply-list-state.ts';
import type { FetchPage } from '@kit/list/fetch-page.ts';
import type { ListState } from '@kit/list/list-state.ts';
import { decimalText } from '@kit/money/decimal-schema.ts';
import type { ServerRpc } from '@kit/ssr/server-page.ts';
import { z } from 'zod';
import type { QuotationValues } from './schema.ts';
import {
  idSchema,
  type PublicQuotationDocument,
  publicQuotationDocumentSchema,
  type QuotationDocument,
  type QuotationInvoice,
  type QuotationListRow,
  type QuotationProject,
  type QuotationRecord,
  quotationDocumentSchema,
  quotationInvoiceSchema,
  quotationListRowSchema,
  quotationProjectSchema,
  quotationRecordSchema,
  quotationStatusSchema,
  storedLineSchema,
} from './shapes.ts';

export type {
  DocumentLine,
  PrintedQuotation,
  PublicQuotationDocument,
  QuotationDocument,
  QuotationInvoice,
  QuotationListRow,
  QuotationProject,
  QuotationRecord,
} from './shapes.ts';

export const quotationKeys = pluginKeys('quotations');

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
  return rpcResult(
    'The quotations (quotations_list)',
    z.array(quotationListRowSchema),
    await query.order('created_at', { ascending: false }).limit(200),
  );
}

export async function getQuotationDocument(id: string): Promise<QuotationDocument> {
  return rpcResult(
    'The quotation (quotation_document)',
    quotationDocumentSchema,
    await supabase.rpc('quotation_document', { quotation_id: id }),
  );
}

/** The row itself (ids the form needs, the link, the revision chain). */
export async function getQuotation(id: string): Promise<QuotationRecord | null> {
  return rpcResult(
    'The quotation (quotations)',
    quotationRecordSchema.nullable(),
    await supabase
      .from('quotations')
      .select(
        'id, number, revision, previous_id, customer_id, contact_id, site_id, lead_id, owner_id, title, status, valid_until, document_discount:document_discount::text, deposit_percent:deposit_percent::text, notes, terms, prices_include_tax, public_token, sent_at, sent_to',
      )
      .eq('id', id)
      .maybeSingle(),
  );
}

/** The lines as the form edits them (decimal strings). */
export async function getQuotationLines(id: string): Promise<QuotationValues['lines']> {
  return rpcResult(
    "The quotation's lines (quotation_lines)",
    z.array(storedLineSchema),
    await supabase
      .from('quotation_lines')
      .select(
        'catalog_item_id, description, quantity:quantity::text, unit, unit_price:unit_price::text, discount_percent:discount_percent::text, tax_code',
      )
      .eq('quotation_id', id)
      .order('position'),
  );
}

/** Every revision of a number, oldest first. */
export async function listRevisions(number: string | null) {
  if (!number) return [];
  return rpcResult(
    'The revisions (quotations)',
    z.array(
      z.object({
        id: z.string(),
        revision: z.number(),
        status: quotationStatusSchema,
        issue_date: z.string(),
        total: decimalText,
      }),
    ),
    await supabase
      .from('quotations')
      .select('id, revision, status, issue_date, total:total::text')
      .eq('number', number)
      .order('revision'),
  );
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
    deposit_percent: v.deposit_percent,
    notes: v.notes,
    terms: v.terms,
    lines: v.lines.map((l) => ({ ...l, catalog_item_id: l.catalog_item_id || null })),
  };
  return rpcResult(
    'The saved quotation (save_quotation)',
    idSchema,
    await supabase.rpc('save_quotation', { payload }),
  );
}

export async function reviseQuotation(id: string) {
  return rpcResult(
    'The new revision (revise_quotation)',
    idSchema,
    await supabase.rpc('revise_quotation', { quotation_id: id }),
  );
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
  return `${window.location.origin}/quotation/${token}`;
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

/** The client's quotation by its link's token; `rpc` is the server renderer's (ADR 062), else supabase-js. */
export async function getPublicQuotation(token: string, rpc?: ServerRpc): Promise<PublicQuotationDocument> {
  return rpcResult(
    'The quotation (public_quotation)',
    publicQuotationDocumentSchema,
    rpc ? await rpc('public_quotation', { token }) : await supabase.rpc('public_quotation', { token }),
  );
}

/** The client page's read, in the browser and on the server (the same cache key). */
export const publicQuotationQuery = (token: string, rpc?: ServerRpc) => ({
  queryKey: ['quotations', 'public', token],
  queryFn: () => getPublicQuotation(token, rpc),
});

export async function acceptQuotation(token: string, name: string, signature: string | null) {
  return rpcResult(
    'The accepted quotation (accept_quotation)',
    publicQuotationDocumentSchema,
    await supabase.rpc('accept_quotation', { token, signer_name: name, signature: signature ?? undefined }),
  );
}

export async function rejectQuotation(token: string, reason: string, name: string) {
  return rpcResult(
    'The declined quotation (reject_quotation)',
    publicQuotationDocumentSchema,
    await supabase.rpc('reject_quotation', { token, reason, signer_name: name || undefined }),
  );
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

/** The project an invoice of this quotation will be linked to, or null when none exists yet (or projects is off). */
export async function projectOfQuotation(id: string): Promise<QuotationProject | null> {
  const rows = rpcResult(
    'The quotation’s project (quotation_project)',
    quotationProjectSchema,
    await supabase.rpc('quotation_project', { quotation_id: id }),
  );
  return rows[0] ?? null;
}

/** An accepted quotation → an invoice draft (and a project unless withProject is false); a retry returns the same. */
export async function invoiceFromQuotation(id: string, withProject: boolean): Promise<QuotationInvoice> {
  return rpcResult(
    'The invoice (invoice_from_quotation)',
    quotationInvoiceSchema,
    await supabase.rpc('invoice_from_quotation', { quotation_id: id, with_project: withProject }),
  );
}
