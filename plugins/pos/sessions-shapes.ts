// The shape of a till session's report (public.pos_open_session, pos_cash_move, pos_session_report,
// pos_close_session answer it; ADR 059): the X report while open, the Z report once closed. Pure (zod
// and the kit's schemas by relative path) so the server tests check it against the SQL.
import { z } from 'zod';
import { decimalText } from '../../kit/money/decimal-schema.ts';
import { letterheadSchema } from '../../kit/money/document-schema.ts';
import { PAYMENT_METHODS } from './shapes.ts';

export const sessionReportSchema = z.object({
  id: z.string(),
  status: z.enum(['open', 'closed']),
  report: z.enum(['X', 'Z']),
  z_number: z.string().nullable(),
  location_id: z.string(),
  location_name: z.string(),
  opening_float: decimalText,
  opened_at: z.string(),
  closed_at: z.string().nullable(),
  note: z.string().nullable(),
  opened_by_name: z.string().nullable(),
  closed_by_name: z.string().nullable(),
  sales_count: z.number(),
  sales_total: decimalText,
  tax_total: decimalText,
  refunds_count: z.number(),
  refunds_total: decimalText,
  cash_in: decimalText,
  cash_out: decimalText,
  cash_moves: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['in', 'out']),
      amount: decimalText,
      reason: z.string(),
      created_at: z.string(),
    }),
  ),
  methods: z.array(
    z.object({
      method: z.enum(PAYMENT_METHODS),
      sales: decimalText,
      refunds: decimalText,
      expected: decimalText,
      counted: decimalText.nullable(),
      difference: decimalText.nullable(),
    }),
  ),
  expected_cash: decimalText,
  difference: decimalText.nullable(),
  company: letterheadSchema,
  already: z.boolean().optional(),
});
export type SessionReport = z.infer<typeof sessionReportSchema>;
