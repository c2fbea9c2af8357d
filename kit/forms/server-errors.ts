// Where a refusal from the server belongs on a form. The database is the last
// word on every rule (a check or unique constraint, RLS); when it refuses, the
// person should read why next to the field they typed, not in a toast that
// disappears. Decided on the SQLSTATE and the constraint's name (ADR 009),
// never on message text.
import {
  constraintName,
  isCheckViolation,
  isDataError,
  isNotFound,
  isPermissionDenied,
  isUniqueViolation,
} from '@kernel/data/data-error.ts';

/** What a form says for one constraint: the field it belongs to and, optionally, its own words. */
export interface ConstraintRule<F extends string = string> {
  field: F;
  message?: string;
}

/**
 * Per form: constraint name → field (and message). A string is just the field. An edge function's
 * refusal names no constraint but carries a `code` (`weak_password`, `user_already_exists`): a key
 * equal to that code places it the same way, with the server's message unless the rule gives one.
 */
export type ConstraintMap<F extends string = string> = Partial<Record<string, F | ConstraintRule<F>>>;

/** A refusal placed on a field, or (field undefined) above the form. */
export interface PlacedError<F extends string = string> {
  field?: F;
  message: string;
}

export const UNIQUE_MESSAGE = 'This is already taken by another record.';
export const CHECK_MESSAGE = 'The server refused this value.';
export const PERMISSION_MESSAGE = 'You may not make this change. Ask a superadmin if you think you should.';
export const NOT_FOUND_MESSAGE = 'This record no longer exists. Someone may have deleted it.';
export const NETWORK_MESSAGE = 'The server could not be reached. Check the connection and save again.';
export const FALLBACK_MESSAGE = 'Saving failed. Try again.';

/**
 * The field a constraint names by PostgreSQL's own naming (`<table>_<column>_key`,
 * `<table>_<column>_check`, or a hand-named `<table>_<column>_<rule>`): the longest
 * field name found between underscores, so `kra_pin` wins over `pin`.
 */
export function fieldFromConstraint<F extends string>(
  constraint: string,
  fields: readonly F[],
): F | undefined {
  const padded = `_${constraint}_`;
  return [...fields].sort((a, b) => b.length - a.length).find((f) => padded.includes(`_${f}_`));
}

/** Places a save's failure: under the field its constraint names, else above the form. */
export function placeServerError<F extends string>(
  error: unknown,
  fields: readonly F[],
  constraints: ConstraintMap<F> = {},
): PlacedError<F> {
  if (!isDataError(error)) {
    return { message: error instanceof Error && error.message ? error.message : FALLBACK_MESSAGE };
  }
  const name = constraintName(error);
  if (name) {
    const rule = constraints[name];
    const explicit = typeof rule === 'string' ? { field: rule } : rule;
    const field = explicit?.field ?? fieldFromConstraint(name, fields);
    const message =
      explicit?.message ??
      (isUniqueViolation(error)
        ? UNIQUE_MESSAGE
        : (error.hint ?? (isCheckViolation(error) ? CHECK_MESSAGE : error.message)));
    if (field) return { field, message };
    return { message };
  }
  const byCode = error.code ? constraints[error.code] : undefined;
  if (byCode) {
    const rule = typeof byCode === 'string' ? { field: byCode } : byCode;
    return { field: rule.field, message: rule.message ?? error.message };
  }
  if (isPermissionDenied(error)) return { message: PERMISSION_MESSAGE };
  if (isNotFound(error)) return { message: NOT_FOUND_MESSAGE };
  if (error.status === 0) return { message: NETWORK_MESSAGE };
  return { message: error.message || FALLBACK_MESSAGE };
}
