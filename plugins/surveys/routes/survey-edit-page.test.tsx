// The builder: it opens the saved draft, adds a question of the chosen type, moves it with
// the keyboard (Alt+↑), autosaves the draft as one update, shows the database's publish
// checks while typing, and publishes through publish_survey.
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

import SurveyEditPage from './survey-edit-page.tsx';

const survey = {
  id: 's1',
  title: 'Site induction feedback',
  description: null,
  purpose: 'general',
  status: 'draft',
  version: 0,
  anonymous: true,
  one_per_person: false,
  opens_at: null,
  closes_at: null,
  response_limit: null,
  thank_you: null,
  draft_changed: true,
  published_at: null,
  created_at: '2026-11-27T08:00:00Z',
  created_by: null,
  updated_at: '2026-11-27T08:00:00Z',
  updated_by: null,
  draft: {
    questions: [
      {
        key: '11111111-1111-4111-8111-111111111111',
        kind: 'short_text',
        title: 'Which site?',
        required: true,
      },
    ],
    settings: { anonymous: true },
  },
};

const updates = () =>
  fakeSupabase.queries
    .filter((q: RecordedQuery) => q.table === 'surveys' && q.calls.some(([m]) => m === 'update'))
    .map((q) => q.calls.find(([m]) => m === 'update')?.[1]);

beforeEach(() => {
  fakeSupabase.reset();
  fakeSupabase.respond((q) => {
    if (q.table === 'rpc/publish_survey') return { data: { version: 1, new_version: true } };
    if (q.table === 'surveys' && q.calls.some(([m]) => m === 'update')) return { data: { id: 's1' } };
    if (q.table === 'surveys') return { data: survey };
    return { data: [] };
  });
});

function open() {
  return renderWithKernel(<SurveyEditPage />, {
    path: '/dashboard/surveys/s1/edit',
    route: '/dashboard/surveys/:id/edit',
    profile: fakeProfile('me', 'staff'),
  });
}

describe('a staff member building a survey', () => {
  it('adds an NPS question, moves it up with the keyboard and the draft is saved once typing stops', async () => {
    const user = userEvent.setup();
    open();
    expect(await screen.findByLabelText('Question 1', { selector: 'input' })).toHaveValue('Which site?');
    await user.selectOptions(screen.getByLabelText('New question type'), 'NPS (0–10)');
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    const title = screen.getByLabelText('Question 2', { selector: 'input' });
    await vi.waitFor(() => expect(title).toHaveFocus());
    await user.type(title, 'Would you recommend us?');
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(screen.getByLabelText('Question 1', { selector: 'input' })).toHaveValue('Would you recommend us?');
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('All changes saved'), {
      timeout: 3000,
    });
    const saved = updates().at(-1) as { draft: { questions: { kind: string; title: string }[] } };
    expect(saved.draft.questions.map((q) => [q.kind, q.title])).toEqual([
      ['nps', 'Would you recommend us?'],
      ['short_text', 'Which site?'],
    ]);
  });

  it('sees what stops publishing, and publishes once it is fixed', async () => {
    const user = userEvent.setup();
    open();
    const first = await screen.findByLabelText('Question 1', { selector: 'input' });
    await user.clear(first);
    expect(screen.getByText('Question 1 needs a title', { selector: 'li' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    await user.type(first, 'Which site were you at?');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await vi.waitFor(() => expect(fakeSupabase.rpcCalls()).toEqual([['publish_survey', { p_id: 's1' }]]));
    expect(await screen.findByRole('link', { name: /\/surveys\/s1$/ })).toBeInTheDocument();
    expect(screen.getByText('Version 1')).toBeInTheDocument();
  });

  it('adds a condition on an earlier answer, is told when a move makes it point forward, and drags the question back', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByLabelText('Question 1', { selector: 'input' });
    await user.selectOptions(screen.getByLabelText('New question type'), 'Single choice');
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    // The first question cannot have a condition: nothing comes before it.
    expect(screen.getByRole('button', { name: 'Add a condition to question 1' })).toBeDisabled();
    await user.type(screen.getByLabelText('Question 2', { selector: 'input' }), 'Is the site noisy?');
    await user.selectOptions(screen.getByLabelText('New question type'), 'Long text');
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await user.type(screen.getByLabelText('Question 3', { selector: 'input' }), 'Describe the noise');
    await user.click(screen.getByRole('button', { name: 'Add a condition to question 3' }));
    // The nearest earlier question that can have one, its first choice.
    expect(screen.getByLabelText('Condition of question 3: question')).toHaveDisplayValue(
      '2. Is the site noisy?',
    );
    expect(screen.getByLabelText('Condition of question 3: comparison')).toHaveDisplayValue('is');
    await user.selectOptions(screen.getByLabelText('Condition of question 3: value'), 'Option 2');

    // Moved above the question it depends on: the builder says so and will not publish.
    await user.click(screen.getByRole('button', { name: 'Move question 3 (Describe the noise) up' }));
    const problem =
      'The condition of Question 2 (“Describe the noise”) depends on Question 3, which comes after it: a condition can only depend on an earlier question';
    expect(screen.getByText(problem, { selector: 'li' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();

    // Dragged back below it by the grip: fixed, and announced.
    const region = (name: string) => screen.getByRole('region', { name });
    const grip = region('Question 2 · Long text').querySelector('[data-drag-handle]') as HTMLElement;
    const target = region('Question 3 · Single choice').closest('li') as HTMLElement;
    const dataTransfer = { setData: vi.fn(), setDragImage: vi.fn(), effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(grip, { dataTransfer });
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer });
    expect(screen.getByLabelText('Question 3', { selector: 'input' })).toHaveValue('Describe the noise');
    expect(screen.queryByText(problem, { selector: 'li' })).toBeNull();
    expect(screen.getByText('Question moved from place 2 to 3')).toBeInTheDocument();
    expect(within(region('Question 3 · Long text')).getByText('Remove condition')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('All changes saved'), {
      timeout: 3000,
    });
    const saved = updates().at(-1) as { draft: { questions: { key: string; show_if?: unknown }[] } };
    expect(saved.draft.questions[2]?.show_if).toEqual({
      question: saved.draft.questions[1]?.key,
      op: 'equals',
      value: 'Option 2',
    });
  });

  it('on a touch screen, drags a question by its grip with a finger and hears the move (ADR 066)', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByLabelText('Question 1', { selector: 'input' });
    await user.selectOptions(screen.getByLabelText('New question type'), 'Number');
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    const region = (name: string) => screen.getByRole('region', { name });
    const grip = region('Question 2 · Number').querySelector('[data-drag-handle]') as HTMLElement;
    const target = region('Question 1 · Short text');
    // jsdom lays nothing out: the finger is "over" the first question's card.
    const elementFromPoint = vi.fn(() => target);
    Object.defineProperty(document, 'elementFromPoint', { value: elementFromPoint, configurable: true });
    fireEvent.pointerDown(grip, { pointerType: 'touch', pointerId: 7, clientX: 20, clientY: 300 });
    fireEvent.pointerMove(grip, { pointerType: 'touch', pointerId: 7, clientX: 20, clientY: 120 });
    expect(target.closest('li')?.className).toMatch(/outline-dashed/);
    fireEvent.pointerUp(grip, { pointerType: 'touch', pointerId: 7, clientX: 20, clientY: 120 });
    expect(region('Question 1 · Number')).toBeInTheDocument();
    expect(region('Question 2 · Short text')).toBeInTheDocument();
    expect(screen.getByText('Question moved from place 2 to 1')).toBeInTheDocument();
    expect(target.closest('li')?.className ?? '').not.toMatch(/outline-dashed/);
    // A mouse's pointer is left to HTML drag and drop: pressing the grip moves nothing.
    fireEvent.pointerDown(region('Question 1 · Number').querySelector('[data-drag-handle]') as HTMLElement, {
      pointerType: 'mouse',
    });
    fireEvent.pointerUp(document.body, { pointerType: 'mouse' });
    expect(region('Question 1 · Number')).toBeInTheDocument();
  });
});
