import { describe, expect, it } from 'vitest';
import { isPublicPath } from './public-paths.ts';

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

describe('a visitor may open public paths without signing in (spec §2)', () => {
  it.each(SPEC_PUBLIC)('%s is public', (p) => expect(isPublicPath(p)).toBe(true));
  it('a public path followed by a slash and more is public', () => {
    expect(isPublicPath('/services/audits/fire-safety')).toBe(true);
    expect(isPublicPath('/shop/')).toBe(true);
    expect(isPublicPath('/gallery/album/7')).toBe(true);
  });
  it('the additional public screens are public', () => {
    expect(isPublicPath('/certifications')).toBe(true);
    expect(isPublicPath('/surveys/42')).toBe(true);
    expect(isPublicPath('/dashboard/feedback/surveys/42/fill')).toBe(true);
  });
  it('a path that only starts with the same letters is not public', () => {
    expect(isPublicPath('/shopping')).toBe(false);
    expect(isPublicPath('/loginx')).toBe(false);
  });
  it('"/" does not make every path public', () => {
    expect(isPublicPath('/dashboard')).toBe(false);
    expect(isPublicPath('/dashboard/leads')).toBe(false);
    expect(isPublicPath('/dashboard/feedback/surveys/42/edit')).toBe(false);
  });
});
