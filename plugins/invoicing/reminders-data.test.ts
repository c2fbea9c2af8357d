// The schedule's words and parsing (Settings → Sales, the invoice page, the customer tab).
import { describe, expect, it } from 'vitest';
import { describeOffsets, offsetWords, parseOffsets } from './reminders-data.ts';

describe('payment reminder days', () => {
  it('read as a sentence: before due, on the day, after', () => {
    expect(describeOffsets([-3, 0, 7, 30])).toBe('3 days before due, on the due date, 7 and 30 days after');
    expect(describeOffsets([30, 7, 14])).toBe('7, 14 and 30 days after');
    expect(describeOffsets([-7, -1])).toBe('7 and 1 days before due');
    expect(describeOffsets([1])).toBe('1 day after');
    expect(describeOffsets([])).toBe('no reminders');
    expect(offsetWords(-1)).toBe('1 day before due');
    expect(offsetWords(0)).toBe('on the due date');
  });

  it('are typed as a list with commas or spaces, checked like the database checks them', () => {
    expect(parseOffsets('30, -3, 0 7')).toEqual({ offsets: [-3, 0, 7, 30] });
    expect(parseOffsets('')).toEqual({ offsets: [] });
    expect(parseOffsets('7, 7')).toEqual({ problem: '7 is there twice' });
    expect(parseOffsets('-31')).toHaveProperty('problem');
    expect(parseOffsets('400')).toHaveProperty('problem');
    expect(parseOffsets('a week')).toHaveProperty('problem');
    expect(parseOffsets('1 2 3 4 5 6 7 8 9')).toEqual({ problem: 'At most 8 reminders' });
  });
});
