// postgres_changes through the real supabase-js client: inserts, updates and
// deletes of published tables arrive as realtime-js parses them, only for
// rows the subscriber may see under row-level security.
import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { afterEach, describe, expect, it } from 'vitest';
import { serviceClient, signedInClient } from '../support/clients.ts';
import {
  closeAll,
  expectNoError,
  firstStatus,
  sleep,
  subscribed,
  track,
  uniqueName,
  userClient,
  userToken,
  visitorClient,
  waitFor,
} from './support.ts';

type Note = {
  id: number;
  owner_id: string | null;
  room: string;
  is_public: boolean;
  n: number;
  body: string;
  tags: string[];
  meta: Record<string, unknown> | null;
  created_at: string;
};
type Change = RealtimePostgresChangesPayload<Note>;

afterEach(closeAll);

const service = () => serviceClient();

async function insertNote(values: Partial<Note>) {
  return expectNoError(await service().from('rt_notes').insert(values).select().single()) as Note;
}

describe('postgres_changes with row-level security', () => {
  it('a signed-in user receives inserts of public notes and their own, never another user’s private notes', async () => {
    const alice = track(await userClient());
    const bob = track(await userClient());
    const room = uniqueName('room');
    const seen: Change[] = [];
    await subscribed(
      alice.client
        .channel(uniqueName('notes'))
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'rt_notes', filter: `room=eq.${room}` },
          (p) => seen.push(p as Change),
        ),
    );

    await insertNote({ room, owner_id: bob.id, body: 'bob private' });
    await insertNote({ room, owner_id: bob.id, body: 'bob public', is_public: true });
    await insertNote({ room, owner_id: alice.id, body: 'alice private' });
    // Changes reach a subscriber in commit order: once this last one is here,
    // anything wrongly let through above would already have arrived.
    await insertNote({ room, owner_id: alice.id, body: 'sentinel' });

    await waitFor(() => seen.some((c) => (c.new as Note).body === 'sentinel'), 'the sentinel');
    expect(seen.map((c) => (c.new as Note).body).sort()).toEqual(['alice private', 'bob public', 'sentinel']);
    const own = seen.find((c) => (c.new as Note).body === 'alice private')!;
    expect(own).toMatchObject({
      schema: 'public',
      table: 'rt_notes',
      eventType: 'INSERT',
      errors: null,
      old: {},
    });
    expect(own.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
  });

  it('a user signed up through /auth/v1 hears about the note they write themselves', async () => {
    const { client, user } = await signedInClient();
    track(client);
    const room = uniqueName('room');
    const seen: Change[] = [];
    // supabase-js hands the session's token to Realtime when the auth state changes.
    await waitFor(() => client.realtime.accessTokenValue !== null, 'the session token in realtime');
    await subscribed(
      client
        .channel(uniqueName('mine'))
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'rt_notes', filter: `room=eq.${room}` },
          (p) => seen.push(p as Change),
        ),
    );
    expectNoError(await client.from('rt_notes').insert({ room, body: 'written by me' }).select());
    const got = await waitFor(() => seen[0], 'the own insert');
    expect(got.new).toMatchObject({ room, body: 'written by me', owner_id: user.id });
  });

  it('a visitor only receives public notes', async () => {
    const visitor = track(visitorClient());
    const room = uniqueName('room');
    const seen: Change[] = [];
    await subscribed(
      visitor
        .channel(uniqueName('visitor'))
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'rt_notes', filter: `room=eq.${room}` },
          (p) => seen.push(p as Change),
        ),
    );
    await insertNote({ room, owner_id: null, body: 'hidden' });
    await insertNote({ room, owner_id: null, body: 'shown', is_public: true });
    await insertNote({ room, owner_id: null, body: 'sentinel', is_public: true });
    // In commit order: the hidden note would have come before the sentinel.
    await waitFor(() => seen.length >= 2, 'the public notes');
    expect(seen.map((c) => (c.new as Note).body)).toEqual(['shown', 'sentinel']);
  });

  it('columns convert to JavaScript types as realtime-js reads them', async () => {
    const alice = track(await userClient());
    const room = uniqueName('room');
    const seen: Change[] = [];
    await subscribed(
      alice.client
        .channel(uniqueName('types'))
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'rt_notes', filter: `room=eq.${room}` },
          (p) => seen.push(p as Change),
        ),
    );
    const row = await insertNote({
      room,
      owner_id: alice.id,
      n: 42,
      tags: ['a', 'b,c'],
      meta: { nested: { ok: true } },
      body: 'typed',
    });
    const got = await waitFor(() => seen[0], 'the insert');
    expect(got.new).toEqual({
      id: row.id,
      owner_id: alice.id,
      room,
      is_public: false,
      n: 42,
      body: 'typed',
      tags: ['a', 'b,c'],
      meta: { nested: { ok: true } },
      created_at: expect.any(String),
    });
    expect(new Date((got.new as Note).created_at).getTime()).toBe(new Date(row.created_at).getTime());
  });

  it('updates and deletes arrive with the old key; a delete of an RLS table carries only the key', async () => {
    const alice = track(await userClient());
    const room = uniqueName('room');
    const seen: Change[] = [];
    await subscribed(
      alice.client
        .channel(uniqueName('all'))
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'rt_notes', filter: `room=eq.${room}` },
          (p) => seen.push(p as Change),
        ),
    );
    const row = await insertNote({ room, owner_id: alice.id, body: 'v1' });
    // A delete carries only the key, so (as on Supabase) the room filter cannot apply to it.
    const mine = () => seen.filter((c) => ((c.new as Note).id ?? (c.old as Note).id) === row.id);
    // One step at a time: visibility is checked against the row as it is when the change is
    // processed (as on Supabase), so a row deleted before that would hide the earlier events.
    await waitFor(() => mine().length >= 1, 'the insert');
    expectNoError(await service().from('rt_notes').update({ body: 'v2' }).eq('id', row.id).select());
    await waitFor(() => mine().length >= 2, 'the update');
    expectNoError(await service().from('rt_notes').delete().eq('id', row.id).select());
    await waitFor(() => mine().length >= 3, 'three events');
    expect(mine().map((c) => c.eventType)).toEqual(['INSERT', 'UPDATE', 'DELETE']);
    expect(mine()[1].new).toMatchObject({ id: row.id, body: 'v2' });
    expect(mine()[1].old).toEqual({ id: row.id });
    expect(mine()[2].new).toEqual({});
    expect(mine()[2].old).toEqual({ id: row.id });
  });

  it('an UPDATE subscriber gets updates only, and a DELETE subscriber deletes only', async () => {
    const alice = track(await userClient());
    const updates: Change[] = [];
    const deletes: Change[] = [];
    await subscribed(
      alice.client
        .channel(uniqueName('split'))
        .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'rt_full' }, (p) =>
          updates.push(p as Change),
        )
        .on('postgres_changes', { event: 'DELETE', schema: 'public', table: 'rt_full' }, (p) =>
          deletes.push(p as Change),
        ),
    );
    const id = 1_000_000 + Math.floor(Math.random() * 1_000_000);
    expectNoError(await service().from('rt_full').insert({ id, label: 'a', score: 1.5 }).select());
    expectNoError(await service().from('rt_full').update({ label: 'b' }).eq('id', id).select());
    expectNoError(await service().from('rt_full').delete().eq('id', id).select());
    await waitFor(() => deletes.some((d) => (d.old as { id: number }).id === id), 'the delete');
    const mine = (list: Change[]) =>
      list.filter((c) => ((c.new as { id?: number }).id ?? (c.old as { id?: number }).id) === id);
    expect(mine(updates).map((c) => c.eventType)).toEqual(['UPDATE']);
    expect(mine(deletes).map((c) => c.eventType)).toEqual(['DELETE']);
    // Replica identity full and no RLS: whole old rows, numerics as numbers.
    expect(mine(updates)[0].old).toEqual({ id, label: 'a', score: 1.5 });
    expect(mine(updates)[0].new).toEqual({ id, label: 'b', score: 1.5 });
    expect(mine(deletes)[0].old).toEqual({ id, label: 'b', score: 1.5 });
  });

  it('two identical updates in one transaction arrive as two events', async () => {
    const alice = track(await userClient());
    const id = 2_000_000 + Math.floor(Math.random() * 1_000_000);
    const seen: Change[] = [];
    await subscribed(
      alice.client
        .channel(uniqueName('twice'))
        .on(
          'postgres_changes',
          { event: 'UPDATE', schema: 'public', table: 'rt_full', filter: `id=eq.${id}` },
          (p) => seen.push(p as Change),
        ),
    );
    expectNoError(await service().from('rt_full').insert({ id, label: 'same' }).select());
    expectNoError(await service().rpc('rt_touch_twice', { row_id: id }));
    // A third, different update: in commit order, a duplicate of the first two would come before it.
    expectNoError(await service().from('rt_full').update({ label: 'sentinel' }).eq('id', id).select());
    await waitFor(() => seen.some((c) => (c.new as { label: string }).label === 'sentinel'), 'the sentinel');
    expect(seen).toHaveLength(3);
    expect(seen[0].new).toEqual(seen[1].new);
  });

  it('a change forged with pg_notify by another session is not delivered', async () => {
    const alice = track(await userClient());
    const id = 4_000_000 + Math.floor(Math.random() * 1_000_000);
    const seen: Change[] = [];
    await subscribed(
      alice.client
        .channel(uniqueName('forged'))
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'rt_full', filter: `id=eq.${id}` },
          (p) => seen.push(p as Change),
        ),
    );
    const forged = {
      schema: 'public',
      table: 'rt_full',
      type: 'INSERT',
      commit_timestamp: new Date().toISOString(),
      columns: [
        { name: 'id', type: 'int4' },
        { name: 'label', type: 'text' },
      ],
      record: { id, label: 'forged' },
      old_record: null,
      pk: ['id'],
      pk_values: [String(id)],
      rls: false,
      full_identity: true,
      seq: 1,
    };
    for (const payload of [JSON.stringify(forged), '0'.repeat(64) + JSON.stringify(forged)]) {
      expectNoError(await service().rpc('rt_forge', { payload }));
    }
    expectNoError(await service().from('rt_full').insert({ id, label: 'genuine' }).select());
    // Notifications are handled in the order they were sent: a forged one that
    // got through would have arrived before the genuine insert.
    await waitFor(() => seen.length >= 1, 'the genuine insert');
    expect(seen.map((c) => (c.new as { label: string }).label)).toEqual(['genuine']);
  });

  it('a change bigger than NOTIFY’s 8000-byte limit still arrives whole', async () => {
    const alice = track(await userClient());
    const room = uniqueName('room');
    const seen: Change[] = [];
    await subscribed(
      alice.client
        .channel(uniqueName('big'))
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'rt_notes', filter: `room=eq.${room}` },
          (p) => seen.push(p as Change),
        ),
    );
    const body = 'x'.repeat(50_000) + 'é'.repeat(1000);
    await insertNote({ room, owner_id: alice.id, body });
    const got = await waitFor(() => seen[0], 'the big insert');
    expect((got.new as Note).body).toBe(body);
  });

  it('a new access token re-checks row visibility for later changes', async () => {
    const visitor = track(visitorClient());
    const room = uniqueName('room');
    const ownerId = crypto.randomUUID();
    const seen: Change[] = [];
    await subscribed(
      visitor
        .channel(uniqueName('upgrade'))
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'rt_notes', filter: `room=eq.${room}` },
          (p) => seen.push(p as Change),
        ),
    );
    await insertNote({ room, owner_id: ownerId, body: 'before sign-in' });
    await insertNote({ room, is_public: true, body: 'marker 1' });
    await waitFor(() => seen.length >= 1, 'marker 1');

    await visitor.realtime.setAuth(await userToken(ownerId));
    await sleep(300);
    await insertNote({ room, owner_id: ownerId, body: 'after sign-in' });
    await waitFor(() => seen.length >= 2, 'the owner’s note');
    expect(seen.map((c) => (c.new as Note).body)).toEqual(['marker 1', 'after sign-in']);
  });
});

describe('postgres_changes filters', () => {
  it('each operator (eq, neq, lt, lte, gt, gte, in) delivers exactly the matching rows', async () => {
    const alice = track(await userClient());
    const base = 3_000_000 + Math.floor(Math.random() * 1_000_000) * 10;
    const ids = [0, 1, 2, 3, 4].map((i) => base + i);
    const filters: Record<string, string> = {
      eq: `id=eq.${base + 2}`,
      neq: `label=neq.row-2`,
      lt: `id=lt.${base + 2}`,
      lte: `id=lte.${base + 2}`,
      gt: `score=gt.2.5`,
      gte: `score=gte.2.5`,
      in: `label=in.(row-0,"row-4",nope)`,
      both: `id=gte.${base + 1},score=lt.3`,
    };
    const got: Record<string, number[]> = {};
    const ch = alice.client.channel(uniqueName('ops'));
    for (const [name, filter] of Object.entries(filters)) {
      got[name] = [];
      ch.on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_full', filter }, (p) => {
        const id = (p.new as { id: number }).id;
        if (ids.includes(id)) got[name].push(id - base);
      });
    }
    let sentinel = false;
    ch.on(
      'postgres_changes',
      { event: 'INSERT', schema: 'public', table: 'rt_full', filter: `id=eq.${base + 5}` },
      () => {
        sentinel = true;
      },
    );
    await subscribed(ch);
    // score: 0.5, 1.5, 2.5, 3.5, 4.5
    for (const i of [0, 1, 2, 3, 4]) {
      expectNoError(
        await service()
          .from('rt_full')
          .insert({ id: base + i, label: `row-${i}`, score: i + 0.5 })
          .select(),
      );
    }
    // One more row, last: changes arrive in commit order, so once it is here
    // every filter has had its chance at the five rows above.
    expectNoError(
      await service()
        .from('rt_full')
        .insert({ id: base + 5, label: 'sentinel', score: 9 })
        .select(),
    );
    await waitFor(() => sentinel, 'the sentinel row');
    const sorted = Object.fromEntries(Object.entries(got).map(([k, v]) => [k, [...v].sort()]));
    expect(sorted).toEqual({
      eq: [2],
      neq: [0, 1, 3, 4],
      lt: [0, 1],
      lte: [0, 1, 2],
      gt: [3, 4],
      gte: [2, 3, 4],
      in: [0, 4],
      both: [1, 2],
    });
  });

  it('a filter value that does not fit the column type is refused at join', async () => {
    const alice = track(await userClient());
    const system: Record<string, unknown>[] = [];
    await subscribed(
      alice.client
        .channel(uniqueName('badvalue'))
        .on('system', {}, (p) => system.push(p))
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'rt_full', filter: 'id=eq.not-a-number' },
          () => {},
        ),
    );
    const msg = await waitFor(() => system[0], 'the system message');
    expect(msg).toMatchObject({ extension: 'postgres_changes', status: 'error' });
    expect(String(msg.message)).toContain('invalid value for column "id"');
  });
});

describe('postgres_changes subscriptions', () => {
  it('the server assigns ids to bindings and confirms with a system message', async () => {
    const alice = track(await userClient());
    const system: Record<string, unknown>[] = [];
    const ch = alice.client
      .channel(uniqueName('ids'))
      .on('system', {}, (p) => system.push(p))
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_notes' }, () => {});
    await subscribed(ch);
    const binding = (ch.bindings.postgres_changes as { id?: number }[])[0];
    expect(typeof binding.id).toBe('number');
    const msg = await waitFor(() => system[0], 'the system message');
    expect(msg).toMatchObject({
      extension: 'postgres_changes',
      status: 'ok',
      message: 'Subscribed to PostgreSQL',
    });
  });

  it('a table outside the publication gets a system error instead of changes', async () => {
    const alice = track(await userClient());
    const system: Record<string, unknown>[] = [];
    const seen: unknown[] = [];
    await subscribed(
      alice.client
        .channel(uniqueName('hidden'))
        .on('system', {}, (p) => system.push(p))
        .on('postgres_changes', { event: '*', schema: 'public', table: 'rt_hidden' }, (p) => seen.push(p)),
    );
    const msg = await waitFor(() => system[0], 'the system message');
    expect(msg).toMatchObject({ extension: 'postgres_changes', status: 'error' });
    expect(String(msg.message)).toContain('Unable to subscribe to changes with given parameters');
    // A second channel on the same socket that does hear changes: the hidden
    // row's change would be dispatched before the note inserted after it.
    const room = uniqueName('room');
    const notes: unknown[] = [];
    await subscribed(
      alice.client
        .channel(uniqueName('visible'))
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'rt_notes', filter: `room=eq.${room}` },
          (p) => notes.push(p),
        ),
    );
    const id = Math.floor(Math.random() * 1_000_000);
    expectNoError(await service().from('rt_hidden').insert({ id, label: 'x' }).select());
    await insertNote({ room, owner_id: alice.id, body: 'sentinel' });
    await waitFor(() => notes.length >= 1, 'the sentinel note');
    expect(seen).toEqual([]);
  });

  it('a filter on a column that does not exist is refused with a system error', async () => {
    const alice = track(await userClient());
    const system: Record<string, unknown>[] = [];
    await subscribed(
      alice.client
        .channel(uniqueName('badcol'))
        .on('system', {}, (p) => system.push(p))
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'rt_notes', filter: 'nope=eq.1' },
          () => {},
        ),
    );
    const msg = await waitFor(() => system[0], 'the system message');
    expect(msg).toMatchObject({ status: 'error' });
    expect(String(msg.message)).toContain('column "nope" does not exist');
  });

  it('an expired token is refused at join', async () => {
    const client = track(visitorClient());
    await client.realtime.setAuth(await userToken(crypto.randomUUID(), -10));
    const got = await firstStatus(client.channel(uniqueName('expired')));
    expect(got.status).toBe('CHANNEL_ERROR');
    expect(got.message).toMatch(/Token has expired \d+ seconds ago/);
  });

  it('a channel whose token expires is closed by the server', async () => {
    const client = track(visitorClient());
    await client.realtime.setAuth(await userToken(crypto.randomUUID(), 2));
    const statuses: string[] = [];
    const system: Record<string, unknown>[] = [];
    const ch = client.channel(uniqueName('expiring')).on('system', {}, (p) => system.push(p));
    ch.subscribe((s) => statuses.push(s));
    await waitFor(() => statuses.includes('SUBSCRIBED'), 'subscribed');
    await waitFor(() => statuses.includes('CLOSED'), 'closed at expiry', 6000);
    expect(system.at(-1)).toMatchObject({ extension: 'system', status: 'error' });
    expect(String(system.at(-1)?.message)).toMatch(/Token has expired/);
  });

  it('removing a channel and subscribing again to the same topic keeps changes flowing', async () => {
    const alice = track(await userClient());
    const room = uniqueName('room');
    const topic = uniqueName('rejoin');
    const first: Change[] = [];
    const second: Change[] = [];
    const listen = (sink: Change[]) =>
      alice.client
        .channel(topic)
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'rt_notes', filter: `room=eq.${room}` },
          (p) => sink.push(p as Change),
        );
    const ch1 = await subscribed(listen(first));
    await insertNote({ room, owner_id: alice.id, body: 'one' });
    await waitFor(() => first.length === 1, 'first event');
    expect(await alice.client.removeChannel(ch1)).toBe('ok');

    await subscribed(listen(second));
    await insertNote({ room, owner_id: alice.id, body: 'two' });
    await insertNote({ room, owner_id: alice.id, body: 'three' });
    // 'three' comes after every copy of 'two' on this socket (commit order).
    await waitFor(() => second.length === 2, 'events after re-join');
    expect(first.map((c) => (c.new as Note).body)).toEqual(['one']);
    expect(second.map((c) => (c.new as Note).body)).toEqual(['two', 'three']);
  });
});
