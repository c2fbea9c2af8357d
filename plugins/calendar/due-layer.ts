// The project layer of the calendar (milestones and task due dates), kept readable: a day with
// several tasks due shows one "7 tasks due" item instead of a stack of truncated chips, and each
// person may hide task or milestone dates (remembered per user in this browser). Pure, but for the hook.
import { useCallback, useMemo, useState } from 'react';
import type { ProjectDue } from './data.ts';

export type DueKind = ProjectDue['kind'];

export interface DueGroup {
  /** YYYY-MM-DD */
  date: string;
  count: number;
  /** Every one of them done. */
  done: boolean;
}

/** Milestones stay single; a day's tasks are grouped once there are `from` or more of them. */
export function groupDues(
  dues: readonly ProjectDue[],
  from = 2,
): { singles: ProjectDue[]; groups: DueGroup[] } {
  const tasksByDay = new Map<string, ProjectDue[]>();
  for (const d of dues)
    if (d.kind === 'task') tasksByDay.set(d.due_on, [...(tasksByDay.get(d.due_on) ?? []), d]);
  const grouped = new Set(
    [...tasksByDay.entries()].filter(([, list]) => list.length >= from).map(([day]) => day),
  );
  return {
    singles: dues.filter((d) => d.kind !== 'task' || !grouped.has(d.due_on)),
    groups: [...grouped].sort().map((date) => {
      const list = tasksByDay.get(date) ?? [];
      return { date, count: list.length, done: list.every((d) => d.done) };
    }),
  };
}

export const dueGroupTitle = (g: DueGroup) => `${g.count} tasks due`;

const key = (userId: string) => `safeworks.calendar.hiddenDues.${userId}`;

function read(userId: string | undefined): DueKind[] {
  if (!userId) return [];
  try {
    const stored = JSON.parse(localStorage.getItem(key(userId)) ?? '[]') as unknown;
    return Array.isArray(stored) ? stored.filter((k): k is DueKind => k === 'task' || k === 'milestone') : [];
  } catch {
    return [];
  }
}

/** Which kinds of project date this person has hidden, and a setter that remembers the choice. */
export function useHiddenDues(
  userId: string | undefined,
): [ReadonlySet<DueKind>, (kind: DueKind, hidden: boolean) => void] {
  const [state, setState] = useState(() => ({ userId, hidden: read(userId) }));
  // Another person signs in on this browser: their own choice.
  const hidden = state.userId === userId ? state.hidden : read(userId);
  const set = useCallback(
    (kind: DueKind, hide: boolean) => {
      const next = [...new Set(hide ? [...hidden, kind] : hidden.filter((k) => k !== kind))];
      setState({ userId, hidden: next });
      if (!userId) return;
      try {
        localStorage.setItem(key(userId), JSON.stringify(next));
      } catch {
        // Not remembered (storage blocked), still applied.
      }
    },
    [hidden, userId],
  );
  const hiddenSet = useMemo(() => new Set(hidden), [hidden]);
  return [hiddenSet, set];
}
