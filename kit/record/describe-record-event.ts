// Timeline events as sentences: "Grace Wanjiru changed status from New to
// Contacted". Field names come from the screen (each record type knows its
// columns' labels and how a value reads); a module's own kinds
// ('leads.converted') are worded by that module's event describer, the same
// extension point Settings → Activity uses, so a module words its events once.

import type { EventDescriber } from '@kernel/registry/extension-points.ts';
import { describeAuditEntry } from './audit-people.ts';

export interface RecordEvent {
  id: number;
  record_type: string;
  record_id: string;
  kind: string;
  actor: string | null;
  at: string;
  body: string | null;
  changes: unknown;
  link: string | null;
}

/** How one column reads on a timeline: its label and, optionally, how a value reads ("new" → "New"). */
export interface TimelineField {
  label: string;
  format?: (value: unknown) => string;
}
export type TimelineFields = Readonly<Record<string, TimelineField>>;

export interface DescribeOptions {
  /** Labels and value formats per column; a column not listed reads as its name ("job_title" → "job title"). */
  fields?: TimelineFields;
  /** What the record is called in "created this …" ("user", "lead"); default "record". */
  noun?: string;
  names: ReadonlyMap<string, string>;
  describers?: readonly EventDescriber[];
}

function actorName(event: RecordEvent, names: ReadonlyMap<string, string>): string {
  return event.actor ? (names.get(event.actor) ?? 'A removed account') : 'The system';
}

function plainValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'empty';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** The changed columns of a 'changed' event, in the order the screen lists its fields (then the rest). */
export function changedFields(event: RecordEvent, fields: TimelineFields = {}): [string, unknown, unknown][] {
  const changes = event.changes;
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return [];
  const entries = Object.entries(changes as Record<string, unknown>).filter(
    (e): e is [string, [unknown, unknown]] => Array.isArray(e[1]) && e[1].length === 2,
  );
  const order = Object.keys(fields);
  const rank = (column: string) => (order.includes(column) ? order.indexOf(column) : order.length);
  return entries
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([column, [before, after]]) => [column, before, after]);
}

/** "status from New to Contacted", "job title to Safety officer", "cleared phone". */
export function describeChange(
  column: string,
  before: unknown,
  after: unknown,
  fields: TimelineFields = {},
): string {
  const field = fields[column];
  const label = field?.label ?? column.replaceAll('_', ' ');
  const show = (v: unknown) => (field?.format && !isEmpty(v) ? field.format(v) : plainValue(v));
  if (isEmpty(after)) return `cleared ${label}`;
  if (isEmpty(before)) return `set ${label} to ${show(after)}`;
  return `changed ${label} from ${show(before)} to ${show(after)}`;
}

function joinClauses(clauses: string[]): string {
  if (clauses.length <= 1) return clauses.join('');
  return `${clauses.slice(0, -1).join(', ')} and ${clauses.at(-1)}`;
}

/** One event as the sentence the timeline shows (notes show their text below it). */
export function describeRecordEvent(event: RecordEvent, options: DescribeOptions): string {
  const actor = actorName(event, options.names);
  const noun = options.noun ?? 'record';
  switch (event.kind) {
    case 'created':
      return `${actor} created this ${noun}`;
    case 'deleted':
      return `${actor} deleted this ${noun}`;
    case 'changed': {
      const clauses = changedFields(event, options.fields).map(([c, b, a]) =>
        describeChange(c, b, a, options.fields),
      );
      return clauses.length ? `${actor} ${joinClauses(clauses)}` : `${actor} changed this ${noun}`;
    }
    case 'note':
      return `${actor} added a note`;
    case 'call':
      return `${actor} logged a call`;
    case 'task':
      return `${actor} added a task`;
    default:
      // '<module>.<event>': the module's describer words it like an audit entry about this record.
      return describeAuditEntry(
        {
          id: event.id,
          at: event.at,
          actor: event.actor,
          action: event.kind,
          target: event.record_id,
          details: { body: event.body, link: event.link, changes: event.changes },
        },
        options.names,
        options.describers ?? [],
      );
  }
}
