// A busy range stays quick to draw: FullCalendar lays out every event it is
// given (even those its own "+N more" hides), so a month of thousands would
// take seconds. The screen gives it at most `perDay` occurrences per day
// (all-day ones first, then by start) and one "+N more" per crowded day, which
// opens that day. Pure.
import { toWall, wallDate } from './zone.ts';

export interface Capped<O> {
  shown: O[];
  /** Crowded days (YYYY-MM-DD, company zone) and how many occurrences were left out. */
  more: { date: string; count: number }[];
}

export function capPerDay<O extends { start: Date; event: { all_day: boolean } }>(
  occurrences: readonly O[],
  perDay: number,
  tz: string,
): Capped<O> {
  if (!Number.isFinite(perDay) || occurrences.length <= perDay) return { shown: [...occurrences], more: [] };
  const byDay = new Map<string, O[]>();
  for (const o of occurrences) {
    const day = wallDate(toWall(o.start, tz));
    const list = byDay.get(day);
    if (list) list.push(o);
    else byDay.set(day, [o]);
  }
  const shown: O[] = [];
  const more: { date: string; count: number }[] = [];
  for (const [date, list] of [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    if (list.length <= perDay) {
      shown.push(...list);
      continue;
    }
    list.sort(
      (a, b) => Number(b.event.all_day) - Number(a.event.all_day) || a.start.getTime() - b.start.getTime(),
    );
    const keep = perDay - 1;
    shown.push(...list.slice(0, keep));
    more.push({ date, count: list.length - keep });
  }
  return { shown, more };
}
