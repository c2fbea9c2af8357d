// The analytics page's cross-tab filter (ADR 071): only choice questions are offered, with their answers
// ("Other" too); nothing is filtered until both are chosen and Filter is pressed (arrow keys through the
// answers do not reload the page); an active filter is one chip cleared with one button.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { QuestionResult } from '../shapes.ts';
import { WordBars } from './charts.tsx';
import { CrossTabFilter } from './cross-tab-filter.tsx';

const questions: QuestionResult[] = [
  {
    key: 'k-service',
    kind: 'single_choice',
    title: 'Which service?',
    answered: 3,
    counts: [
      { label: 'Fire audit', count: 2 },
      { label: 'Noise survey', count: 1 },
    ],
  },
  {
    key: 'k-county',
    kind: 'dropdown',
    title: 'County',
    answered: 2,
    counts: [
      { label: 'Nairobi', count: 1 },
      { label: 'Other', count: 1 },
    ],
  },
  {
    key: 'k-rating',
    kind: 'rating',
    title: 'Overall rating',
    answered: 3,
    counts: [{ label: '5', count: 3 }],
  },
  { key: 'k-comment', kind: 'long_text', title: 'What could we do better?', answered: 1, texts: [] },
];

describe('the cross-tab filter', () => {
  it('a staff member picks a choice question and one of its answers, then filters', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<CrossTabFilter questions={questions} value={null} onChange={onChange} />);
    const question = screen.getByLabelText('Only responses where');
    expect(
      within(question)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a question', 'Which service?', 'County']);
    const filter = screen.getByRole('button', { name: 'Filter' });
    expect(filter).toHaveProperty('disabled', true);
    await user.selectOptions(question, 'County');
    const answer = screen.getByLabelText('is');
    expect(
      within(answer)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose an answer', 'Nairobi', 'Other']);
    await user.selectOptions(answer, 'Other');
    expect(onChange).not.toHaveBeenCalled();
    await user.click(filter);
    expect(onChange).toHaveBeenCalledWith({ key: 'k-county', option: 'Other' });
  });

  it('an active filter is one chip naming the question and answer, cleared with its button', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <CrossTabFilter
        questions={questions}
        value={{ key: 'k-service', option: 'Noise survey' }}
        onChange={onChange}
      />,
    );
    expect(screen.getByTestId('cross-tab-chip').textContent).toBe(
      "Only responses where 'Which service?' is 'Noise survey'",
    );
    expect(screen.queryByLabelText('Only responses where')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear the filter: show all responses' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('is not offered on a survey without choice questions', () => {
    const { container } = render(
      <CrossTabFilter questions={questions.slice(2)} value={null} onChange={() => {}} />,
    );
    expect(container.innerHTML).toBe('');
  });
});

describe('the most frequent words', () => {
  it('a screen reader user gets the words as a table with how many answers used each', () => {
    render(
      <WordBars
        label="Most frequent words in answers to Comments"
        words={[
          { word: 'report', n: 3 },
          { word: 'clear', n: 2 },
        ]}
        answers={4}
      />,
    );
    const table = screen.getByRole('table', { name: 'Most frequent words in answers to Comments' });
    expect(within(table).getByRole('rowheader', { name: 'report' }).parentElement?.textContent).toBe(
      'report375%',
    );
    expect(screen.getByText('Most frequent words, each counted once per answer')).toBeTruthy();
  });

  it('says there is nothing to count rather than drawing empty bars', () => {
    render(<WordBars label="Words" words={[]} answers={2} />);
    expect(screen.getByText('No words to count yet.')).toBeTruthy();
  });
});
