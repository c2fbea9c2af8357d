// The extension points' part of validateManifests: every contribution has the
// shape its host expects, and ids the host keys on (a settings tab in the URL,
// a notification kind in the database) are claimed by one plugin only.

import { HOME_WIDGET_SIZES } from '../registry/extension-points.ts';
import type { PluginManifest } from '../registry/types.ts';
import { isStaffRole } from '../roles.ts';

/** Settings tabs, widget and search-source ids, event families: they end up in URLs and keys. */
const SLUG = /^[a-z][a-z0-9-]{0,39}$/;
/** Notification kinds are stored in the database: `lead.assigned`, `invoice.overdue`. */
const NOTIFICATION_KIND = /^[a-z][a-z0-9_-]*(\.[a-z][a-z0-9_-]*)*$/;

type Fail = (message: string) => Error;

interface Check {
  /** What the manifest field holds, for messages ("settings panel"). */
  noun: string;
  /** The id the host keys on. */
  key: string;
  pattern: RegExp;
  /** Messages for anything else wrong with one item, or null. */
  problem(item: Record<string, unknown>): string | null;
}

const isFunction = (v: unknown) => typeof v === 'function';
const isText = (v: unknown) => typeof v === 'string' && v.trim() !== '';
const isOrder = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
const roleProblem = (v: unknown) =>
  v === undefined || isStaffRole(v) ? null : `requires an unknown role "${String(v)}"`;

const CHECKS: Record<
  | 'settingsPanels'
  | 'homeWidgets'
  | 'eventDescribers'
  | 'searchSources'
  | 'commands'
  | 'notificationKinds'
  | 'recordActions'
  | 'recordTabs'
  | 'pickers',
  Check
> = {
  settingsPanels: {
    noun: 'settings panel',
    key: 'id',
    pattern: SLUG,
    problem: (p) =>
      !isText(p.label)
        ? 'has no label'
        : !isOrder(p.order)
          ? 'has no order'
          : !isFunction(p.load)
            ? 'has no component to load'
            : roleProblem(p.requiredRole),
  },
  homeWidgets: {
    noun: 'home widget',
    key: 'id',
    pattern: SLUG,
    problem: (w) =>
      !isText(w.title)
        ? 'has no title'
        : !isOrder(w.order)
          ? 'has no order'
          : !(HOME_WIDGET_SIZES as readonly unknown[]).includes(w.size)
            ? `has the size "${String(w.size)}" (one of ${HOME_WIDGET_SIZES.join(', ')})`
            : !isFunction(w.load)
              ? 'has no component to load'
              : roleProblem(w.requiredRole),
  },
  eventDescribers: {
    noun: 'event family',
    key: 'family',
    pattern: SLUG,
    problem: (d) => (!isText(d.label) ? 'has no label' : !isFunction(d.describe) ? 'cannot describe' : null),
  },
  searchSources: {
    noun: 'search source',
    key: 'id',
    pattern: SLUG,
    problem: (s) => (!isText(s.label) ? 'has no label' : !isFunction(s.search) ? 'cannot search' : null),
  },
  commands: {
    noun: 'command',
    key: 'id',
    pattern: SLUG,
    problem: (c) =>
      !isText(c.label)
        ? 'has no label'
        : typeof c.path !== 'string' || !/^\/dashboard(?=$|[/?#])/.test(c.path)
          ? 'has a path outside /dashboard'
          : c.keywords !== undefined &&
              !(Array.isArray(c.keywords) && c.keywords.every((k) => typeof k === 'string'))
            ? 'has keywords that are not a list of words'
            : roleProblem(c.requiredRole),
  },
  notificationKinds: {
    noun: 'notification kind',
    key: 'kind',
    pattern: NOTIFICATION_KIND,
    problem: (k) =>
      !isText(k.label)
        ? 'has no label'
        : !isFunction(k.icon) && typeof k.icon !== 'object'
          ? 'has no icon'
          : k.link !== undefined && !isFunction(k.link)
            ? 'has a link that is not a function'
            : null,
  },
  recordActions: {
    noun: 'record action',
    key: 'id',
    pattern: SLUG,
    problem: (a) =>
      !isText(a.label)
        ? 'has no label'
        : !isOrder(a.order)
          ? 'has no order'
          : !(
                Array.isArray(a.recordTypes) &&
                a.recordTypes.length > 0 &&
                a.recordTypes.every((t) => typeof t === 'string' && /^[a-z][a-z0-9_]{0,62}$/.test(t))
              )
            ? 'names no record types (table names such as "customers")'
            : !isFunction(a.load)
              ? 'has no component to load'
              : a.forPeople !== undefined && typeof a.forPeople !== 'boolean'
                ? 'has a forPeople that is not true or false'
                : roleProblem(a.requiredRole),
  },
  recordTabs: {
    noun: 'record tab',
    key: 'id',
    pattern: SLUG,
    problem: (t) =>
      !isText(t.label)
        ? 'has no label'
        : !isOrder(t.order)
          ? 'has no order'
          : !(
                Array.isArray(t.recordTypes) &&
                t.recordTypes.length > 0 &&
                t.recordTypes.every((r) => typeof r === 'string' && /^[a-z][a-z0-9_]{0,62}$/.test(r))
              )
            ? 'names no record types (table names such as "customers")'
            : !isFunction(t.load)
              ? 'has no component to load'
              : roleProblem(t.requiredRole),
  },
  pickers: {
    noun: 'picker',
    key: 'kind',
    pattern: SLUG,
    problem: (p) => (!isText(p.label) ? 'has no label' : !isFunction(p.search) ? 'cannot search' : null),
  },
};

export function validateContributions(manifests: readonly PluginManifest[], fail: Fail): void {
  for (const [field, check] of Object.entries(CHECKS)) {
    const owners = new Map<string, string>();
    for (const m of manifests) {
      const items: unknown = m[field as keyof typeof CHECKS];
      if (items === undefined) continue;
      if (!Array.isArray(items)) throw fail(`Plugin "${m.id}": ${field} must be a list`);
      for (const raw of items as Record<string, unknown>[]) {
        const id = raw?.[check.key];
        if (typeof id !== 'string' || !check.pattern.test(id))
          throw fail(
            `Plugin "${m.id}": a ${check.noun} has the ${check.key} "${String(id)}", which is not valid`,
          );
        const problem = check.problem(raw);
        if (problem) throw fail(`Plugin "${m.id}": ${check.noun} "${id}" ${problem}`);
        const other = owners.get(id);
        if (other) throw fail(`The ${check.noun} "${id}" is declared twice (by "${other}" and "${m.id}")`);
        owners.set(id, m.id);
      }
    }
  }
}
