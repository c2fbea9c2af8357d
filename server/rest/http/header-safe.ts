// Headers that functions choose (response.headers GUC, RAISE SQLSTATE 'PGRST'):
// only names and values HTTP can carry, or writing the response would fail.
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

export function isSafeHeader(name: string, value: unknown): value is string {
  return typeof value === 'string' && HEADER_NAME.test(name) && HEADER_VALUE.test(value);
}
