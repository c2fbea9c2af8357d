// Bucket names and object keys as Supabase Storage accepts them (its
// isValidBucketName / isValidKey character sets), plus the checks that keep a
// key from meaning anything to a file system: no empty, "." or ".." segments,
// no leading slash, no backslash or NUL (neither is in the character set).
import { ERR } from './errors.ts';

const BUCKET_RE = /^[\w!.*'() &$@=;:+,?-]+$/;
const KEY_RE = /^[\w/!.*'() &$@=;:+,?-]+$/;
const MAX_KEY_BYTES = 1024;

export function isValidBucketName(name: unknown): name is string {
  if (typeof name !== 'string' || name.length === 0 || name.length > 100) return false;
  if (name.trim() !== name || name === '.' || name === '..') return false;
  return BUCKET_RE.test(name);
}

export function isValidKey(key: unknown): key is string {
  if (typeof key !== 'string' || key.length === 0) return false;
  if (Buffer.byteLength(key) > MAX_KEY_BYTES || !KEY_RE.test(key)) return false;
  return key.split('/').every((s) => s !== '' && s !== '.' && s !== '..');
}

export function assertBucketName(name: unknown): string {
  if (!isValidBucketName(name)) throw ERR.invalidBucketName();
  return name;
}

export function assertKey(key: unknown): string {
  if (!isValidKey(key)) throw ERR.invalidKey(typeof key === 'string' ? key : '');
  return key;
}

/** Decodes the percent-encoded path segments of a request (never "/" smuggled as %2F into one segment unnoticed: the whole key is validated after). */
export function decodeSegments(raw: string[]): string[] {
  try {
    return raw.map((s) => decodeURIComponent(s));
  } catch {
    throw ERR.invalidKey(raw.join('/'));
  }
}
