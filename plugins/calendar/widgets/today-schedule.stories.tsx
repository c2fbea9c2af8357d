// "Today's schedule" on Home (presentational): a busy day, an empty one, loading and a failed read.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TodayScheduleView } from './today-schedule.tsx';

const meta = {
  title: 'Plugins/Calendar/TodaySchedule',
  component: TodayScheduleView,
  parameters: { path: '/dashboard' },
  args: { day: '2026-11-26' },
} satisfies Meta<typeof TodayScheduleView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const BusyDay: Story = {
  args: {
    items: [
      {
        event_id: 'ev-1',
        occurrence_start: '2026-11-25T21:00:00.000Z',
        starts_at: '2026-11-25T21:00:00Z',
        ends_at: '2026-11-26T21:00:00Z',
        title: 'First aid training — Sasini tea estate',
        type: 'training',
        all_day: true,
        location: 'Kericho',
      },
      {
        event_id: 'ev-2',
        occurrence_start: '2026-11-26T06:00:00.000Z',
        starts_at: '2026-11-26T06:00:00Z',
        ends_at: '2026-11-26T08:00:00Z',
        title: 'Weekly site visit — Kakuzi',
        type: 'site_visit',
        all_day: false,
        location: 'Kakuzi PLC, Thika',
      },
      {
        event_id: 'ev-3',
        occurrence_start: '2026-11-26T11:00:00.000Z',
        starts_at: '2026-11-26T11:00:00Z',
        ends_at: '2026-11-26T11:30:00Z',
        title: 'Call with Bidco about the noise survey',
        type: 'call',
        all_day: false,
        location: null,
      },
    ],
  },
};
export const NothingToday: Story = { args: { items: [] } };
export const Loading: Story = { args: { items: undefined } };
export const ReadFailed: Story = {
  args: { items: undefined, error: new Error('Failed to fetch'), onRetry: () => {} },
};
