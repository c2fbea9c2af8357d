import type { Session } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import type { ModuleId } from '../registry/module-ids.ts';
import type { Role } from '../roles.ts';
import {
  type AuthStatus,
  decideAccess,
  decideDashboardAccess,
  isPosCustomer,
  TOAST_CUSTOMER_DENIED,
  TOAST_LOGIN_REQUIRED,
} from './decide-access.ts';
import { specPublicPaths } from './testing/spec-public-paths.ts';

const session = (meta: Record<string, unknown> = {}) =>
  ({ access_token: 't', user: { id: 'u1', user_metadata: meta } }) as unknown as Session;
const STATUSES: AuthStatus[] = ['loading', 'signed-out', 'signed-in'];

describe('the toasts say exactly what spec §8 says', () => {
  it('uses the two catalogue texts', () => {
    expect(TOAST_LOGIN_REQUIRED).toBe('Please log in to access this page');
    expect(TOAST_CUSTOMER_DENIED).toBe('Access denied for customer accounts');
  });
});

describe('a POS customer is recognised by user_metadata.is_pos_customer === true', () => {
  it('only the boolean true counts', () => {
    expect(isPosCustomer(session({ is_pos_customer: true }))).toBe(true);
    expect(isPosCustomer(session({ is_pos_customer: 'true' }))).toBe(false);
    expect(isPosCustomer(session({ is_pos_customer: false }))).toBe(false);
    expect(isPosCustomer(session())).toBe(false);
    expect(isPosCustomer(null)).toBe(false);
  });
});

describe('the route guard (spec §4, §8)', () => {
  it('lets anyone open a public path, signed in or not, even while the session is checked', () => {
    for (const status of STATUSES) {
      const s = status === 'signed-in' ? session() : null;
      expect(decideAccess({ publicPaths: specPublicPaths, path: '/about', status, session: s })).toBe(
        'allow',
      );
      expect(decideAccess({ publicPaths: specPublicPaths, path: '/shop', status, session: s })).toBe('allow');
      expect(decideAccess({ publicPaths: specPublicPaths, path: '/', status, session: s })).toBe('allow');
    }
  });

  it('lets a POS customer use the public site and the shop', () => {
    const customer = session({ is_pos_customer: true });
    expect(
      decideAccess({ publicPaths: specPublicPaths, path: '/shop', status: 'signed-in', session: customer }),
    ).toBe('allow');
  });

  it('shows the spinner on a dashboard path while the session is being checked', () => {
    expect(
      decideAccess({ publicPaths: specPublicPaths, path: '/dashboard', status: 'loading', session: null }),
    ).toBe('spinner');
    expect(
      decideAccess({
        publicPaths: specPublicPaths,
        path: '/dashboard/leads',
        status: 'loading',
        session: null,
      }),
    ).toBe('spinner');
  });

  it('sends a signed-out visitor on a dashboard path to /login with the toast and remembers path and query', () => {
    expect(
      decideAccess({
        publicPaths: specPublicPaths,
        path: '/dashboard/leads',
        search: '?page=2',
        status: 'signed-out',
        session: null,
      }),
    ).toEqual({ redirect: '/login', toast: TOAST_LOGIN_REQUIRED, remember: '/dashboard/leads?page=2' });
    expect(
      decideAccess({ publicPaths: specPublicPaths, path: '/dashboard', status: 'signed-out', session: null }),
    ).toEqual({
      redirect: '/login',
      toast: TOAST_LOGIN_REQUIRED,
      remember: '/dashboard',
    });
  });

  it('protects dashboard paths whatever their letter case', () => {
    expect(
      decideAccess({
        publicPaths: specPublicPaths,
        path: '/Dashboard/Leads',
        status: 'signed-out',
        session: null,
      }),
    ).toMatchObject({
      redirect: '/login',
      remember: '/Dashboard/Leads',
    });
  });

  it('refuses a POS customer on a dashboard path with its own message, and does not remember the path', () => {
    expect(
      decideAccess({
        publicPaths: specPublicPaths,
        path: '/dashboard/leads',
        status: 'signed-in',
        session: session({ is_pos_customer: true }),
      }),
    ).toEqual({ redirect: '/login', toast: TOAST_CUSTOMER_DENIED });
  });

  it('lets a signed-in session that is not a POS customer into the dashboard (the role is the per-route guard’s job)', () => {
    expect(
      decideAccess({
        publicPaths: specPublicPaths,
        path: '/dashboard/leads',
        status: 'signed-in',
        session: session(),
      }),
    ).toBe('allow');
    expect(
      decideAccess({
        publicPaths: specPublicPaths,
        path: '/dashboard',
        status: 'signed-in',
        session: session({ is_pos_customer: false }),
      }),
    ).toBe('allow');
  });

  it('lets the survey fill page under /dashboard through without a session', () => {
    expect(
      decideAccess({
        publicPaths: specPublicPaths,
        path: '/dashboard/feedback/surveys/9/fill',
        status: 'signed-out',
        session: null,
      }),
    ).toBe('allow');
    expect(
      decideAccess({
        publicPaths: specPublicPaths,
        path: '/dashboard/feedback/surveys/9/fill',
        status: 'loading',
        session: null,
      }),
    ).toBe('allow');
  });

  it('protects the other survey screens under /dashboard', () => {
    expect(
      decideAccess({
        publicPaths: specPublicPaths,
        path: '/dashboard/feedback/surveys/9/edit',
        status: 'signed-out',
        session: null,
      }),
    ).toMatchObject({ redirect: '/login' });
  });

  it('leaves unknown paths to the router (the not-found page), signed in or not', () => {
    expect(
      decideAccess({ publicPaths: specPublicPaths, path: '/nope', status: 'signed-out', session: null }),
    ).toBe('allow');
    expect(
      decideAccess({ publicPaths: specPublicPaths, path: '/nope', status: 'loading', session: null }),
    ).toBe('allow');
    expect(
      decideAccess({
        publicPaths: specPublicPaths,
        path: '/dashboards',
        status: 'signed-out',
        session: null,
      }),
    ).toBe('allow');
  });
});

describe('a signed-in user on /login goes to /dashboard (spec §2, §4)', () => {
  it('sends a signed-in user on /login to /dashboard', () => {
    expect(
      decideAccess({ publicPaths: specPublicPaths, path: '/login', status: 'signed-in', session: session() }),
    ).toEqual({
      redirect: '/dashboard',
    });
    expect(
      decideAccess({
        publicPaths: specPublicPaths,
        path: '/login/',
        status: 'signed-in',
        session: session(),
        isStaff: true,
      }),
    ).toEqual({ redirect: '/dashboard' });
  });
  it('shows the sign-in form to a signed-out visitor', () => {
    expect(
      decideAccess({ publicPaths: specPublicPaths, path: '/login', status: 'signed-out', session: null }),
    ).toBe('allow');
  });
  it('waits with a spinner while the session, or the signed-in user’s profile, is being read', () => {
    expect(
      decideAccess({ publicPaths: specPublicPaths, path: '/login', status: 'loading', session: null }),
    ).toBe('spinner');
    expect(
      decideAccess({
        publicPaths: specPublicPaths,
        path: '/login',
        status: 'signed-in',
        session: session(),
        isStaff: null,
      }),
    ).toBe('spinner');
  });
  it('keeps a refused account on /login instead of bouncing it back and forth', () => {
    expect(
      decideAccess({
        publicPaths: specPublicPaths,
        path: '/login',
        status: 'signed-in',
        session: session(),
        isStaff: false,
      }),
    ).toBe('allow');
    expect(
      decideAccess({
        publicPaths: specPublicPaths,
        path: '/login',
        status: 'signed-in',
        session: session({ is_pos_customer: true }),
      }),
    ).toBe('allow');
  });
  it('applies only to /login, not to the other auth pages', () => {
    expect(
      decideAccess({
        publicPaths: specPublicPaths,
        path: '/signup',
        status: 'signed-in',
        session: session(),
      }),
    ).toBe('allow');
    expect(
      decideAccess({
        publicPaths: specPublicPaths,
        path: '/reset-password',
        status: 'signed-in',
        session: session(),
      }),
    ).toBe('allow');
  });
});

describe('the dashboard guard per route (spec §6, §8)', () => {
  const all = () => true;
  const base = {
    user: { id: 'u1' },
    role: 'staff' as Role | null,
    profileLoading: false,
    isEnabled: all as (id: ModuleId) => boolean,
  };

  it('sends a request without user to /login', () => {
    expect(decideDashboardAccess({ ...base, user: null, role: null })).toEqual({ redirect: '/login' });
    expect(decideDashboardAccess({ ...base, user: null, requiredRole: 'superadmin' })).toEqual({
      redirect: '/login',
    });
  });

  it('waits with a spinner while the role is not known yet', () => {
    expect(decideDashboardAccess({ ...base, role: null, profileLoading: true })).toBe('spinner');
  });

  it('keeps a known role while the profile is read again', () => {
    expect(decideDashboardAccess({ ...base, role: 'admin', profileLoading: true })).toBe('allow');
  });

  it('reports a failed profile fetch instead of guessing a role', () => {
    expect(decideDashboardAccess({ ...base, role: null, profileError: 'Failed to fetch profile' })).toEqual({
      error: 'Failed to fetch profile',
    });
  });

  it('reports a disabled account (profiles.is_active false) whatever its role, before role or module checks', () => {
    for (const role of ['staff', 'admin', 'superadmin'] as const)
      expect(
        decideDashboardAccess({ ...base, role, active: false, requiredRole: 'admin', moduleId: 'users' }),
      ).toEqual({ disabled: true });
    expect(decideDashboardAccess({ ...base, active: true })).toBe('allow');
  });

  it('refuses an account whose profile is a customer, whatever its metadata says', () => {
    expect(decideDashboardAccess({ ...base, role: 'customer' })).toEqual({
      redirect: '/login',
      toast: TOAST_CUSTOMER_DENIED,
    });
    expect(decideDashboardAccess({ ...base, role: null })).toEqual({
      redirect: '/login',
      toast: TOAST_CUSTOMER_DENIED,
    });
  });

  it('lets every staff role open screens without a required role or module (home, quotations, invoicing)', () => {
    for (const role of ['staff', 'admin', 'superadmin'] as const)
      expect(decideDashboardAccess({ ...base, role })).toBe('allow');
  });

  it('lets only a superadmin through a superadmin route; others go to /dashboard', () => {
    expect(decideDashboardAccess({ ...base, role: 'superadmin', requiredRole: 'superadmin' })).toBe('allow');
    for (const role of ['admin', 'staff'] as const)
      expect(decideDashboardAccess({ ...base, role, requiredRole: 'superadmin' })).toEqual({
        redirect: '/dashboard',
        toast: 'Only a superadmin can open that page',
      });
  });

  it('lets superadmin and admin through an admin route; staff go to /dashboard', () => {
    expect(decideDashboardAccess({ ...base, role: 'superadmin', requiredRole: 'admin' })).toBe('allow');
    expect(decideDashboardAccess({ ...base, role: 'admin', requiredRole: 'admin' })).toBe('allow');
    expect(decideDashboardAccess({ ...base, role: 'staff', requiredRole: 'admin' })).toEqual({
      redirect: '/dashboard',
      toast: 'Only an administrator can open that page',
    });
  });

  it('sends a disabled module to /dashboard saying it is switched off, for every role, and lets an enabled one through', () => {
    const isEnabled = (id: ModuleId) => id !== 'leads';
    expect(decideDashboardAccess({ ...base, moduleId: 'leads', isEnabled })).toMatchObject({
      toast: 'This module is switched off. Ask a superadmin to turn it on.',
    });
    for (const role of ['staff', 'admin', 'superadmin'] as const) {
      expect(
        decideDashboardAccess({ ...base, role, moduleId: 'leads', moduleName: 'Leads', isEnabled }),
      ).toEqual({
        redirect: '/dashboard',
        toast: 'Leads is switched off. Ask a superadmin to turn it on.',
      });
      expect(decideDashboardAccess({ ...base, role, moduleId: 'hr', isEnabled })).toBe('allow');
    }
  });

  it('checks the role before the module: an admin on a superadmin module route goes to /dashboard', () => {
    expect(
      decideDashboardAccess({ ...base, role: 'admin', requiredRole: 'superadmin', moduleId: 'users' }),
    ).toEqual({ redirect: '/dashboard', toast: 'Only a superadmin can open that page' });
  });

  it('asks about the module only when the route names one', () => {
    const asked: string[] = [];
    const isEnabled = (id: ModuleId) => {
      asked.push(id);
      return false;
    };
    decideDashboardAccess({ ...base, isEnabled });
    expect(asked).toEqual([]);
  });
});
