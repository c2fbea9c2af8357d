import { describe, expect, it } from 'vitest';
import { parseGoDuration } from './duration.ts';

describe('Go duration strings (ban_duration)', () => {
  it('reads single units', () => {
    expect(parseGoDuration('24h')).toBe(24 * 3_600_000);
    expect(parseGoDuration('876000h')).toBe(876_000 * 3_600_000);
    expect(parseGoDuration('90m')).toBe(90 * 60_000);
    expect(parseGoDuration('45s')).toBe(45_000);
    expect(parseGoDuration('300ms')).toBe(300);
    expect(parseGoDuration('1500us')).toBe(1.5);
  });

  it('reads compound, fractional and signed durations', () => {
    expect(parseGoDuration('2h45m')).toBe(2 * 3_600_000 + 45 * 60_000);
    expect(parseGoDuration('1.5h')).toBe(5_400_000);
    expect(parseGoDuration('-1h')).toBe(-3_600_000);
    expect(parseGoDuration('+10s')).toBe(10_000);
    expect(parseGoDuration('0')).toBe(0);
    expect(parseGoDuration('1.h5m')).toBe(3_900_000);
  });

  it('refuses what Go refuses', () => {
    for (const bad of ['', 'h', '10', '1d', 'forever', '1h 30m', '-', 'none', '.h', '1x']) {
      expect(parseGoDuration(bad), bad).toBeNull();
    }
  });
});
