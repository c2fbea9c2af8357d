// Home with the real installed plugins, widgets and menu builder; the profile and module switches are faked.
import { PluginsProvider } from '@kernel/extensions/plugins-context.tsx';
import type { PluginManifest } from '@kernel/registry/types.ts';
import type { Role } from '@kernel/roles.ts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { plugins } from '../../../config/plugins.ts';

const state = vi.hoisted(() => ({
  role: 'staff' as Role,
  fullName: 'Amina Wanjiku Hassan',
  enabled: new Set<string>(),
}));
vi.mock('@kernel/session/use-profile.ts', () => ({
  useProfile: () => ({
    profile: { role: state.role, full_name: state.fullName },
    loading: false,
    error: null,
    updateProfile: vi.fn(),
    refresh: vi.fn(),
  }),
}));
vi.mock('@kernel/modules/use-modules.ts', () => ({
  useModules: () => ({ modules: [], loading: false, isEnabled: (id: string) => state.enabled.has(id) }),
}));

import HomePage from './home-page.tsx';

function renderHome(installed: PluginManifest[] = plugins) {
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <PluginsProvider plugins={installed}>
        <HomePage />
      </PluginsProvider>
    </MemoryRouter>,
  );
}

async function cardNames(): Promise<string[]> {
  const list = await screen.findByRole('list', { name: 'Your modules' });
  return within(list)
    .getAllByRole('link')
    .map((a) => a.querySelector('span > span')?.textContent ?? '');
}

beforeEach(() => {
  state.role = 'staff';
  state.fullName = 'Amina Wanjiku Hassan';
  state.enabled = new Set(['leads', 'projects']);
});

describe('the dashboard home', () => {
  it('greets the user by first name and shows their role', async () => {
    renderHome();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/, Amina$/);
    expect(screen.getByText('staff')).toBeInTheDocument();
  });

  it('shows a card for each module in the staff member’s menu, and none for switched-off modules', async () => {
    renderHome();
    const names = await cardNames();
    expect(names).toEqual(expect.arrayContaining(['Leads', 'Projects', 'Quotations', 'Invoicing']));
    expect(names).not.toContain('Customers');
    expect(names).not.toContain('Home');
    expect(names).not.toContain('Users');
    expect(names).not.toContain('Settings');
    const leads = screen.getByRole('link', { name: /^Leads/ });
    expect(leads).toHaveAttribute('href', '/dashboard/leads');
    expect(leads).toHaveTextContent('Enquiries from the website');
  });

  it('adds the admin modules for a superadmin', async () => {
    state.role = 'superadmin';
    state.enabled.add('users');
    renderHome();
    const names = await cardNames();
    expect(names).toEqual(expect.arrayContaining(['Users', 'Settings']));
    // Payment testing is not built yet (only coming-soon screens): no card, whatever the role (ADR 049).
    expect(names).not.toContain('Payment testing');
  });

  it('shows no card for a module not built yet, even when its switch is on', async () => {
    state.enabled.add('hr');
    renderHome();
    expect(await cardNames()).not.toContain('HR');
  });

  it('says so when no module is available', async () => {
    state.enabled = new Set();
    renderHome(plugins.filter((p) => p.id === 'home' || p.moduleId === 'leads'));
    expect(await screen.findByText('No modules available')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your modules' })).not.toBeInTheDocument();
  });

  it('shows another module’s widget between the greeting and the cards, and drops it when the module is off', async () => {
    // Real plugins contribute their own widgets (Leads' "My follow-ups", Projects' "My tasks"); this test keeps
    // Home's own and brings a stand-in instead.
    const withoutLeads = plugins.filter(
      (p) => p.id !== 'leads' && (p.id === 'home' || !p.homeWidgets?.length),
    );
    const followUps: PluginManifest = {
      id: 'leads-kpi',
      moduleId: 'leads',
      title: 'Leads KPI',
      description: 'd',
      routes: [{ path: '/dashboard/leads-kpi', title: 'KPI', comingSoon: true }],
      homeWidgets: [
        {
          id: 'my-follow-ups',
          title: 'My follow-ups',
          order: 20,
          size: 'medium',
          load: () => Promise.resolve({ default: () => <p>3 follow-ups due today</p> }),
        },
      ],
    };
    renderHome([...withoutLeads, followUps]);
    expect(await screen.findByText('3 follow-ups due today')).toBeInTheDocument();
    const regions = screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'));
    expect(regions).toEqual(['Greeting', 'My follow-ups', 'Modules']);

    cleanup();
    state.enabled = new Set();
    renderHome([...withoutLeads, followUps]);
    expect(await cardNames()).not.toContain('Leads');
    expect(screen.queryByRole('region', { name: 'My follow-ups' })).not.toBeInTheDocument();
  });
});
