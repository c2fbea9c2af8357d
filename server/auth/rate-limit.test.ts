import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit.ts';

describe('rate limiter', () => {
  it('allows up to the limit per key within a window, then refuses', () => {
    let t = 0;
    const rl = createRateLimiter({ windowMs: 1000, now: () => t });
    expect([1, 2, 3].map(() => rl.hit('ip:1', 3))).toEqual([true, true, true]);
    expect(rl.hit('ip:1', 3)).toBe(false);
    expect(rl.hit('ip:2', 3)).toBe(true);
    t = 999;
    expect(rl.hit('ip:1', 3)).toBe(false);
  });

  it('starts a fresh window once the old one has passed', () => {
    let t = 0;
    const rl = createRateLimiter({ windowMs: 1000, now: () => t });
    rl.hit('k', 1);
    expect(rl.hit('k', 1)).toBe(false);
    t = 1000;
    expect(rl.hit('k', 1)).toBe(true);
  });

  it('keeps memory bounded: expired keys are swept and the oldest dropped past maxKeys', () => {
    let t = 0;
    const rl = createRateLimiter({ windowMs: 1000, maxKeys: 100, now: () => t });
    for (let i = 0; i < 1000; i++) rl.hit(`k${i}`, 5);
    expect(rl.size).toBeLessThanOrEqual(100);
    t = 5000;
    rl.hit('late', 5);
    expect(rl.size).toBe(1);
  });
});
