// The app's one query cache (TanStack Query; docs/decisions/009-data-layer.md).
// Lists stay fresh through realtime invalidation (useLiveInvalidation), so a
// read is reused for a while instead of being repeated on every mount.
import { QueryClient } from '@tanstack/react-query';
import { isDataError } from './data-error.ts';

/** How long a read counts as fresh: navigating back within it shows the cache without a new request. */
export const STALE_TIME_MS = 30_000;
/** How long an unused read stays in memory (going back to a screen shows it at once, then refreshes). */
export const GC_TIME_MS = 5 * 60_000;
/** Reads that failed without an answer from the server are tried this many more times. */
const NETWORK_RETRIES = 2;

/**
 * A refusal the server answered (RLS, a constraint, a bad filter) fails the same way again: it is
 * shown at once. Only failures without an answer (network, 5xx) are retried.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= NETWORK_RETRIES) return false;
  if (!isDataError(error)) return true;
  return error.status === null || error.status === 0 || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, gcTime: GC_TIME_MS, retry: shouldRetry },
      // A write is never repeated behind the user's back (it may have landed).
      mutations: { retry: false },
    },
  });
}
