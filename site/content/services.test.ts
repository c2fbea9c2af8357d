import { describe, expect, it } from 'vitest';
import { findService, SERVICES } from './services.ts';

describe('every service page of the spec has content', () => {
  const expected: Record<string, string[]> = {
    audits: [
      'safety-health',
      'fire-safety',
      'risk-assessment',
      'environmental-audit',
      'environmental-impact',
      'energy-audit',
      'food-safety',
    ],
    'survey-analysis': ['noise', 'air-quality', 'water'],
    training: ['osh', 'fire-safety'],
    'specialized-training': ['height', 'electrical', 'chemical'],
    'iso-training': [],
    'hr-consultancy': [],
    'medical-exams': [],
  };
  it('lists exactly the service areas and subpages of spec §2', () => {
    expect(Object.fromEntries(SERVICES.map((s) => [s.slug, s.topics.map((t) => t.slug)]))).toEqual(expected);
  });
  it('finds a subpage and refuses an unknown one', () => {
    expect(findService('audits', 'fire-safety')?.topic?.title).toBe('Fire safety audit');
    expect(findService('audits', 'nope')).toBeNull();
    expect(findService('nope')).toBeNull();
  });
});
