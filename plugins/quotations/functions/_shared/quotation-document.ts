// The quotation the database answered (public.quotation_document /
// public_quotation / issue_quotation: every amount already computed there) as
// the printed model of plugins/invoicing/documents (ADR 025). No arithmetic here.

import { amountInWords } from '#invoicing-documents/amount-in-words.ts';
import { issuingCompany, type SalesDocument } from '#invoicing-documents/sales-document.ts';
import { rateText, taxLabel } from '#invoicing-functions/printing.ts';
import type { CompanyJson } from '#kernel-functions/document-json.ts';
import type { QuotationFiguresJson, QuotationLineJson } from './document-json.ts';

export { logoDataUrl } from '#invoicing-functions/printing.ts';

export type { QuotationLineJson };

export interface QuotationJson extends QuotationFiguresJson {
  /** Staff documents only: the public one carries no ids. */
  id?: string;
  status: string;
  lines: QuotationLineJson[];
  company: CompanyJson;
  customer: {
    name: string;
    kra_pin: string | null;
    email: string | null;
    phone: string | null;
    postal_address: string | null;
    physical_address: string | null;
    attention: string | null;
  };
  pdf_path?: string | null;
  public_token?: string | null;
  /** The deposit asked on acceptance (ADR 075): its percent and amount (null: none). */
  deposit_percent?: string;
  deposit_amount?: string | null;
  /** This app's page for the token on the configured site URL (public_quotation). */
  public_url?: string | null;
}

const lines = (...parts: (string | null | undefined)[]) =>
  parts.flatMap((p) => (p ? p.split(/\r?\n/) : [])).filter((p) => p.trim() !== '');

export function quotationToSalesDocument(
  q: QuotationJson,
  opts: { publicUrl?: string | null; logoDataUrl?: string | null } = {},
): SalesDocument {
  const kinds = new Map(q.lines.map((l) => [`${l.tax_code}|${l.tax_rate}`, l.tax_kind]));
  return {
    kind: 'quotation',
    number: q.number,
    revision: q.revision,
    issueDate: q.issue_date,
    dueDate: q.valid_until,
    currency: q.currency,
    locale: q.company.locale ?? 'en-KE',
    company: issuingCompany(q.company, opts.logoDataUrl ?? null),
    customer: {
      name: q.customer.name,
      kraPin: q.customer.kra_pin,
      address: lines(q.customer.physical_address, q.customer.postal_address),
      email: q.customer.email,
      phone: q.customer.phone,
      attention: q.customer.attention,
    },
    lines: q.lines.map((l) => ({
      description: l.description,
      quantity: l.quantity,
      unit: l.unit,
      unitPrice: l.unit_price,
      discountPercent: Number(l.discount_percent) > 0 ? l.discount_percent : null,
      taxLabel: taxLabel(l.tax_code, l.tax_rate, l.tax_kind),
      net: l.amount,
    })),
    totals: {
      subtotal: q.subtotal,
      discount: Number(q.discount_total) > 0 ? q.discount_total : null,
      taxes: q.tax_summary.map((t) => ({
        label: taxLabel(t.tax_code, t.rate, kinds.get(`${t.tax_code}|${t.rate}`)),
        taxable: t.taxable,
        tax: t.tax,
      })),
      total: q.total,
    },
    totalInWords: amountInWords(q.total, q.currency),
    notes: [q.title, depositSentence(q), q.notes].filter(Boolean).join('\n\n') || null,
    terms: q.terms,
    footer: q.company.footer,
    publicUrl: opts.publicUrl ?? null,
    watermark:
      q.status === 'draft'
        ? 'DRAFT'
        : q.status === 'superseded'
          ? 'SUPERSEDED'
          : q.status === 'expired'
            ? 'EXPIRED'
            : null,
  };
}

/**
 * Whether an origin a caller passed is this app's own (ADR 035): only the origin of the site URL the
 * database printed the link on (public_url). Any other host is refused, so nobody can print or e-mail
 * a link to a look-alike site in the firm's name.
 */
export function originAllowed(origin: unknown, publicUrl: string | null | undefined): boolean {
  if (typeof origin !== 'string' || !publicUrl) return false;
  try {
    return (
      new URL(origin).origin === origin.replace(/\/+$/, '') &&
      new URL(publicUrl).origin === new URL(origin).origin
    );
  } catch {
    return false;
  }
}

/** "A deposit of 30 % (KES 42,000.00) is due on acceptance", as the page says it (ADR 075). */
function depositSentence(q: QuotationJson): string | null {
  if (!q.deposit_amount || !q.deposit_percent) return null;
  // Intl formats the decimal text itself: no amount passes through a float.
  const money = new Intl.NumberFormat(q.company.locale ?? 'en-KE', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(q.deposit_amount as Intl.StringNumericLiteral);
  return `A deposit of ${rateText(q.deposit_percent)} % (${q.currency} ${money}) is due on acceptance.`;
}
