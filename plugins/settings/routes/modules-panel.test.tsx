// Settings → Modules on the kernel's test harness: the fake supabase client plays system_modules
// (reads, updates, realtime changes), so the screen's real calls are checked.
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import type { PluginManifest } from '@kernel/registry/types.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

import { ModulesPanel } from './modules-panel.tsx';

/** The "Turned off … by …" line, whose time sits in a <time> element of its own. */
const lastChange = (pattern: RegExp) => (_: string, el: Element | null) =>
  el?.tagName === 'P' && pattern.test(el.textContent ?? '');

interface Row {
  id: string;
  name: string;
  description: string;
  is_enabled: boolean;
  sort_order: number;
  updated_at: string;
  updated_by: string | null;
}
const SEEDED = '2026-11-01T00:00:00Z';
let table: Row[];
const people = [{ auth_id: 'u-grace', full_name: 'Grace Wanjiru', email: 'grace@example.test' }];

let dependencies: { module_id: string; requires: string }[];

/**
 * set_module_enabled as the database runs it: the row changes (the trigger records who and when), and
 * switching off takes the modules that need it along (one level is enough here).
 */
function applySwitch(q: RecordedQuery) {
  const { module_id, enabled } = q.args as { module_id: string; enabled: boolean };
  const also = enabled
    ? []
    : table.filter(
        (r) => r.is_enabled && dependencies.some((d) => d.requires === module_id && d.module_id === r.id),
      );
  const ids = [module_id, ...also.map((r) => r.id)];
  table = table.map((r) =>
    ids.includes(r.id)
      ? { ...r, is_enabled: enabled, updated_at: new Date().toISOString(), updated_by: 'u-grace' }
      : r,
  );
  return {
    data: {
      id: module_id,
      is_enabled: enabled,
      also_switched_off: also.map((r) => ({ id: r.id, name: r.name })),
    },
  };
}

function database(q: RecordedQuery) {
  if (q.table === 'profiles') return { data: people };
  if (q.table === 'rpc/set_module_enabled') return applySwitch(q);
  if (q.table === 'system_module_dependencies') return { data: dependencies };
  return { data: table.map((r) => ({ ...r })) };
}
const updates = () => fakeSupabase.queries.filter((q) => q.table === 'rpc/set_module_enabled');
const moduleSwitch = (name: string) => screen.getByRole('switch', { name });

function renderPanel() {
  return renderWithKernel(<ModulesPanel />, {
    path: '/dashboard/settings',
    profile: fakeProfile('u-grace', 'superadmin'),
  });
}

beforeEach(() => {
  vi.clearAllMocks();
  fakeSupabase.reset();
  dependencies = [];
  table = [
    {
      id: 'customers',
      name: 'Customers',
      description: 'Client records',
      is_enabled: false,
      sort_order: 1,
      updated_at: SEEDED,
      updated_by: null,
    },
    {
      id: 'leads',
      name: 'Leads',
      description: 'Enquiries',
      is_enabled: true,
      sort_order: 2,
      updated_at: SEEDED,
      updated_by: null,
    },
  ];
  fakeSupabase.respond(database);
});

describe('a superadmin switching modules', () => {
  it('sees a module not built yet as "not available yet", and cannot switch it on', async () => {
    table.push({
      id: 'hr',
      name: 'HR',
      description: 'Employees',
      is_enabled: false,
      sort_order: 3,
      updated_at: SEEDED,
      updated_by: null,
    });
    const manifest = (id: string, comingSoon: boolean) =>
      ({
        id,
        moduleId: id,
        title: id,
        description: id,
        routes: [
          comingSoon
            ? { path: `/dashboard/${id}`, title: id, comingSoon: true }
            : { path: `/dashboard/${id}`, title: id, load: async () => ({ default: () => null }) },
        ],
      }) as PluginManifest;
    renderWithKernel(<ModulesPanel />, {
      path: '/dashboard/settings',
      profile: fakeProfile('u-grace', 'superadmin'),
      plugins: [manifest('hr', true), manifest('customers', false), manifest('leads', false)],
    });
    const hr = await screen.findByRole('switch', { name: 'HR' });
    expect(hr).toBeDisabled();
    expect(hr).toHaveAccessibleDescription(/^Not available yet\..*Employees$/);
    expect(moduleSwitch('Customers')).toBeEnabled();
    expect(screen.getAllByText('Not available yet')).toHaveLength(1);
  });

  it('sees one switch per module, named after it, showing whether it is on', async () => {
    renderPanel();
    expect(await screen.findByRole('switch', { name: 'Leads' })).toBeChecked();
    expect(moduleSwitch('Customers')).not.toBeChecked();
    expect(screen.getByText('Client records')).toBeInTheDocument();
    expect(fakeSupabase.queries[0]).toEqual({
      table: 'system_modules',
      calls: [
        ['select', 'id, name, description, is_enabled, sort_order, updated_at, updated_by'],
        ['eq', 'organization_id', 1],
        ['order', 'sort_order'],
        ['order', 'name'],
      ],
    });
  });

  it('turns a module on at once, saves it and offers an undo', async () => {
    let release!: () => void;
    fakeSupabase.respond((q) =>
      q.table === 'rpc/set_module_enabled'
        ? new Promise((r) => (release = () => r(applySwitch(q))))
        : database(q),
    );
    renderPanel();
    await userEvent.click(await screen.findByRole('switch', { name: 'Customers' }));
    // On while the save is still on its way, and held until it is done.
    expect(moduleSwitch('Customers')).toBeChecked();
    expect(moduleSwitch('Customers')).toBeDisabled();
    expect(updates()[0].args).toEqual({ module_id: 'customers', enabled: true });
    fakeSupabase.respond(database);
    act(() => release());
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Customers enabled',
        expect.objectContaining({ action: expect.objectContaining({ label: 'Undo' }) }),
      ),
    );
    await waitFor(() => expect(moduleSwitch('Customers')).toBeEnabled());
    expect(moduleSwitch('Customers')).toBeChecked();
    // Undo switches it back off without asking again.
    act(() => toast.success.mock.calls[0][1].action.onClick());
    await waitFor(() => expect(updates()).toHaveLength(2));
    expect(updates()[1].args).toEqual({ module_id: 'customers', enabled: false });
    await waitFor(() => expect(moduleSwitch('Customers')).not.toBeChecked());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks before turning a module off, and does nothing when cancelled', async () => {
    renderPanel();
    await userEvent.click(await screen.findByRole('switch', { name: 'Leads' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Staff will lose access to Leads');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(updates()).toHaveLength(0);
    expect(moduleSwitch('Leads')).toBeChecked();
  });

  it('turns a module off once confirmed', async () => {
    renderPanel();
    await userEvent.click(await screen.findByRole('switch', { name: 'Leads' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    expect(updates()[0].args).toEqual({ module_id: 'leads', enabled: false });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Leads disabled', expect.anything()));
    expect(moduleSwitch('Leads')).not.toBeChecked();
  });

  it('puts the switch back and shows an error when saving fails', async () => {
    fakeSupabase.respond((q) =>
      q.table === 'rpc/set_module_enabled'
        ? {
            data: null,
            error: { message: 'Only a superadmin can switch modules', code: '42501' },
            status: 403,
          }
        : database(q),
    );
    renderPanel();
    await userEvent.click(await screen.findByRole('switch', { name: 'Customers' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Could not change Customers: Only a superadmin can switch modules',
      ),
    );
    await waitFor(() => expect(moduleSwitch('Customers')).toBeEnabled());
    expect(moduleSwitch('Customers')).not.toBeChecked();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('sees what a module needs and what needs it, and the database’s refusal to switch one on without it', async () => {
    dependencies = [{ module_id: 'leads', requires: 'customers' }];
    table[1] = { ...table[1], is_enabled: false };
    fakeSupabase.respond((q) =>
      q.table === 'rpc/set_module_enabled'
        ? {
            data: null,
            error: { message: 'Leads needs Customers: switch Customers on first', code: '23514' },
            status: 400,
          }
        : database(q),
    );
    renderPanel();
    await userEvent.click(await screen.findByRole('switch', { name: 'Leads' }));
    expect(screen.getByTestId('module-leads-dependencies')).toHaveTextContent('Needs Customers (off).');
    expect(screen.getByTestId('module-customers-dependencies')).toHaveTextContent('Leads needs it.');
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Could not change Leads: Leads needs Customers: switch Customers on first',
      ),
    );
    await waitFor(() => expect(moduleSwitch('Leads')).not.toBeChecked());
  });

  it('is told which modules go off with one that others need before confirming, and Undo brings them all back', async () => {
    dependencies = [{ module_id: 'leads', requires: 'customers' }];
    table[0] = { ...table[0], is_enabled: true };
    renderPanel();
    await userEvent.click(await screen.findByRole('switch', { name: 'Customers' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Leads needs Customers and will be turned off too.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Customers disabled, with Leads', expect.anything()),
    );
    expect(updates().map((q) => q.args)).toEqual([{ module_id: 'customers', enabled: false }]);
    await waitFor(() => expect(moduleSwitch('Leads')).not.toBeChecked());
    expect(moduleSwitch('Customers')).not.toBeChecked();
    act(() => toast.success.mock.calls[0][1].action.onClick());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Customers enabled, with Leads'));
    expect(updates().map((q) => q.args)).toEqual([
      { module_id: 'customers', enabled: false },
      { module_id: 'customers', enabled: true },
      { module_id: 'leads', enabled: true },
    ]);
    await waitFor(() => expect(moduleSwitch('Leads')).toBeChecked());
  });

  it('follows a change made in another session, with who made it', async () => {
    renderPanel();
    await screen.findByRole('switch', { name: 'Leads' });
    await waitFor(() => expect(fakeSupabase.openChannels()).toHaveLength(1));
    expect(fakeSupabase.openChannels()[0].listeners[0].filter).toEqual({
      event: '*',
      schema: 'public',
      table: 'system_modules',
      filter: 'organization_id=eq.1',
    });
    const minutesAgo = new Date(Date.now() - 5 * 60_000).toISOString();
    table[1] = { ...table[1], is_enabled: false, updated_at: minutesAgo, updated_by: 'u-grace' };
    act(() =>
      fakeSupabase.change({
        table: 'system_modules',
        eventType: 'UPDATE',
        new: { id: 'leads', is_enabled: false },
      }),
    );
    await waitFor(() => expect(moduleSwitch('Leads')).not.toBeChecked());
    expect(
      await screen.findByText(lastChange(/^Turned off 5 minutes ago by Grace Wanjiru$/)),
    ).toBeInTheDocument();
  });

  it('says who last turned a module off, and when', async () => {
    table[0] = { ...table[0], updated_at: '2026-11-20T08:30:00Z', updated_by: 'u-grace' };
    renderPanel();
    const line = await screen.findByText(lastChange(/^Turned off .* ago by Grace Wanjiru$/));
    expect(line.querySelector('time')).toHaveAttribute('datetime', '2026-11-20T08:30:00Z');
    // The exact time is the company's (Nairobi, UTC+3), whatever the zone of the computer showing it.
    expect(line.querySelector('time')).toHaveAttribute('title', '20 Nov 2026, 11:30');
    // A module nobody has switched since it was set up says nothing.
    expect(screen.getAllByText(lastChange(/^Turned/))).toHaveLength(1);
  });

  it('credits the superadmin’s own switch to them, as the database recorded it', async () => {
    renderPanel();
    await userEvent.click(await screen.findByRole('switch', { name: 'Customers' }));
    expect(
      await screen.findByText(lastChange(/^Turned on less than a minute ago by Grace Wanjiru$/)),
    ).toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    fakeSupabase.respond(() => ({ data: null, error: { message: 'network down' }, status: 0 }));
    renderPanel();
    expect(await screen.findByText(/could not be loaded: network down/)).toBeInTheDocument();
    fakeSupabase.respond(database);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'Leads' })).toBeInTheDocument();
  });
});
