// A quotation's figures and one of its lines as the database answers them (quotation_document, public_quotation,
// issue_quotation): every amount computed there, as exact decimal text. Types only, shared by the front end
// (data.ts) and the edge functions' printed model (functions/_shared/quotation-document.ts), so the two
// cannot drift. No imports: Deno and the browser both read it.
export interface QuotationLineJson {
  position: number;
  description: string;
  quantity: string;
  unit: string | null;
  unit_price: string;
  discount_percent: string;
  tax_code: string;
  tax_rate: string;
  tax_kind: 'standard' | 'zero_rated' | 'exempt';
  amount: string;
  discount: string;
  taxable: string;
  tax: string;
  total: string;
}

/** The quotation's header and totals (without its status, parties and lines, which each side types itself). */
export interface QuotationFiguresJson {
  number: string | null;
  revision: number;
  title: string | null;
  issue_date: string;
  valid_until: string;
  currency: string;
  prices_include_tax: boolean;
  document_discount: string;
  notes: string | null;
  terms: string | null;
  subtotal: string;
  discount_total: string;
  taxable_total: string;
  tax_total: string;
  total: string;
  tax_summary: { tax_code: string; rate: string; taxable: string; tax: string }[];
}
