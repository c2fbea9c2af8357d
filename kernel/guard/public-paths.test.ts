import { describe, expect, it } from 'vitest';
import { isDashboardPath, isLoginPath, isPublicPath, PUBLIC_PATHS } from './public-paths.ts';

/** Spec §2 "Public routes", verbatim. */
const SPEC_PUBLIC = [
  '/',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/services',
  '/about',
  '/team',
  '/gallery',
  '/clients',
  '/contact',
  '/feedback',
  '/privacy-policy',
  '/services/audits',
  '/services/survey-analysis',
  '/services/training',
  '/services/specialized-training',
  '/services/iso-training',
  '/services/hr-consultancy',
  '/services/medical-exams',
  '/shop',
  '/payment/callback',
  '/payment/success',
  '/payment/failed',
];

describe('a visitor may open the public paths of spec §2 without signing in', () => {
  it.each(SPEC_PUBLIC)('%s is public', (p) => expect(isPublicPath(p)).toBe(true));

  it.each(SPEC_PUBLIC.filter((p) => p !== '/'))('%s followed by a slash and more is public', (p) => {
    expect(isPublicPath(`${p}/`)).toBe(true);
    expect(isPublicPath(`${p}/anything/deeper`)).toBe(true);
  });

  it('every listed path except "/" is in the prefix list (nothing of the spec is forgotten)', () => {
    expect([...PUBLIC_PATHS].sort()).toEqual(
      [...SPEC_PUBLIC.filter((p) => p !== '/'), '/certifications'].sort(),
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
