import { Building2, Settings, Target } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { buildPublicRoutes, buildRoutes, loadScreen } from '../app/build-routes.ts';
import { ManifestError, validateManifests } from '../app/validate.ts';
import { buildMenu, canOpen, isPlaceholder, SECTION_ORDER } from './build-menu.ts';
import { type ModuleId, moduleIdsOf } from './module-ids.ts';
import type { NavSection, PluginManifest } from './types.ts';

const screen = () => Promise.resolve({ default: () => null });
const leads: PluginManifest = {
  id: 'leads',
  moduleId: 'leads',
  title: 'Leads',
  description: 'd',
  nav: { label: 'Leads', icon: Target, section: 'sales', order: 20 },
  routes: [
    { path: '/dashboard/leads', title: 'Leads', load: screen },
    { path: '/dashboard/leads/:id', title: 'Lead', load: screen },
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
const users: PluginManifest = {
  id: 'users',
  moduleId: 'users',
  requiredRole: 'admin',
  title: 'Users',
  description: 'd',
  nav: { label: 'Users', icon: Settings, section: 'admin', order: 5 },
  routes: [{ path: '/dashboard/users', title: 'Users', load: screen }],
};
const feedback: PluginManifest = {
  id: 'feedback',
  moduleId: 'feedback',
  title: 'Feedback',
  description: 'd',
  nav: { label: 'Feedback', icon: Target, section: 'communication', order: 1 },
  routes: [
    { path: '/dashboard/feedback', title: 'Feedback', load: screen },
    { path: '/dashboard/feedback/surveys/:id/fill', title: 'Fill in', load: screen, public: true },
  ],
};
const home: PluginManifest = {
  id: 'home',
  title: 'Home',
  description: 'd',
  nav: { label: 'Home', icon: Target, section: 'overview', order: 0 },
  routes: [{ path: '/dashboard', title: 'Home', load: screen }],
};
const all = () => true;
const labels = (menu: ReturnType<typeof buildMenu>) => menu.flatMap((s) => s.items.map((i) => i.label));

describe('the menu is generated from the manifests', () => {
  it('groups items by section in the fixed order overview, sales, operations, communication, people, admin', () => {
    expect(SECTION_ORDER).toEqual(['overview', 'sales', 'operations', 'communication', 'people', 'admin']);
    const menu = buildMenu([settings, feedback, leads, home, customers], 'superadmin', all);
    expect(menu.map((s) => s.section)).toEqual(['overview', 'sales', 'communication', 'admin']);
  });

  it('sorts items by order, then by label', () => {
    const a = { ...customers, id: 'a', nav: { ...customers.nav!, label: 'Zeta', order: 5 } };
    const b = { ...customers, id: 'b', nav: { ...customers.nav!, label: 'Alpha', order: 5 } };
    const c = { ...customers, id: 'c', nav: { ...customers.nav!, label: 'Mid', order: 1 } };
    expect(labels(buildMenu([a, b, c], 'staff', all))).toEqual(['Mid', 'Alpha', 'Zeta']);
  });

  it('follows the role ladder: staff < admin < superadmin', () => {
    const set = [settings, users, leads];
    expect(labels(buildMenu(set, 'staff', all))).toEqual(['Leads']);
    expect(labels(buildMenu(set, 'admin', all))).toEqual(['Leads', 'Users']);
    expect(labels(buildMenu(set, 'superadmin', all))).toEqual(['Leads', 'Settings', 'Users']);
  });

  it('hides disabled modules and drops sections left empty', () => {
    const menu = buildMenu([leads, customers, feedback], 'staff', (id) => id !== 'feedback');
    expect(menu.map((s) => s.section)).toEqual(['sales']);
    expect(labels(buildMenu([leads, customers], 'staff', (id) => id !== 'leads'))).toEqual(['Customers']);
  });

  it('leaves out a module not built yet (only coming-soon routes), even when its switch is on', () => {
    const hr: PluginManifest = {
      ...customers,
      id: 'hr',
      moduleId: 'hr',
      nav: { ...customers.nav!, label: 'HR' },
      routes: [{ path: '/dashboard/hr', title: 'HR', comingSoon: true }],
    };
    expect(isPlaceholder(hr)).toBe(true);
    expect(isPlaceholder(customers)).toBe(false);
    expect(labels(buildMenu([hr, customers], 'superadmin', all))).toEqual(['Customers']);
    const halfBuilt = {
      ...hr,
      routes: [...hr.routes, { path: '/dashboard/hr/x', title: 'X', load: screen }],
    };
    expect(labels(buildMenu([halfBuilt], 'staff', all))).toEqual(['HR']);
    // A public page built ahead (a survey's fill page) does not make the staff's module built.
    const publicPage = { path: '/dashboard/hr/:id/fill', title: 'Fill', load: screen, public: true };
    expect(isPlaceholder({ routes: [...hr.routes, publicPage] })).toBe(true);
  });

  it('keeps plugins without a module whatever the switches say', () => {
    expect(labels(buildMenu([home, settings], 'superadmin', () => false))).toEqual(['Home', 'Settings']);
  });

  it('shows nothing to a customer or to a user whose role is not known', () => {
    expect(buildMenu([leads, home], 'customer', all)).toEqual([]);
    expect(buildMenu([leads, home], null, all)).toEqual([]);
  });

  it('leaves out plugins without a nav entry', () => {
    const hidden = { ...customers, nav: undefined };
    expect(buildMenu([hidden], 'superadmin', all)).toEqual([]);
  });

  it('points an entry at its nav path, or else at the first route', () => {
    expect(buildMenu([leads], 'staff', all)[0].items[0]).toMatchObject({
      pluginId: 'leads',
      label: 'Leads',
      path: '/dashboard/leads',
      icon: Target,
      order: 20,
    });
    const pos: PluginManifest = {
      ...customers,
      id: 'pos',
      moduleId: 'pos',
      nav: { ...customers.nav!, path: '/dashboard/pos' },
      routes: [
        { path: '/dashboard/pos/index', title: 'POS', load: screen },
        { path: '/dashboard/pos', title: 'POS', load: screen },
      ],
    };
    expect(buildMenu([pos], 'staff', all)[0].items[0].path).toBe('/dashboard/pos');
  });

  it('asks about exactly the module each plugin names', () => {
    const asked: ModuleId[] = [];
    const isEnabled = (id: ModuleId) => {
      asked.push(id);
      return true;
    };
    canOpen(leads, 'staff', isEnabled);
    canOpen(home, 'staff', isEnabled);
    expect(asked).toEqual(['leads']);
  });

  it('does not depend on the order manifests are listed in', () => {
    const one = buildMenu([leads, customers, settings, home], 'superadmin', all);
    const two = buildMenu([home, settings, customers, leads], 'superadmin', all);
    expect(two).toEqual(one);
    const sections: NavSection[] = one.map((s) => s.section);
    expect(sections).toEqual(['overview', 'sales', 'admin']);
  });
});

describe('the router is generated from the manifests', () => {
  it('makes one guarded, lazy, titled route per dashboard screen', () => {
    const routes = buildRoutes([leads, feedback]);
    expect(routes.map((r) => r.path)).toEqual([
      '/dashboard/leads',
      '/dashboard/leads/:id',
      '/dashboard/lead/:id',
      '/dashboard/feedback',
    ]);
    expect(routes[0].handle).toEqual({ title: 'Leads', pluginId: 'leads' });
    for (const r of routes) {
      expect(typeof r.lazy).toBe('function');
      expect(r.element).toBeUndefined();
      expect(r.handle.title).toEqual(expect.any(String));
    }
  });

  it('keeps public routes out of the dashboard and puts them beside it', () => {
    expect(buildPublicRoutes([leads, feedback])).toEqual([
      {
        path: '/dashboard/feedback/surveys/:id/fill',
        handle: { title: 'Fill in', pluginId: 'feedback' },
        lazy: expect.any(Function),
      },
    ]);
  });

  it('makes /dashboard itself the index route of the layout', () => {
    expect(buildRoutes([home])[0]).toMatchObject({ index: true, handle: { title: 'Home' } });
    expect(buildRoutes([home])[0].path).toBeUndefined();
  });

  it('loads a screen only when its route is visited, and wraps it in the guard', async () => {
    let loads = 0;
    const Screen = () => null;
    const load = async () => {
      loads += 1;
      return { default: Screen };
    };
    const manifest: PluginManifest = {
      ...users,
      routes: [
        { path: '/dashboard/users', title: 'Users', load },
        {
          path: '/dashboard/users/audit',
          title: 'Audit',
          requiredRole: 'superadmin',
          load,
        },
      ],
    };
    const [list, audit] = buildRoutes([manifest]);
    expect(loads).toBe(0);
    const loaded = (await (list.lazy as () => Promise<{ Component: () => React.ReactElement }>)()).Component;
    expect(loads).toBe(1);
    const guard = loaded();
    expect(guard.props).toMatchObject({ requiredRole: 'admin', moduleId: 'users' });
    expect((guard.props as { children: React.ReactElement }).children.type).toBe(Screen);
    const auditGuard = (
      await (audit.lazy as () => Promise<{ Component: () => React.ReactElement }>)()
    ).Component();
    expect(auditGuard.props).toMatchObject({ requiredRole: 'superadmin', moduleId: 'users' });
  });

  it('loads a public screen bare, without the guard', async () => {
    const [fill] = buildPublicRoutes([feedback]);
    const result = await (fill.lazy as () => Promise<{ Component: unknown }>)();
    expect(typeof result.Component).toBe('function');
    expect((result.Component as () => unknown)()).toBeNull();
  });
});

describe('manifest mistakes stop the app at start with a clear message', () => {
  const valid = [leads, customers, settings, users, feedback, home];
  it('accepts valid manifests', () => {
    expect(() => validateManifests(valid)).not.toThrow();
  });
  it('rejects two plugins with one id', () => {
    expect(() => validateManifests([leads, { ...leads }])).toThrow(ManifestError);
    expect(() => validateManifests([leads, { ...leads }])).toThrow('Two plugins have the id "leads"');
  });
  it('rejects one path declared twice, also with other parameter names or a trailing slash', () => {
    expect(() => validateManifests([leads, { ...customers, routes: leads.routes }])).toThrow(
      /declared twice/,
    );
    const sneaky = { ...customers, routes: [{ path: '/dashboard/leads/:leadId', title: 'x', load: screen }] };
    expect(() => validateManifests([leads, sneaky])).toThrow(/declared twice \(by "leads" and "customers"\)/);
    const slash = { ...customers, routes: [{ path: '/dashboard/leads/', title: 'x', load: screen }] };
    expect(() => validateManifests([leads, slash])).toThrow(/declared twice/);
  });
  it('rejects a route that does not start with /dashboard', () => {
    for (const path of ['/x', '/dashboardx', 'dashboard/leads', '/shop/dashboard'])
      expect(() =>
        validateManifests([{ ...customers, routes: [{ path, title: 'x', load: screen }] }]),
      ).toThrow(/does not start with \/dashboard/);
  });
  it("accepts a public route outside /dashboard (the shop customer's invoices), but not a guarded one", () => {
    const shop = { path: '/shop/invoices', title: 'Your invoices', public: true, load: screen };
    expect(() => validateManifests([{ ...customers, routes: [...customers.routes, shop] }])).not.toThrow();
    expect(() =>
      validateManifests([{ ...customers, routes: [...customers.routes, { ...shop, public: false }] }]),
    ).toThrow(/does not start with \/dashboard/);
    expect(() =>
      validateManifests([
        { ...customers, routes: [...customers.routes, { ...shop, path: 'shop/invoices' }] },
      ]),
    ).toThrow(/does not start with \/dashboard/);
  });
  it('rejects a module id the database would refuse, a plugin without routes, a route without title', () => {
    for (const bad of ['Leads', 'bulk_sms', '9lives', '', 'x'.repeat(41)])
      expect(() => validateManifests([{ ...customers, moduleId: bad as never }]), bad).toThrow(
        /is not a module id/,
      );
    expect(() => validateManifests([{ ...customers, nav: undefined, routes: [] }])).toThrow(
      /declares no routes/,
    );
    expect(() =>
      validateManifests([
        { ...customers, routes: [{ path: '/dashboard/customers', title: '', load: screen }] },
      ]),
    ).toThrow(/has no title/);
  });
  it('rejects a nav entry that points at no route of the plugin, or at a route with a parameter', () => {
    expect(() =>
      validateManifests([{ ...customers, nav: { ...customers.nav!, path: '/dashboard/elsewhere' } }]),
    ).toThrow(/nav path "\/dashboard\/elsewhere" is not one of its routes/);
    expect(() =>
      validateManifests([{ ...leads, nav: { ...leads.nav!, path: '/dashboard/leads/:id' } }]),
    ).toThrow(/has a parameter/);
  });
  it('rejects a route with neither a screen nor comingSoon, or with both', () => {
    const neither = { path: '/dashboard/customers', title: 'Customers' } as never;
    expect(() => validateManifests([{ ...customers, routes: [neither] }])).toThrow(/not neither/);
    const both = {
      path: '/dashboard/customers',
      title: 'Customers',
      load: screen,
      comingSoon: true,
    } as never;
    expect(() => validateManifests([{ ...customers, routes: [both] }])).toThrow(/not both/);
  });
  it('rejects a role that does not exist, on the plugin or on a route', () => {
    expect(() => validateManifests([{ ...customers, requiredRole: 'owner' as never }])).toThrow(
      /unknown role "owner"/,
    );
    const route = { path: '/dashboard/customers', title: 'x', load: screen, requiredRole: 'root' as never };
    expect(() => validateManifests([{ ...customers, routes: [route] }])).toThrow(/unknown role "root"/);
  });
});

describe('module ids come from the installed manifests', () => {
  it('lists each module switch once, sorted, and leaves out plugins without one', () => {
    const surveys: PluginManifest = {
      ...feedback,
      id: 'surveys',
      routes: [{ path: '/dashboard/surveys', title: 'S', load: screen }],
    };
    expect(moduleIdsOf([users, home, feedback, leads, surveys, settings])).toEqual([
      'feedback',
      'leads',
      'users',
    ]);
  });
  it('lets two plugins share one switch (surveys are gated by feedback)', () => {
    const surveys: PluginManifest = {
      ...feedback,
      id: 'surveys',
      nav: undefined,
      routes: [{ path: '/dashboard/surveys', title: 'S', load: screen }],
    };
    expect(() => validateManifests([feedback, surveys])).not.toThrow();
  });
});

describe('a module not built yet shows the kernel’s coming-soon screen', () => {
  it('loads the kernel’s screen for a route marked comingSoon, inside the same guard', async () => {
    const later: PluginManifest = {
      ...leads,
      routes: [{ path: '/dashboard/leads', title: 'Leads', comingSoon: true }],
    };
    const [route] = buildRoutes([later]);
    const guard = (
      await (route.lazy as () => Promise<{ Component: () => React.ReactElement }>)()
    ).Component();
    expect(guard.props).toMatchObject({ moduleId: 'leads' });
    const inner = (guard.props as { children: React.ReactElement }).children;
    expect(typeof inner.type).toBe('function');
    expect(await loadScreen(later, later.routes[0])).toEqual({ default: expect.any(Function) });
  });
});
