// The shapes the quotations RPCs and reads answer (ADR 046): one zod schema per document, its type
// from z.infer. Pure (zod and the generated enums), so the server tests check them against the SQL on
// the demo data; data.ts parses answers with them and re-exports the types. Amounts are decimal text.
import { z } from 'zod';
import { Constants } from '../../kernel/database.types.ts';
import { decimalText } from '../../kit/money/decimal-schema.ts';
import { letterheadSchema, taxSummarySchema } from '../../kit/money/document-schema.ts';

export const quotationStatusSchema = z.enum(Constants.public.Enums.quotation_status);
export const idSchema = z.object({ id: z.string() });

/** A stored line as the form edits it (decimal strings). */
export const storedLineSchema = z.object({
  catalog_item_id: z.string().nullable(),
  description: z.string(),
  quantity: decimalText,
  unit: z.string(),
  unit_price: decimalText,
  discount_percent: decimalText,
  tax_code: z.string(),
});

export const quotationListRowSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  revision: z.number(),
  title: z.string().nullable(),
  status: quotationStatusSchema,
  customer_id: z.string(),
  customer_name: z.string(),
  lead_id: z.string().nullable(),
  owner_id: z.string().nullable(),
  owner_name: z.string().nullable(),
  issue_date: z.string(),
  valid_until: z.string(),
  currency: z.string(),
  total: decimalText,
  is_latest: z.boolean(),
});
export type QuotationListRow = z.infer<typeof quotationListRowSchema>;

export const documentLineSchema = z.object({
  position: z.number(),
  description: z.string(),
  quantity: decimalText,
  unit: z.string().nullable(),
  unit_price: decimalText,
  discount_percent: decimalText,
  tax_code: z.string(),
  tax_rate: decimalText,
  tax_kind: z.enum(['standard', 'zero_rated', 'exempt']),
  amount: decimalText,
  discount: decimalText,
  taxable: decimalText,
  tax: decimalText,
  total: decimalText,
});
export type DocumentLine = z.infer<typeof documentLineSchema>;

/** What the database answers for one quotation (quotation_document / public_quotation). */
const quotationCustomerSchema = z.object({
  id: z.string(),
  name: z.string(),
  kra_pin: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  postal_address: z.string().nullable(),
  physical_address: z.string().nullable(),
  attention: z.string().nullable(),
  contact_email: z.string().nullable(),
  site: z.string().nullable(),
});

/** The deposit invoice accept_quotation issued: the client's copy has no id; pay_path only while owing. */
const depositInvoiceSchema = z.object({
  id: z.string().optional(),
  number: z.string(),
  status: z.string(),
  total: decimalText,
  amount_due: decimalText,
  pay_path: z.string().nullable(),
});

export const quotationDocumentSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  revision: z.number(),
  title: z.string().nullable(),
  status: quotationStatusSchema,
  issue_date: z.string(),
  valid_until: z.string(),
  currency: z.string(),
  prices_include_tax: z.boolean(),
  document_discount: decimalText,
  notes: z.string().nullable(),
  terms: z.string().nullable(),
  subtotal: decimalText,
  discount_total: decimalText,
  taxable_total: decimalText,
  tax_total: decimalText,
  total: decimalText,
  tax_summary: taxSummarySchema,
  sent_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  decided_name: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  has_signature: z.boolean(),
  expired: z.boolean(),
  lines: z.array(documentLineSchema),
  company: letterheadSchema.extend({
    trading_name: z.string(),
    bank: z
      .object({
        bank_name: z.string(),
        branch: z.string().nullable(),
        account_name: z.string(),
        account_number: z.string(),
        swift: z.string().nullable(),
      })
      .nullable(),
    mpesa: z
      .object({
        paybill: z.string(),
        account: z.string(),
      })
      .nullable(),
  }),
  customer: quotationCustomerSchema,
  // The deposit asked on acceptance and, once accepted, its invoice (ADR 075). Optional: answers of a server
  // older than these fields still parse, as a quotation without a deposit.
  deposit_percent: decimalText.optional(),
  deposit_amount: decimalText.nullish(),
  deposit_invoice: depositInvoiceSchema.nullish(),
});
/** What staff read (quotation_document). */
export type QuotationDocument = z.infer<typeof quotationDocumentSchema>;

/**
 * What the client's link reads (public_quotation, accept_quotation, reject_quotation): the same
 * document without the quotation's and the customer's ids, with the page's own address.
 */
export const publicQuotationDocumentSchema = quotationDocumentSchema.omit({ id: true }).extend({
  customer: quotationCustomerSchema.omit({ id: true }),
  public_url: z.string().nullable(),
});
export type PublicQuotationDocument = z.infer<typeof publicQuotationDocumentSchema>;

/** What the printed document shows: either of the two. */
export type PrintedQuotation = Omit<PublicQuotationDocument, 'public_url'>;

export const quotationRecordSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  revision: z.number(),
  previous_id: z.string().nullable(),
  customer_id: z.string(),
  contact_id: z.string().nullable(),
  site_id: z.string().nullable(),
  lead_id: z.string().nullable(),
  owner_id: z.string().nullable(),
  title: z.string().nullable(),
  status: quotationStatusSchema,
  valid_until: z.string(),
  document_discount: decimalText,
  deposit_percent: decimalText.optional(),
  notes: z.string().nullable(),
  terms: z.string().nullable(),
  prices_include_tax: z.boolean(),
  public_token: z.string().nullable(),
  sent_at: z.string().nullable(),
  sent_to: z.array(z.string()).nullable(),
});
export type QuotationRecord = z.infer<typeof quotationRecordSchema>;

export const quotationInvoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  status: z.string(),
});
export type QuotationInvoice = z.infer<typeof quotationInvoiceSchema>;

/** public.quotation_project: the project an invoice of the quotation will be linked to (no row: none yet). */
export const quotationProjectSchema = z.array(
  z.object({ id: z.string(), number: z.string(), title: z.string() }),
);
export type QuotationProject = z.infer<typeof quotationProjectSchema>[number];
