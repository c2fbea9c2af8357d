import { loadScreen } from '@kernel/app/build-routes.ts';
import { validateManifests } from '@kernel/app/validate.ts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, matchPath, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { plugins } from './plugins.ts';

// Spec §2, dashboard routes, with sample ids.
const SPEC_DASHBOARD_ROUTES = [
  '/dashboard',
  '/dashboard/customers',
  '/dashboard/customers/7',
  '/dashboard/leads',
  '/dashboard/leads/7',
  '/dashboard/lead/7',
  '/dashboard/projects',
  '/dashboard/projects/7',
  '/dashboard/project/7',
  '/dashboard/projects/create',
  '/dashboard/projects/7/edit',
  '/dashboard/hr',
  '/dashboard/calendar',
  '/dashboard/email',
  '/dashboard/bulk-sms',
  '/dashboard/call-centre',
  '/dashboard/analytics',
  '/dashboard/feedback',
  '/dashboard/users',
  '/dashboard/settings',
  '/dashboard/accounting',
  '/dashboard/self-management',
  '/dashboard/payment-testing',
  '/dashboard/gallery',
  '/dashboard/gallery/7',
  '/dashboard/quotations',
  '/dashboard/quotations/7',
  '/dashboard/create-quotation',
  '/dashboard/invoicing',
  '/dashboard/invoices/7',
  '/dashboard/create-invoice',
  '/dashboard/surveys',
  '/dashboard/surveys/7/edit',
  '/dashboard/surveys/7/analytics',
  '/dashboard/feedback/surveys',
  '/dashboard/feedback/surveys/7/edit',
  '/dashboard/feedback/surveys/7/analytics',
  '/dashboard/feedback/surveys/7/fill',
  '/dashboard/pos',
  '/dashboard/pos/index',
  '/dashboard/pos/customers',
  '/dashboard/pos/suppliers',
  '/dashboard/pos/reports',
  '/dashboard/pos/low-stock',
  '/dashboard/pos/catalog',
  '/dashboard/pos/inventory',
];

const routes = plugins.flatMap((m) => m.routes.map((r) => ({ ...r, manifest: m })));
const owner = (path: string) => routes.find((r) => matchPath({ path: r.path, end: true }, path));

describe('the installed plugins cover every dashboard route of the spec', () => {
  it('their manifests are valid', () => {
    expect(() => validateManifests(plugins)).not.toThrow();
  });
  it.each(SPEC_DASHBOARD_ROUTES)('%s has a screen', (path) => {
    expect(owner(path), path).toBeDefined();
  });
  it('settings and payment testing need a superadmin; users and online payments need an admin', () => {
    // A route's own role overrides its manifest's (Payment testing, in the admins' payments module; ADR 061).
    const role = (path: string) => {
      const r = owner(path);
      return r?.requiredRole ?? r?.manifest.requiredRole;
    };
    expect(role('/dashboard/settings')).toBe('superadmin');
    expect(role('/dashboard/payment-testing')).toBe('superadmin');
    expect(role('/dashboard/users')).toBe('admin');
    expect(role('/dashboard/payments')).toBe('admin');
  });
  it('home, quotations and invoicing are open to any staff member, without a module switch', () => {
    for (const p of [
      '/dashboard',
      '/dashboard/quotations',
      '/dashboard/invoicing',
      '/dashboard/create-invoice',
    ]) {
      expect(owner(p)?.manifest.moduleId, p).toBeUndefined();
      expect(owner(p)?.manifest.requiredRole, p).toBeUndefined();
    }
  });
  it('each module route is gated by its module id (surveys by feedback)', () => {
    expect(owner('/dashboard/leads/7')?.manifest.moduleId).toBe('leads');
    expect(owner('/dashboard/surveys')?.manifest.moduleId).toBe('feedback');
    expect(owner('/dashboard/pos/inventory')?.manifest.moduleId).toBe('pos');
  });
  it('the survey fill page is open without the guard', () => {
    expect(owner('/dashboard/feedback/surveys/7/fill')?.public).toBe(true);
  });
  // Imports every screen of the app once: the first import compiles it, which takes seconds on a busy machine.
  it('every screen loads, built or coming soon', { timeout: 60_000 }, async () => {
    for (const r of routes) expect(typeof (await loadScreen(r.manifest, r)).default, r.path).toBe('function');
  });
  it('a module not built yet shows the kernel’s one coming-soon screen, with its route’s title', async () => {
    // HR is still a placeholder (the gallery, the last one with a record page, was built: ADR 081).
    const hr = owner('/dashboard/hr')!;
    const Screen = (await loadScreen(hr.manifest, hr)).default;
    render(
      <MemoryRouter initialEntries={['/dashboard/hr']}>
        <Routes>
          <Route path="/dashboard/hr" element={<Screen />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(hr.title);
    expect(screen.getByText(hr.manifest.description)).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
  });
});
