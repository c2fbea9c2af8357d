// The Surveys module's reads and writes: the only file that knows its tables and RPCs.
// Answers become values or DataErrors through the kernel's unwrap; RPC documents are
// checked with the schemas in shapes.ts (ADR 046).
import { parseResult, rpcResult } from '@kernel/data/parse-result.ts';
import { pluginKeys } from '@kernel/data/query-keys.ts';
import { unwrap } from '@kernel/data/unwrap.ts';
import type { Tables } from '@kernel/database.types.ts';
import { supabase } from '@kernel/supabase.ts';
import { applyListState, toListPage } from '@kit/list/apply-list-state.ts';
import type { FetchPage, ListPage } from '@kit/list/fetch-page.ts';
import { z } from 'zod';
import {
  type CrossTab,
  type ResponsesTable,
  responsesTableSchema,
  type TextWord,
  textWordsSchema,
} from './analytics-shapes.ts';
import {
  type DropOff,
  draftSchema,
  dropOffSchema,
  type PublicSurvey,
  publicSurveySchema,
  resultsSchema,
  type SurveyDraft,
  type SurveyResults,
  submitAnswerSchema,
} from './shapes.ts';

export const surveyKeys = pluginKeys('surveys');

export type Survey = Tables<'surveys'>;
export const PURPOSE_LABELS: Record<string, string> = {
  general: 'General',
  feedback: 'Client feedback',
  'training-evaluation': 'Training evaluation',
  'safety-perception': 'Safety perception',
  health: 'Health questionnaire',
};
export const STATUS_LABELS: Record<Survey['status'], string> = {
  draft: 'Draft',
  published: 'Published',
  closed: 'Closed',
};

const LIST_COLUMNS = 'id, title, purpose, status, version, draft_changed, updated_at, published_at';
export type SurveyListRow = Pick<
  Survey,
  'id' | 'title' | 'purpose' | 'status' | 'version' | 'draft_changed' | 'updated_at' | 'published_at'
>;

export const surveysFetchPage: FetchPage<SurveyListRow> = async (state, signal) => {
  const query = applyListState(
    supabase.from('surveys').select(LIST_COLUMNS, { count: 'exact' }).abortSignal(signal),
    state,
    { searchColumns: ['title'], filterColumns: { status: 'status', purpose: 'purpose' }, tieBreaker: 'id' },
  );
  return toListPage(await query, 'exact') as ListPage<SurveyListRow>;
};

export async function createSurvey(title: string, purpose = 'general'): Promise<string> {
  const row = unwrap(
    await supabase
      .from('surveys')
      .insert({ title: title.trim(), purpose, draft: { questions: [], settings: { anonymous: true } } })
      .select('id')
      .single(),
  ) as { id: string };
  return row.id;
}

/** A new draft made from a template (templates.ts: fresh keys, conditions on them). */
export async function createSurveyFrom(fields: {
  title: string;
  description: string;
  purpose: string;
  draft: SurveyDraft;
}): Promise<string> {
  const row = unwrap(
    await supabase
      .from('surveys')
      .insert({
        title: fields.title,
        description: fields.description || null,
        purpose: fields.purpose,
        draft: fields.draft as never,
      })
      .select('id')
      .single(),
  ) as { id: string };
  return row.id;
}

export type SurveyForBuilder = Omit<Survey, 'draft'> & { draft: SurveyDraft };

export async function getSurvey(id: string): Promise<SurveyForBuilder | null> {
  const row = unwrap(await supabase.from('surveys').select('*').eq('id', id).maybeSingle()) as Survey | null;
  if (!row) return null;
  return { ...row, draft: parseResult(`The survey's draft (${id})`, draftSchema, row.draft) };
}

/** Autosave: the title, purpose, description and the draft document (what respondents see changes on publish). */
export async function saveDraft(
  id: string,
  fields: { title: string; description: string; purpose: string; draft: SurveyDraft },
): Promise<void> {
  unwrap(
    await supabase
      .from('surveys')
      .update({
        title: fields.title.trim() || 'Untitled survey',
        description: fields.description.trim() || null,
        purpose: fields.purpose,
        draft: fields.draft,
      })
      .eq('id', id)
      .select('id')
      .single(),
  );
}

export async function publishSurvey(id: string) {
  return rpcResult(
    'Publishing (publish_survey)',
    z.object({ version: z.number(), new_version: z.boolean() }),
    await supabase.rpc('publish_survey', { p_id: id }),
  );
}

export async function setSurveyClosed(id: string, closed: boolean): Promise<void> {
  unwrap(await supabase.rpc('set_survey_closed', { p_id: id, p_closed: closed }));
}

export async function deleteSurvey(id: string): Promise<void> {
  const rows = unwrap(await supabase.from('surveys').delete().eq('id', id).select('id'));
  if (!rows.length) throw new Error('Only an administrator can delete a survey');
}

export async function getPublicSurvey(id: string): Promise<PublicSurvey> {
  return rpcResult(
    'The survey (public_survey)',
    publicSurveySchema,
    await supabase.rpc('public_survey', { p_id: id }),
  );
}

export async function submitResponse(args: {
  surveyId: string;
  answers: Record<string, unknown>;
  email?: string | null;
  key: string;
  website?: string;
}) {
  return rpcResult(
    'Your response (submit_survey_response)',
    submitAnswerSchema,
    await supabase.rpc('submit_survey_response', {
      p_survey_id: args.surveyId,
      p_answers: args.answers as never,
      p_email: args.email ?? undefined,
      p_key: args.key,
      p_website: args.website || undefined,
    }),
  );
}

/**
 * The results, optionally of the responses submitted from / to a company day (YYYY-MM-DD, inclusive) and,
 * with a cross-tab filter, only of those whose answer to one choice question is one option (ADR 071).
 */
export async function getResults(
  id: string,
  range: { from?: string; to?: string } = {},
  only: CrossTab | null = null,
): Promise<SurveyResults> {
  return rpcResult(
    'The results (survey_results)',
    resultsSchema,
    await supabase.rpc('survey_results', {
      p_id: id,
      p_from: range.from || undefined,
      p_to: range.to || undefined,
      p_filter_key: only?.key,
      p_filter_value: only?.option,
    }),
  );
}

/** The most frequent words of a text question's answers, in the same range and cross-tab as the results. */
export async function getTextWords(
  id: string,
  key: string,
  range: { from?: string; to?: string } = {},
  only: CrossTab | null = null,
  limit = 12,
): Promise<TextWord[]> {
  return rpcResult(
    'The most frequent words (survey_text_words)',
    textWordsSchema,
    await supabase.rpc('survey_text_words', {
      p_id: id,
      p_key: key,
      p_from: range.from || undefined,
      p_to: range.to || undefined,
      p_filter_key: only?.key,
      p_filter_value: only?.option,
      p_limit: limit,
    }),
  );
}

/** Completion and drop-off per page of the visits that started in the range (ADR 066). */
export async function getDropOff(id: string, range: { from?: string; to?: string } = {}): Promise<DropOff> {
  return rpcResult(
    'Where respondents stopped (survey_drop_off)',
    dropOffSchema,
    await supabase.rpc('survey_drop_off', {
      p_id: id,
      p_from: range.from || undefined,
      p_to: range.to || undefined,
    }),
  );
}

/**
 * Tells the database a visit (its idempotency key) reached a page (0-based, of all the
 * version's pages) for the drop-off figures. A trace only: a failure is ignored.
 */
export async function reportProgress(surveyId: string, key: string, page: number): Promise<void> {
  try {
    await supabase.rpc('survey_progress', { p_survey_id: surveyId, p_key: key, p_page: page });
  } catch {
    // Offline or refused: the respondent's answers do not depend on it.
  }
}

/** Every response as columns and typed rows: what the Excel workbook is built from (the CSV too, in SQL). */
export async function getResponsesTable(id: string): Promise<ResponsesTable> {
  return rpcResult(
    'The export (survey_responses_table)',
    responsesTableSchema,
    await supabase.rpc('survey_responses_table', { p_id: id }),
  );
}

export async function getResponsesCsv(id: string): Promise<string> {
  return rpcResult(
    'The export (survey_responses_csv)',
    z.string(),
    await supabase.rpc('survey_responses_csv', { p_id: id }),
  );
}

export async function duplicateSurvey(id: string): Promise<string> {
  return rpcResult(
    'The copy (duplicate_survey)',
    z.string(),
    await supabase.rpc('duplicate_survey', { p_id: id }),
  );
}

export interface ResponseRow {
  id: string;
  version: number;
  respondent_email: string | null;
  submitted_at: string;
  survey_answers: { value: unknown; survey_questions: { title: string; position: number } | null }[];
}

/** One survey's responses, newest first, with their answers (the analytics page's list). */
export function responsesFetchPage(surveyId: string): FetchPage<ResponseRow> {
  return async (state, signal) => {
    const query = applyListState(
      supabase
        .from('survey_responses')
        .select(
          'id, version, respondent_email, submitted_at, survey_answers(value, survey_questions(title, position))',
          {
            count: 'exact',
          },
        )
        .eq('survey_id', surveyId)
        .abortSignal(signal),
      state,
      { searchColumns: ['respondent_email'], tieBreaker: 'id' },
    );
    return toListPage(await query, 'exact') as ListPage<ResponseRow>;
  };
}

export async function deleteResponse(id: string): Promise<void> {
  const rows = unwrap(await supabase.from('survey_responses').delete().eq('id', id).select('id')) as {
    id: string;
  }[];
  if (!rows.length) throw new Error('Only an administrator can delete a response');
}

/** An answer as text (choices joined, a matrix as "row: column"). */
export function answerText(value: unknown): string {
  if (Array.isArray(value)) return value.join('; ');
  if (value && typeof value === 'object')
    return Object.entries(value)
      .map(([row, column]) => `${row}: ${String(column)}`)
      .join('; ');
  return value == null ? '' : String(value);
}
