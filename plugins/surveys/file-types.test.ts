// File questions' pure logic (ADR 073): the builder's checks of a file question's settings in the database's
// words (zod), what a respondent's chosen file is refused for before it is uploaded (the same words as
// submit_survey_response), the file chooser's accept list, sizes, and the stored object's name.
import { describe, expect, it } from 'vitest';
import { answerProblem } from './answers.ts';
import { changeKind, draftProblems, newQuestion } from './builder.ts';
import {
  acceptOf,
  describeTypes,
  fileProblem,
  formatSize,
  isFileAnswer,
  objectName,
  typeOfFile,
} from './file-types.ts';
import type { DraftQuestion, PublicQuestion } from './shapes.ts';

const fileQuestion = (extra: Partial<DraftQuestion> = {}): DraftQuestion => ({
  ...newQuestion('file_upload', '6f1c5a8e-3b0a-4a54-9d1e-1f6d3c2b7a90'),
  title: 'Photo',
  ...extra,
});
const problemsOf = (q: DraftQuestion) => draftProblems({ questions: [q] }).map((p) => p.message);

describe('a staff member adding a file question', () => {
  it('gets images and PDF at up to 5 MB, and keeps the title when changing a question into one', () => {
    expect(newQuestion('file_upload', 'k')).toEqual({
      key: 'k',
      kind: 'file_upload',
      title: '',
      required: false,
      file_types: ['images', 'pdf'],
      max_mb: 5,
    });
    const changed = changeKind(
      { ...newQuestion('short_text', 'k'), title: 'Site photo', required: true },
      'file_upload',
    );
    expect(changed).toMatchObject({
      title: 'Site photo',
      required: true,
      file_types: ['images', 'pdf'],
      max_mb: 5,
    });
    expect(problemsOf(fileQuestion())).toEqual([]);
  });

  it.each([
    ['no kind of file', { file_types: [] }, 'needs at least one allowed kind of file'],
    ['no list at all', { file_types: undefined }, 'needs at least one allowed kind of file'],
    ['an unknown kind', { file_types: ['pdf', 'video'] }, 'allows an unknown kind of file'],
    ['11 MB', { max_mb: 11 }, 'must allow files of 1 to 10 MB (a whole number)'],
    ['0 MB', { max_mb: 0 }, 'must allow files of 1 to 10 MB (a whole number)'],
    ['2.5 MB', { max_mb: 2.5 }, 'must allow files of 1 to 10 MB (a whole number)'],
  ])('is told what publish would refuse for %s, in its words', (_what, settings, message) => {
    expect(problemsOf(fileQuestion(settings))).toEqual([`Question 1 (“Photo”) ${message}`]);
  });

  it('may leave the size out (5 MB)', () => {
    expect(problemsOf(fileQuestion({ max_mb: null }))).toEqual([]);
    expect(problemsOf(fileQuestion({ max_mb: undefined }))).toEqual([]);
  });
});

const shown: PublicQuestion = {
  id: 'q1',
  key: 'k1',
  kind: 'file_upload',
  title: 'Noise survey report',
  help: null,
  required: true,
  choices: [],
  rows: [],
  min: null,
  max: null,
  file_types: ['images', 'pdf'],
  max_mb: 1,
};

describe('a respondent choosing a file', () => {
  it('is refused a kind the question does not take or a file too big, before anything is uploaded', () => {
    expect(
      fileProblem(shown, {
        name: 'r.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        size: 10,
      }),
    ).toBe('The file for “Noise survey report” must be an image (JPEG, PNG or WebP) or a PDF');
    expect(fileProblem(shown, { name: 'site.jpg', type: 'image/jpeg', size: 1024 * 1024 + 1 })).toBe(
      'The file for “Noise survey report” is too big (at most 1 MB)',
    );
    expect(fileProblem(shown, { name: 'site.jpg', type: 'image/jpeg', size: 0 })).toMatch(/is empty/);
    expect(fileProblem(shown, { name: 'site.jpg', type: 'image/jpeg', size: 1024 * 1024 })).toBeNull();
    // A browser that gives no type: the extension says it.
    expect(fileProblem(shown, { name: 'Report.PDF', type: '', size: 10 })).toBeNull();
    expect(fileProblem(shown, { name: 'notes', type: '', size: 10 })).toMatch(/must be/);
  });

  it('needs a file answer for a required question, and any uploaded file answer is taken', () => {
    expect(answerProblem(shown, null)).toBe('Answer “Noise survey report”: it is required');
    expect(answerProblem(shown, 'report.pdf')).toBe('Choose a file for “Noise survey report”');
    expect(
      answerProblem(shown, { path: 's/k/x.pdf', name: 'r.pdf', size: 10, type: 'application/pdf' }),
    ).toBeNull();
    expect(isFileAnswer({ path: 's/k/x.pdf', name: 'r.pdf' })).toBe(false);
  });

  it('is offered the types and extensions in the chooser, and sees sizes in words', () => {
    expect(acceptOf(['pdf'])).toBe('application/pdf,.pdf');
    expect(acceptOf(['images']).split(',')).toEqual(
      expect.arrayContaining(['image/jpeg', 'image/png', 'image/webp', '.jpg', '.jpeg', '.png', '.webp']),
    );
    expect(describeTypes(['office'])).toBe('an Office document (Word, Excel or PowerPoint)');
    expect(describeTypes(['pdf', 'images', 'office'])).toBe(
      'an image (JPEG, PNG or WebP), a PDF or an Office document (Word, Excel or PowerPoint)',
    );
    expect(formatSize(2_516_582)).toBe('2.4 MB');
    expect(formatSize(317_440)).toBe('310 KB');
    expect(formatSize(1)).toBe('1 byte');
    expect(typeOfFile({ name: 'a.xlsx', type: '' })).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  });

  it('uploads under a random name that keeps only a plain extension (the bucket allows no other)', () => {
    expect(objectName('Site photo (1).JPG', 'r')).toBe('r.jpg');
    expect(objectName('report', 'r')).toBe('r');
    expect(objectName('x.tar.gz%00', 'r')).toBe('r');
  });
});
