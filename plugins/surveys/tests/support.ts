// Shared by the surveys suites: a survey a staff member builds and publishes.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';

export type DraftQuestion = {
  key: string;
  kind: string;
  title: string;
  help?: string;
  required?: boolean;
  choices?: string[];
  rows?: string[];
  min?: number | null;
  max?: number | null;
  shuffle?: boolean;
  other?: boolean;
  file_types?: string[];
  max_mb?: number | null;
  show_if?: {
    question: string;
    op: 'equals' | 'contains' | 'greater_than' | 'less_than';
    value: string | number;
  } | null;
};

export const q = (kind: string, title: string, extra: Partial<DraftQuestion> = {}): DraftQuestion => ({
  key: randomUUID(),
  kind,
  title,
  ...extra,
});

/** One question of every kind: the survey most suites answer. */
export function everyKind(): DraftQuestion[] {
  return [
    q('section', 'About the audit'),
    q('short_text', 'Site name', { required: true }),
    q('long_text', 'What could we do better?'),
    q('single_choice', 'Which service?', {
      required: true,
      choices: ['Fire audit', 'Noise survey', 'Training'],
    }),
    q('multiple_choice', 'What did you like?', { choices: ['Punctual', 'Clear report', 'Friendly'] }),
    q('dropdown', 'County', { choices: ['Nairobi', 'Mombasa', 'Kisumu'] }),
    q('rating', 'Overall rating', { required: true, max: 5 }),
    q('nps', 'How likely are you to recommend us?', { required: true }),
    q('number', 'Workers on site', { min: 1, max: 5000 }),
    q('date', 'Date of the visit'),
    q('matrix', 'Rate the auditor', { rows: ['Knowledge', 'Courtesy'], choices: ['Poor', 'Fair', 'Good'] }),
  ];
}

export async function newSurvey(
  client: SupabaseClient,
  questions: DraftQuestion[],
  settings: Record<string, unknown> = {},
  fields: Record<string, unknown> = {},
) {
  const { data, error } = await client
    .from('surveys')
    .insert({ title: 'Client satisfaction after an audit', draft: { questions, settings }, ...fields })
    .select('id')
    .single();
  expect(error).toBeNull();
  return data!.id as string;
}

export async function publish(client: SupabaseClient, id: string) {
  const { data, error } = await client.rpc('publish_survey', { p_id: id });
  expect(error).toBeNull();
  return data as { version: number; new_version: boolean };
}

export type PublicQuestion = { id: string; key: string; kind: string; title: string };

export async function publicSurvey(client: SupabaseClient, id: string) {
  const { data, error } = await client.rpc('public_survey', { p_id: id });
  expect(error).toBeNull();
  return data as {
    state: string;
    survey: { questions: PublicQuestion[]; thank_you: string | null; version: number } | null;
  };
}

/** Answers by question title, turned into {question id: value}. */
export function byTitle(questions: PublicQuestion[], answers: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [title, value] of Object.entries(answers)) {
    const found = questions.find((x) => x.title === title);
    if (!found) throw new Error(`no question ${title}`);
    out[found.id] = value;
  }
  return out;
}

export const validAnswers = {
  'Site name': 'Kakuzi packhouse',
  'Which service?': 'Fire audit',
  'What did you like?': ['Punctual', 'Clear report'],
  County: 'Nairobi',
  'Overall rating': 4,
  'How likely are you to recommend us?': 9,
  'Workers on site': 120,
  'Date of the visit': '2026-11-02',
  'Rate the auditor': { Knowledge: 'Good', Courtesy: 'Fair' },
};
