// The bell against a fake supabase client: what it reads, how it follows
// realtime changes, and what marking read sends.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecordedQuery } from '../app/testing/fake-supabase.ts';

const session = vi.hoisted(() => ({ userId: 'u1' as string | null }));
// The shared fake has no rpc(): the bell's two RPCs are recorded here.
const rpc = vi.hoisted(() =>
  vi.fn(async (_fn: string, _args?: object) => ({ data: null, error: null as unknown })),
);
vi.mock('../supabase.ts', async () => {
  const { fakeSupabase } = await import('../app/testing/fake-supabase.ts');
  return { supabase: { ...fakeSupabase.client, rpc } };
});
vi.mock('../session/use-session.ts', () => ({
  useSession: () => ({
    status: session.userId ? 'signed-in' : 'signed-out',
    checked: true,
    session: null,
    user: session.userId ? { id: session.userId } : null,
  }),
}));

import { FileText } from 'lucide-react';
import { fakeSupabase } from '../app/testing/fake-supabase.ts';
import { createTestQueryClient } from '../app/testing/render-with-kernel.tsx';
import { PluginsProvider } from '../extensions/plugins-context.tsx';
import type { PluginManifest } from '../registry/types.ts';
import { NotificationBell } from './notification-bell.tsx';
import type { NotificationRow } from './notifications-data.ts';

const NOW = new Date('2026-11-25T12:00:00Z');

function notification(id: number, extra: Partial<NotificationRow> = {}): NotificationRow {
  return {
    id,
    kind: 'projects.report-ready',
    title: `Report ${id} is ready`,
    body: 'Acme Ltd — fire safety audit',
    link: `/dashboard/projects/${id}`,
    read_at: null,
    created_at: '2026-11-25T11:55:00Z',
    ...extra,
  };
}

/** The server: a list of notifications; the count query gets the unread count. */
let server: NotificationRow[] = [];
const isCountQuery = (q: RecordedQuery) =>
  q.calls.some(([m, , opts]) => m === 'select' && (opts as { head?: boolean })?.head);
const listQueries = () => fakeSupabase.queries.filter((q) => q.table === 'notifications' && !isCountQuery(q));

/** An installed plugin that names the reports' kind (the invoices' kind is nobody's). */
const projects: PluginManifest = {
  id: 'projects',
  title: 'Projects',
  description: 'Projects',
  routes: [],
  notificationKinds: [{ kind: 'projects.report-ready', label: 'Report ready', icon: FileText }],
};

function renderBell() {
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <NotificationBell /> },
      { path: '/dashboard/projects/:id', element: <h1>Project page</h1> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  const queryClient = createTestQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <PluginsProvider plugins={[projects]}>
        <RouterProvider router={router} />
      </PluginsProvider>
    </QueryClientProvider>,
  );
  return { router, queryClient, ...result };
}

const bell = (name: string | RegExp = /^Notifications/) => screen.findByRole('button', { name });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  fakeSupabase.reset();
  rpc.mockClear();
  rpc.mockImplementation(async () => ({ data: null, error: null }));
  session.userId = 'u1';
  server = [
    notification(1),
    notification(2, { read_at: '2026-11-25T10:00:00Z', created_at: '2026-11-25T09:00:00Z' }),
    notification(3, { link: null, created_at: '2026-11-22T12:00:00Z' }),
  ];
  fakeSupabase.respond((q) =>
    isCountQuery(q) ? { count: server.filter((n) => n.read_at === null).length } : { data: server.slice() },
  );
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the notification bell', () => {
  it('shows a member how many notifications are unread and lists the newest, with how long ago they came', async () => {
    renderBell();
    await userEvent.click(await bell('Notifications, 2 unread'));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent?.trim())).toEqual([
      expect.stringContaining('Unread: Report 1 is ready'),
      expect.stringContaining('Report 2 is ready'),
      expect.stringContaining('Unread: Report 3 is ready'),
      'Mark all read',
    ]);
    expect(items[1]).not.toHaveTextContent('Unread');
    expect(within(items[0]).getByText('5 minutes ago')).toHaveAttribute('datetime', '2026-11-25T11:55:00Z');
    expect(within(items[2]).getByText('3 days ago')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Acme Ltd — fire safety audit');
    expect(items[0]).toHaveAttribute('href', '/dashboard/projects/1');

    // Newest first, a bounded list; RLS keeps it to the member's own.
    expect(listQueries()[0].calls).toEqual([
      ['select', 'id, kind, title, body, link, read_at, created_at'],
      ['order', 'created_at', { ascending: false }],
      ['order', 'id', { ascending: false }],
      ['limit', 20],
    ]);
  });

  it('shows the label and icon the installed plugin gives a kind, and nothing extra for unknown kinds', async () => {
    server = [notification(1), notification(6, { kind: 'invoices.paid', title: 'Invoice INV-9 paid' })];
    renderBell();
    await userEvent.click(await bell('Notifications, 2 unread'));
    const [report, invoice] = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(report).toHaveTextContent(/^Report ready/);
    expect(report.querySelector('svg.lucide-file-text')).not.toBeNull();
    expect(invoice).not.toHaveTextContent('Report ready');
    expect(invoice.querySelectorAll('svg')).toHaveLength(0);
    // The exact time in the tooltip is the company's (Nairobi), whatever the computer's zone.
    expect(within(report).getByText('5 minutes ago')).toHaveAttribute('title', '25 Nov 2026, 14:55');
  });

  it('keeps what it read in the query cache, under the kernel’s key for this member', async () => {
    const { queryClient } = renderBell();
    await bell('Notifications, 2 unread');
    expect(queryClient.getQueryData(['kernel', 'notifications', 'list', { userId: 'u1' }])).toEqual({
      items: server,
      unread: 2,
    });
  });

  it('counts up live when a notification arrives, listening only to the member’s own', async () => {
    renderBell();
    await bell('Notifications, 2 unread');
    const [channel] = fakeSupabase.openChannels();
    expect(channel.listeners[0].filter).toEqual({
      event: '*',
      schema: 'public',
      table: 'notifications',
      filter: 'recipient=eq.u1',
    });

    server = [
      notification(4, { title: 'Invoice INV-9 paid', created_at: '2026-11-25T11:59:50Z' }),
      ...server,
    ];
    act(() => fakeSupabase.change({ eventType: 'INSERT', new: { id: 4 } }));
    await userEvent.click(await bell('Notifications, 3 unread'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem')[0]).toHaveTextContent('Unread: Invoice INV-9 paid');
    expect(within(menu).getByText('just now')).toBeInTheDocument();
  });

  it('reads again when the live channel (re)connects, since changes made meanwhile were not delivered', async () => {
    renderBell();
    await bell('Notifications, 2 unread');
    const reads = listQueries().length;
    server = [...server, notification(5)];
    act(() => fakeSupabase.openChannels()[0].statusCallback?.('SUBSCRIBED'));
    await bell('Notifications, 3 unread');
    expect(listQueries().length).toBe(reads + 1);
  });

  it('following a notification opens its page and marks it read', async () => {
    const { router } = renderBell();
    await userEvent.click(await bell('Notifications, 2 unread'));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Report 1 is ready/ }));
    expect(await screen.findByRole('heading', { name: 'Project page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/projects/1');
    expect(rpc).toHaveBeenCalledWith('mark_notification_read', { notification_id: 1 });
  });

  it('marks a notification without a link read when chosen, and the count drops at once', async () => {
    renderBell();
    await userEvent.click(await bell('Notifications, 2 unread'));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Report 3 is ready/ }));
    expect(rpc).toHaveBeenCalledWith('mark_notification_read', { notification_id: 3 });
    expect(await bell('Notifications, 1 unread')).toBeInTheDocument();
  });

  it('"Mark all read" clears the count and every unread mark, and the menu stays open', async () => {
    renderBell();
    await userEvent.click(await bell('Notifications, 2 unread'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Mark all read' }));
    expect(rpc).toHaveBeenCalledWith('mark_all_notifications_read');
    const menu = screen.getByRole('menu');
    expect(within(menu).queryByText(/Unread:/)).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Mark all read' })).toHaveAttribute('data-disabled');
    expect(screen.getByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();
  });

  it('puts the server’s state back when marking read fails', async () => {
    rpc.mockImplementation(async () => ({ data: null, error: { message: 'offline' } }));
    renderBell();
    await userEvent.click(await bell('Notifications, 2 unread'));
    const reads = listQueries().length;
    await userEvent.click(await screen.findByRole('menuitem', { name: /Report 3 is ready/ }));
    await vi.waitFor(() => expect(listQueries().length).toBe(reads + 1));
    expect(await bell('Notifications, 2 unread')).toBeInTheDocument();
  });

  it('says so when there is nothing to show', async () => {
    server = [];
    renderBell();
    await userEvent.click(await bell('Notifications'));
    expect(await screen.findByText('You have no notifications.')).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Mark all read' })).toBeNull();
  });

  it('works from the keyboard: Enter opens, arrows move, Escape closes and gives focus back to the bell', async () => {
    renderBell();
    const button = await bell('Notifications, 2 unread');
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: /Report 2 is ready/ })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('shows nothing and reads nothing for a signed-out visitor, and stops listening when unmounted', async () => {
    session.userId = null;
    const first = renderBell();
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
    expect(fakeSupabase.queries).toEqual([]);
    first.unmount();

    session.userId = 'u1';
    const second = renderBell();
    await bell('Notifications, 2 unread');
    expect(fakeSupabase.openChannels()).toHaveLength(1);
    second.unmount();
    expect(fakeSupabase.openChannels()).toHaveLength(0);
  });
});
