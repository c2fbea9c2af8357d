// Supabase Storage's error shape: `{statusCode, error, message, code}` in the
// body, where statusCode is the meaningful status as a string. Like Supabase,
// the HTTP status itself is 400 for every client error (500 stays 500):
// storage-js reads the body, and apps written against Supabase expect it.
import type { Context } from 'hono';

export class StorageError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly error: string;
  constructor(statusCode: number, code: string, message: string, error?: string) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.error = error ?? code;
  }
  get httpStatus(): 400 | 500 {
    return this.statusCode >= 500 ? 500 : 400;
  }
  render() {
    return { statusCode: String(this.statusCode), code: this.code, error: this.error, message: this.message };
  }
}

export const ERR = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${printable(key)}`),
  invalidBucketName: () => new StorageError(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input'),
  bucketExists: () =>
    new StorageError(409, 'BucketAlreadyExists', 'The resource already exists', 'Duplicate'),
  keyExists: () => new StorageError(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () =>
    new StorageError(
      409,
      'ResourceNotEmpty',
      'The bucket you tried to delete is not empty',
      'ResourceNotEmpty',
    ),
  rls: () =>
    new StorageError(403, 'AccessDenied', 'new row violates row-level security policy', 'Unauthorized'),
  tooLarge: () =>
    new StorageError(
      413,
      'EntityTooLarge',
      'The object exceeded the maximum allowed size',
      'Payload too large',
    ),
  mime: (type: string) =>
    new StorageError(
      415,
      'InvalidMimeType',
      `mime type ${printable(type)} is not supported`,
      'invalid_mime_type',
    ),
  invalid: (message: string) => new StorageError(400, 'InvalidRequest', message),
  param: (name: string, message?: string) =>
    new StorageError(400, 'InvalidParameter', message ?? `Invalid Parameter ${name}`),
  missing: (name: string) => new StorageError(400, 'MissingParameter', `Missing Required Parameter ${name}`),
  jwt: (message = 'Invalid JWT') => new StorageError(400, 'InvalidJWT', message),
  signature: (message = 'Invalid signature') => new StorageError(400, 'InvalidSignature', message),
  expired: () => new StorageError(400, 'InvalidJWT', 'jwt expired'),
  noContent: () => new StorageError(400, 'InvalidRequest', 'No content provided'),
  internal: () => new StorageError(500, 'InternalError', 'Internal server error', 'Internal'),
  notImplemented: (what: string) =>
    new StorageError(501, 'NotSupported', `${what} is not implemented by this server`, 'Not Implemented'),
};

/** Keeps user input echoed in messages short and free of control characters. */
function printable(s: string) {
  const clean = s.replace(/[\u0000-\u001f\u007f]/g, '?');
  return clean.length > 200 ? `${clean.slice(0, 200)}…` : clean;
}

export function errorResponse(c: Context, e: StorageError) {
  const status = e.statusCode === 501 ? 501 : e.httpStatus;
  return c.json(e.render(), status);
}

/** PostgreSQL errors the API turns into Storage errors; anything else is a 500 without details. */
export function fromDbError(e: unknown): StorageError | undefined {
  const err = e as { code?: string; message?: string; constraint?: string };
  switch (err?.code) {
    case '42501': // insufficient_privilege, incl. RLS WITH CHECK violations
      return ERR.rls();
    case '23505':
      return err.constraint === 'buckets_pkey' || err.constraint === 'bname'
        ? ERR.bucketExists()
        : ERR.keyExists();
    case '23503':
      // Objects still reference the bucket (object inserts check the bucket first).
      return ERR.bucketNotEmpty();
    case '57014':
      return new StorageError(500, 'DatabaseTimeout', 'The connection to the database timed out');
    default:
      // Class 22 (data exceptions: NUL bytes in text, bad encodings, …) is bad input, not a server fault.
      if (typeof err?.code === 'string' && err.code.startsWith('22')) return ERR.invalid('Invalid input');
      return undefined;
  }
}
