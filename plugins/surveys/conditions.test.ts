// Conditional logic, pure (ADR 060): when a condition is met, which questions and pages a
// respondent sees as they answer, and which conditions the builder refuses (forward,
// loops, comparisons and values the question cannot meet) — the database's words.
import { describe, expect, it } from 'vitest';
import { answersToSend, pagesOf, shownPages } from './answers.ts';
import { draftProblems, duplicateQuestion } from './builder.ts';
import {
  defaultRule,
  describeRule,
  type Rule,
  type RuledQuestion,
  rulePasses,
  ruleProblem,
  visibleIds,
} from './conditions.ts';
import type { DraftQuestion, PublicQuestion } from './shapes.ts';

describe('a condition on an earlier answer', () => {
  it('"is" compares text without case or surrounding spaces, numbers exactly, and never matches no answer', () => {
    const is = (value: string | number): Rule => ({ question: 'k', op: 'equals', value });
    expect(rulePasses(is('Yes'), ' yes ')).toBe(true);
    expect(rulePasses(is('Yes'), 'No')).toBe(false);
    expect(rulePasses(is(7), 7)).toBe(true);
    expect(rulePasses(is(7), 8)).toBe(false);
    expect(rulePasses(is('7'), 7)).toBe(false);
    expect(rulePasses(is('Yes'), undefined)).toBe(false);
    expect(rulePasses(is('Yes'), '  ')).toBe(false);
    expect(rulePasses(is('Yes'), ['Yes'])).toBe(false);
    expect(rulePasses(is('2026-11-02'), '2026-11-02')).toBe(true);
  });

  it('"contains" looks inside text and among the options ticked', () => {
    const has = (value: string): Rule => ({ question: 'k', op: 'contains', value });
    expect(rulePasses(has('noise'), 'Too much NOISE at the press')).toBe(true);
    expect(rulePasses(has('dust'), 'Too much noise')).toBe(false);
    expect(rulePasses(has('Ear plugs'), ['Helmet', 'ear plugs'])).toBe(true);
    expect(rulePasses(has('Ear'), ['Helmet', 'Ear plugs'])).toBe(false);
    expect(rulePasses(has('Ear plugs'), [])).toBe(false);
    expect(rulePasses(has('x'), { Row: 'x' })).toBe(false);
  });

  it('"is greater than" compares numbers, and dates as the calendar does', () => {
    const gt = (value: string | number): Rule => ({ question: 'k', op: 'greater_than', value });
    expect(rulePasses(gt(85), 90)).toBe(true);
    expect(rulePasses(gt(85), 85)).toBe(false);
    expect(rulePasses(gt(0), 0.5)).toBe(true);
    expect(rulePasses(gt('2026-06-30'), '2026-07-01')).toBe(true);
    expect(rulePasses(gt('2026-06-30'), '2026-01-15')).toBe(false);
    expect(rulePasses(gt(5), '9')).toBe(false);
  });

  it('"is less than" compares numbers, and dates as the calendar does', () => {
    const lt = (value: string | number): Rule => ({ question: 'k', op: 'less_than', value });
    expect(rulePasses(lt(7), 6)).toBe(true);
    expect(rulePasses(lt(7), 7)).toBe(false);
    expect(rulePasses(lt(0), -0.5)).toBe(true);
    expect(rulePasses(lt('2026-06-30'), ' 2026-01-15 ')).toBe(true);
    expect(rulePasses(lt('2026-06-30'), '2026-07-01')).toBe(false);
    expect(rulePasses(lt(5), '1')).toBe(false);
    expect(rulePasses(lt(5), null)).toBe(false);
  });

  it('text past U+FFFF orders as the database orders it (by code point)', () => {
    const gt = (value: string): Rule => ({ question: 'k', op: 'greater_than', value });
    // UTF-16 puts the emoji (a surrogate pair, 0xD83D…) below U+FFFD; code points do not.
    expect(rulePasses(gt('\ufffd'), '😀')).toBe(true);
  });
});

const rq = (id: string, kind: RuledQuestion['kind'], show_if: Rule | null = null): RuledQuestion => ({
  id,
  key: `key-${id}`,
  kind,
  show_if,
});

describe('a respondent filling a survey with conditions', () => {
  const questions = [
    rq('noisy', 'single_choice'),
    rq('hours', 'number', { question: 'key-noisy', op: 'equals', value: 'Yes' }),
    rq('protect', 'multiple_choice', { question: 'key-hours', op: 'greater_than', value: 4 }),
    rq('hearing', 'section', { question: 'key-noisy', op: 'equals', value: 'Yes' }),
    rq('ringing', 'single_choice'),
    rq('other', 'section'),
    rq('comments', 'long_text'),
  ];

  it('sees a question only once the earlier answer meets its condition', () => {
    expect([...visibleIds(questions, {})]).toEqual(['noisy', 'other', 'comments']);
    expect([...visibleIds(questions, { noisy: 'Yes' })]).toEqual([
      'noisy',
      'hours',
      'hearing',
      'ringing',
      'other',
      'comments',
    ]);
    expect(visibleIds(questions, { noisy: 'Yes', hours: 6 }).has('protect')).toBe(true);
  });

  it('loses the questions that depended on an answer they took back, down the chain', () => {
    // "hours" was answered 6 while the site was noisy; "No" hides it, so "protect" goes too.
    const shown = visibleIds(questions, { noisy: 'No', hours: 6, protect: ['Ear plugs'] });
    expect(shown.has('hours')).toBe(false);
    expect(shown.has('protect')).toBe(false);
    expect(shown.has('ringing')).toBe(false);
  });

  it('gets a page less when a section is hidden, and never sends answers to hidden questions', () => {
    const pq = (q: RuledQuestion): PublicQuestion => ({
      ...q,
      title: q.id,
      help: null,
      required: true,
      choices: [],
      rows: [],
      min: null,
      max: null,
    });
    const list = questions.map(pq);
    const pages = pagesOf(list);
    expect(pages).toHaveLength(3);
    const noisy = shownPages(pages, visibleIds(list, { noisy: 'Yes' }));
    expect(noisy.map((p) => p.section?.id ?? null)).toEqual([null, 'hearing', 'other']);
    expect(noisy[0]?.questions.map((q) => q.id)).toEqual(['noisy', 'hours']);
    const quiet = shownPages(pages, visibleIds(list, { noisy: 'No' }));
    expect(quiet.map((p) => p.section?.id ?? null)).toEqual([null, 'other']);
    expect(answersToSend(list, { noisy: 'No', hours: 6, ringing: 'Often', comments: ' ok ' })).toEqual({
      noisy: 'No',
      comments: 'ok',
    });
  });
});

const dq = (key: string, kind: DraftQuestion['kind'], extra: Partial<DraftQuestion> = {}): DraftQuestion => ({
  key,
  kind,
  title: key,
  ...extra,
});

describe('a staff member adding conditions in the builder', () => {
  it('is refused a condition on a later question, naming both', () => {
    const list = [
      dq('a', 'short_text', { show_if: { question: 'b', op: 'equals', value: 'x' } }),
      dq('b', 'short_text'),
    ];
    expect(ruleProblem(list, 0)).toBe(
      'The condition of Question 1 (“a”) depends on Question 2, which comes after it: a condition can only depend on an earlier question',
    );
  });

  it('is refused a condition on itself or a loop of conditions, with the loop spelled out', () => {
    const self = [dq('a', 'short_text', { show_if: { question: 'a', op: 'equals', value: 'x' } })];
    expect(ruleProblem(self, 0)).toBe(
      'The condition of Question 1 (“a”) forms a loop (Question 1 → Question 1): a condition can only depend on an earlier question',
    );
    const loop = [
      dq('a', 'short_text', { show_if: { question: 'c', op: 'equals', value: 'x' } }),
      dq('b', 'short_text', { show_if: { question: 'a', op: 'equals', value: 'x' } }),
      dq('c', 'short_text', { show_if: { question: 'b', op: 'equals', value: 'x' } }),
    ];
    expect(ruleProblem(loop, 0)).toMatch(
      /forms a loop \(Question 1 → Question 3 → Question 2 → Question 1\)/,
    );
    expect(ruleProblem(loop, 1)).toMatch(
      /forms a loop \(Question 2 → Question 1 → Question 3 → Question 2\)/,
    );
  });

  it('is told when the condition cannot be met: a removed question, a section, the wrong comparison or value', () => {
    const list = [
      dq('sec', 'section'),
      dq('choice', 'single_choice', { choices: ['Yes', 'No'] }),
      dq('score', 'nps'),
      dq('when', 'date'),
      dq('grid', 'matrix', { rows: ['r'], choices: ['a', 'b'] }),
      dq('q', 'short_text'),
    ];
    const with_ = (show_if: DraftQuestion['show_if']) => {
      const l = [...list];
      l[5] = { ...(l[5] as DraftQuestion), show_if };
      return ruleProblem(l, 5);
    };
    const of = 'The condition of Question 6 (“q”)';
    expect(with_({ question: 'gone', op: 'equals', value: 'x' })).toBe(
      `${of} refers to a question that is no longer in the survey`,
    );
    expect(with_({ question: 'sec', op: 'equals', value: 'x' })).toBe(
      `${of} must depend on a question with an answer (not a section break or a matrix)`,
    );
    expect(with_({ question: 'grid', op: 'equals', value: 'x' })).toMatch(/not a section break or a matrix/);
    expect(with_({ question: 'choice', op: 'greater_than', value: 'Yes' })).toBe(
      `${of} cannot use “is greater than” with Question 2: choose another comparison`,
    );
    expect(with_({ question: 'choice', op: 'equals', value: 'Maybe' })).toBe(
      `${of} asks for “Maybe”, which is not a choice of Question 2`,
    );
    expect(with_({ question: 'choice', op: 'equals', value: ' yes ' })).toBeNull();
    expect(with_({ question: 'score', op: 'greater_than', value: '8' })).toBe(
      `${of} needs a number to compare with`,
    );
    expect(with_({ question: 'score', op: 'greater_than', value: 8 })).toBeNull();
    expect(with_({ question: 'when', op: 'greater_than', value: '2026-02-30' })).toBe(
      `${of} needs a date to compare with`,
    );
    expect(with_({ question: 'when', op: 'equals', value: ' ' })).toBe(`${of} needs a value to compare with`);
  });

  it('sees the condition problems with the others before publishing, and a sentence for each condition', () => {
    const list = [
      dq('a', 'single_choice', { choices: ['Yes', 'No'] }),
      dq('b', 'short_text', { show_if: { question: 'a', op: 'equals', value: 'Yes' } }),
    ];
    expect(draftProblems({ questions: list })).toEqual([]);
    expect(describeRule(list, { question: 'a', op: 'equals', value: 'Yes' })).toBe(
      'Shown only if Question 1 is “Yes”',
    );
    // Moving the subject below its dependant makes the condition point forward.
    const moved = [list[1] as DraftQuestion, list[0] as DraftQuestion];
    expect(draftProblems({ questions: moved }).map((p) => p.key)).toEqual(['b']);
  });

  it('starts a new condition on the nearest earlier question that can have one, keeps it when duplicating', () => {
    const list = [
      dq('a', 'multiple_choice', { choices: ['Helmet', 'Boots'] }),
      dq('grid', 'matrix'),
      dq('b', 'short_text'),
    ];
    expect(defaultRule(list, 2)).toEqual({ question: 'a', op: 'contains', value: 'Helmet' });
    expect(defaultRule(list, 0)).toBeNull();
    const ruled = [...list.slice(0, 2), { ...(list[2] as DraftQuestion), show_if: defaultRule(list, 2) }];
    expect(duplicateQuestion(ruled, 2, 'copy')[3]?.show_if).toEqual(defaultRule(list, 2));
  });
});
