// Settings renders the panels the installed plugins contribute; the profile and
// module switches are faked, the panels are tiny stand-ins.
import { PluginsProvider } from '@kernel/extensions/plugins-context.tsx';
import type { PluginManifest } from '@kernel/registry/types.ts';
import type { Role } from '@kernel/roles.ts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const state = vi.hoisted(() => ({ role: 'superadmin' as Role, enabled: new Set<string>(['leads']) }));
vi.mock('@kernel/session/use-profile.ts', () => ({
  useProfile: () => ({ profile: { role: state.role }, loading: false, error: null }),
}));
vi.mock('@kernel/modules/use-modules.ts', () => ({
  useModules: () => ({ modules: [], loading: false, isEnabled: (id: string) => state.enabled.has(id) }),
}));

import { manifest } from '../manifest.ts';
import SettingsPage from './settings-page.tsx';

const panel = (text: string) => () => Promise.resolve({ default: () => <p>{text}</p> });
const settings: PluginManifest = {
  ...manifest,
  settingsPanels: manifest.settingsPanels?.map((p) => ({ ...p, load: panel(`${p.label} panel`) })),
};
const leads: PluginManifest = {
  id: 'leads',
  moduleId: 'leads',
  title: 'Leads',
  description: 'd',
  routes: [{ path: '/dashboard/leads', title: 'Leads', comingSoon: true }],
  settingsPanels: [
    { id: 'lead-sources', label: 'Lead sources', order: 50, load: panel('Lead sources panel') },
    {
      id: 'broken',
      label: 'Broken',
      order: 60,
      load: () =>
        Promise.resolve({
          default: () => {
            throw new Error('boom');
          },
        }),
    },
  ],
};

let search = '';
function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard/settings',
        element: (
          <PluginsProvider plugins={[leads, settings]}>
            <SettingsPage />
          </PluginsProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  router.subscribe((s) => {
    search = s.location.search;
  });
  render(<RouterProvider router={router} />);
}

const tabNames = () =>
  within(screen.getByRole('tablist', { name: 'Settings sections' }))
    .getAllByRole('tab')
    .map((t) => t.textContent);

beforeEach(() => {
  state.role = 'superadmin';
  state.enabled = new Set(['leads']);
  search = '';
});

describe('Settings shows the panels the installed plugins contribute', () => {
  it('one tab per panel in order, the first open, its heading and description above it', async () => {
    renderAt('/dashboard/settings');
    expect(tabNames()).toEqual([
      'Modules',
      'Company',
      'Website',
      'Lead sources',
      'Broken',
      'Scheduled jobs',
      'Activity',
    ]);
    expect(screen.getByRole('tab', { name: 'Modules' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Modules panel')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Modules' })).toBeInTheDocument();
    expect(screen.getByText(/Switch modules on or off/)).toBeInTheDocument();
  });

  it('keeps the open tab in the address bar, and the first tab as the plain address', async () => {
    renderAt('/dashboard/settings?tab=activity&kind=user&page=2');
    expect(await screen.findByText('Activity panel')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Lead sources' }));
    await waitFor(() => expect(search).toBe('?tab=lead-sources'));
    expect(await screen.findByText('Lead sources panel')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Modules' }));
    await waitFor(() => expect(search).toBe(''));
  });

  it('opens the first tab when the address names one that is not there', async () => {
    renderAt('/dashboard/settings?tab=nope');
    expect(screen.getByRole('tab', { name: 'Modules' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Modules panel')).toBeInTheDocument();
  });

  it('a module switched off takes its panels with it', () => {
    state.enabled = new Set();
    renderAt('/dashboard/settings');
    expect(tabNames()).toEqual(['Modules', 'Company', 'Website', 'Scheduled jobs', 'Activity']);
  });

  it('a panel that fails says so in its own tab, and the others keep working', async () => {
    // React reports the caught error on the console; the test only wants the message on screen.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/dashboard/settings?tab=broken');
    expect(await screen.findByRole('alert')).toHaveTextContent('Broken could not be shown');
    await userEvent.click(screen.getByRole('tab', { name: 'Activity' }));
    expect(await screen.findByText('Activity panel')).toBeInTheDocument();
    quiet.mockRestore();
  });

  it('a plugin’s settings panel appears for superadmins only, unless it asks for less', () => {
    state.role = 'admin';
    renderAt('/dashboard/settings');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByText('No settings to show')).toBeInTheDocument();
  });
});
