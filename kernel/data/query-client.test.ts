import { describe, expect, it } from 'vitest';
import { DataError } from './data-error.ts';
import { shouldRetry } from './query-client.ts';

describe('which failed reads are tried again', () => {
  it('tries again when the server never answered or failed itself', () => {
    expect(shouldRetry(0, new DataError({ message: 'fetch failed', status: 0 }))).toBe(true);
    expect(shouldRetry(0, new DataError({ message: 'bad gateway', status: 502 }))).toBe(true);
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
  });

  it('shows a refusal at once: the same request would be refused again', () => {
    expect(shouldRetry(0, new DataError({ message: 'permission denied', code: '42501', status: 403 }))).toBe(
      false,
    );
    expect(shouldRetry(0, new DataError({ message: 'bad filter', code: 'PGRST100', status: 400 }))).toBe(
      false,
    );
  });

  it('gives up after two more tries', () => {
    expect(shouldRetry(1, new DataError({ message: 'fetch failed', status: 0 }))).toBe(true);
    expect(shouldRetry(2, new DataError({ message: 'fetch failed', status: 0 }))).toBe(false);
  });
});
