// The seeded templates (ADR 060): each makes a draft the builder would publish as it is,
// with keys of its own every time and its conditions pointing at the new keys.
import { describe, expect, it } from 'vitest';
import { draftProblems } from './builder.ts';
import { draftSchema } from './shapes.ts';
import { draftFromTemplate, SURVEY_TEMPLATES } from './templates.ts';

describe('a staff member starting a survey from a template', () => {
  it('has the five templates the issue names', () => {
    expect(SURVEY_TEMPLATES.map((t) => t.title)).toEqual([
      'Client satisfaction after an audit',
      'Training evaluation',
      'Workplace safety-perception survey',
      'Noise-exposure questionnaire',
      'Medical-exam pre-assessment',
    ]);
    expect(
      SURVEY_TEMPLATES.find((t) => t.id === 'client-satisfaction')?.questions.some((q) => q.kind === 'nps'),
    ).toBe(true);
  });

  it.each(SURVEY_TEMPLATES.map((t) => [t.title, t] as const))(
    'gets a draft of “%s” with nothing to fix before publishing',
    (_, template) => {
      const fields = draftFromTemplate(template);
      expect(draftSchema.parse(fields.draft)).toBeTruthy();
      expect(draftProblems(fields.draft)).toEqual([]);
    },
  );

  it('gets fresh keys each time, and the conditions follow them', () => {
    const template = SURVEY_TEMPLATES.find((t) => t.id === 'noise-exposure');
    if (!template) throw new Error('no noise template');
    const one = draftFromTemplate(template).draft.questions;
    const two = draftFromTemplate(template).draft.questions;
    expect(new Set([...one, ...two].map((q) => q.key)).size).toBe(one.length + two.length);
    const keys = new Set(two.map((q) => q.key));
    const ruled = two.filter((q) => q.show_if);
    expect(ruled.length).toBeGreaterThan(0);
    for (const q of ruled) expect(keys.has(q.show_if?.question ?? '')).toBe(true);
  });
});
