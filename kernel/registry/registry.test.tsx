import { Building2, Settings, Target } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { buildMenu } from './build-menu.ts';
import { buildRoutes } from './build-routes.tsx';
import type { PluginManifest } from './types.ts';
import { validateManifests } from './validate.ts';

const screen = () => Promise.resolve({ default: () => null });
const leads: PluginManifest = {
  id: 'leads',
  moduleId: 'leads',
  title: 'Leads',
  description: 'd',
  nav: { label: 'Leads', icon: Target, section: 'sales', order: 20 },
  routes: [
    { path: '/dashboard/leads', title: 'Leads', load: screen },
    { path: '/dashboard/lead/:id', title: 'Lead', load: screen },
  ],
};
const customers: PluginManifest = {
  id: 'customers',
  moduleId: 'customers',
  title: 'Customers',
  description: 'd',
  nav: { label: 'Customers', icon: Building2, section: 'sales', order: 10 },
  routes: [{ path: '/dashboard/customers', title: 'Customers', load: screen }],
};
const settings: PluginManifest = {
  id: 'settings',
  requiredRole: 'superadmin',
  title: 'Settings',
  description: 'd',
  nav: { label: 'Settings', icon: Settings, section: 'admin', order: 1 },
  routes: [{ path: '/dashboard/settings', title: 'Settings', load: screen }],
};
const fill: PluginManifest = {
  id: 'feedback',
  moduleId: 'feedback',
  title: 'Feedback',
  description: 'd',
  routes: [
    { path: '/dashboard/feedback', title: 'Feedback', load: screen },
    { path: '/dashboard/feedback/surveys/:id/fill', title: 'Fill', load: screen, public: true },
  ],
};
const all = () => true;

describe('the menu is generated from the manifests', () => {
  it('groups items by section in a fixed order and sorts them by order', () => {
    const menu = buildMenu([settings, leads, customers], 'superadmin', all);
    expect(menu.map((s) => s.section)).toEqual(['sales', 'admin']);
    expect(menu[0].items.map((i) => i.label)).toEqual(['Customers', 'Leads']);
  });
  it('hides what the role may not open', () => {
    const menu = buildMenu([settings, leads], 'admin', all);
    expect(menu.flatMap((s) => s.items.map((i) => i.label))).toEqual(['Leads']);
  });
  it('hides disabled modules and drops empty sections', () => {
    const menu = buildMenu([leads, customers, settings], 'staff', (id) => id !== 'leads');
    expect(menu).toHaveLength(1);
    expect(menu[0].items.map((i) => i.label)).toEqual(['Customers']);
  });
  it('shows nothing to a customer or a user without a role', () => {
    expect(buildMenu([leads], 'customer', all)).toEqual([]);
    expect(buildMenu([leads], null, all)).toEqual([]);
  });
  it('points an entry at the first route unless the nav says otherwise', () => {
    expect(buildMenu([leads], 'staff', all)[0].items[0].path).toBe('/dashboard/leads');
  });
});

describe('the router is generated from the manifests', () => {
  it('puts guarded screens under the dashboard and public ones outside it', () => {
    const r = buildRoutes([leads, fill]);
    expect(r.dashboard.map((x) => x.path)).toEqual([
      '/dashboard/leads',
      '/dashboard/lead/:id',
      '/dashboard/feedback',
    ]);
    expect(r.public.map((x) => x.path)).toEqual(['/dashboard/feedback/surveys/:id/fill']);
    expect(r.dashboard[0].handle).toEqual({ title: 'Leads', pluginId: 'leads' });
    expect(typeof r.dashboard[0].lazy).toBe('function');
  });
  it('makes /dashboard itself the index route', () => {
    const home: PluginManifest = {
      id: 'home',
      title: 'Home',
      description: 'd',
      routes: [{ path: '/dashboard', title: 'Home', load: screen }],
    };
    expect(buildRoutes([home]).dashboard[0]).toMatchObject({ index: true });
  });
});

describe('manifest mistakes stop the app at start with a clear message', () => {
  it('accepts valid manifests', () => {
    expect(() => validateManifests([leads, customers, settings, fill])).not.toThrow();
  });
  it('rejects two plugins with one id, or one path twice', () => {
    expect(() => validateManifests([leads, { ...leads }])).toThrow(/Two plugins have the id "leads"/);
    expect(() => validateManifests([leads, { ...customers, routes: leads.routes }])).toThrow(
      /declared by both/,
    );
  });
  it('rejects a route outside /dashboard and an unknown module', () => {
    expect(() =>
      validateManifests([{ ...customers, routes: [{ path: '/x', title: 'x', load: screen }] }]),
    ).toThrow(/not under \/dashboard/);
    expect(() => validateManifests([{ ...customers, moduleId: 'nope' as never }])).toThrow(/unknown module/);
  });
});
