// The auth endpoints' rate limits (config.rateLimit), per IP and per account.
import type { Config } from '../config.ts';
import { tooManyRequests } from './errors.ts';
import { createRateLimiter } from './rate-limit.ts';

export type LimitName = Exclude<keyof Config['rateLimit'], 'windowSeconds'>;

export function createAuthLimits(config: Config) {
  const limiter = createRateLimiter({ windowMs: config.rateLimit.windowSeconds * 1000 });
  return {
    /** Counts one request; throws 429 over_request_rate_limit past the limit. */
    check(name: LimitName, key: string) {
      if (!limiter.hit(`${name}:${key}`, config.rateLimit[name])) throw tooManyRequests();
    },
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;
