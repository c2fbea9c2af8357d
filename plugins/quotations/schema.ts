// The quotation form's schema (one per form, ADR 013 conventions) and the words
// screens use for statuses. Amounts stay decimal strings: never floats.
import { typedDecimal } from '@kit/money/decimal-schema.ts';
import { MONEY_DIGITS, QUANTITY_DIGITS } from '@kit/money/decimal-text.ts';
import { z } from 'zod';

export const STATUSES = ['draft', 'sent', 'accepted', 'rejected', 'expired', 'superseded'] as const;
export type QuotationStatus = (typeof STATUSES)[number];

export const STATUS_LABELS: Record<QuotationStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  accepted: 'Accepted',
  rejected: 'Declined',
  expired: 'Expired',
  superseded: 'Superseded',
};

export const STATUS_TONE: Record<QuotationStatus, 'default' | 'secondary' | 'outline' | 'destructive'> = {
  draft: 'outline',
  sent: 'secondary',
  accepted: 'default',
  rejected: 'destructive',
  expired: 'outline',
  superseded: 'outline',
};

export const MAX_LINES = 100;
// Plain digits only (never NaN, Infinity or 1e5) and below what the database takes (ADR 033).
// The message says what is wrong (below 0, too many decimals, too big), not every rule at once (issue 22).
const decimal = (places: number, what: string, digits = MONEY_DIGITS, positive = false) =>
  typedDecimal(what, { places, digits, positive });

export const lineSchema = z.object({
  catalog_item_id: z.string().nullable(),
  description: z.string().trim().min(1, 'Describe what is quoted').max(2000, 'At most 2,000 characters'),
  quantity: decimal(3, 'Quantity', QUANTITY_DIGITS, true),
  unit: z.string().trim().min(1, 'Give a unit (each, day, participant…)').max(30, 'At most 30 characters'),
  unit_price: decimal(2, 'Unit price'),
  discount_percent: decimal(2, 'Discount').refine((v) => Number(v) <= 100, 'Discount: at most 100 %'),
  tax_code: z.string().min(1, 'Choose a tax code'),
});
export type LineValues = z.infer<typeof lineSchema>;

export const quotationSchema = z.object({
  customer_id: z.string().min(1, 'Choose the customer'),
  contact_id: z.string(),
  site_id: z.string(),
  lead_id: z.string(),
  owner_id: z.string(),
  title: z.string().trim().max(200, 'At most 200 characters'),
  valid_until: z.string().min(1, 'Choose the date the offer is valid until'),
  document_discount: decimal(2, 'Discount').refine((v) => Number(v) <= 100, 'Discount: at most 100 %'),
  // Percent of the total invoiced when the client accepts (ADR 075); 0: none.
  deposit_percent: decimal(2, 'Deposit').refine((v) => Number(v) <= 100, 'Deposit: at most 100 %'),
  notes: z.string().max(4000, 'At most 4,000 characters'),
  terms: z.string().max(5000, 'At most 5,000 characters'),
  lines: z.array(lineSchema).min(1, 'Add at least one line').max(MAX_LINES, `At most ${MAX_LINES} lines`),
});
export type QuotationValues = z.infer<typeof quotationSchema>;

export const emptyLine = (taxCode = 'VAT'): LineValues => ({
  catalog_item_id: null,
  description: '',
  quantity: '1',
  unit: 'each',
  unit_price: '0.00',
  discount_percent: '0',
  tax_code: taxCode,
});

/** "16.000" → "16". */
export const rateText = (rate: string | number) => String(Number(rate));

/** The printed number: "QUO-2026-0007 (revision 2)", or "Draft". */
export function displayNumber(q: { number: string | null; revision: number }): string {
  if (!q.number) return 'Draft';
  return q.revision > 1 ? `${q.number} (revision ${q.revision})` : q.number;
}
