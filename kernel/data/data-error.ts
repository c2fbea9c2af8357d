// One error type for everything the server refuses, whichever part of
// supabase-js answered (PostgREST, an RPC, an edge function): screens and
// forms decide on `code` and the constraint name, never on message text.
// PostgreSQL's SQLSTATEs: https://www.postgresql.org/docs/current/errcodes-appendix.html

export interface DataErrorFields {
  message: string;
  /** SQLSTATE (`23505`), PostgREST's own (`PGRST116`), or null when the server gave none. */
  code?: string | null;
  details?: string | null;
  hint?: string | null;
  /** The HTTP status when known (0: the request never got an answer). */
  status?: number | null;
  /** Why a password was refused (GoTrue's weak-password reasons), when the server listed them. */
  reasons?: readonly string[];
}

export class DataError extends Error {
  override readonly name = 'DataError';
  readonly code: string | null;
  readonly details: string | null;
  readonly hint: string | null;
  readonly status: number | null;
  readonly reasons: readonly string[];
  constructor(fields: DataErrorFields, options?: { cause?: unknown }) {
    super(fields.message, options);
    this.code = fields.code || null;
    this.details = fields.details ?? null;
    this.hint = fields.hint ?? null;
    this.status = fields.status ?? null;
    this.reasons = fields.reasons ?? [];
  }
}

export function isDataError(e: unknown): e is DataError {
  return e instanceof DataError;
}

/** Turns whatever supabase-js put in `error` into a DataError (an existing one is kept). */
export function toDataError(error: unknown, status?: number | null): DataError {
  if (error instanceof DataError) return error;
  if (error && typeof error === 'object') {
    const e = error as { message?: unknown; code?: unknown; details?: unknown; hint?: unknown };
    return new DataError(
      {
        message: typeof e.message === 'string' && e.message ? e.message : 'The request failed',
        code: typeof e.code === 'string' ? e.code : null,
        details: typeof e.details === 'string' ? e.details : null,
        hint: typeof e.hint === 'string' ? e.hint : null,
        status: status ?? null,
      },
      { cause: error },
    );
  }
  return new DataError({ message: typeof error === 'string' ? error : 'The request failed', status });
}

const codeOf = (e: unknown) => (e instanceof DataError ? e.code : null);

/** A unique constraint refused the row (someone else has this e-mail, number, …). */
export const isUniqueViolation = (e: unknown) => codeOf(e) === '23505';
/** A check constraint refused a value. */
export const isCheckViolation = (e: unknown) => codeOf(e) === '23514';
/** A foreign key refused the change (the row is referenced, or the reference does not exist). */
export const isForeignKeyViolation = (e: unknown) => codeOf(e) === '23503';

/** The caller may not do this: SQL's insufficient_privilege, or an HTTP 401/403. */
export function isPermissionDenied(e: unknown): boolean {
  if (!(e instanceof DataError)) return false;
  return e.code === '42501' || e.status === 401 || e.status === 403;
}

/** No such row: `.single()` found none (PGRST116) or an RPC raised no_data_found (P0002). */
export const isNotFound = (e: unknown) => codeOf(e) === 'PGRST116' || codeOf(e) === 'P0002';

/**
 * The constraint a violation names, so a form can put the message on the right field.
 * PostgreSQL names it in the message (`violates unique constraint "profiles_email_key"`);
 * PostgREST passes that message through unchanged.
 */
export function constraintName(e: unknown): string | null {
  if (!(e instanceof DataError)) return null;
  const match = /constraint "([^"]+)"/.exec(e.message) ?? /constraint "([^"]+)"/.exec(e.details ?? '');
  return match?.[1] ?? null;
}
