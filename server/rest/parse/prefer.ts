// The `Prefer` header (RFC 7240) as PostgREST reads it: tokens separated by
// commas and/or repeated headers; exact, case-sensitive values; the first
// occurrence of a preference wins; anything unrecognised goes to `invalid`
// (which matters only with handling=strict → PGRST122).
import type { Prefer } from '../ast.ts';

type Choice = Exclude<keyof Prefer, 'invalid' | 'maxAffected' | 'timezone'>;

/** Each accepted token and the preference it sets. */
const KNOWN = new Map<string, [Choice, string]>(
  (
    [
      ['return', ['minimal', 'headers-only', 'representation']],
      ['count', ['exact', 'planned', 'estimated']],
      ['resolution', ['merge-duplicates', 'ignore-duplicates']],
      ['missing', ['default', 'null']],
      ['handling', ['strict', 'lenient']],
      ['tx', ['commit', 'rollback']],
      ['params', ['single-object']],
    ] as [Choice, string[]][]
  ).flatMap(([name, values]) => values.map((v): [string, [Choice, string]] => [`${name}=${v}`, [name, v]])),
);

export function parsePrefer(header: string | string[] | undefined): Prefer {
  const prefer: Prefer = { invalid: [] };
  const values = header === undefined ? [] : Array.isArray(header) ? header : [header];
  for (const value of values) {
    for (const raw of value.split(',')) {
      const token = raw.trim();
      if (token === '') continue;
      const known = KNOWN.get(token);
      if (known) {
        const [name, v] = known;
        if (prefer[name] === undefined) (prefer as unknown as Record<string, string>)[name] = v;
      } else if (token.startsWith('max-affected=')) {
        // Like PostgREST: a non-numeric value is ignored, not "invalid".
        const digits = token.slice('max-affected='.length);
        const n = Number(digits);
        if (prefer.maxAffected === undefined && /^\d{1,15}$/.test(digits)) prefer.maxAffected = n;
      } else if (token.startsWith('timezone=')) {
        // Only the database knows the valid names (pg_timezone_names): the
        // handler checks it and treats an unknown zone as invalid.
        prefer.timezone ??= token.slice('timezone='.length);
      } else prefer.invalid.push(token);
    }
  }
  return prefer;
}
