// The Projects module's own timeline events as sentences (written by its
// triggers and RPCs, plugins/projects/sql/migrations/2026112516*_projects_*.sql). The
// names travel in `changes` ({"name": [null, "Site walk-through"]}).
import type { EventDescriber } from '@kernel/registry/extension-points.ts';
import { describeTaskEvent } from './parts/tasks-events.ts';

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

function pair(changes: unknown, key: string): [unknown, unknown] | null {
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return null;
  const value = (changes as Record<string, unknown>)[key];
  return Array.isArray(value) && value.length === 2 ? [value[0], value[1]] : null;
}

function nameIn(details: Record<string, unknown> | undefined): string | null {
  const p = pair(details?.changes, 'name');
  return text(p?.[1]) ?? text(p?.[0]) ?? text(details?.body);
}

const count = (details: Record<string, unknown> | undefined, key: string) => {
  const n = Number(pair(details?.changes, key)?.[1]);
  return Number.isFinite(n) ? n : 0;
};
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const projectEvents: EventDescriber = {
  family: 'projects',
  label: 'Projects',
  describe(entry, people) {
    const { actor } = people;
    const name = nameIn(entry.details);
    const quoted = name ? ` “${name}”` : '';
    switch (entry.action) {
      case 'projects.task_added':
        return `${actor} added task${quoted}`;
      case 'projects.task_removed':
        return `${actor} removed task${quoted}`;
      case 'projects.task_done':
        return `${actor} completed task${quoted}`;
      case 'projects.milestone_added':
        return `${actor} added milestone${quoted}`;
      case 'projects.milestone_removed':
        return `${actor} removed milestone${quoted}`;
      case 'projects.milestone_done':
        return `${actor} reached milestone${quoted}`;
      case 'projects.member_added':
        return name ? `${actor} added ${name} to the team` : `${actor} added a team member`;
      case 'projects.member_removed':
        return name ? `${actor} removed ${name} from the team` : `${actor} removed a team member`;
      case 'projects.template_applied': {
        const tasks = count(entry.details, 'tasks');
        const milestones = count(entry.details, 'milestones');
        return `${actor} applied the ${name ?? 'service'} template (${plural(tasks, 'task', 'tasks')}, ${plural(milestones, 'milestone', 'milestones')})`;
      }
      case 'projects.document_added':
        return `${actor} added document${quoted}`;
      case 'projects.document_version_added': {
        const version = count(entry.details, 'version');
        return `${actor} uploaded ${version > 0 ? `version ${version}` : 'a new version'} of document${quoted}`;
      }
      case 'projects.document_removed':
        return `${actor} deleted document${quoted}`;
      case 'projects.created_from_lead':
        return name ? `${actor} made this lead project ${name}` : `${actor} made this lead a project`;
      default:
        // Task moves, assignments, new dates and milestone changes (the tasks migration 20261125165000).
        return describeTaskEvent(entry, people);
    }
  },
};
