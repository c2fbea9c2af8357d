// Sentences for the task and milestone events the tasks migration
// (20261125165000_projects_task_moves.sql) writes on a project's timeline:
// a task moved to another column or reopened, (re)assigned, rescheduled; a
// milestone reopened, rescheduled or renamed. The projects describer
// (events.ts) hands the entries it does not word itself to this function.
import type { AuditEntry, AuditPeople } from '@kernel/registry/extension-points.ts';
import { STATUS_LABELS, type TaskStatus } from '../tasks-data.ts';

function pair(changes: unknown, key: string): [unknown, unknown] | null {
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return null;
  const value = (changes as Record<string, unknown>)[key];
  return Array.isArray(value) && value.length === 2 ? [value[0], value[1]] : null;
}
const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const status = (v: unknown) =>
  typeof v === 'string' && v in STATUS_LABELS ? STATUS_LABELS[v as TaskStatus] : null;
/** A date column's value (YYYY-MM-DD) as a plain day, language-neutral. */
const day = (v: unknown) => {
  const t = text(v);
  if (!t || !/^\d{4}-\d{2}-\d{2}$/.test(t)) return null;
  return new Date(`${t}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
};

export function describeTaskEvent(entry: AuditEntry, people: AuditPeople): string | null {
  const changes = entry.details?.changes;
  const names = pair(changes, 'name');
  const name = text(names?.[1]) ?? text(names?.[0]);
  const quoted = name ? ` “${name}”` : '';
  const { actor } = people;
  switch (entry.action) {
    case 'projects.task_moved': {
      const to = status(pair(changes, 'status')?.[1]);
      return to ? `${actor} moved task${quoted} to ${to}` : `${actor} moved task${quoted}`;
    }
    case 'projects.task_reopened': {
      const to = status(pair(changes, 'status')?.[1]);
      return to ? `${actor} reopened task${quoted} (now ${to})` : `${actor} reopened task${quoted}`;
    }
    case 'projects.task_assigned': {
      const to = pair(changes, 'assignee_id')?.[1];
      return typeof to === 'string' && to
        ? `${actor} assigned task${quoted} to ${people.nameOf(to)}`
        : `${actor} unassigned task${quoted}`;
    }
    case 'projects.task_rescheduled': {
      const to = day(pair(changes, 'due_on')?.[1]);
      return to ? `${actor} set task${quoted} due ${to}` : `${actor} removed the due date of task${quoted}`;
    }
    case 'projects.milestone_reopened':
      return `${actor} opened milestone${quoted} again`;
    case 'projects.milestone_rescheduled': {
      const to = day(pair(changes, 'due_on')?.[1]);
      return to
        ? `${actor} moved milestone${quoted} to ${to}`
        : `${actor} removed the date of milestone${quoted}`;
    }
    case 'projects.milestone_renamed': {
      const from = text(names?.[0]);
      return from && name
        ? `${actor} renamed milestone “${from}” to “${name}”`
        : `${actor} renamed a milestone`;
    }
    default:
      return null;
  }
}
