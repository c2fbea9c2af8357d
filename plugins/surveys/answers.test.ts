// The fill page's own checks and pages: the same words as the database, a page per
// section, and only answered questions sent.
import { describe, expect, it } from 'vitest';
import { answerProblem, answersToSend, npsScore, pagesOf, shuffled } from './answers.ts';
import type { PublicQuestion } from './shapes.ts';

const q = (
  kind: PublicQuestion['kind'],
  title: string,
  extra: Partial<PublicQuestion> = {},
): PublicQuestion => ({
  id: `id-${title}`,
  key: `key-${title}`,
  kind,
  title,
  help: null,
  required: false,
  choices: [],
  rows: [],
  min: null,
  max: null,
  ...extra,
});

describe('a respondent filling in a survey', () => {
  it('is told what is wrong with an answer before sending it', () => {
    expect(answerProblem(q('short_text', 'Name', { required: true }), '  ')).toBe(
      'Answer “Name”: it is required',
    );
    expect(answerProblem(q('short_text', 'Name'), '')).toBeNull();
    expect(answerProblem(q('nps', 'Recommend'), 11)).toBe(
      'Choose a whole number from 0 to 10 for “Recommend”',
    );
    expect(answerProblem(q('rating', 'Stars', { min: 1, max: 5 }), 4)).toBeNull();
    expect(answerProblem(q('number', 'Workers', { min: 1 }), 0)).toBe(
      'The answer to “Workers” must be at least 1',
    );
    expect(answerProblem(q('date', 'Visit'), '2026-02-30')).toBe(
      'Enter a date for “Visit” (year, month and day)',
    );
    expect(answerProblem(q('multiple_choice', 'Liked', { choices: ['A', 'B'] }), ['A', 'C'])).toBe(
      'Choose options from the list for “Liked” (each once)',
    );
    expect(
      answerProblem(q('matrix', 'Grid', { required: true, rows: ['R1', 'R2'], choices: ['x', 'y'] }), {
        R1: 'x',
      }),
    ).toBe('Answer every row of “Grid”: it is required');
  });

  it('sees one page per section, questions before the first section on a page of their own', () => {
    const pages = pagesOf([
      q('short_text', 'A'),
      q('section', 'S1'),
      q('nps', 'B'),
      q('section', 'S2'),
      q('date', 'C'),
    ]);
    expect(pages.map((p) => [p.section?.title ?? null, p.questions.map((x) => x.title)])).toEqual([
      [null, ['A']],
      ['S1', ['B']],
      ['S2', ['C']],
    ]);
  });

  it('sends only the answered questions, text trimmed', () => {
    const qs = [q('short_text', 'A'), q('long_text', 'B'), q('multiple_choice', 'C'), q('nps', 'D')];
    expect(answersToSend(qs, { 'id-A': ' hi ', 'id-B': '  ', 'id-C': [], 'id-D': 0 })).toEqual({
      'id-A': 'hi',
      'id-D': 0,
    });
  });

  it('reads the NPS as promoters minus detractors, in percent of all scores', () => {
    expect(npsScore(5, 2, 10)).toBe(30);
    expect(npsScore(0, 0, 0)).toBeNull();
  });
});

describe('a respondent on a question with randomised options (ADR 060)', () => {
  const choices = ['Ear plugs', 'Ear muffs', 'Both', 'None', 'Other'];
  it('gets every choice once, in the same order after a reload, and other respondents other orders', () => {
    const mine = shuffled(choices, 'key-1:question');
    expect([...mine].sort()).toEqual([...choices].sort());
    expect(shuffled(choices, 'key-1:question')).toEqual(mine);
    const firsts = new Set(Array.from({ length: 40 }, (_, i) => shuffled(choices, `key-${i}:question`)[0]));
    expect(firsts.size).toBeGreaterThan(2);
  });
});

describe('a respondent answering "Other (please specify)" (ADR 060)', () => {
  const base: Omit<PublicQuestion, 'kind'> = {
    id: 'q',
    key: 'k',
    title: 'Main hazard?',
    help: null,
    required: false,
    choices: ['Noise', 'Dust'],
    rows: [],
    min: null,
    max: null,
  };
  it('is checked by the page with the database’s words', () => {
    const single = { ...base, kind: 'single_choice' as const, other: true };
    const multiple = { ...base, kind: 'multiple_choice' as const, other: true };
    expect(answerProblem(single, 'Heat')).toBeNull();
    expect(answerProblem({ ...single, other: false }, 'Heat')).toBe(
      'Choose one of the options for “Main hazard?”',
    );
    expect(answerProblem(single, 'x'.repeat(201))).toBe(
      'The other answer to “Main hazard?” is too long (at most 200 characters)',
    );
    expect(answerProblem(multiple, ['Noise', 'Heat'])).toBeNull();
    expect(answerProblem(multiple, ['Heat', 'Cold'])).toBe(
      'Choose options from the list for “Main hazard?” (each once)',
    );
    expect(answerProblem({ ...multiple, other: false }, ['Heat'])).toBe(
      'Choose options from the list for “Main hazard?” (each once)',
    );
    const dropdown = { ...base, kind: 'dropdown' as const, other: true };
    expect(answerProblem(dropdown, 'Heat')).toBeNull();
    expect(answerProblem({ ...dropdown, other: false }, 'Heat')).toBe(
      'Choose one of the options for “Main hazard?”',
    );
  });
});
