import type { Meta, StoryObj } from '@storybook/react-vite';
import { AddNoteForm } from './add-note-form.tsx';
import type { RecordEvent } from './describe-record-event.ts';
import { RecordTimelineView } from './record-timeline-view.tsx';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const base = { record_type: 'leads', record_id: '42', body: null, changes: null, link: null } as const;
const events: RecordEvent[] = [
  {
    ...base,
    id: 5,
    kind: 'note',
    actor: 'grace',
    at: minutesAgo(3),
    body: 'Site visit booked for Friday 10:00.',
  },
  { ...base, id: 4, kind: 'call', actor: 'peter', at: minutesAgo(40), body: 'Spoke to the HR manager.' },
  {
    ...base,
    id: 3,
    kind: 'changed',
    actor: 'grace',
    at: minutesAgo(60 * 26),
    changes: { status: ['new', 'contacted'] },
  },
  { ...base, id: 2, kind: 'leads.assigned', actor: null, at: minutesAgo(60 * 50) },
  { ...base, id: 1, kind: 'created', actor: 'peter', at: minutesAgo(60 * 51) },
];
const names = new Map([
  ['grace', 'Grace Wanjiru'],
  ['peter', 'Peter Otieno'],
]);

const meta = {
  title: 'Kernel/Record/Timeline',
  component: RecordTimelineView,
  args: {
    events,
    names,
    noun: 'lead',
    fields: {
      status: { label: 'status', format: (v: unknown) => String(v).replace(/^./, (c) => c.toUpperCase()) },
    },
    hasOlder: true,
    composer: <AddNoteForm onAdd={() => new Promise((r) => setTimeout(r, 800))} />,
  },
} satisfies Meta<typeof RecordTimelineView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { events: [], hasOlder: false } };
export const Failed: Story = { args: { error: new Error('permission denied'), onRetry: () => {} } };
