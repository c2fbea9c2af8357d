// The invoice draft form's schema. Its live totals are the shared lines
// editor's (sales-lines.ts, ADR 023: the browser twin of app.document_totals).
import { typedDecimal } from '@kit/money/decimal-schema.ts';
import { QUANTITY_DIGITS } from '@kit/money/decimal-text.ts';
import { z } from 'zod';

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

export const lineSchema = z.object({
  catalog_item_id: z.string(),
  description: z.string().trim().min(1, 'Describe what is invoiced').max(1000, 'At most 1,000 characters'),
  unit: z.string().trim().min(1, 'Say what one unit is, e.g. each, day').max(30, 'At most 30 characters'),
  quantity: typedDecimal('Quantity', { places: 3, digits: QUANTITY_DIGITS, positive: true }),
  unit_price: typedDecimal('Unit price', { places: 2 }),
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
