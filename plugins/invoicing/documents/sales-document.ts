// What a printed sales document shows (ADR 025): a quotation, an invoice or a
// credit note, assembled by the caller from the database (which computed every
// amount — the PDF never does arithmetic) and handed to renderSalesPdf. Amounts
// are decimal strings as PostgREST sends numeric ("1234.50"), never floats.

export type SalesDocumentKind = 'quotation' | 'invoice' | 'credit_note';

export interface DocumentParty {
  name: string;
  /** KRA PIN, printed on every tax document (the customer's too when known). */
  kraPin?: string | null;
  /** Address lines, printed one per line. */
  address?: string[];
  email?: string | null;
  phone?: string | null;
  /** The person it is for ("Attn: …"). */
  attention?: string | null;
}

export interface IssuingCompany extends DocumentParty {
  vatNumber?: string | null;
  website?: string | null;
  /** The logo as a data: URL (PNG or JPEG); remote URLs are never fetched. */
  logoDataUrl?: string | null;
}

/** The company's fields as every document's JSON answers them (Settings → Company and → Sales). */
export interface LetterheadJson {
  name: string;
  kra_pin: string | null;
  vat_number?: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  postal_address: string | null;
  website?: string | null;
}

/** Non-empty lines of the given texts, each split at its line breaks. */
export const addressLines = (...parts: (string | null | undefined)[]) =>
  parts.flatMap((p) => (p ? p.split(/\r?\n/) : [])).filter((p) => p.trim() !== '');

/**
 * The letterhead every document prints (quotation, invoice, credit note, receipt, statement — issue 22
 * item 3): one mapping from the database's company answer, so no document prints less of the company.
 */
export function issuingCompany(c: LetterheadJson, logoDataUrl: string | null = null): IssuingCompany {
  return {
    name: c.name,
    kraPin: c.kra_pin,
    vatNumber: c.vat_number ?? null,
    address: addressLines(c.address, c.postal_address),
    email: c.email,
    phone: c.phone,
    website: c.website ?? null,
    logoDataUrl,
  };
}

export interface DocumentLine {
  description: string;
  /** Decimal string; may have up to 3 decimals (2.5 days). */
  quantity: string;
  unit?: string | null;
  unitPrice: string;
  /** Percentage off this line, decimal string ("10" = 10 %), or null. */
  discountPercent?: string | null;
  /** What the tax column shows: "VAT 16%", "Exempt". */
  taxLabel: string;
  /** The line's amount before tax, after its discount, as the database computed it. */
  net: string;
}

export interface TaxSummaryRow {
  label: string;
  /** What the rate applied to. */
  taxable: string;
  tax: string;
}

export interface DocumentTotals {
  /** Sum of the lines' net amounts. */
  subtotal: string;
  /** The document discount, if any (positive number shown as a deduction). */
  discount?: string | null;
  taxes: TaxSummaryRow[];
  total: string;
  /** Invoices: what was paid and credited so far, and what is still owed. */
  paid?: string | null;
  credited?: string | null;
  due?: string | null;
}

export interface PaymentInstructions {
  bank?: {
    bankName: string;
    accountName: string;
    accountNumber: string;
    branch?: string | null;
    swift?: string | null;
  } | null;
  mpesa?: { paybill: string; account: string } | null;
}

export interface SalesDocument {
  kind: SalesDocumentKind;
  /** INV-2026-0042; a draft has none yet. */
  number: string | null;
  /** Quotation revisions: 2 prints "QUO-2026-0007 (revision 2)". */
  revision?: number | null;
  /** ISO dates (YYYY-MM-DD). */
  issueDate: string;
  /** Invoices: due date; quotations: valid until. */
  dueDate?: string | null;
  /** Credit notes: the invoice they correct. */
  reference?: string | null;
  currency: string;
  /** BCP 47 locale for numbers and dates (en-KE). */
  locale: string;
  company: IssuingCompany;
  customer: DocumentParty;
  lines: DocumentLine[];
  totals: DocumentTotals;
  /** The total in words, when the firm prints it ("Kenya Shillings One Thousand … Only"). */
  totalInWords?: string | null;
  notes?: string | null;
  terms?: string | null;
  footer?: string | null;
  payment?: PaymentInstructions | null;
  /** The public page of this document; printed as a QR code and a link. */
  publicUrl?: string | null;
  /** Draft / void watermark. */
  watermark?: string | null;
}

const TITLES: Record<SalesDocumentKind, string> = {
  quotation: 'Quotation',
  invoice: 'Tax invoice',
  credit_note: 'Credit note',
};

export function documentTitle(doc: Pick<SalesDocument, 'kind'>): string {
  return TITLES[doc.kind];
}

/**
 * `INV-2026-0042.pdf`, `QUO-2026-0007-rev2.pdf`, `draft-invoice.pdf`: safe on every file system (only
 * letters, digits, dot, dash and underscore).
 */
export function pdfFileName(doc: Pick<SalesDocument, 'kind' | 'number' | 'revision'>): string {
  const base = doc.number
    ? doc.number + (doc.revision && doc.revision > 1 ? `-rev${doc.revision}` : '')
    : `draft-${doc.kind.replace('_', '-')}`;
  const safe = base.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '');
  return `${safe || 'document'}.pdf`;
}
