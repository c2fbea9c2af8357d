// Password guessing is slowed without letting a stranger lock the owner out.
//
// - Failures are counted per account *and* address. Past `perPair` failures
//   in a window, that address waits before its next try for that account,
//   doubling each time (30 s, 1 min, 2 min … up to the window). Any answer during
//   the wait is 429, the right password included, so the wait cannot be used
//   to test guesses. A success clears the pair.
// - Failures are also counted per account across all addresses. Past
//   `perAccount` in a window (a guess from many addresses), only addresses
//   that signed in to that account before keep trying freely; new ones wait
//   for the window. The owner's usual address therefore still gets in.
// Every refusal says when to come back (Retry-After).
import { tooManyRequests } from './errors.ts';

/** The first wait once an address has used up its tries for an account. */
const FIRST_WAIT_MS = 30_000;

export interface SignInGuardOptions {
  windowMs: number;
  /** Failures from one address against one account before backoff starts. */
  perPair: number;
  /** Failures against one account from all addresses before new addresses wait. */
  perAccount: number;
  maxKeys?: number;
  now?: () => number;
}

interface Counter {
  failures: number;
  /** When the counting window ends (counter forgotten). */
  resetAt: number;
  /** Until when this pair must wait (0: no wait). */
  blockedUntil: number;
}

export interface SignInGuard {
  /**
   * Throws 429 with a Retry-After when `address` must wait before trying
   * `account` again. `signedInBefore` is asked only when the account is under
   * a many-address attack.
   */
  check(account: string, address: string, signedInBefore: () => Promise<boolean>): Promise<void>;
  failed(account: string, address: string): void;
  succeeded(account: string, address: string): void;
}

export function createSignInGuard(opts: SignInGuardOptions): SignInGuard {
  const now = opts.now ?? Date.now;
  const maxKeys = opts.maxKeys ?? 100_000;
  const pairs = new Map<string, Counter>();
  const accounts = new Map<string, Counter>();
  /** Pairs that signed in successfully, with when: remembered for 30 days. */
  const known = new Map<string, number>();
  const KNOWN_MS = 30 * 24 * 3600 * 1000;

  const pairKey = (account: string, address: string) => `${account}\u0000${address}`;

  function current(map: Map<string, Counter>, key: string, t: number): Counter | undefined {
    const c = map.get(key);
    if (c && c.resetAt <= t && c.blockedUntil <= t) {
      map.delete(key);
      return undefined;
    }
    return c;
  }

  function bump(map: Map<string, Counter>, key: string, t: number): Counter {
    let c = current(map, key, t);
    if (!c) {
      if (map.size >= maxKeys) {
        // Map keeps insertion order: drop the oldest tenth.
        let drop = Math.ceil(maxKeys / 10);
        for (const k of map.keys()) {
          if (drop-- <= 0) break;
          map.delete(k);
        }
      }
      c = { failures: 0, resetAt: t + opts.windowMs, blockedUntil: 0 };
      map.set(key, c);
    }
    c.failures += 1;
    c.resetAt = Math.max(c.resetAt, t + opts.windowMs);
    return c;
  }

  const retryAfter = (until: number, t: number) => Math.max(1, Math.ceil((until - t) / 1000));

  return {
    async check(account, address, signedInBefore) {
      const t = now();
      const pair = current(pairs, pairKey(account, address), t);
      if (pair && pair.blockedUntil > t) throw tooManyRequests(retryAfter(pair.blockedUntil, t));
      const all = current(accounts, account, t);
      if (all && all.failures >= opts.perAccount) {
        const k = pairKey(account, address);
        const seen = known.get(k);
        const isKnown = (seen !== undefined && seen > t - KNOWN_MS) || (await signedInBefore());
        if (!isKnown) throw tooManyRequests(retryAfter(all.resetAt, t));
      }
    },
    failed(account, address) {
      const t = now();
      bump(accounts, account, t);
      const pair = bump(pairs, pairKey(account, address), t);
      const over = pair.failures - opts.perPair;
      if (over >= 0) {
        const wait = Math.min(opts.windowMs, FIRST_WAIT_MS * 2 ** Math.min(over, 20));
        pair.blockedUntil = t + wait;
        pair.resetAt = Math.max(pair.resetAt, pair.blockedUntil + opts.windowMs);
      }
    },
    succeeded(account, address) {
      const k = pairKey(account, address);
      pairs.delete(k);
      if (known.size >= maxKeys) known.delete(known.keys().next().value as string);
      known.delete(k);
      known.set(k, now());
    },
  };
}
