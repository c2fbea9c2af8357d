// The auth endpoints' rate limits (config.rateLimit), per IP and per account.
import type { Config } from '../config.ts';
import { tooManyRequests } from './errors.ts';
import { createRateLimiter } from './rate-limit.ts';
import { createSignInGuard } from './sign-in-guard.ts';

export type LimitName = Exclude<keyof Config['rateLimit'], 'windowSeconds' | 'signInPerAccountAllIps'>;

export function createAuthLimits(config: Config) {
  const limiter = createRateLimiter({ windowMs: config.rateLimit.windowSeconds * 1000 });
  const signIn = createSignInGuard({
    windowMs: config.rateLimit.windowSeconds * 1000,
    perPair: config.rateLimit.signInPerAccount,
    perAccount: config.rateLimit.signInPerAccountAllIps,
  });
  return {
    /** Password sign-ins: backoff per account and address (sign-in-guard.ts). */
    signIn,
    /** Counts one request; throws 429 over_request_rate_limit past the limit. */
    check(name: LimitName, key: string) {
      const k = `${name}:${key}`;
      if (!limiter.hit(k, config.rateLimit[name])) throw tooManyRequests(limiter.retryAfterMs(k) / 1000);
    },
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;
