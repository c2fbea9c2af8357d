// One line of a quotation as the database answers it (quotation_document, public_quotation,
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
