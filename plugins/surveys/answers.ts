// The respondent's side, pure: which answers count as given, the page's own check of an
// answer (a convenience: the database checks again and has the last word, with the same
// words), the pages of a survey (a section break starts a page) and the CSV the browser
// saves.
import { visibleIds } from './conditions.ts';
import { type FileAnswer, isFileAnswer } from './file-types.ts';
import type { PublicQuestion } from './shapes.ts';

export type AnswerValue = string | number | string[] | Record<string, string> | FileAnswer | null | undefined;
export type Answers = Record<string, AnswerValue>;

export function isEmpty(v: AnswerValue): boolean {
  if (v == null) return true;
  if (typeof v === 'string') return v.trim() === '';
  if (Array.isArray(v)) return v.length === 0;
  if (typeof v === 'object') return Object.keys(v).length === 0;
  return false;
}

const validDate = (s: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/** The problem with answer `v` to question `q`, or null. */
export function answerProblem(q: PublicQuestion, v: AnswerValue): string | null {
  const label = `“${q.title.slice(0, 80)}”`;
  if (q.kind === 'section') return null;
  if (isEmpty(v)) return q.required ? `Answer ${label}: it is required` : null;
  switch (q.kind) {
    case 'short_text':
    case 'long_text': {
      const limit = q.kind === 'short_text' ? 500 : 5000;
      if (typeof v !== 'string') return `The answer to ${label} must be text`;
      return v.length > limit
        ? `The answer to ${label} is too long (at most ${limit.toLocaleString('en')} characters)`
        : null;
    }
    case 'single_choice':
    case 'dropdown':
      if (typeof v === 'string' && !q.choices.includes(v) && q.other)
        return v.trim().length > 200
          ? `The other answer to ${label} is too long (at most 200 characters)`
          : null;
      return typeof v === 'string' && q.choices.includes(v) ? null : `Choose one of the options for ${label}`;
    case 'multiple_choice': {
      // Besides the choices, at most one answer in the respondent's own words ("Other", ADR 060).
      const own = Array.isArray(v) ? v.filter((x) => !q.choices.includes(x)) : [];
      if (
        !Array.isArray(v) ||
        v.some((x) => typeof x !== 'string' || x.trim() === '') ||
        new Set(v).size !== v.length ||
        own.length > (q.other ? 1 : 0)
      )
        return `Choose options from the list for ${label} (each once)`;
      return own.some((x) => x.trim().length > 200)
        ? `The other answer to ${label} is too long (at most 200 characters)`
        : null;
    }
    case 'nps':
      return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 10
        ? null
        : `Choose a whole number from 0 to 10 for ${label}`;
    case 'rating': {
      const max = q.max ?? 5;
      return typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= max
        ? null
        : `Choose from 1 to ${max} stars for ${label}`;
    }
    case 'number':
      if (typeof v !== 'number' || Number.isNaN(v)) return `The answer to ${label} must be a number`;
      if (q.min != null && v < q.min) return `The answer to ${label} must be at least ${q.min}`;
      if (q.max != null && v > q.max) return `The answer to ${label} must be at most ${q.max}`;
      return null;
    case 'date':
      return typeof v === 'string' && validDate(v) ? null : `Enter a date for ${label} (year, month and day)`;
    case 'file_upload':
      // The chosen file was checked before it was uploaded (file-types.ts); the database checks the stored one.
      return isFileAnswer(v) ? null : `Choose a file for ${label}`;
    case 'matrix': {
      if (v === null || typeof v !== 'object' || Array.isArray(v) || isFileAnswer(v))
        return `Choose a column for each row of ${label}`;
      if (q.required && q.rows.some((r) => !v[r])) return `Answer every row of ${label}: it is required`;
      return null;
    }
  }
  return null;
}

export interface SurveyPage {
  /** The section break that starts the page (none for questions before the first one). */
  section: PublicQuestion | null;
  questions: PublicQuestion[];
}

/** One page per section; questions before the first section break make a page of their own. */
export function pagesOf(questions: readonly PublicQuestion[]): SurveyPage[] {
  const pages: SurveyPage[] = [];
  let current: SurveyPage | null = null;
  for (const q of questions) {
    if (q.kind === 'section') {
      current = { section: q, questions: [] };
      pages.push(current);
    } else {
      if (!current) {
        current = { section: null, questions: [] };
        pages.push(current);
      }
      current.questions.push(q);
    }
  }
  return pages.filter((p) => p.questions.length > 0 || p.section);
}

/**
 * The pages shown for these answers (ADR 060): a page goes when its section is hidden by a
 * condition, or when every question on it is; the questions hidden by a condition leave
 * the page. A page without questions (a section of text only) stays while its section shows.
 */
export function shownPages(pages: readonly SurveyPage[], shown: ReadonlySet<string>): SurveyPage[] {
  const out: SurveyPage[] = [];
  for (const p of pages) {
    if (p.section && !shown.has(p.section.id)) continue;
    const questions = p.questions.filter((q) => shown.has(q.id));
    if (p.questions.length > 0 && questions.length === 0) continue;
    out.push({ section: p.section, questions });
  }
  return out;
}

/** What is sent: only answered questions that are shown (ADR 060: the database refuses the rest), text trimmed. */
export function answersToSend(
  questions: readonly PublicQuestion[],
  answers: Answers,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const shown = visibleIds(questions, answers);
  for (const q of questions) {
    const v = answers[q.id];
    if (q.kind === 'section' || isEmpty(v) || !shown.has(q.id)) continue;
    out[q.id] = typeof v === 'string' ? v.trim() : v;
  }
  return out;
}

/** The NPS of a set of scores: % promoters (9–10) minus % detractors (0–6), rounded. */
export function npsScore(promoters: number, detractors: number, total: number): number | null {
  if (total === 0) return null;
  return Math.round((100 * (promoters - detractors)) / total);
}

/**
 * `list` in an order of its own for `seed` (ADR 060: randomised options): the same seed
 * gives the same order, so a respondent's choices stay put across a reload; another
 * respondent (another seed) most likely gets another order.
 */
export function shuffled<T>(list: readonly T[], seed: string): T[] {
  // FNV-1a of the seed, then mulberry32: small, fast and good enough to spread first places.
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  let state = h >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
