import { describe, expect, it } from 'vitest';
import { describeInterval, jobEvents } from './jobs.ts';

describe('an operator reading scheduled jobs', () => {
  it('reads how often a job runs in words', () => {
    expect(describeInterval(900)).toBe('every 15 minutes');
    expect(describeInterval(60)).toBe('every minute');
    expect(describeInterval(3_600)).toBe('every hour');
    expect(describeInterval(86_400)).toBe('every day');
    expect(describeInterval(2 * 86_400)).toBe('every 2 days');
    expect(describeInterval(7 * 86_400)).toBe('every week');
    expect(describeInterval(90)).toBe('every 90 seconds');
    expect(describeInterval(5_400)).toBe('every 90 minutes');
  });

  it('reads a superadmin’s job actions in Settings → Activity as sentences', () => {
    const people = { actor: 'Grace Wanjiru', nameOf: () => 'an account' };
    const entry = (action: string, details: Record<string, unknown> = {}) => ({
      id: 1,
      at: '2026-11-25T10:00:00Z',
      actor: 'u-grace',
      action,
      target: 'kernel.notifications-retention',
      details,
    });
    expect(jobEvents.describe(entry('job.run_now', { status: 'succeeded', error: null }), people)).toBe(
      'Grace Wanjiru ran kernel.notifications-retention by hand',
    );
    expect(jobEvents.describe(entry('job.run_now', { status: 'failed', error: 'relay away' }), people)).toBe(
      'Grace Wanjiru ran kernel.notifications-retention by hand (failed: relay away)',
    );
    expect(jobEvents.describe(entry('job.disabled'), people)).toBe(
      'Grace Wanjiru turned off the scheduled job kernel.notifications-retention',
    );
    expect(jobEvents.describe(entry('job.enabled'), people)).toBe(
      'Grace Wanjiru turned on the scheduled job kernel.notifications-retention',
    );
    expect(jobEvents.describe(entry('job.renamed'), people)).toBeNull();
  });
});
