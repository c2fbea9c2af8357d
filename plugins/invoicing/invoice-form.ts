// The invoice draft form's schema and its live totals (the browser twin of
// app.document_totals, ADR 023: what the page shows while typing; the database
// computes again on save and its figures are the ones stored).
import { isDecimalText, QUANTITY_DIGITS } from '@kit/money/decimal-text.ts';
import { type DocumentTotals, documentTotals, TotalsError } from '@kit/money/document-totals.ts';
import { z } from 'zod';

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

export const lineSchema = z.object({
  catalog_item_id: z.string(),
  description: z.string().trim().min(1, 'Describe what is invoiced').max(1000, 'At most 1,000 characters'),
  unit: z.string().trim().min(1, 'Say what one unit is, e.g. each, day').max(30, 'At most 30 characters'),
  quantity: z
    .string()
    .trim()
    .refine(
      (v) => isDecimalText(v, { places: 3, digits: QUANTITY_DIGITS }) && Number(v) > 0,
      'A quantity above 0 and below 1,000,000,000, e.g. 1, 2.5 or 0.125',
    ),
  unit_price: z
    .string()
    .trim()
    .refine((v) => isDecimalText(v), 'A price of 0 or more, with at most 2 decimals, e.g. 8500 or 850.50'),
  discount_percent: z
    .string()
    .trim()
    .refine((v) => v === '' || (PERCENT.test(v) && Number(v) <= 100), 'A percentage from 0 to 100, e.g. 10'),
  tax_code: z.string().min(1, 'Choose a tax code'),
});

export const invoiceFormSchema = z
  .object({
    customer_id: z.string().min(1, 'Choose the customer this invoice is for'),
    issue_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the invoice date'),
    due_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose when payment is due'),
    document_discount: z
      .string()
      .trim()
      .refine((v) => v === '' || (PERCENT.test(v) && Number(v) <= 100), 'A percentage from 0 to 100, e.g. 5'),
    prices_include_tax: z.boolean(),
    notes: z.string().max(5000, 'At most 5,000 characters'),
    lines: z.array(lineSchema).min(1, 'Add at least one line').max(500, 'At most 500 lines'),
  })
  .refine((v) => v.due_date >= v.issue_date, {
    path: ['due_date'],
    message: 'The due date cannot be before the invoice date',
  });

export type InvoiceFormValues = z.input<typeof invoiceFormSchema>;
export type InvoiceLineValues = z.input<typeof lineSchema>;

export const emptyLine = (taxCode = 'VAT'): InvoiceLineValues => ({
  catalog_item_id: '',
  description: '',
  unit: 'each',
  quantity: '1',
  unit_price: '',
  discount_percent: '',
  tax_code: taxCode,
});

/** Today (YYYY-MM-DD) plus `days`. */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Live totals for what is typed so far; lines not yet valid count as nothing. */
export function liveTotals(
  values: Pick<InvoiceFormValues, 'lines' | 'document_discount' | 'prices_include_tax'>,
  rates: Readonly<Record<string, string>>,
): { totals: DocumentTotals | null; error: string | null; lineTotals: (string | null)[] } {
  const all = values.lines ?? [];
  const ok = all.map((l) => lineSchema.safeParse(l).success && rates[l.tax_code] !== undefined);
  const usable = all.filter((_, i) => ok[i]);
  try {
    const totals = documentTotals(
      usable.map((l) => ({
        quantity: l.quantity,
        unit_price: l.unit_price,
        discount_percent: l.discount_percent || '0',
        tax_code: l.tax_code,
        tax_rate: rates[l.tax_code] ?? '0',
      })),
      values.document_discount || '0',
      values.prices_include_tax,
    );
    let k = 0;
    const lineTotals = ok.map((yes) => {
      if (!yes) return null;
      k += 1;
      return totals.lines[k - 1]?.total ?? null;
    });
    return { totals, error: null, lineTotals };
  } catch (e) {
    return {
      totals: null,
      error: e instanceof TotalsError ? e.message : 'The totals cannot be worked out',
      lineTotals: all.map(() => null),
    };
  }
}
