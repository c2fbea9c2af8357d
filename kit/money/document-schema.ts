// Parts every sales document's JSON answer shares (ADR 046): its tax summary rows and the company's
// letterhead, stated once for the invoice and quotation schemas (plugins/<id>/shapes.ts). Relative
// imports only: the server tests that prove the schemas against the SQL read this file too.
import { z } from 'zod';
import { decimalText } from './decimal-schema.ts';

/** One row of a document's tax summary: a code and rate, what it was charged on, and the tax. */
export const taxSummarySchema = z.array(
  z.object({ tax_code: z.string(), rate: decimalText, taxable: decimalText, tax: decimalText }),
);

/** The company as a document prints it at the top (Settings → Company and → Sales). */
export const letterheadSchema = z.object({
  name: z.string(),
  trading_name: z.string().nullable(),
  kra_pin: z.string().nullable(),
  vat_number: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  postal_address: z.string().nullable(),
  website: z.string().nullable(),
  /** The logo in the public "branding" bucket (Settings → Company). */
  logo_path: z.string().nullable(),
  locale: z.string().nullable(),
  footer: z.string().nullable(),
});
export type Letterhead = z.infer<typeof letterheadSchema>;
