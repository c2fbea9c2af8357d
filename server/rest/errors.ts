// Errors as PostgREST returns them: {code, message, details, hint} with an
// HTTP status. Every failure inside /rest/v1 becomes one of these; a raw
// driver error or stack trace never reaches a response.

export class RestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: string | null;
  readonly hint: string | null;
  constructor(status: number, code: string, message: string, details?: string | null, hint?: string | null) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details ?? null;
    this.hint = hint ?? null;
  }
  toJSON() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

/** PGRST100: the query string could not be parsed. */
export function parseError(message: string, details?: string) {
  return new RestError(400, 'PGRST100', message, details ?? null);
}
