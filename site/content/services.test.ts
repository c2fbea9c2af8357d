import { SPEC_SERVICE_SUBPAGES } from '@kernel/guard/testing/spec-services.ts';
import { describe, expect, it } from 'vitest';
import { findService, SERVICES } from './services.ts';

describe('every service page of the spec has content', () => {
  const expected = SPEC_SERVICE_SUBPAGES;
  it('lists exactly the service areas and subpages of spec §2', () => {
    expect(Object.fromEntries(SERVICES.map((s) => [s.slug, s.topics.map((t) => t.slug)]))).toEqual(expected);
  });
  it('finds a subpage and refuses an unknown one', () => {
    expect(findService('audits', 'fire-safety')?.topic?.title).toBe('Fire safety audit');
    expect(findService('audits', 'nope')).toBeNull();
    expect(findService('nope')).toBeNull();
  });
});
