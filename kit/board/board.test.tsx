// A board as staff use it: cards in their columns, moved with the menu or the
// keyboard when the board allows it, and filters that live in the URL.
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { BoardView } from './board-view.tsx';
import { FilterBar } from './filter-bar.tsx';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

type Card = { id: string; title: string; state: 'todo' | 'doing' | 'done' };
const COLUMNS = [
  { id: 'todo', label: 'To do' },
  { id: 'doing', label: 'Doing' },
  { id: 'done', label: 'Done' },
] as const;
const CARDS: Card[] = [
  { id: '1', title: 'Fire drill', state: 'todo' },
  { id: '2', title: 'Noise survey', state: 'doing' },
];

function board(
  onMove?: (card: Card, state: Card['state'], index: number) => void,
  options: { items?: Card[]; ordered?: boolean } = {},
) {
  return (
    <BoardView
      label="Jobs board"
      ordered={options.ordered}
      columns={COLUMNS}
      items={options.items ?? CARDS}
      keyOf={(c) => c.id}
      columnOf={(c) => c.state}
      emptyText="Nothing here"
      onMove={onMove}
      focusIdOf={(c) => `job-${c.id}`}
      renderCard={(c, tools) => (
        <article>
          <Link id={`job-${c.id}`} to={`/jobs/${c.id}`} onKeyDown={tools.onKeyDown}>
            {c.title}
          </Link>
          {tools.moveMenu(c.title)}
        </article>
      )}
    />
  );
}

describe('a kanban board (BoardView)', () => {
  it('shows each column with its count and cards, and says when one is empty', () => {
    renderWithKernel(board(), { path: '/jobs' });
    const doing = screen.getByRole('region', { name: /Doing/ });
    expect(within(doing).getByText('1')).toBeInTheDocument();
    expect(within(doing).getByRole('link', { name: 'Noise survey' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: /Done/ })).getByText('Nothing here'),
    ).toBeInTheDocument();
  });

  it('offers no way to move cards on a read-only board', () => {
    renderWithKernel(board(), { path: '/jobs' });
    expect(screen.queryByRole('button', { name: /Move .* to…/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Fire drill' }).closest('li')).not.toHaveAttribute('draggable');
  });

  it('moves a card with its Move to… menu and with Shift+arrow keys', async () => {
    const onMove = vi.fn();
    renderWithKernel(board(onMove), { path: '/jobs' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Move Fire drill to…' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Done' }));
    expect(onMove).toHaveBeenLastCalledWith(CARDS[0], 'done', 0);

    screen.getByRole('link', { name: 'Noise survey' }).focus();
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(onMove).toHaveBeenLastCalledWith(CARDS[1], 'todo', 1);
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(onMove).toHaveBeenLastCalledWith(CARDS[1], 'done', 0);
    // An unordered board has no order to change: ↑ / ↓ do nothing.
    onMove.mockClear();
    await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    expect(onMove).not.toHaveBeenCalled();
  });

  it('on an ordered board, moves a card up and down its column and drops it before another card', async () => {
    const items: Card[] = [
      { id: '1', title: 'Fire drill', state: 'todo' },
      { id: '3', title: 'Ladder check', state: 'todo' },
      { id: '4', title: 'First aid kit', state: 'todo' },
      { id: '2', title: 'Noise survey', state: 'doing' },
    ];
    const onMove = vi.fn();
    renderWithKernel(board(onMove, { items, ordered: true }), { path: '/jobs' });
    const user = userEvent.setup();
    // The last card cannot go further down.
    screen.getByRole('link', { name: 'First aid kit' }).focus();
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(onMove).not.toHaveBeenCalled();
    screen.getByRole('link', { name: 'Ladder check' }).focus();
    await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    expect(onMove).toHaveBeenLastCalledWith(items[1], 'todo', 0);
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(onMove).toHaveBeenLastCalledWith(items[1], 'todo', 2);

    // Dropped on "Ladder check": just before it, counted without the dragged card.
    const types = ['application/x-safeworks-jobs-board'];
    const data = new Map<string, string>([[types[0], '2']]);
    const dataTransfer = { types, getData: (t: string) => data.get(t) ?? '', dropEffect: 'move' };
    const target = screen.getByRole('link', { name: 'Ladder check' });
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer });
    expect(onMove).toHaveBeenLastCalledWith(items[3], 'todo', 1);
  });
});

describe('a board’s filters (FilterBar)', () => {
  const FILTERS = [
    { id: 'state', label: 'State', options: [{ value: 'todo', label: 'To do' }] },
    {
      id: 'owner',
      label: 'Owner',
      options: [
        { value: 'me', label: 'Me' },
        { value: 'you', label: 'You' },
      ],
    },
  ];

  it('keeps the search and each filter in the URL as the list does, leaving out the columns’ filter', async () => {
    const { location } = renderWithKernel(
      <FilterBar filters={FILTERS} omit={['state']} searchPlaceholder="Title…" />,
      { path: '/jobs?f.owner=you,me' },
    );
    const user = userEvent.setup();
    expect(screen.queryByLabelText('State')).toBeNull();
    expect(screen.getByLabelText('Owner')).toHaveValue('you');
    await user.type(screen.getByLabelText('Search'), 'fire');
    expect(new URLSearchParams(location().search).get('q')).toBe('fire');
    await user.selectOptions(screen.getByLabelText('Owner'), 'me');
    expect(new URLSearchParams(location().search).get('f.owner')).toBe('me');
    await user.selectOptions(screen.getByLabelText('Owner'), '');
    expect(new URLSearchParams(location().search).has('f.owner')).toBe(false);
  });
});
