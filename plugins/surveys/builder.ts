// The builder's pure logic: new questions of each kind, moving, duplicating and removing
// them, and the checks the database makes at publish (app.survey_check_draft), so the
// builder can show them while the user types. The database stays the lock.
import { ruleProblem } from './conditions.ts';
import { DEFAULT_MAX_MB } from './file-types.ts';
import { type DraftQuestion, fileSettingsSchema, type QuestionKind, type SurveyDraft } from './shapes.ts';

const CHOICE_KINDS: readonly QuestionKind[] = ['single_choice', 'multiple_choice', 'dropdown'];
export const hasChoices = (kind: QuestionKind) => CHOICE_KINDS.includes(kind) || kind === 'matrix';

export function newKey(): string {
  return crypto.randomUUID();
}

export function newQuestion(kind: QuestionKind, key = newKey()): DraftQuestion {
  const base: DraftQuestion = { key, kind, title: '', required: false };
  if (CHOICE_KINDS.includes(kind)) return { ...base, choices: ['Option 1', 'Option 2'] };
  if (kind === 'matrix') return { ...base, rows: ['Row 1'], choices: ['Poor', 'Fair', 'Good', 'Very good'] };
  if (kind === 'rating') return { ...base, max: 5 };
  if (kind === 'number') return { ...base, min: null, max: null };
  // One file per question (ADR 073); images and PDFs are what respondents mostly have at hand.
  if (kind === 'file_upload') return { ...base, file_types: ['images', 'pdf'], max_mb: DEFAULT_MAX_MB };
  return base;
}

/** The list with question `index` moved by `by` places (clamped to the ends). */
export function moveQuestion<T>(list: readonly T[], index: number, by: number): T[] {
  const to = Math.max(0, Math.min(list.length - 1, index + by));
  if (to === index || index < 0 || index >= list.length) return [...list];
  const out = [...list];
  const [item] = out.splice(index, 1);
  out.splice(to, 0, item as T);
  return out;
}

/** A copy of question `index` right after it, with its own key and "(copy)" in the title. */
export function duplicateQuestion(
  list: readonly DraftQuestion[],
  index: number,
  key = newKey(),
): DraftQuestion[] {
  const source = list[index];
  if (!source) return [...list];
  const copy: DraftQuestion = {
    ...source,
    key,
    title: source.title ? `${source.title} (copy)` : '',
    choices: source.choices ? [...source.choices] : undefined,
    rows: source.rows ? [...source.rows] : undefined,
    file_types: source.file_types ? [...source.file_types] : undefined,
  };
  return [...list.slice(0, index + 1), copy, ...list.slice(index + 1)];
}

/** Changing a question's kind keeps its title, help and required flag and gives the new kind's defaults. */
export function changeKind(q: DraftQuestion, kind: QuestionKind): DraftQuestion {
  const fresh = newQuestion(kind, q.key);
  const keepChoices = hasChoices(kind) && q.choices && q.choices.length >= 2;
  return {
    ...fresh,
    title: q.title,
    help: q.help,
    required: kind === 'section' ? false : q.required,
    ...(q.show_if ? { show_if: q.show_if } : {}),
    ...(keepChoices ? { choices: [...(q.choices ?? [])] } : {}),
    ...(keepChoices && q.shuffle && kind !== 'matrix' ? { shuffle: true } : {}),
    ...(q.other && (kind === 'single_choice' || kind === 'multiple_choice' || kind === 'dropdown')
      ? { other: true }
      : {}),
  };
}

const clean = (xs: readonly string[] | undefined) => (xs ?? []).map((x) => x.trim()).filter(Boolean);
const hasDuplicates = (xs: string[]) => new Set(xs.map((x) => x.toLowerCase())).size !== xs.length;

/** What stops question `q` from being published, or null. Same words as the database. */
export function questionProblem(q: DraftQuestion, n: number): string | null {
  const title = q.title.trim();
  const label = `Question ${n}${title ? ` (“${title.slice(0, 60)}”)` : ''}`;
  if (!title) return `Question ${n} needs a title`;
  if (title.length > 500) return `${label} has a title longer than 500 characters`;
  if (hasChoices(q.kind)) {
    const choices = clean(q.choices);
    const what = q.kind === 'matrix' ? 'scale columns' : 'choices';
    if (choices.length < 2) return `${label} needs at least two ${what}`;
    if (hasDuplicates(choices))
      return `${label} has the same ${q.kind === 'matrix' ? 'column' : 'choice'} twice`;
  }
  if (q.kind === 'matrix') {
    const rows = clean(q.rows);
    if (rows.length < 1) return `${label} needs at least one row`;
    if (hasDuplicates(rows)) return `${label} has the same row twice`;
  }
  if (q.kind === 'number' && q.min != null && q.max != null && q.min > q.max)
    return `${label} has a minimum above its maximum`;
  if (q.kind === 'rating' && q.max != null && (q.max < 3 || q.max > 10 || !Number.isInteger(q.max)))
    return `${label} must have between 3 and 10 stars`;
  if (q.kind === 'file_upload') {
    const checked = fileSettingsSchema.safeParse({ file_types: q.file_types, max_mb: q.max_mb });
    if (!checked.success) return `${label} ${checked.error.issues[0]?.message}`;
  }
  return null;
}

/** As app.survey_check_draft and the column's check: http(s), a host, no spaces. */
const WEB_ADDRESS = /^https?:\/\/[^\s/?#]+\S*$/;

/** Every problem of the draft, by question key ('settings' / 'questions' for the rest). */
export function draftProblems(draft: SurveyDraft): { key: string; message: string }[] {
  const out: { key: string; message: string }[] = [];
  draft.questions.forEach((q, i) => {
    const p = questionProblem(q, i + 1);
    if (p) out.push({ key: q.key, message: p });
  });
  draft.questions.forEach((q, i) => {
    const p = ruleProblem(draft.questions, i);
    if (p) out.push({ key: q.key, message: p });
  });
  if (!draft.questions.some((q) => q.kind !== 'section'))
    out.push({ key: 'questions', message: 'Add at least one question before publishing' });
  const s = draft.settings ?? {};
  if ((s.anonymous ?? true) && s.one_per_person)
    out.push({
      key: 'settings',
      message: 'One response per person needs identified respondents: turn off "Anonymous"',
    });
  if (s.opens_at && s.closes_at && new Date(s.opens_at) >= new Date(s.closes_at))
    out.push({ key: 'settings', message: 'The survey must close after it opens' });
  if (s.response_limit != null && s.response_limit < 1)
    out.push({ key: 'settings', message: 'The response limit must be at least 1' });
  const redirect = s.redirect_url?.trim();
  if (redirect && !(WEB_ADDRESS.test(redirect) && redirect.length <= 2000))
    out.push({
      key: 'settings',
      message: 'The address to send respondents to must be a web address starting with https:// (or http://)',
    });
  return out;
}
