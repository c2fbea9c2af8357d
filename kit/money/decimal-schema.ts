// Money and quantities in a JSON answer: decimal text as the database wrote it (`numeric::text`),
// never a JSON number (a float would lose cents). Used by the result schemas (ADR 046).
import { z } from 'zod';
import { decimalTextProblem } from './decimal-text.ts';

/** "1234.50", "-16.00", "0": signed plain digits with an optional fraction. */
export const decimalText = z.string().regex(/^-?\d+(\.\d+)?$/, 'expected a decimal number as text');

/**
 * Decimal text for a numeric column in a PostgREST write: PostgreSQL reads the text exactly, but the
 * generated types say `number`. The one place that bridges the two (tests/architecture/no-casts.test.ts).
 */
export function numericText<T extends string | null>(text: T): T extends string ? number : number | null {
  return text as unknown as T extends string ? number : number | null;
}

/**
 * A form field for a typed number (a quantity, a price, a percentage), trimmed, whose message says what
 * is wrong with it — below 0, too many decimals, too big — rather than every rule at once (issue 22).
 */
export function typedDecimal(what: string, options: Parameters<typeof decimalTextProblem>[2] = {}) {
  return z
    .string()
    .trim()
    .superRefine((v, ctx) => {
      const problem = decimalTextProblem(v, what, options);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}
