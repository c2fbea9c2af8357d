import {
  NotificationBellView,
  type NotificationBellViewProps,
} from '@kit/notifications/notification-bell-view.tsx';
import { TopBar } from '@kit/shell/top-bar.tsx';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileCheck2, Target } from 'lucide-react';
import { useState } from 'react';
import { fakeCrumbs, fakeUser } from '../shell/shell.fixtures.tsx';
import type { NotificationRow } from './notifications-data.ts';

const NOW = new Date('2026-11-25T12:00:00Z');

const sample: NotificationRow[] = [
  {
    id: 3,
    kind: 'leads.assigned',
    title: 'Lead assigned to you',
    body: 'Kasarani Steel — fire safety audit enquiry',
    link: '/dashboard/leads/7',
    read_at: null,
    created_at: '2026-11-25T11:58:00Z',
  },
  {
    id: 2,
    kind: 'quotations.accepted',
    title: 'Quotation Q-2026-017 accepted',
    body: 'Acme Ltd accepted KES 148,000. Convert it to an invoice.',
    link: '/dashboard/quotations',
    read_at: null,
    created_at: '2026-11-25T09:12:00Z',
  },
  {
    id: 1,
    kind: 'hr.leave-approved',
    title: 'Your leave is approved',
    body: null,
    link: null,
    read_at: '2026-11-23T08:00:00Z',
    created_at: '2026-11-22T16:30:00Z',
  },
];

/** What the installed plugins' manifests declare (`notificationKinds`); HR declares nothing here. */
const kinds: NotificationBellViewProps['kinds'] = new Map([
  ['leads.assigned', { label: 'Leads', icon: Target }],
  ['quotations.accepted', { label: 'Quotations', icon: FileCheck2 }],
]);

/** The bell holding its own read state, so "open" and "mark all read" can be tried. */
function LiveBell(props: Pick<NotificationBellViewProps, 'items' | 'loading' | 'error' | 'kinds'>) {
  const [items, setItems] = useState(props.items);
  const readAt = NOW.toISOString();
  return (
    <NotificationBellView
      items={items}
      unread={items.filter((n) => !n.read_at).length}
      loading={props.loading}
      error={props.error}
      now={NOW}
      kinds={props.kinds}
      onOpen={(item) => setItems((all) => all.map((n) => (n.id === item.id ? { ...n, read_at: readAt } : n)))}
      onMarkAllRead={() => setItems((all) => all.map((n) => ({ ...n, read_at: n.read_at ?? readAt })))}
    />
  );
}

const meta = {
  title: 'Kernel/Notifications',
  component: LiveBell,
  args: { items: sample, loading: false, error: false },
  decorators: [
    (Story) => (
      <div className="flex justify-end">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LiveBell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two unread: the count on the bell and in its name ("Notifications, 2 unread"). */
export const WithUnread: Story = {};
export const AllRead: Story = {
  args: { items: sample.map((n) => ({ ...n, read_at: n.read_at ?? n.created_at })) },
};
export const Empty: Story = { args: { items: [] } };
export const ManyUnread: Story = {
  args: {
    items: Array.from({ length: 120 }, (_, i) => ({
      ...sample[0],
      id: 1000 + i,
      title: `Site visit ${i + 1} scheduled`,
      created_at: new Date(NOW.getTime() - i * 3_600_000).toISOString(),
    })),
  },
};
export const LoadFailed: Story = { args: { items: [], error: true } };
/** Kinds a plugin declares show its label and icon; a kind nobody declares (HR's) shows the plain item. */
export const WithPluginKinds: Story = { args: { kinds } };

/** Where it lives: in the dashboard's top bar, left of the account menu. */
export const InTheTopBar: Story = {
  decorators: [(Story) => <Story />],
  render: (args) => (
    <TopBar
      crumbs={fakeCrumbs}
      user={fakeUser}
      notifications={<LiveBell {...args} />}
      onOpenMenu={() => {}}
      onSignOut={() => {}}
    />
  ),
};
