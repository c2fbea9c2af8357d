// The calendar's dialogs with their reads answered from a seeded query cache (no server): a new event, one
// occurrence of a weekly series (the "This event / This and following / All" choice) with a double-booking
// warning, and the iCal feed address before and after one is made.
import { kernelKeys } from '@kernel/data/query-keys.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { type CalendarEvent, calendarKeys } from '../data.ts';
import { expandEvents } from '../recurrence.ts';
import { eventValues, formTimes, newEventValues } from '../schema.ts';
import { wallOf } from '../zone.ts';
import { type DialogTarget, EventDialog } from './event-dialog.tsx';
import { FeedDialog } from './feed-dialog.tsx';

const TZ = 'Africa/Nairobi';

const SERIES: CalendarEvent = {
  id: 'ev-weekly',
  title: 'Weekly site visit — Kakuzi',
  type: 'site_visit',
  all_day: false,
  starts_at: '2026-11-02T06:00:00Z',
  ends_at: '2026-11-02T08:00:00Z',
  location: 'Kakuzi PLC, Thika',
  notes: 'Check the fire extinguisher register and the new boiler house.',
  customer_id: 'c-kakuzi',
  site_id: 's-thika',
  lead_id: null,
  project_id: 'p-audit',
  rrule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=8',
  reminder_minutes: 60,
  created_by: 'u-amina',
  updated_at: '2026-11-01T08:00:00Z',
  attendees: [{ member_id: 'u-amina' }, { member_id: 'u-brian' }],
  exceptions: [],
};

const occurrence = expandEvents(
  [SERIES],
  new Date('2026-11-16T00:00:00Z'),
  new Date('2026-11-17T00:00:00Z'),
  TZ,
)[0];
const editValues = eventValues(SERIES, occurrence, TZ);

/** A query cache of its own with the dialogs' reads already answered, never refetched. */
function Seeded(props: { children: ReactNode; conflicts?: boolean }) {
  const [client] = useState(() => {
    const c = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    c.setQueryData(kernelKeys.staff.all, [
      { auth_id: 'u-amina', full_name: 'Amina Otieno', email: 'amina@safeworks.co.ke', name: 'Amina Otieno' },
      { auth_id: 'u-brian', full_name: 'Brian Kiprop', email: 'brian@safeworks.co.ke', name: 'Brian Kiprop' },
      {
        auth_id: 'u-wanjiru',
        full_name: 'Wanjiru Kamau',
        email: 'wanjiru@safeworks.co.ke',
        name: 'Wanjiru Kamau',
      },
    ]);
    c.setQueryData(
      [...calendarKeys.all, 'customers'],
      [
        { value: 'c-kakuzi', label: 'Kakuzi PLC' },
        { value: 'c-bamburi', label: 'Bamburi Cement' },
      ],
    );
    c.setQueryData(
      [...calendarKeys.all, 'sites'],
      [
        { value: 's-thika', label: 'Thika estate', customer_id: 'c-kakuzi' },
        { value: 's-mombasa', label: 'Mombasa plant', customer_id: 'c-bamburi' },
      ],
    );
    c.setQueryData([...calendarKeys.all, 'leads'], []);
    c.setQueryData(
      [...calendarKeys.all, 'projects'],
      [{ value: 'p-audit', label: 'PRJ-2026-0012 · Fire safety audit — Kakuzi' }],
    );
    if (props.conflicts) {
      const times = formTimes(editValues, TZ);
      c.setQueryData(
        [
          ...calendarKeys.all,
          'conflicts',
          {
            members: editValues.member_ids,
            times: { starts_at: times.starts_at, ends_at: times.ends_at },
            exclude: SERIES.id,
          },
        ],
        [
          {
            event_id: 'ev-other',
            title: 'Noise survey at Bidco',
            member_id: 'u-brian',
            member_name: 'Brian Kiprop',
            starts_at: '2026-11-16T07:00:00Z',
            ends_at: '2026-11-16T09:00:00Z',
          },
        ],
      );
    }
    c.setQueryData([...calendarKeys.all, 'feed-token', undefined], null);
    return c;
  });
  // The form's unsaved-changes guard (useBlocker) needs a data router.
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', element: props.children }], { initialEntries: ['/dashboard/calendar'] }),
  );
  return (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

function EventDialogStory(props: { target: DialogTarget; conflicts?: boolean }) {
  return (
    <Seeded conflicts={props.conflicts}>
      <EventDialog
        target={props.target}
        onOpenChange={() => {}}
        tz={TZ}
        onSaved={() => {}}
        onDelete={() => {}}
      />
    </Seeded>
  );
}

const meta = {
  title: 'Plugins/Calendar/Dialogs',
  component: EventDialogStory,
  parameters: { router: false },
} satisfies Meta<typeof EventDialogStory>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NewEvent: Story = {
  args: {
    target: {
      kind: 'new',
      values: newEventValues(wallOf('2026-11-26', '09:00'), wallOf('2026-11-26', '10:00'), false, 'u-amina'),
    },
  },
};

export const OccurrenceOfASeries: Story = {
  args: { target: { kind: 'edit', occurrence, values: editValues } },
};

export const WithADoubleBooking: Story = {
  args: { target: { kind: 'edit', occurrence, values: editValues }, conflicts: true },
};

export const FeedAddress: StoryObj<typeof FeedDialog> = {
  render: () => (
    <Seeded>
      <FeedDialog open onOpenChange={() => {}} />
    </Seeded>
  ),
};
