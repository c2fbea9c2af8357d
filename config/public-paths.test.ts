// The guard's public paths are derived from what is installed; this checks the
// real installation (site routes, kernel auth pages, plugin manifests) against
// spec §2's list, so a removed site page or plugin route cannot close a public
// page unnoticed, and nothing else opens.
import { describe, expect, it } from 'vitest';
import { appPublicPaths } from '../kernel/app/create-app-routes.tsx';
import { isPublicPath } from '../kernel/guard/public-paths.ts';
import { SPEC_PUBLIC } from '../kernel/guard/testing/spec-public-paths.ts';
import { siteRoutes } from '../site/routes.tsx';
import { plugins } from './plugins.ts';

const installed = appPublicPaths({ plugins, siteRoutes });

describe('the installed site and plugins make exactly spec §2’s paths public', () => {
  it('every listed path is public, and every one but "/" with everything below it', () => {
    for (const path of SPEC_PUBLIC) expect(isPublicPath(path, installed), path).toBe(true);
    for (const path of SPEC_PUBLIC.filter((p) => p !== '/'))
      expect(isPublicPath(`${path}/more`, installed), path).toBe(true);
  });

  it("opens nothing the spec does not list (its prefixes are spec paths or /certifications, or lie below one: the shop's pages, issue 27)", () => {
    const listed = [...SPEC_PUBLIC, '/certifications'];
    for (const prefix of installed.prefixes)
      expect(
        listed.includes(prefix) || listed.some((p) => p !== '/' && prefix.startsWith(`${p}/`)),
        prefix,
      ).toBe(true);
    // The shop's pages are open because the spec opens /shop and everything below it.
    expect(installed.prefixes.filter((p) => p.startsWith('/shop/')).sort()).toEqual([
      '/shop/cart',
      '/shop/checkout',
      '/shop/orders',
    ]);
  });

  it("\"/\", the public survey page, the feedback survey fill page, a client's quotation and invoice pages (by token, ADR 026, 031; at /quotation and /invoice since ADR 050, the old addresses redirecting; the invoice's pay page, ADR 053) are public in their exact shape (the shop customer's /shop/invoices, ADR 032, is under the spec's /shop)", () => {
    expect([...installed.shapes].sort()).toEqual(
      [
        '/',
        '/dashboard/feedback/surveys/:id/fill',
        '/dashboard/invoices/view/:token',
        '/dashboard/quotations/respond/:token',
        '/invoice/:token',
        // Paying it online (issue 24, ADR 053): the same token.
        '/invoice/:token/pay',
        '/quotation/:token',
        '/surveys/:id',
      ].sort(),
    );
    for (const path of [
      '/',
      '/gallery/album/7',
      '/surveys/42',
      '/dashboard/feedback/surveys/42/fill',
      '/dashboard/quotations/respond/0f3a',
      '/dashboard/invoices/view/0f3a',
      '/quotation/0f3a',
      '/invoice/0f3a',
      '/shop/invoices',
    ])
      expect(isPublicPath(path, installed), path).toBe(true);
  });

  it('keeps the dashboard protected', () => {
    for (const path of [
      '/dashboard',
      '/dashboard/feedback',
      '/dashboard/feedback/surveys/42/edit',
      '/dashboard/quotations',
      '/dashboard/quotations/respond',
      '/dashboard/quotations/0f3a',
      '/dashboard/quotations/respond/0f3a/more',
      '/dashboard/invoices/view',
      '/dashboard/invoices/view/0f3a/more',
      '/dashboard/invoices/0f3a',
      '/invoice',
      '/invoice/0f3a/more',
      '/quotation',
      '/surveys',
    ])
      expect(isPublicPath(path, installed), path).toBe(false);
  });
});
