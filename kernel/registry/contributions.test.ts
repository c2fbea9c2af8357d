import { actionFamily, auditPeople, describeAuditEntry } from '@kit/record/audit-people.ts';
import { Bell } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { ManifestError, validateManifests } from '../app/validate.ts';
import {
  commandsFor,
  eventDescribersOf,
  homeWidgetsFor,
  notificationKindsOf,
  recordActionsFor,
  searchSourcesFor,
  settingsPanelsFor,
} from './contributions.ts';
import type { AuditEntry, EventDescriber } from './extension-points.ts';
import type { PluginManifest } from './types.ts';

const screen = () => Promise.resolve({ default: () => null });
const all = () => true;

const settings: PluginManifest = {
  id: 'settings',
  requiredRole: 'superadmin',
  title: 'Settings',
  description: 'd',
  routes: [{ path: '/dashboard/settings', title: 'Settings', load: screen }],
  settingsPanels: [
    { id: 'activity', label: 'Activity', order: 90, load: screen },
    { id: 'modules', label: 'Modules', order: 10, load: screen },
  ],
  homeWidgets: [{ id: 'setup-checklist', title: 'Set-up', order: 5, size: 'medium', load: screen }],
};
const leads: PluginManifest = {
  id: 'leads',
  moduleId: 'leads',
  title: 'Leads',
  description: 'd',
  routes: [{ path: '/dashboard/leads', title: 'Leads', load: screen }],
  settingsPanels: [
    { id: 'lead-sources', label: 'Lead sources', order: 50, load: screen },
    { id: 'pipeline', label: 'Pipeline', order: 50, requiredRole: 'admin', load: screen },
  ],
  homeWidgets: [
    { id: 'my-follow-ups', title: 'My follow-ups', order: 20, size: 'large', load: screen },
    {
      id: 'pipeline-value',
      title: 'Pipeline value',
      order: 10,
      size: 'small',
      requiredRole: 'admin',
      load: screen,
    },
  ],
  searchSources: [{ id: 'leads', label: 'Leads', search: async () => [] }],
  commands: [
    { id: 'new-lead', label: 'New lead', path: '/dashboard/leads?new=1', keywords: ['add'] },
    { id: 'import-leads', label: 'Import leads', path: '/dashboard/leads?import=1', requiredRole: 'admin' },
  ],
  eventDescribers: [{ family: 'lead', label: 'Leads', describe: () => 'a lead changed' }],
  notificationKinds: [
    { kind: 'lead.assigned', label: 'Lead assigned', icon: Bell, link: (d) => `/dashboard/leads/${d.id}` },
  ],
};
const home: PluginManifest = {
  id: 'home',
  title: 'Home',
  description: 'd',
  routes: [{ path: '/dashboard', title: 'Home', load: screen }],
  homeWidgets: [{ id: 'greeting', title: 'Greeting', order: 0, size: 'full', load: screen }],
};
const installed = [leads, settings, home];
const ids = (items: { id: string }[]) => items.map((i) => i.id);

describe('settings panels', () => {
  it('a plugin’s settings panel appears for superadmins only, unless it asks for less', () => {
    expect(ids(settingsPanelsFor(installed, 'superadmin', all))).toEqual([
      'modules',
      'lead-sources',
      'pipeline',
      'activity',
    ]);
    expect(ids(settingsPanelsFor(installed, 'admin', all))).toEqual(['pipeline']);
    expect(ids(settingsPanelsFor(installed, 'staff', all))).toEqual([]);
  });
  it('a module switched off takes its panels with it', () => {
    expect(ids(settingsPanelsFor(installed, 'superadmin', (id) => id !== 'leads'))).toEqual([
      'modules',
      'activity',
    ]);
  });
  it('says which plugin contributed each panel', () => {
    expect(settingsPanelsFor(installed, 'superadmin', all)[1]).toMatchObject({
      id: 'lead-sources',
      pluginId: 'leads',
    });
  });
});

describe('home widgets', () => {
  it('every staff member gets the widgets of the plugins they may open, in order', () => {
    expect(ids(homeWidgetsFor(installed, 'staff', all))).toEqual(['greeting', 'my-follow-ups']);
  });
  it('a widget that asks for a role shows only from that role up', () => {
    expect(ids(homeWidgetsFor(installed, 'admin', all))).toEqual([
      'greeting',
      'pipeline-value',
      'my-follow-ups',
    ]);
    expect(ids(homeWidgetsFor(installed, 'superadmin', all))).toEqual([
      'greeting',
      'setup-checklist',
      'pipeline-value',
      'my-follow-ups',
    ]);
  });
  it('a customer, or a user whose role is not known yet, gets none', () => {
    expect(homeWidgetsFor(installed, 'customer', all)).toEqual([]);
    expect(homeWidgetsFor(installed, null, all)).toEqual([]);
  });
  it('a switched-off module’s widgets disappear', () => {
    expect(ids(homeWidgetsFor(installed, 'admin', () => false))).toEqual(['greeting']);
  });
});

describe('search sources', () => {
  it('search asks only the plugins the user may open', () => {
    expect(ids(searchSourcesFor(installed, 'staff', all))).toEqual(['leads']);
    expect(searchSourcesFor(installed, 'staff', () => false)).toEqual([]);
    expect(searchSourcesFor(installed, 'customer', all)).toEqual([]);
  });
});

describe('palette commands', () => {
  it('reach users who may open the plugin, and the command’s own role when it names one', () => {
    expect(ids(commandsFor(installed, 'staff', all))).toEqual(['new-lead']);
    expect(ids(commandsFor(installed, 'admin', all))).toEqual(['new-lead', 'import-leads']);
    expect(commandsFor(installed, 'admin', () => false)).toEqual([]);
    expect(commandsFor(installed, 'customer', all)).toEqual([]);
  });
});

describe('event describers and notification kinds', () => {
  it('are all installed ones, whatever is switched on: history keeps its words', () => {
    expect(eventDescribersOf(installed).map((d) => d.family)).toEqual(['lead']);
    const kinds = notificationKindsOf(installed);
    expect(kinds.get('lead.assigned')).toMatchObject({ label: 'Lead assigned', pluginId: 'leads' });
    expect(kinds.get('lead.assigned')?.link?.({ id: 7 })).toBe('/dashboard/leads/7');
  });
});

describe('record actions', () => {
  const email: PluginManifest = {
    id: 'email',
    moduleId: 'email',
    title: 'Email',
    description: 'd',
    routes: [{ path: '/dashboard/email', title: 'Email', load: screen }],
    recordActions: [
      {
        id: 'send-email',
        recordTypes: ['customers', 'leads'],
        label: 'Send e-mail',
        order: 10,
        load: screen,
      },
      {
        id: 'bulk-email',
        recordTypes: ['customers'],
        label: 'Add to a campaign',
        order: 5,
        requiredRole: 'admin',
        load: screen,
      },
    ],
  };
  it('a record page offers the actions other plugins contribute for its record type, in order', () => {
    expect(ids(recordActionsFor([email], 'admin', all, 'customers'))).toEqual(['bulk-email', 'send-email']);
    expect(ids(recordActionsFor([email], 'admin', all, 'leads'))).toEqual(['send-email']);
    expect(ids(recordActionsFor([email], 'admin', all, 'projects'))).toEqual([]);
  });
  it('an action asking for a role, or of a module switched off, is not offered', () => {
    expect(ids(recordActionsFor([email], 'staff', all, 'customers'))).toEqual(['send-email']);
    expect(recordActionsFor([email], 'superadmin', (m) => m !== 'email', 'customers')).toEqual([]);
    expect(recordActionsFor([email], 'customer', all, 'customers')).toEqual([]);
  });
  it('a malformed record action stops the app at start', () => {
    const bad = (action: Record<string, unknown>) => () =>
      validateManifests([{ ...email, recordActions: [action as never] }]);
    expect(bad({ id: 'x', recordTypes: [], label: 'X', order: 1, load: screen })).toThrow(
      /record action "x" names no record types/,
    );
    expect(bad({ id: 'x', recordTypes: ['Customers'], label: 'X', order: 1, load: screen })).toThrow(
      /names no record types/,
    );
    expect(bad({ id: 'x', recordTypes: ['customers'], label: 'X', order: 1 })).toThrow(
      /record action "x" has no component to load/,
    );
    expect(() =>
      validateManifests([
        email,
        {
          ...email,
          id: 'other',
          moduleId: undefined,
          routes: [{ path: '/dashboard/other', title: 'O', load: screen }],
          recordActions: [email.recordActions?.[0] as never],
        },
      ]),
    ).toThrow(/record action "send-email" is declared twice/);
  });
});

describe('an audit entry read as a sentence', () => {
  const names = new Map([
    ['u-peter', 'Peter Otieno'],
    ['u-amina', 'Amina Hassan'],
  ]);
  const entry = (e: Partial<AuditEntry>): AuditEntry => ({
    id: 1,
    at: '2026-11-23T08:00:00Z',
    actor: 'u-peter',
    action: 'lead.won',
    target: 'L-7',
    details: {},
    ...e,
  });
  const won: EventDescriber = {
    family: 'lead',
    label: 'Leads',
    describe: (e, people) => (e.action === 'lead.won' ? `${people.actor} won ${e.target}` : null),
  };

  it('asks the plugin that owns the event’s family', () => {
    expect(describeAuditEntry(entry({}), names, [won])).toBe('Peter Otieno won L-7');
  });
  it('falls back to the raw action when no plugin claims it, or its plugin does not know the verb', () => {
    expect(describeAuditEntry(entry({ action: 'invoice.voided', target: 'INV-7' }), names, [won])).toBe(
      'Peter Otieno: invoice.voided (INV-7)',
    );
    expect(describeAuditEntry(entry({ action: 'lead.lost', target: null }), names, [won])).toBe(
      'Peter Otieno: lead.lost',
    );
  });
  it('names removed accounts and changes made without a person the same way for every plugin', () => {
    const people = auditPeople(entry({ actor: 'u-gone' }), names);
    expect(people.actor).toBe('A removed account');
    expect(people.nameOf('u-amina')).toBe('Amina Hassan');
    expect(people.nameOf('u-x')).toBe('a removed account');
    expect(people.nameOf(null)).toBe('an account');
    expect(auditPeople(entry({ actor: null }), names).actor).toBe('The system');
  });
  it('takes the family from before the first dot', () => {
    expect(actionFamily('user.role_changed')).toBe('user');
    expect(actionFamily('module.enabled')).toBe('module');
    expect(actionFamily('legacy')).toBe('legacy');
  });
});

describe('contribution mistakes stop the app at start with a clear message', () => {
  const other = (extra: Partial<PluginManifest>): PluginManifest => ({
    id: 'other',
    title: 'Other',
    description: 'd',
    routes: [{ path: '/dashboard/other', title: 'Other', load: screen }],
    ...extra,
  });
  it('accepts the valid ones', () => {
    expect(() => validateManifests(installed)).not.toThrow();
  });
  it('refuses two plugins claiming one settings tab, widget, search source, event family or notification kind', () => {
    const cases: [Partial<PluginManifest>, RegExp][] = [
      [
        { settingsPanels: [{ id: 'modules', label: 'M', order: 1, load: screen }] },
        /settings panel "modules" is declared twice \(by "settings" and "other"\)/,
      ],
      [
        { homeWidgets: [{ id: 'greeting', title: 'G', order: 1, size: 'small', load: screen }] },
        /home widget "greeting" is declared twice/,
      ],
      [
        { searchSources: [{ id: 'leads', label: 'L', search: async () => [] }] },
        /search source "leads" is declared twice/,
      ],
      [
        { commands: [{ id: 'new-lead', label: 'N', path: '/dashboard' }] },
        /command "new-lead" is declared twice/,
      ],
      [
        { eventDescribers: [{ family: 'lead', label: 'L', describe: () => null }] },
        /event family "lead" is declared twice/,
      ],
      [
        { notificationKinds: [{ kind: 'lead.assigned', label: 'L', icon: Bell }] },
        /notification kind "lead.assigned" is declared twice/,
      ],
    ];
    for (const [extra, message] of cases) {
      expect(() => validateManifests([...installed, other(extra)])).toThrow(ManifestError);
      expect(() => validateManifests([...installed, other(extra)])).toThrow(message);
    }
  });
  it('refuses ids that cannot sit in a URL or a key', () => {
    expect(() =>
      validateManifests([
        other({ settingsPanels: [{ id: 'Company Info', label: 'C', order: 1, load: screen }] }),
      ]),
    ).toThrow(/settings panel has the id "Company Info", which is not valid/);
    expect(() =>
      validateManifests([other({ notificationKinds: [{ kind: 'Lead Assigned', label: 'L', icon: Bell }] })]),
    ).toThrow(/notification kind has the kind "Lead Assigned"/);
  });
  it('refuses contributions of the wrong shape', () => {
    const cases: [unknown, RegExp][] = [
      [
        { settingsPanels: [{ id: 'x', label: '', order: 1, load: screen }] },
        /settings panel "x" has no label/,
      ],
      [{ settingsPanels: [{ id: 'x', label: 'X', order: 1 }] }, /has no component to load/],
      [
        { settingsPanels: [{ id: 'x', label: 'X', order: 1, load: screen, requiredRole: 'owner' }] },
        /unknown role "owner"/,
      ],
      [
        { homeWidgets: [{ id: 'x', title: 'X', order: 1, size: 'huge', load: screen }] },
        /size "huge" \(one of small, medium, large, full\)/,
      ],
      [
        { homeWidgets: [{ id: 'x', title: 'X', size: 'small', load: screen }] },
        /home widget "x" has no order/,
      ],
      [{ searchSources: [{ id: 'x', label: 'X' }] }, /search source "x" cannot search/],
      [{ eventDescribers: [{ family: 'x', label: 'X' }] }, /event family "x" cannot describe/],
      [{ commands: [{ id: 'x', label: 'X', path: '/shop' }] }, /command "x" has a path outside \/dashboard/],
      [{ commands: [{ id: 'x', label: 'X', path: '/dashboardx' }] }, /path outside \/dashboard/],
      [{ commands: [{ id: 'x', label: '', path: '/dashboard' }] }, /command "x" has no label/],
      [
        { commands: [{ id: 'x', label: 'X', path: '/dashboard', keywords: 'add' }] },
        /keywords that are not a list of words/,
      ],
      [
        { notificationKinds: [{ kind: 'x.y', label: 'X', icon: Bell, link: '/x' }] },
        /link that is not a function/,
      ],
      [{ homeWidgets: { id: 'x' } }, /homeWidgets must be a list/],
    ];
    for (const [extra, message] of cases)
      expect(() => validateManifests([other(extra as Partial<PluginManifest>)])).toThrow(message);
  });
});
