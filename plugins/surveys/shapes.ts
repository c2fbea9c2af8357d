// The survey documents the screens read and write, as zod schemas (ADR 046): the builder's
// draft (surveys.draft), public_survey's answer (the fill page) and survey_results' answer
// (analytics). Pure: zod only, so server tests may import it.
import { z } from 'zod';
import { FILE_TYPE_PRESETS, MAX_MB_LIMIT } from './file-types.ts';

export const QUESTION_KINDS = [
  'short_text',
  'long_text',
  'single_choice',
  'multiple_choice',
  'dropdown',
  'rating',
  'nps',
  'number',
  'date',
  'matrix',
  'file_upload',
  'section',
] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const KIND_LABELS: Record<QuestionKind, string> = {
  short_text: 'Short text',
  long_text: 'Long text',
  single_choice: 'Single choice',
  multiple_choice: 'Multiple choice',
  dropdown: 'Dropdown',
  rating: 'Rating (stars)',
  nps: 'NPS (0–10)',
  number: 'Number',
  date: 'Date',
  matrix: 'Matrix',
  file_upload: 'File upload',
  section: 'Section break',
};

/** A question's or section's condition (ADR 060; conditions.ts): shown only if an earlier answer meets it. */
export const ruleSchema = z.object({
  question: z.string(),
  op: z.enum(['equals', 'contains', 'greater_than', 'less_than']),
  value: z.union([z.string(), z.number()]),
});

export const draftQuestionSchema = z.object({
  key: z.string(),
  kind: z.enum(QUESTION_KINDS),
  title: z.string(),
  help: z.string().optional(),
  required: z.boolean().optional(),
  choices: z.array(z.string()).optional(),
  rows: z.array(z.string()).optional(),
  min: z.number().nullable().optional(),
  max: z.number().nullable().optional(),
  show_if: ruleSchema.nullable().optional(),
  /** Choice questions: the choices in a random order per respondent (ADR 060). */
  shuffle: z.boolean().optional(),
  /** Single / multiple choice: also "Other (please specify)" (ADR 060). */
  other: z.boolean().optional(),
  /** File upload (ADR 073): the kinds of file allowed (file-types.ts presets) and the largest file in MB. */
  file_types: z.array(z.string()).optional(),
  max_mb: z.number().nullable().optional(),
});
export type DraftQuestion = z.infer<typeof draftQuestionSchema>;

export const settingsSchema = z.object({
  anonymous: z.boolean().optional(),
  one_per_person: z.boolean().optional(),
  opens_at: z.string().nullable().optional(),
  closes_at: z.string().nullable().optional(),
  response_limit: z.number().nullable().optional(),
  thank_you: z.string().optional(),
  /** Where respondents go after the thank-you (http or https); blank: they stay on it. */
  redirect_url: z.string().optional(),
});
export type SurveySettings = z.infer<typeof settingsSchema>;

export const draftSchema = z.object({
  questions: z.array(draftQuestionSchema),
  settings: settingsSchema.optional(),
});
export type SurveyDraft = z.infer<typeof draftSchema>;

const NEEDS_TYPES = 'needs at least one allowed kind of file';
const BAD_SIZE = `must allow files of 1 to ${MAX_MB_LIMIT} MB (a whole number)`;
/**
 * A file question's settings as publish accepts them (app.survey_check_draft, same words after the
 * question's label): at least one known kind of file, and 1–10 whole MB (5 when not given).
 */
export const fileSettingsSchema = z.object({
  file_types: z
    .array(z.string(), { error: NEEDS_TYPES })
    .min(1, { error: NEEDS_TYPES })
    .refine((xs) => xs.every((x) => (FILE_TYPE_PRESETS as readonly string[]).includes(x)), {
      error: 'allows an unknown kind of file',
    }),
  max_mb: z
    .number({ error: BAD_SIZE })
    .int({ error: BAD_SIZE })
    .min(1, { error: BAD_SIZE })
    .max(MAX_MB_LIMIT, { error: BAD_SIZE })
    .nullable()
    .optional(),
});

export const publicQuestionSchema = z.object({
  id: z.string(),
  key: z.string(),
  kind: z.enum(QUESTION_KINDS),
  title: z.string(),
  help: z.string().nullable(),
  required: z.boolean(),
  choices: z.array(z.string()),
  rows: z.array(z.string()),
  min: z.number().nullable(),
  max: z.number().nullable(),
  show_if: ruleSchema.nullable().optional(),
  shuffle: z.boolean().optional(),
  other: z.boolean().optional(),
  file_types: z.array(z.string()).optional(),
  max_mb: z.number().nullable().optional(),
});
export type PublicQuestion = z.infer<typeof publicQuestionSchema>;

export const SURVEY_STATES = ['open', 'unknown', 'unpublished', 'closed', 'not_open', 'full'] as const;
export type SurveyState = (typeof SURVEY_STATES)[number];

export const publicSurveySchema = z.object({
  state: z.enum(SURVEY_STATES),
  survey: z
    .object({
      id: z.string(),
      title: z.string(),
      description: z.string().nullable(),
      version: z.number(),
      anonymous: z.boolean(),
      one_per_person: z.boolean(),
      opens_at: z.string().nullable(),
      closes_at: z.string().nullable(),
      thank_you: z.string().nullable(),
      redirect_url: z.string().nullable().optional(),
      questions: z.array(publicQuestionSchema),
    })
    .nullable(),
  /** The firm as Settings → Company has it: the page's branding. */
  company: z
    .object({
      name: z.string(),
      logo_path: z.string().nullable(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
      website: z.string().nullable(),
    })
    .nullable()
    .optional(),
});
export type SurveyCompany = NonNullable<PublicSurvey['company']>;
export type PublicSurvey = z.infer<typeof publicSurveySchema>;

export const submitAnswerSchema = z.object({
  response_id: z.string(),
  thank_you: z.string().nullable(),
  repeat: z.boolean(),
});

const count = z.object({ label: z.string(), count: z.number() });
export const resultsSchema = z.object({
  survey: z.object({ id: z.string(), title: z.string(), version: z.number(), status: z.string() }),
  responses: z.number(),
  per_day: z.array(z.object({ day: z.string(), count: z.number() })),
  questions: z.array(
    z.object({
      key: z.string(),
      kind: z.enum(QUESTION_KINDS),
      title: z.string(),
      answered: z.number(),
      counts: z.array(count).optional(),
      average: z.union([z.number(), z.string()]).nullable().optional(),
      nps: z
        .object({
          promoters: z.number(),
          passives: z.number(),
          detractors: z.number(),
          score: z.number().nullable(),
          /** Week by week (Monday, company time): the NPS's trend (ADR 060). */
          trend: z.array(z.object({ week: z.string(), answers: z.number(), score: z.number() })).optional(),
        })
        .optional(),
      rows: z.array(z.string()).optional(),
      columns: z.array(z.string()).optional(),
      cells: z.array(z.object({ row: z.string(), column: z.string(), count: z.number() })).optional(),
      texts: z.array(z.object({ text: z.string(), at: z.string() })).optional(),
    }),
  ),
});
export type SurveyResults = z.infer<typeof resultsSchema>;

/** survey_drop_off (ADR 066): visits of the current version, and per page who reached it and who stopped there. */
export const dropOffSchema = z.object({
  version: z.number(),
  started: z.number(),
  completed: z.number(),
  pages: z.array(
    z.object({ page: z.number(), title: z.string().nullable(), reached: z.number(), stopped: z.number() }),
  ),
});
export type DropOff = z.infer<typeof dropOffSchema>;
export type QuestionResult = SurveyResults['questions'][number];
