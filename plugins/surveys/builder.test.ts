// The builder's pure logic: new questions carry their kind's defaults, questions move
// by buttons or keys (clamped at the ends), duplicate with a key of their own, change
// kind keeping what still fits, and the draft's problems are the database's words.
import { describe, expect, it } from 'vitest';
import { changeKind, draftProblems, duplicateQuestion, moveQuestion, newQuestion } from './builder.ts';
import type { DraftQuestion } from './shapes.ts';

const q = (title: string, extra: Partial<DraftQuestion> = {}): DraftQuestion => ({
  ...newQuestion('short_text', `key-${title}`),
  title,
  ...extra,
});

describe('a staff member building a survey', () => {
  it('gets two options for a new choice question, a row and a scale for a matrix, five stars for a rating', () => {
    expect(newQuestion('single_choice', 'k').choices).toEqual(['Option 1', 'Option 2']);
    expect(newQuestion('matrix', 'k')).toMatchObject({
      rows: ['Row 1'],
      choices: ['Poor', 'Fair', 'Good', 'Very good'],
    });
    expect(newQuestion('rating', 'k').max).toBe(5);
    expect(newQuestion('nps', 'k')).toEqual({ key: 'k', kind: 'nps', title: '', required: false });
  });

  it('moves a question up and down, and nothing past either end', () => {
    const list = ['a', 'b', 'c'];
    expect(moveQuestion(list, 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveQuestion(list, 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveQuestion(list, 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveQuestion(list, 2, 1)).toEqual(['a', 'b', 'c']);
    expect(list).toEqual(['a', 'b', 'c']);
  });

  it('duplicates a question right after it, with its own key and its own copy of the choices', () => {
    const list = [q('Site', { kind: 'single_choice', choices: ['A', 'B'] }), q('Name')];
    const out = duplicateQuestion(list, 0, 'new-key');
    expect(out.map((x) => x.title)).toEqual(['Site', 'Site (copy)', 'Name']);
    expect(out[1]?.key).toBe('new-key');
    out[1]?.choices?.push('C');
    expect(list[0]?.choices).toEqual(['A', 'B']);
  });

  it('changes a choice question to a dropdown keeping its choices and title; a section is never required', () => {
    const choice = q('County', { kind: 'single_choice', choices: ['Nairobi', 'Kisumu'], required: true });
    expect(changeKind(choice, 'dropdown')).toMatchObject({
      kind: 'dropdown',
      title: 'County',
      choices: ['Nairobi', 'Kisumu'],
      required: true,
    });
    expect(changeKind(choice, 'section')).toMatchObject({ kind: 'section', required: false });
    expect(changeKind(choice, 'rating')).toMatchObject({ kind: 'rating', max: 5, title: 'County' });
  });

  it('is told what stops publishing, in the database’s words', () => {
    const problems = draftProblems({
      questions: [
        q(''),
        q('Which site?', { kind: 'single_choice', choices: ['Thika', ' ', 'thika'] }),
        q('Rate the trainer', { kind: 'matrix', rows: [], choices: ['Poor', 'Good'] }),
        q('Workers', { kind: 'number', min: 10, max: 5 }),
      ],
      settings: {
        anonymous: true,
        one_per_person: true,
        opens_at: '2026-12-02T00:00:00Z',
        closes_at: '2026-12-01T00:00:00Z',
      },
    }).map((p) => p.message);
    expect(problems).toEqual([
      'Question 1 needs a title',
      'Question 2 (“Which site?”) has the same choice twice',
      'Question 3 (“Rate the trainer”) needs at least one row',
      'Question 4 (“Workers”) has a minimum above its maximum',
      'One response per person needs identified respondents: turn off "Anonymous"',
      'The survey must close after it opens',
    ]);
    expect(draftProblems({ questions: [q('Intro', { kind: 'section' })] }).map((p) => p.message)).toEqual([
      'Add at least one question before publishing',
    ]);
    expect(draftProblems({ questions: [q('Name')] })).toEqual([]);
  });
});
