import type { Session } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import {
  decideAccess,
  decideDashboardAccess,
  TOAST_CUSTOMER_DENIED,
  TOAST_LOGIN_REQUIRED,
} from './decide-access.ts';

const session = (meta: Record<string, unknown> = {}) =>
  ({ access_token: 't', user: { id: 'u1', user_metadata: meta } }) as unknown as Session;

describe('the route guard (spec §4, §8)', () => {
  it('lets anyone open a public path, signed in or not, even while the session is checked', () => {
    expect(decideAccess({ pathname: '/about', status: 'loading', session: null })).toEqual({ kind: 'allow' });
    expect(decideAccess({ pathname: '/shop', status: 'signed-out', session: null })).toEqual({
      kind: 'allow',
    });
  });
  it('shows the spinner on a dashboard path while the session is being checked', () => {
    expect(decideAccess({ pathname: '/dashboard', status: 'loading', session: null })).toEqual({
      kind: 'spinner',
    });
  });
  it('sends a signed-out visitor on a dashboard path to /login with the toast and remembers the path', () => {
    expect(
      decideAccess({ pathname: '/dashboard/leads', search: '?page=2', status: 'signed-out', session: null }),
    ).toEqual({
      kind: 'redirect',
      to: '/login',
      toast: TOAST_LOGIN_REQUIRED,
      remember: '/dashboard/leads?page=2',
    });
    expect(TOAST_LOGIN_REQUIRED).toBe('Please log in to access this page');
  });
  it('refuses a POS customer with its own message', () => {
    const d = decideAccess({
      pathname: '/dashboard',
      status: 'signed-in',
      session: session({ is_pos_customer: true }),
    });
    expect(d).toEqual({ kind: 'redirect', to: '/login', toast: TOAST_CUSTOMER_DENIED });
    expect(TOAST_CUSTOMER_DENIED).toBe('Access denied for customer accounts');
  });
  it('lets a signed-in staff session into the dashboard', () => {
    expect(decideAccess({ pathname: '/dashboard/leads', status: 'signed-in', session: session() })).toEqual({
      kind: 'allow',
    });
  });
  it('sends a signed-in user on /login to /dashboard', () => {
    expect(
      decideAccess({ pathname: '/login', status: 'signed-in', session: session(), isStaff: true }),
    ).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
  });
  it('keeps a refused account (customer profile) on /login instead of bouncing it back', () => {
    expect(
      decideAccess({ pathname: '/login', status: 'signed-in', session: session(), isStaff: false }),
    ).toEqual({
      kind: 'allow',
    });
    expect(
      decideAccess({ pathname: '/login', status: 'signed-in', session: session({ is_pos_customer: true }) }),
    ).toEqual({ kind: 'allow' });
  });
  it('leaves unknown paths to the router (not-found page)', () => {
    expect(decideAccess({ pathname: '/nope', status: 'signed-out', session: null })).toEqual({
      kind: 'allow',
    });
  });
  it('lets the survey fill page under /dashboard through without a session', () => {
    expect(
      decideAccess({ pathname: '/dashboard/feedback/surveys/9/fill', status: 'signed-out', session: null }),
    ).toEqual({ kind: 'allow' });
  });
});

describe('the dashboard guard per route (spec §6)', () => {
  const base = { hasUser: true, role: 'staff' as const, profilePending: false, moduleEnabled: true };
  it('sends a request without user to /login', () => {
    expect(decideDashboardAccess({ ...base, hasUser: false })).toEqual({ kind: 'redirect', to: '/login' });
  });
  it('waits with a spinner until the profile has arrived', () => {
    expect(decideDashboardAccess({ ...base, role: null, profilePending: true })).toEqual({ kind: 'spinner' });
  });
  it('lets only a superadmin through a superadmin route; others go to /dashboard', () => {
    expect(decideDashboardAccess({ ...base, role: 'superadmin', requiredRole: 'superadmin' })).toEqual({
      kind: 'allow',
    });
    for (const role of ['admin', 'staff'] as const)
      expect(decideDashboardAccess({ ...base, role, requiredRole: 'superadmin' })).toEqual({
        kind: 'redirect',
        to: '/dashboard',
      });
  });
  it('lets superadmin and admin through an admin route; staff go to /dashboard', () => {
    expect(decideDashboardAccess({ ...base, role: 'superadmin', requiredRole: 'admin' }).kind).toBe('allow');
    expect(decideDashboardAccess({ ...base, role: 'admin', requiredRole: 'admin' }).kind).toBe('allow');
    expect(decideDashboardAccess({ ...base, role: 'staff', requiredRole: 'admin' })).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
  });
  it('sends a disabled module to /dashboard', () => {
    expect(decideDashboardAccess({ ...base, moduleEnabled: false })).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
  });
  it('refuses an account whose profile is a customer even if its metadata says otherwise', () => {
    expect(decideDashboardAccess({ ...base, role: 'customer' })).toEqual({
      kind: 'redirect',
      to: '/login',
      toast: TOAST_CUSTOMER_DENIED,
    });
  });
  it('reports a failed profile fetch instead of guessing a role', () => {
    expect(decideDashboardAccess({ ...base, role: null, profileError: 'Failed to fetch profile' })).toEqual({
      kind: 'error',
      message: 'Failed to fetch profile',
    });
  });
});
