// A crowded day shows a few occurrences and "+N more"; a quiet one shows all.
import { describe, expect, it } from 'vitest';
import { capPerDay } from './day-cap.ts';

const at = (iso: string, allDay = false) => ({ start: new Date(iso), event: { all_day: allDay }, id: iso });

describe('a busy month on screen', () => {
  it('keeps all-day events and the earliest ones of a crowded day, and counts the rest', () => {
    const day = [
      at('2031-05-05T15:00:00+03:00'),
      at('2031-05-05T08:00:00+03:00'),
      at('2031-05-05T00:00:00+03:00', true),
      at('2031-05-05T10:00:00+03:00'),
      at('2031-05-05T12:00:00+03:00'),
    ];
    const quiet = [at('2031-05-06T09:00:00+03:00'), at('2031-05-06T10:00:00+03:00')];
    const { shown, more } = capPerDay([...day, ...quiet], 4, 'Africa/Nairobi');
    expect(shown.map((o) => o.id)).toEqual([
      '2031-05-05T00:00:00+03:00',
      '2031-05-05T08:00:00+03:00',
      '2031-05-05T10:00:00+03:00',
      '2031-05-06T09:00:00+03:00',
      '2031-05-06T10:00:00+03:00',
    ]);
    expect(more).toEqual([{ date: '2031-05-05', count: 2 }]);
  });

  it('groups by the company’s day, not UTC’s (00:30 and 23:30 Nairobi on the 5th are the 5th)', () => {
    const late = [at('2031-05-04T21:30:00Z'), at('2031-05-05T10:00:00Z'), at('2031-05-05T20:30:00Z')];
    expect(capPerDay(late, 2, 'Africa/Nairobi').more).toEqual([{ date: '2031-05-05', count: 2 }]);
  });
});
