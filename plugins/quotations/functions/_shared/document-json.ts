// A quotation's figures and one of its lines as the database answers them (quotation_document, public_quotation,
// issue_quotation): every amount computed there, as exact decimal text. Types only, for the edge functions'
// printed model (quotation-document.ts); inside the functions' folder so a deploy carries it (ADR 041). The
// front end checks the same answers with its zod schemas (../../shapes.ts, ADR 046), which the server tests
// prove against the SQL.
import type { DocumentLineJson } from '#kernel-functions/document-json.ts';

/** A quotation line: the shared sales-document line plus the discount and taxable amounts it prints. */
export interface QuotationLineJson extends DocumentLineJson {
  discount: string;
  taxable: string;
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
