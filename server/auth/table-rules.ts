// Rules the database keeps on tables auth writes into (public.profiles, by
// the sign-up and contact-sync triggers). The routes check the same rules
// first (normalizePhone, trimmed names); this is the net under them: a
// check or not-null violation raised while auth writes a user is the caller's
// input, so it answers 422 validation_failed saying what to fix, never 500.
import { AuthError } from './errors.ts';
import { INVALID_PHONE } from './routes/signup.ts';

const MESSAGES: Record<string, string> = {
  profiles_phone_dialable: INVALID_PHONE,
  profiles_full_name_not_blank: 'Name cannot be blank',
};

/** The constraint a database error names (pg and PGlite both set `constraint`; the message as fallback). */
function constraintOf(err: unknown): string | null {
  const e = err as { constraint?: unknown; message?: unknown };
  if (typeof e.constraint === 'string' && e.constraint) return e.constraint;
  const m = typeof e.message === 'string' ? /violates check constraint "([^"]+)"/.exec(e.message) : null;
  return m?.[1] ?? null;
}

export function tableRuleRefusal(err: unknown): AuthError | null {
  const code = (err as { code?: unknown }).code;
  if (code !== '23514') return null;
  const name = constraintOf(err);
  const message = (name && MESSAGES[name]) ?? 'The data does not meet the rules for a user profile';
  return new AuthError(422, 'validation_failed', message);
}
