// An invoice, or one of its credit notes, as a PDF (ADR 027), rendered by
// server/documents (ADR 025). Read as the caller (RLS: staff only).
//
// POST { invoice_id, credit_note_id? }
//   200 application/pdf, Content-Disposition: attachment; filename="INV-2026-0001.pdf" (CN-… for a credit note)
//   400 invalid input · 401 not signed in · 403 not staff · 404 no such invoice or credit note
// Drafts print with a DRAFT watermark and no number; void invoices with VOID.
// Payment instructions come from Settings → Sales: M-Pesa pay-bill with the
// invoice number as the account (unless the settings fix one), and the bank.
import { createClient } from '@supabase/supabase-js';
import { amountInWords } from '../../../server/documents/amount-in-words.ts';
import { renderSalesPdf } from '../../../server/documents/pdf.ts';
import { pdfFileName, type SalesDocument } from '../../../server/documents/sales-document.ts';
import { corsHeaders, preflight } from '../_shared/cors.ts';
import { bearer, errorJson, readJsonObject } from '../_shared/http.ts';

const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Line = {
  id: string;
  description: string;
  quantity: number | string;
  unit: string;
  unit_price: number | string;
  discount_percent: number | string;
  tax_code: string;
  tax_rate: number | string;
  amount: number | string;
  discount: number | string;
  taxable: number | string;
  position: number;
};
type Summary = { tax_code: string; rate: string; taxable: string; tax: string };

const money = (v: number | string | null | undefined) => Number(v ?? 0).toFixed(2);
const qty = (v: number | string) => String(Number(v));
const taxLabel = (code: string, rate: number | string) =>
  code === 'EXEMPT' ? 'Exempt' : `${code} ${Number(rate)}%`;

async function handler(req: Request): Promise<Response> {
  const early = preflight(req);
  if (early) return early;
  if (req.method !== 'POST') return errorJson(405, 'Use POST');
  const token = bearer(req);
  if (!token) return errorJson(401, 'Sign in to download invoices');
  const body = await readJsonObject(req);
  const invoiceId = body?.invoice_id;
  const creditNoteId = body?.credit_note_id ?? null;
  if (typeof invoiceId !== 'string' || !UUID.test(invoiceId))
    return errorJson(400, 'Say which invoice (invoice_id)');
  if (creditNoteId !== null && (typeof creditNoteId !== 'string' || !UUID.test(creditNoteId)))
    return errorJson(400, 'credit_note_id must be a credit note id');
  const db = createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_ANON_KEY')!, {
    global: { headers: { Authorization: `Bearer ${token}` } },
    auth: noSession,
  });
  const { data: role } = await db.rpc('current_app_role');
  if (!['staff', 'admin', 'superadmin'].includes(String(role)))
    return errorJson(403, 'Only staff download invoices');
  const [inv, org, settings] = await Promise.all([
    db
      .from('invoices')
      .select(
        '*, customer:customers(name, kra_pin, email, phone, postal_address, physical_address), contact:contacts(full_name), invoice_lines(*), credit_notes(*, credit_note_lines(*))',
      )
      .eq('id', invoiceId)
      .maybeSingle(),
    db
      .from('organizations')
      .select('name, kra_pin, email, phone, address, postal_address, website, locale')
      .eq('id', 1)
      .maybeSingle(),
    db.from('sales_settings').select('*').maybeSingle(),
  ]);
  if (inv.error || org.error || settings.error)
    return errorJson(500, 'The invoice could not be read. Try again.');
  if (!inv.data) return errorJson(404, 'No such invoice (or you may not read it)');
  const i = inv.data;
  const s = settings.data;
  const o = org.data;
  const customer = i.customer as Record<string, string | null> | null;
  const lines = ([...(i.invoice_lines as Line[])] as Line[]).sort((a, b) => a.position - b.position);
  const company = {
    name: s?.legal_name || o?.name || 'Safeworks',
    kraPin: o?.kra_pin ?? null,
    vatNumber: s?.vat_number ?? null,
    address: [o?.address, o?.postal_address].filter((x): x is string => Boolean(x)),
    email: o?.email ?? null,
    phone: o?.phone ?? null,
    website: o?.website ?? null,
  };
  const party = {
    name: customer?.name ?? 'Customer',
    kraPin: customer?.kra_pin ?? null,
    address: [customer?.physical_address, customer?.postal_address].filter((x): x is string => Boolean(x)),
    email: customer?.email ?? null,
    phone: customer?.phone ?? null,
    attention: (i.contact as { full_name: string } | null)?.full_name ?? null,
  };
  const taxes = (summary: Summary[]) =>
    summary.map((t) => ({
      label: taxLabel(t.tax_code, t.rate),
      taxable: money(t.taxable),
      tax: money(t.tax),
    }));
  let doc: SalesDocument;
  if (creditNoteId) {
    const cn = (i.credit_notes as Record<string, unknown>[]).find((c) => c.id === creditNoteId);
    if (!cn) return errorJson(404, 'No such credit note on this invoice');
    const cnLines = [...(cn.credit_note_lines as Line[])].sort((a, b) => a.position - b.position);
    doc = {
      kind: 'credit_note',
      number: cn.number as string,
      issueDate: cn.issue_date as string,
      reference: i.number,
      currency: cn.currency as string,
      locale: o?.locale ?? 'en-KE',
      company,
      customer: party,
      lines: cnLines.map((l) => ({
        description: l.description,
        quantity: qty(l.quantity),
        unit: l.unit,
        unitPrice: money(l.unit_price),
        discountPercent: Number(l.discount_percent) ? String(Number(l.discount_percent)) : null,
        taxLabel: taxLabel(l.tax_code, l.tax_rate),
        net: money(l.amount),
      })),
      totals: {
        subtotal: money(cn.subtotal as string),
        discount: Number(cn.discount_total) ? money(cn.discount_total as string) : null,
        taxes: taxes(cn.tax_summary as Summary[]),
        total: money(cn.total as string),
      },
      totalInWords: amountInWords(money(cn.total as string), cn.currency as string),
      notes: `Reason: ${cn.reason as string}`,
      footer: s?.document_footer ?? null,
    };
  } else {
    const account = s?.mpesa_account || i.number;
    doc = {
      kind: 'invoice',
      number: i.number,
      issueDate: i.issue_date,
      dueDate: i.due_date,
      currency: i.currency,
      locale: o?.locale ?? 'en-KE',
      company,
      customer: party,
      lines: lines.map((l) => ({
        description: l.description,
        quantity: qty(l.quantity),
        unit: l.unit,
        unitPrice: money(l.unit_price),
        discountPercent: Number(l.discount_percent) ? String(Number(l.discount_percent)) : null,
        taxLabel: taxLabel(l.tax_code, l.tax_rate),
        net: money(l.amount),
      })),
      totals: {
        subtotal: money(i.subtotal),
        discount: Number(i.discount_total) ? money(i.discount_total) : null,
        taxes: taxes(i.tax_summary as Summary[]),
        total: money(i.total),
        paid: Number(i.amount_paid) ? money(i.amount_paid) : null,
        credited: Number(i.amount_credited) ? money(i.amount_credited) : null,
        due: i.status === 'void' ? null : money(i.amount_due),
      },
      totalInWords: amountInWords(money(i.total), i.currency),
      notes: i.notes,
      terms: i.terms ?? s?.document_terms ?? null,
      footer: s?.document_footer ?? null,
      payment: {
        mpesa: s?.mpesa_paybill && account ? { paybill: s.mpesa_paybill, account } : null,
        bank:
          s?.bank_name && s.bank_account_name && s.bank_account_number
            ? {
                bankName: s.bank_name,
                accountName: s.bank_account_name,
                accountNumber: s.bank_account_number,
                branch: s.bank_branch,
                swift: s.bank_swift,
              }
            : null,
      },
      watermark: i.status === 'draft' ? 'DRAFT' : i.status === 'void' ? 'VOID' : null,
    };
  }
  const pdf = await renderSalesPdf(doc);
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      ...corsHeaders,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${pdfFileName(doc)}"`,
      'Access-Control-Expose-Headers': 'Content-Disposition',
      'Cache-Control': 'private, no-store',
    },
  });
}

Deno.serve(handler);
