import { describe, expect, it } from 'vitest';
import type { ProjectDue } from './data.ts';
import { dueGroupTitle, groupDues } from './due-layer.ts';

const due = (kind: ProjectDue['kind'], id: string, due_on: string, done = false): ProjectDue => ({
  kind,
  id,
  title: `T ${id}`,
  due_on,
  done,
  project_id: 'p1',
  project: 'PRJ-2026-0001',
  assignee_id: null,
});

describe('the calendar’s project dates', () => {
  it('shows a day with seven tasks due as one "7 tasks due", and keeps milestones and lone tasks as they are', () => {
    const busy = Array.from({ length: 7 }, (_, i) => due('task', `t${i}`, '2026-12-01', i < 3));
    const { singles, groups } = groupDues([
      ...busy,
      due('milestone', 'm1', '2026-12-01'),
      due('task', 'lone', '2026-12-02'),
    ]);
    expect(groups).toEqual([{ date: '2026-12-01', count: 7, done: false }]);
    expect(dueGroupTitle(groups[0])).toBe('7 tasks due');
    expect(singles.map((d) => d.id)).toEqual(['m1', 'lone']);
  });

  it('marks a group done only when every task in it is', () => {
    const { groups } = groupDues([
      due('task', 'a', '2026-12-03', true),
      due('task', 'b', '2026-12-03', true),
    ]);
    expect(groups).toEqual([{ date: '2026-12-03', count: 2, done: true }]);
  });
});
