// The `Range` request header (`Range: 0-9`, `Range: 10-`), unit `items`.

import type { RangeHeader } from '../ast.ts';
import { RestError } from '../errors.ts';

const DIGITS = /^\d{1,15}$/;

/**
 * PostgREST ignores a malformed Range (→ null, the whole result) and answers
 * an inverted one (`5-2`) with 416 PGRST103. A unit other than `items` is not
 * ours to interpret (RFC 9110), so it is ignored too.
 */
export function parseRange(range: string | undefined, unit?: string): RangeHeader | null {
  if (range === undefined) return null;
  if (unit !== undefined && unit.trim() !== '' && unit.trim().toLowerCase() !== 'items') return null;
  const s = range.trim();
  const dash = s.indexOf('-');
  if (dash <= 0) return null;
  const lower = s.slice(0, dash);
  const upper = s.slice(dash + 1);
  if (!DIGITS.test(lower) || (upper !== '' && !DIGITS.test(upper))) return null;
  const offset = Number(lower);
  if (upper === '') return { offset };
  const last = Number(upper);
  if (last < offset) throw rangeNotSatisfiable();
  return { offset, limit: last - offset + 1 };
}

export function rangeNotSatisfiable() {
  return new RestError(
    416,
    'PGRST103',
    'Requested range not satisfiable',
    'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
  );
}
