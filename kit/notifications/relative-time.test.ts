import { describe, expect, it } from 'vitest';
import { exactTime, timeAgo } from './relative-time.ts';

const now = new Date('2026-11-25T12:00:00Z');

describe('when a notification came, in words', () => {
  it('says "just now" for the last minute, then minutes, hours and days ago', () => {
    expect(timeAgo('2026-11-25T11:59:30Z', now)).toBe('just now');
    // A clock a little ahead of the server's must not read "in 2 seconds".
    expect(timeAgo('2026-11-25T12:00:02Z', now)).toBe('just now');
    expect(timeAgo('2026-11-25T11:55:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-11-25T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2026-11-22T12:00:00Z', now)).toBe('3 days ago');
  });

  it('gives the exact day and time for the tooltip', () => {
    expect(exactTime('2026-11-25T11:05:00')).toBe('25 Nov 2026, 11:05');
  });
});
