// The analytics page with a cross-tab filter in its address (ADR 071): every figure is asked for with the
// filter (the results and a text question's most frequent words), the chip names it and clearing it drops
// it from the address; "Export Excel" builds the workbook from survey_responses_table.
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));
const workbook = vi.hoisted(() => vi.fn(async () => new ArrayBuffer(8)));
vi.mock('../parts/responses-workbook.ts', () => ({ responsesWorkbook: workbook }));

import SurveyAnalyticsPage from './survey-analytics-page.tsx';

const results = {
  survey: { id: 's1', title: 'Client satisfaction', version: 1, status: 'published' },
  responses: 2,
  per_day: [{ day: '2026-12-01', count: 2 }],
  questions: [
    {
      key: 'k-service',
      kind: 'single_choice',
      title: 'Which service?',
      answered: 2,
      counts: [
        { label: 'Fire audit', count: 0 },
        { label: 'Noise survey', count: 2 },
      ],
    },
    {
      key: 'k-comment',
      kind: 'long_text',
      title: 'What could we do better?',
      answered: 2,
      texts: [{ text: 'Clear report', at: '2026-12-01T10:00:00Z' }],
    },
  ],
};
const table = {
  columns: [{ key: 'submitted', title: 'Submitted', kind: 'datetime' }],
  rows: [['2026-12-01T10:00:00']],
};

const rpcs = (name: string) => fakeSupabase.queries.filter((q: RecordedQuery) => q.table === `rpc/${name}`);

beforeEach(() => {
  fakeSupabase.reset();
  workbook.mockClear();
  fakeSupabase.respond((q) => {
    if (q.table === 'rpc/survey_results') return { data: results };
    if (q.table === 'rpc/survey_text_words') return { data: [{ word: 'report', n: 2 }] };
    if (q.table === 'rpc/survey_drop_off')
      return { data: { version: 1, started: 2, completed: 2, pages: [] } };
    if (q.table === 'rpc/survey_responses_table') return { data: table };
    return { data: [], count: 0 };
  });
});

function open(search: string) {
  return renderWithKernel(<SurveyAnalyticsPage />, {
    path: `/dashboard/surveys/s1/analytics${search}`,
    route: '/dashboard/surveys/:id/analytics',
    profile: fakeProfile('me', 'staff'),
  });
}

describe('the survey analytics page', () => {
  it('a staff member opening a filtered address sees only those responses, and clears the filter with one button', async () => {
    const user = userEvent.setup();
    const { router } = open('?q=k-service&a=Noise+survey&from=2026-12-01');
    expect(await screen.findByTestId('cross-tab-chip')).toHaveProperty(
      'textContent',
      "Only responses where 'Which service?' is 'Noise survey'",
    );
    expect(rpcs('survey_results')[0]?.args).toEqual({
      p_id: 's1',
      p_from: '2026-12-01',
      p_to: undefined,
      p_filter_key: 'k-service',
      p_filter_value: 'Noise survey',
    });
    await screen.findByRole('table', { name: 'Most frequent words in answers to What could we do better?' });
    expect(rpcs('survey_text_words')[0]?.args).toMatchObject({
      p_key: 'k-comment',
      p_from: '2026-12-01',
      p_filter_key: 'k-service',
      p_filter_value: 'Noise survey',
    });

    await user.click(screen.getByRole('button', { name: 'Clear the filter: show all responses' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-12-01'));
    await waitFor(() =>
      expect(rpcs('survey_results').at(-1)?.args).toMatchObject({ p_filter_key: undefined }),
    );
    expect(await screen.findByLabelText('Only responses where')).toBeTruthy();
  });

  it('"Export Excel" builds the workbook from every response and downloads it', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    open('');
    await user.click(await screen.findByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(workbook).toHaveBeenCalledWith(table, 'Client satisfaction'));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(clicked.mock.contexts[0]).toHaveProperty('download', 'client-satisfaction-responses.xlsx');
    clicked.mockRestore();
  });
});
