// Fixed-window request counters per key (IP or account), in memory: the
// server is a single process. Memory stays bounded: expired windows are swept
// as the map grows, and past maxKeys the oldest windows are dropped.

export interface RateLimiter {
  /** Counts one hit; false when the key is over `limit` within the current window. */
  hit(key: string, limit: number): boolean;
  /** Milliseconds until the key's current window ends (0 when it has none). */
  retryAfterMs(key: string): number;
  readonly size: number;
}

export function createRateLimiter(opts: {
  windowMs: number;
  maxKeys?: number;
  now?: () => number;
}): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const maxKeys = opts.maxKeys ?? 100_000;
  const now = opts.now ?? Date.now;
  let nextSweep = 0;

  function sweep(t: number) {
    for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
    // Map keeps insertion order, so the first keys are the oldest windows.
    for (const k of windows.keys()) {
      if (windows.size < maxKeys * 0.9) break;
      windows.delete(k);
    }
    nextSweep = t + opts.windowMs;
  }

  return {
    hit(key, limit) {
      const t = now();
      if (t >= nextSweep || windows.size >= maxKeys) sweep(t);
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        windows.delete(key);
        w = { count: 0, resetAt: t + opts.windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return w.count <= limit;
    },
    retryAfterMs(key) {
      const w = windows.get(key);
      return w ? Math.max(0, w.resetAt - now()) : 0;
    },
    get size() {
      return windows.size;
    },
  };
}
