// The kit's kanban board and its filter bar (ADR 039): how leads' pipeline and
// projects' board are built.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Link, MemoryRouter } from 'react-router-dom';
import { BoardView } from './board-view.tsx';
import { FilterBar } from './filter-bar.tsx';

type Job = { id: string; title: string; state: 'todo' | 'doing' | 'done' };
const COLUMNS = [
  { id: 'todo', label: 'To do' },
  { id: 'doing', label: 'Doing' },
  { id: 'done', label: 'Done' },
] as const;
const JOBS: Job[] = [
  { id: '1', title: 'Fire drill at Kakuzi', state: 'todo' },
  { id: '2', title: 'Noise survey, Thika Paper', state: 'doing' },
  { id: '3', title: 'DOSH registration renewal', state: 'doing' },
];

function Board(props: { movable: boolean }) {
  const [jobs, setJobs] = useState(JOBS);
  return (
    <BoardView
      label="Jobs board"
      columns={COLUMNS}
      items={jobs}
      keyOf={(j) => j.id}
      columnOf={(j) => j.state}
      emptyText="No jobs"
      focusIdOf={(j) => `story-job-${j.id}`}
      onMove={
        props.movable
          ? (job, state) => setJobs((all) => all.map((j) => (j.id === job.id ? { ...j, state } : j)))
          : undefined
      }
      renderCard={(j, tools) => (
        <article className="flex items-start justify-between gap-2 rounded-md border bg-card p-3 text-sm shadow-sm">
          <Link id={`story-job-${j.id}`} to="#" onKeyDown={tools.onKeyDown} className="font-medium">
            {j.title}
          </Link>
          {tools.moveMenu(j.title)}
        </article>
      )}
    />
  );
}

const meta = {
  title: 'Kit/Board',
  component: Board,
  decorators: [(Story) => <MemoryRouter>{Story()}</MemoryRouter>],
  parameters: { layout: 'padded' },
  args: { movable: true },
} satisfies Meta<typeof Board>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Cards move by drag and drop, the Move to… menu, or Shift + ← / → on a card's link. */
export const Movable: Story = {};
/** Without onMove: no menus, nothing draggable (the projects board). */
export const ReadOnly: Story = { args: { movable: false } };
/** The board's filters, kept in the URL under the list's keys (q, f.<id>). */
export const Filters: Story = {
  render: () => (
    <FilterBar
      searchPlaceholder="Title, customer…"
      filters={[
        {
          id: 'owner',
          label: 'Owner',
          options: [
            { value: 'me', label: 'Me' },
            { value: 'none', label: 'Unassigned' },
          ],
        },
      ]}
    />
  ),
};
