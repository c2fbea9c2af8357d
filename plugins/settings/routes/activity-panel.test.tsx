// Settings → Activity with the plugin's data functions faked, on the kernel's test harness,
// installed beside a plugin that describes its own events (as Users does), so Settings words only its own.
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import type { PluginManifest } from '@kernel/registry/types.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '../activity.ts';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));
const data = vi.hoisted(() => ({ listActivity: vi.fn() }));
vi.mock('../data.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../data.ts')>()),
  listActivity: data.listActivity,
}));

import { manifest as settings } from '../manifest.ts';
import { ActivityPanel } from './activity-panel.tsx';

const accounts: PluginManifest = {
  id: 'accounts',
  title: 'Accounts',
  description: 'd',
  routes: [{ path: '/dashboard/accounts', title: 'Accounts', comingSoon: true }],
  eventDescribers: [
    {
      family: 'user',
      label: 'Accounts and roles',
      describe: (e, { actor, nameOf }) =>
        e.action === 'user.role_changed' ? `${actor} promoted ${nameOf(e.target)}` : null,
    },
  ],
};

const names = new Map([
  ['u-grace', 'Grace Wanjiru'],
  ['u-amina', 'Amina Hassan'],
]);
const ENTRIES: AuditEntry[] = [
  {
    id: 2,
    at: new Date(Date.now() - 2 * 3600_000).toISOString(),
    actor: 'u-grace',
    action: 'module.disabled',
    target: 'leads',
    details: { name: 'Leads' },
  },
  {
    id: 1,
    at: '2026-11-20T08:30:00Z',
    actor: 'u-grace',
    action: 'user.role_changed',
    target: 'u-amina',
    details: { from: 'staff', to: 'admin' },
  },
];

let search: () => string;
function renderAt(path: string) {
  const view = renderWithKernel(<ActivityPanel />, { path, plugins: [settings, accounts] });
  search = () => view.location().search;
}

beforeEach(() => {
  vi.clearAllMocks();
  data.listActivity.mockResolvedValue({ entries: ENTRIES, names, total: 2 });
});

describe('a superadmin reading the activity', () => {
  it('filters by every event family an installed plugin describes', async () => {
    renderAt('/dashboard/settings?tab=activity');
    const filter = await screen.findByRole('combobox', { name: 'Show' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Everything', 'Module switches', 'Scheduled jobs', 'Accounts and roles']);
  });

  it('treats a family no installed plugin describes as everything', async () => {
    renderAt('/dashboard/settings?tab=activity&kind=robots');
    await screen.findAllByRole('listitem');
    expect(data.listActivity).toHaveBeenCalledWith({ kind: '', page: 1 });
  });

  it('reads who did what, newest first, with how long ago', async () => {
    renderAt('/dashboard/settings?tab=activity');
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Grace Wanjiru turned off Leads');
    expect(items[0]).toHaveTextContent('about 2 hours ago');
    // Worded by the plugin that owns the event, not by Settings.
    expect(items[1]).toHaveTextContent('Grace Wanjiru promoted Amina Hassan');
    expect(items[1].querySelector('time')).toHaveAttribute('datetime', '2026-11-20T08:30:00Z');
    expect(data.listActivity).toHaveBeenCalledWith({ kind: '', page: 1 });
  });

  it('filters by kind and pages, both kept in the address bar', async () => {
    data.listActivity.mockResolvedValue({ entries: ENTRIES, names, total: 60 });
    renderAt('/dashboard/settings?tab=activity');
    await screen.findAllByRole('listitem');
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(search()).toBe('?tab=activity&page=2'));
    await waitFor(() => expect(data.listActivity).toHaveBeenLastCalledWith({ kind: '', page: 2 }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Module switches');
    await waitFor(() => expect(search()).toBe('?tab=activity&kind=module'));
    await waitFor(() => expect(data.listActivity).toHaveBeenLastCalledWith({ kind: 'module', page: 1 }));
  });

  it('says when there is nothing yet, and offers a retry when loading fails', async () => {
    data.listActivity.mockRejectedValueOnce(new Error('network down'));
    renderAt('/dashboard/settings?tab=activity&kind=user');
    expect(await screen.findByRole('alert')).toHaveTextContent('network down');
    data.listActivity.mockResolvedValueOnce({ entries: [], names: new Map(), total: 0 });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing of this kind yet')).toBeInTheDocument();
  });
});
