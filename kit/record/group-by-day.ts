// The timeline's day headings ("Today", "Yesterday", "25 Nov 2026"), in the
// viewer's own calendar: "today" is the day the person reading it is living.
import { format } from 'date-fns/format';

export interface DayGroup<T> {
  /** yyyy-MM-dd, stable as a React key. */
  day: string;
  label: string;
  items: T[];
}

const dayOf = (d: Date) => format(d, 'yyyy-MM-dd');

/** Groups items already sorted newest first; the order inside each day is kept. */
export function groupByDay<T extends { at: string }>(items: readonly T[], now: Date): DayGroup<T>[] {
  const today = dayOf(now);
  const yesterday = dayOf(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const at = new Date(item.at);
    const day = dayOf(at);
    let group = groups.at(-1);
    if (!group || group.day !== day) {
      const label = day === today ? 'Today' : day === yesterday ? 'Yesterday' : format(at, 'd MMM yyyy');
      group = { day, label, items: [] };
      groups.push(group);
    }
    group.items.push(item);
  }
  return groups;
}
