import type { AuditEntry } from '@kernel/registry/extension-points.ts';
import { describe, expect, it } from 'vitest';
import { describeTaskEvent } from './tasks-events.ts';

const people = {
  actor: 'Amina Hassan',
  nameOf: (id: string | null) => (id === 'u2' ? 'Peter Otieno' : 'an account'),
};
const entry = (action: string, changes: Record<string, unknown>): AuditEntry =>
  ({
    id: 1,
    at: '2026-11-25T10:00:00Z',
    actor: 'u1',
    action,
    target: 'p1',
    details: { changes },
  }) as AuditEntry;

describe('task and milestone changes on a project timeline', () => {
  it('words moves, reopenings, assignments and new dates', () => {
    const name = [null, 'Check extinguishers'];
    expect(
      describeTaskEvent(entry('projects.task_moved', { name, status: ['todo', 'blocked'] }), people),
    ).toBe('Amina Hassan moved task “Check extinguishers” to Blocked');
    expect(
      describeTaskEvent(entry('projects.task_reopened', { name, status: ['done', 'in_progress'] }), people),
    ).toBe('Amina Hassan reopened task “Check extinguishers” (now In progress)');
    expect(
      describeTaskEvent(entry('projects.task_assigned', { name, assignee_id: [null, 'u2'] }), people),
    ).toBe('Amina Hassan assigned task “Check extinguishers” to Peter Otieno');
    expect(
      describeTaskEvent(entry('projects.task_assigned', { name, assignee_id: ['u2', null] }), people),
    ).toBe('Amina Hassan unassigned task “Check extinguishers”');
    expect(
      describeTaskEvent(entry('projects.task_rescheduled', { name, due_on: [null, '2026-12-04'] }), people),
    ).toBe('Amina Hassan set task “Check extinguishers” due 4 Dec 2026');
    expect(
      describeTaskEvent(
        entry('projects.milestone_renamed', { name: ['Report sent', 'Report delivered'] }),
        people,
      ),
    ).toBe('Amina Hassan renamed milestone “Report sent” to “Report delivered”');
    expect(
      describeTaskEvent(
        entry('projects.milestone_rescheduled', {
          name: [null, 'Report delivered'],
          due_on: ['2026-12-20', null],
        }),
        people,
      ),
    ).toBe('Amina Hassan removed the date of milestone “Report delivered”');
    expect(
      describeTaskEvent(entry('projects.milestone_reopened', { name: [null, 'Site visit'] }), people),
    ).toBe('Amina Hassan opened milestone “Site visit” again');
    expect(describeTaskEvent(entry('projects.created', {}), people)).toBeNull();
  });
});
