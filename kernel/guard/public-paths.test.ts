import { describe, expect, it } from 'vitest';
import type { PluginManifest } from '../registry/types.ts';
import {
  createPublicPaths,
  isDashboardPath,
  isLoginPath,
  isPublicPath as isPublicIn,
} from './public-paths.ts';
import { publicPathsOf, routePaths } from './public-paths-of.ts';
import { SPEC_PUBLIC, specPublicPaths, specSiteRoutes } from './testing/spec-public-paths.ts';

/** Public in an installation shaped like spec §2 (site pages, auth pages, the survey fill page). */
const isPublicPath = (path: string) => isPublicIn(path, specPublicPaths);

describe('a visitor may open the public paths of spec §2 without signing in', () => {
  it.each(SPEC_PUBLIC)('%s is public', (p) => expect(isPublicPath(p)).toBe(true));

  it.each(SPEC_PUBLIC.filter((p) => p !== '/'))('%s followed by a slash and more is public', (p) => {
    expect(isPublicPath(`${p}/`)).toBe(true);
    expect(isPublicPath(`${p}/anything/deeper`)).toBe(true);
  });

  it('every listed path except "/" is a public prefix (nothing of the spec is forgotten)', () => {
    expect([...specPublicPaths.prefixes].sort()).toEqual(
      [...SPEC_PUBLIC.filter((p) => p !== '/'), '/certifications'].sort(),
    );
  });

  it('"/", the album-less id pages and the fill page are public in their exact shape only', () => {
    expect([...specPublicPaths.shapes].sort()).toEqual(
      ['/', '/dashboard/feedback/surveys/:id/fill', '/surveys/:id'].sort(),
    );
  });

  it('service subpages are public', () => {
    expect(isPublicPath('/services/audits/fire-safety')).toBe(true);
    expect(isPublicPath('/services/survey-analysis/noise')).toBe(true);
    expect(isPublicPath('/services/specialized-training/height')).toBe(true);
  });

  it('the additional public screens are public: certifications, albums, surveys, the survey fill page', () => {
    expect(isPublicPath('/certifications')).toBe(true);
    expect(isPublicPath('/gallery/album/7')).toBe(true);
    expect(isPublicPath('/surveys/42')).toBe(true);
    expect(isPublicPath('/surveys/42/')).toBe(true);
    expect(isPublicPath('/dashboard/feedback/surveys/42/fill')).toBe(true);
    expect(isPublicPath('/dashboard/feedback/surveys/3f2a-uuid/fill/')).toBe(true);
  });

  it('a path that only starts with the same letters is not public', () => {
    expect(isPublicPath('/shopping')).toBe(false);
    expect(isPublicPath('/loginx')).toBe(false);
    expect(isPublicPath('/services-old')).toBe(false);
    expect(isPublicPath('/payment')).toBe(false);
    expect(isPublicPath('/payment/refund')).toBe(false);
  });

  it('"/" is public only as exactly "/", so it does not make every path public', () => {
    expect(isPublicPath('/dashboard')).toBe(false);
    expect(isPublicPath('/dashboard/leads')).toBe(false);
    expect(isPublicPath('/anything')).toBe(false);
    expect(isPublicPath('//dashboard')).toBe(false);
  });

  it('survey paths are public only in the exact shapes the spec names', () => {
    expect(isPublicPath('/surveys')).toBe(false);
    expect(isPublicPath('/surveys/42/results')).toBe(false);
    expect(isPublicPath('/dashboard/feedback/surveys')).toBe(false);
    expect(isPublicPath('/dashboard/feedback/surveys/42/edit')).toBe(false);
    expect(isPublicPath('/dashboard/feedback/surveys/42/analytics')).toBe(false);
    expect(isPublicPath('/dashboard/feedback/surveys//fill')).toBe(false);
    expect(isPublicPath('/dashboard/feedback/surveys/42/fill/more')).toBe(false);
    expect(isPublicPath('/dashboard/surveys/42/fill')).toBe(false);
  });

  it('classifies paths case-insensitively, as the router matches them', () => {
    expect(isPublicPath('/About')).toBe(true);
    expect(isDashboardPath('/DASHBOARD/leads')).toBe(true);
  });
});

describe('everything under /dashboard is protected', () => {
  it('recognises the dashboard and its sub-paths', () => {
    expect(isDashboardPath('/dashboard')).toBe(true);
    expect(isDashboardPath('/dashboard/')).toBe(true);
    expect(isDashboardPath('/dashboard/pos/low-stock')).toBe(true);
  });
  it('does not mistake look-alikes for the dashboard', () => {
    expect(isDashboardPath('/dashboards')).toBe(false);
    expect(isDashboardPath('/')).toBe(false);
    expect(isDashboardPath('/shop/dashboard')).toBe(false);
  });
  it('knows the login page with or without a trailing slash', () => {
    expect(isLoginPath('/login')).toBe(true);
    expect(isLoginPath('/login/')).toBe(true);
    expect(isLoginPath('/login/x')).toBe(false);
  });
});

describe('the public paths are what is installed', () => {
  const screen = () => Promise.resolve({ default: () => null });

  it('a new site page is public with everything below it, without a kernel edit', () => {
    const paths = publicPathsOf({ routes: [{ path: '/careers' }], plugins: [] });
    expect(isPublicIn('/careers', paths)).toBe(true);
    expect(isPublicIn('/careers/osh-officer', paths)).toBe(true);
    expect(isPublicIn('/careersx', paths)).toBe(false);
  });

  it('a plugin’s public route opens exactly its own shape, nothing beside or below it', () => {
    const inspections: PluginManifest = {
      id: 'inspections',
      title: 'Inspections',
      description: 'd',
      routes: [
        { path: '/dashboard/inspections', title: 'Inspections', load: screen },
        { path: '/dashboard/inspections/:id/sign', title: 'Sign', load: screen, public: true },
        { path: '/dashboard/inspections/board', title: 'Board', load: screen, public: true },
      ],
    };
    const paths = publicPathsOf({ routes: [], plugins: [inspections] });
    expect(isPublicIn('/dashboard/inspections/7/sign', paths)).toBe(true);
    expect(isPublicIn('/dashboard/inspections/board', paths)).toBe(true);
    expect(isPublicIn('/dashboard/inspections/board/secret', paths)).toBe(false);
    expect(isPublicIn('/dashboard/inspections', paths)).toBe(false);
    expect(isPublicIn('/dashboard/inspections/7', paths)).toBe(false);
  });

  it('uninstalling the feedback plugin closes the fill page', () => {
    const paths = publicPathsOf({ routes: specSiteRoutes, plugins: [] });
    expect(isPublicIn('/dashboard/feedback/surveys/42/fill', paths)).toBe(false);
    expect(isPublicIn('/about', paths)).toBe(true);
  });

  it('a site route under /dashboard or the catch-all never makes the dashboard public', () => {
    const paths = publicPathsOf({
      routes: [{ path: '*' }, { path: '/dashboard/leaked' }, { path: '/' }],
      plugins: [],
    });
    expect(isPublicIn('/dashboard/leaked', paths)).toBe(false);
    expect(isPublicIn('/anything', paths)).toBe(false);
    expect(isPublicIn('/', paths)).toBe(true);
  });

  it('reads nested route trees, joining relative children to their parents', () => {
    expect(
      routePaths([{ path: '/help', children: [{ path: 'faq' }, { index: true }, { path: '/contact' }] }]),
    ).toEqual(['/help', '/help/faq', '/contact']);
  });

  it('lists each path once, lower-cased', () => {
    expect(createPublicPaths({ prefixes: ['/Shop', '/shop'], shapes: ['/Surveys/:id'] })).toMatchObject({
      prefixes: ['/shop'],
      shapes: ['/surveys/:id'],
    });
  });
});
