// Small helpers shared by the parser's unit tests.
import { expect } from 'vitest';
import { RestError } from '../errors.ts';

/** Runs f, which must throw a RestError, and returns it. */
export function thrown(f: () => unknown): RestError {
  try {
    f();
  } catch (e) {
    if (e instanceof RestError) return e;
    throw e;
  }
  throw new Error('expected a RestError, nothing was thrown');
}

/** f returns, or throws a well-formed PGRST RestError; anything else fails the property. */
export function returnsOrRestError(f: () => unknown) {
  try {
    f();
  } catch (e) {
    if (!(e instanceof RestError)) throw e;
    expect(e.code).toMatch(/^PGRST10[03]$/);
    expect(typeof e.message).toBe('string');
  }
}

export const col = (column: string, jsonPath: { op: '->' | '->>'; key: string | number }[] = []) => ({
  column,
  jsonPath,
});
