// public.notifications through the real supabase-js client: one recipient
// per notification, enforced by row-level security; written only by
// app.notify() (here through a SECURITY DEFINER fixture, as a module's RPC
// would) or the service role; marked read by its recipient; delivered live.
import type { RealtimePostgresInsertPayload } from '@supabase/supabase-js';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAll, subscribed, track, waitFor } from '../realtime/support.ts';
import { anonClient, serviceClient } from '../support/clients.ts';
import { userWithRole } from './support.ts';

type NotificationRow = {
  id: number;
  recipient: string;
  kind: string;
  title: string;
  body: string | null;
  link: string | null;
  read_at: string | null;
  created_at: string;
};

afterEach(closeAll);

/** What a module's RPC does: app.notify(recipient, kind, title, body, link). */
async function notify(
  recipient: string,
  opts: { title?: string; kind?: string; body?: string; link?: string } = {},
) {
  const { data, error } = await serviceClient().rpc('test_notify', {
    recipient,
    kind: opts.kind ?? 'kernel.test',
    title: opts.title ?? 'Inspection report ready',
    body: opts.body ?? 'Acme Ltd — fire safety audit',
    link: opts.link ?? '/dashboard/projects/42',
  });
  if (error) throw error;
  return data as number;
}

async function unreadOf(client: Awaited<ReturnType<typeof userWithRole>>['client']) {
  const { count, error } = await client
    .from('notifications')
    .select('id', { count: 'exact', head: true })
    .is('read_at', null);
  expect(error).toBeNull();
  return count;
}

describe('notifications belong to their recipient', () => {
  it('a member reads their own notifications; another member and a visitor see none of them', async () => {
    const alice = await userWithRole('staff');
    const bob = await userWithRole('admin');
    const id = await notify(alice.id, { title: 'Quotation Q-17 accepted', link: '/dashboard/quotations' });

    const mine = await alice.client.from('notifications').select('*');
    expect(mine.error).toBeNull();
    expect(mine.data).toEqual([
      expect.objectContaining({
        id,
        recipient: alice.id,
        kind: 'kernel.test',
        title: 'Quotation Q-17 accepted',
        body: 'Acme Ltd — fire safety audit',
        link: '/dashboard/quotations',
        read_at: null,
      }),
    ]);

    // Even an administrator does not read someone else's notifications.
    const theirs = await bob.client.from('notifications').select('*').eq('id', id);
    expect(theirs.data).toEqual([]);
    const visitor = await anonClient().from('notifications').select('*');
    expect(visitor.data ?? []).toEqual([]);
    expect(visitor.error?.code).toBe('42501');
  });

  it('a member cannot mark another member’s notification read, directly or through the RPC', async () => {
    const alice = await userWithRole('staff');
    const bob = await userWithRole('staff');
    const id = await notify(alice.id);

    const direct = await bob.client
      .from('notifications')
      .update({ read_at: new Date().toISOString() })
      .eq('id', id)
      .select();
    expect(direct.data ?? []).toEqual([]);
    const rpc = await bob.client.rpc('mark_notification_read', { notification_id: id });
    expect(rpc.error).toBeNull();
    expect(rpc.data).toBe(false);
    expect(await unreadOf(alice.client)).toBe(1);
  });

  it('nobody writes notifications through the API, and a recipient may change only read_at', async () => {
    const alice = await userWithRole('staff');
    const id = await notify(alice.id);

    const insert = await alice.client
      .from('notifications')
      .insert({ recipient: alice.id, kind: 'kernel.test', title: 'Forged' });
    expect(insert.error?.code).toBe('42501');
    const retitle = await alice.client.from('notifications').update({ title: 'Changed' }).eq('id', id);
    expect(retitle.error?.code).toBe('42501');
    const remove = await alice.client.from('notifications').delete().eq('id', id);
    expect(remove.error?.code).toBe('42501');
    const visitorInsert = await anonClient()
      .from('notifications')
      .insert({ recipient: alice.id, kind: 'kernel.test', title: 'Forged' });
    expect(visitorInsert.error?.code).toBe('42501');
    // app.notify is not in an exposed schema, and the fixture that wraps it is the service role's alone.
    const viaRpc = await alice.client.rpc('test_notify', {
      recipient: alice.id,
      kind: 'kernel.test',
      title: 'x',
    });
    expect(viaRpc.error).not.toBeNull();

    const { data } = await alice.client.from('notifications').select('title');
    expect(data).toEqual([{ title: 'Inspection report ready' }]);
  });

  it('a member marks one notification read, then all the others, and the first keeps its read time', async () => {
    const alice = await userWithRole('staff');
    const first = await notify(alice.id, { title: 'One' });
    await notify(alice.id, { title: 'Two' });
    await notify(alice.id, { title: 'Three' });
    expect(await unreadOf(alice.client)).toBe(3);

    const one = await alice.client.rpc('mark_notification_read', { notification_id: first });
    expect(one).toMatchObject({ data: true, error: null });
    expect(await unreadOf(alice.client)).toBe(2);
    const readAt = (await alice.client.from('notifications').select('read_at').eq('id', first).single()).data
      ?.read_at;
    expect(readAt).toBeTruthy();

    const all = await alice.client.rpc('mark_all_notifications_read');
    expect(all).toMatchObject({ data: 2, error: null });
    expect(await unreadOf(alice.client)).toBe(0);
    const again = await alice.client.from('notifications').select('read_at').eq('id', first).single();
    expect(again.data?.read_at).toBe(readAt);
    // Marking again changes nothing and reports nothing marked.
    expect((await alice.client.rpc('mark_all_notifications_read')).data).toBe(0);
    expect((await anonClient().rpc('mark_all_notifications_read')).error).not.toBeNull();
  });

  it('a notification links only inside the app and has a module-style kind and a title', async () => {
    const alice = await userWithRole('staff');
    for (const link of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'dashboard/x',
      '/a b',
    ]) {
      await expect(notify(alice.id, { link }), link).rejects.toMatchObject({ code: '23514' });
    }
    await expect(notify(alice.id, { kind: 'Not A Kind' })).rejects.toMatchObject({ code: '23514' });
    await expect(notify(alice.id, { title: '   ' })).rejects.toMatchObject({ code: '23514' });
    await expect(notify('00000000-0000-4000-8000-00000000dead')).rejects.toMatchObject({ code: '23503' });
    expect(await notify(alice.id, { link: '/dashboard/leads/7?tab=notes#call-3' })).toBeGreaterThan(0);
  });
});

describe('notifications arrive live', () => {
  it('the recipient is told of a new notification at once; another member listening to the table is not', async () => {
    const alice = await userWithRole('staff');
    const bob = await userWithRole('staff');
    const seen = { alice: [] as NotificationRow[], bob: [] as NotificationRow[] };
    for (const [who, user] of [
      ['alice', alice],
      ['bob', bob],
    ] as const) {
      track(user.client);
      const token = (await user.client.auth.getSession()).data.session?.access_token;
      await user.client.realtime.setAuth(token ?? null);
      await subscribed(
        user.client.channel(`notifications-${who}-${Date.now()}`).on(
          'postgres_changes',
          // Bob listens to the whole table, hoping to see Alice's.
          who === 'alice'
            ? {
                event: 'INSERT',
                schema: 'public',
                table: 'notifications',
                filter: `recipient=eq.${alice.id}`,
              }
            : { event: 'INSERT', schema: 'public', table: 'notifications' },
          (p) => seen[who].push((p as RealtimePostgresInsertPayload<NotificationRow>).new),
        ),
      );
    }

    const forAlice = await notify(alice.id, { title: 'For Alice' });
    const received = await waitFor(() => seen.alice.find((n) => n.id === forAlice), 'Alice’s notification');
    expect(received).toMatchObject({ title: 'For Alice', recipient: alice.id, read_at: null });

    // Changes reach subscribers in commit order: once Bob has his own, Alice's would have come first.
    const forBob = await notify(bob.id, { title: 'For Bob' });
    await waitFor(() => seen.bob.find((n) => n.id === forBob), 'Bob’s notification');
    expect(seen.bob.map((n) => n.id)).not.toContain(forAlice);
  });
});
