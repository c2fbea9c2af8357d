// Conditional logic (ADR 060, ADR 066), pure: "show this question / section only if an
// earlier answer equals / contains / is greater than / is less than a value". The same rules are written in SQL
// (app.survey_rule_passes, app.survey_check_draft, submit_survey_response) with the same
// words: the builder and the fill page use this module, the database has the last word.
//
// A rule names its question by key (the builder's id, the same in every version). A
// question is shown when its section is shown and its own rule passes; a rule on a hidden
// or unanswered question never passes. Rules may only look back, so a survey's
// visibility is worked out in one pass from the top.
import type { QuestionKind } from './shapes.ts';

export const RULE_OPS = ['equals', 'contains', 'greater_than', 'less_than'] as const;
export type RuleOp = (typeof RULE_OPS)[number];
export interface Rule {
  question: string;
  op: RuleOp;
  value: string | number;
}

export const OP_LABELS: Record<RuleOp, string> = {
  equals: 'is',
  contains: 'contains',
  greater_than: 'is greater than',
  less_than: 'is less than',
};

/** The comparisons each kind of question can be the subject of (none: it cannot). */
export const OPS_BY_KIND: Record<QuestionKind, readonly RuleOp[]> = {
  short_text: ['equals', 'contains'],
  long_text: ['equals', 'contains'],
  single_choice: ['equals'],
  dropdown: ['equals'],
  multiple_choice: ['contains'],
  rating: ['equals', 'greater_than', 'less_than'],
  nps: ['equals', 'greater_than', 'less_than'],
  number: ['equals', 'greater_than', 'less_than'],
  date: ['equals', 'greater_than', 'less_than'],
  matrix: [],
  file_upload: [],
  section: [],
};

const NUMERIC: readonly QuestionKind[] = ['rating', 'nps', 'number'];
const CHOICE: readonly QuestionKind[] = ['single_choice', 'dropdown', 'multiple_choice'];
export const isNumericKind = (k: QuestionKind) => NUMERIC.includes(k);
export const isChoiceKind = (k: QuestionKind) => CHOICE.includes(k);

// An object is a matrix's answer or a file answer (ADR 073): neither can be a condition's subject.
type Value = string | number | readonly string[] | Readonly<Record<string, unknown>> | null | undefined;

/**
 * Trimming and case as the database does them (app.survey_rule_passes): JavaScript's
 * whitespace at both ends (the SQL lists the same characters), then lower case.
 */
const trim = (s: string) => s.trim();
const blank = (v: Value) =>
  v == null ||
  (typeof v === 'string' && trim(v) === '') ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0);
const norm = (s: string) => trim(s).toLowerCase();
/**
 * Text order by code point, as PostgreSQL's "C" collation orders UTF-8 (JavaScript's `<`
 * compares UTF-16 units, which differs past U+FFFF). Dates (YYYY-MM-DD) compare this way.
 */
function textOrder(a: string, b: string): number {
  const x = Array.from(a, (c) => c.codePointAt(0) as number);
  const y = Array.from(b, (c) => c.codePointAt(0) as number);
  for (let i = 0; i < Math.min(x.length, y.length); i++)
    if (x[i] !== y[i]) return (x[i] as number) - (y[i] as number);
  return x.length - y.length;
}
/** The sign of answer − value for `greater_than` / `less_than`, or null when they do not compare. */
function order(answer: Value, value: string | number): number | null {
  if (typeof answer === 'number') return typeof value === 'number' ? Math.sign(answer - value) : null;
  if (typeof answer === 'string')
    return typeof value === 'string' ? textOrder(trim(answer), trim(value)) : null;
  return null;
}

/** Whether `answer` (of the rule's question) meets the rule. No answer never does. */
export function rulePasses(rule: Rule, answer: Value): boolean {
  if (blank(answer)) return false;
  const value = rule.value;
  switch (rule.op) {
    case 'equals':
      if (typeof answer === 'number') return typeof value === 'number' && answer === value;
      if (typeof answer === 'string') return typeof value === 'string' && norm(answer) === norm(value);
      return false;
    case 'contains':
      if (typeof value !== 'string') return false;
      if (typeof answer === 'string') return norm(answer).includes(norm(value));
      if (Array.isArray(answer)) return answer.some((x) => typeof x === 'string' && norm(x) === norm(value));
      return false;
    // Numbers, or dates (YYYY-MM-DD) as text.
    case 'greater_than':
      return (order(answer, value) ?? 0) > 0;
    case 'less_than':
      return (order(answer, value) ?? 0) < 0;
  }
  return false;
}

export interface RuledQuestion {
  id: string;
  key: string;
  kind: QuestionKind;
  show_if?: Rule | null;
}

/**
 * The ids of the questions (and sections) shown for these answers (by question id), top
 * to bottom: a section's rule hides it and every question up to the next section; a
 * question's rule looks at an earlier question's answer, which counts only if shown.
 */
export function visibleIds(questions: readonly RuledQuestion[], answers: Record<string, Value>): Set<string> {
  const shown = new Set<string>();
  const byKey = new Map<string, Value>();
  let sectionShown = true;
  for (const q of questions) {
    const passes = !q.show_if || rulePasses(q.show_if, byKey.get(q.show_if.question));
    if (q.kind === 'section') {
      sectionShown = passes;
      if (passes) shown.add(q.id);
      continue;
    }
    if (!(sectionShown && passes)) continue;
    shown.add(q.id);
    const a = answers[q.id];
    if (!blank(a)) byKey.set(q.key, a);
  }
  return shown;
}

export interface DraftLike {
  key: string;
  kind: QuestionKind;
  title: string;
  choices?: string[];
  show_if?: Rule | null;
}

const labelOf = (q: DraftLike, n: number) => {
  const title = q.title.trim();
  return `Question ${n}${title ? ` (“${title.slice(0, 60)}”)` : ''}`;
};
const validDate = (s: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/** What is wrong with the rule of question `index` (0-based), or null. Same words as the database. */
export function ruleProblem(list: readonly DraftLike[], index: number): string | null {
  const q = list[index];
  const rule = q?.show_if;
  if (!q || !rule) return null;
  const of = `The condition of ${labelOf(q, index + 1)}`;
  const position = new Map(list.map((x, i) => [x.key, i]));
  const at = position.get(rule.question);
  if (at === undefined) return `${of} refers to a question that is no longer in the survey`;
  // Follow the chain of conditions: coming back here is a loop.
  const path = [index];
  const seen = new Set<number>([index]);
  let next: number | undefined = at;
  while (next !== undefined) {
    path.push(next);
    if (next === index) {
      const steps = path.map((i) => `Question ${i + 1}`).join(' → ');
      return `${of} forms a loop (${steps}): a condition can only depend on an earlier question`;
    }
    if (seen.has(next)) break;
    seen.add(next);
    const r: Rule | null | undefined = list[next]?.show_if;
    next = r ? position.get(r.question) : undefined;
  }
  if (at > index)
    return `${of} depends on Question ${at + 1}, which comes after it: a condition can only depend on an earlier question`;
  const target = list[at] as DraftLike;
  const ops = OPS_BY_KIND[target.kind];
  if (ops.length === 0)
    return `${of} must depend on a question with an answer (not a section break or a matrix)`;
  if (!RULE_OPS.includes(rule.op)) return `${of} has an unknown comparison`;
  if (!ops.includes(rule.op))
    return `${of} cannot use “${OP_LABELS[rule.op]}” with Question ${at + 1}: choose another comparison`;
  if (isNumericKind(target.kind)) {
    if (typeof rule.value !== 'number' || !Number.isFinite(rule.value))
      return `${of} needs a number to compare with`;
    return null;
  }
  if (typeof rule.value !== 'string' || rule.value.trim() === '')
    return `${of} needs a value to compare with`;
  if (target.kind === 'date' && !validDate(rule.value.trim())) return `${of} needs a date to compare with`;
  if (isChoiceKind(target.kind)) {
    const choices = (target.choices ?? []).map(norm);
    if (!choices.includes(norm(rule.value)))
      return `${of} asks for “${rule.value.trim().slice(0, 60)}”, which is not a choice of Question ${at + 1}`;
  }
  return null;
}

/** A sentence for the builder: "Shown only if Question 2 is “Yes”". */
export function describeRule(list: readonly DraftLike[], rule: Rule): string {
  const at = list.findIndex((x) => x.key === rule.question);
  const value = typeof rule.value === 'number' ? String(rule.value) : `“${rule.value}”`;
  return `Shown only if ${at >= 0 ? `Question ${at + 1}` : 'a removed question'} ${OP_LABELS[rule.op]} ${value}`;
}

/** A first rule for question `index`: the nearest earlier question that can be a subject, or null. */
export function defaultRule(list: readonly DraftLike[], index: number): Rule | null {
  for (let i = index - 1; i >= 0; i--) {
    const t = list[i] as DraftLike;
    const op = OPS_BY_KIND[t.kind][0];
    if (!op) continue;
    return { question: t.key, op, value: defaultValue(t) };
  }
  return null;
}

export function defaultValue(t: DraftLike): string | number {
  if (isNumericKind(t.kind)) return t.kind === 'nps' ? 8 : t.kind === 'rating' ? 3 : 0;
  if (isChoiceKind(t.kind)) return (t.choices ?? []).map((c) => c.trim()).find(Boolean) ?? '';
  return '';
}
