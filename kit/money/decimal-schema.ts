// Money and quantities in a JSON answer: decimal text as the database wrote it (`numeric::text`),
// never a JSON number (a float would lose cents). Used by the result schemas (ADR 046).
import { z } from 'zod';

/** "1234.50", "-16.00", "0": signed plain digits with an optional fraction. */
export const decimalText = z.string().regex(/^-?\d+(\.\d+)?$/, 'expected a decimal number as text');

/**
 * Decimal text for a numeric column in a PostgREST write: PostgreSQL reads the text exactly, but the
 * generated types say `number`. The one place that bridges the two (tests/architecture/no-casts.test.ts).
 */
export function numericText<T extends string | null>(text: T): T extends string ? number : number | null {
  return text as unknown as T extends string ? number : number | null;
}
