// Private channels: who may join, receive, send and track is decided by
// row-level security policies on realtime.messages (Supabase's Realtime
// Authorization), checked with the caller's token.
import { afterEach, describe, expect, it } from 'vitest';
import { anonKey, apiUrl, serviceClient, serviceRoleKey } from '../support/clients.ts';
import {
  closeAll,
  expectNoError,
  firstStatus,
  sleep,
  subscribed,
  type TestUser,
  track,
  uniqueName,
  userClient,
  userToken,
  visitorClient,
  waitFor,
} from './support.ts';

type Msg = { type: string; event: string; payload: Record<string, unknown> };

afterEach(closeAll);

async function club(members: { user: TestUser; canWrite: boolean }[]) {
  const topic = uniqueName('club');
  expectNoError(
    await serviceClient()
      .from('rt_club_members')
      .insert(members.map((m) => ({ topic, user_id: m.user.id, can_write: m.canWrite })))
      .select(),
  );
  return topic;
}

const privately = { config: { private: true } };

describe('private channels', () => {
  it('members receive each other’s broadcasts; an outsider cannot join', async () => {
    const writer = track(await userClient());
    const reader = track(await userClient());
    const outsider = track(await userClient());
    const topic = await club([
      { user: writer, canWrite: true },
      { user: reader, canWrite: false },
    ]);
    const got: Msg[] = [];
    await subscribed(
      reader.client.channel(topic, privately).on('broadcast', { event: '*' }, (m) => got.push(m as Msg)),
    );
    const w = await subscribed(writer.client.channel(topic, privately));
    await w.send({ type: 'broadcast', event: 'minutes', payload: { item: 1 } });
    await waitFor(() => got[0], 'the member broadcast');
    expect(got[0]).toMatchObject({ event: 'minutes', payload: { item: 1 } });

    const refused = await firstStatus(outsider.client.channel(topic, privately));
    expect(refused.status).toBe('CHANNEL_ERROR');
    expect(refused.message).toContain(
      `You do not have permissions to read from this Channel topic: ${topic}`,
    );
  });

  it('a read-only member’s broadcasts and presence are refused', async () => {
    const writer = track(await userClient());
    const reader = track(await userClient());
    const topic = await club([
      { user: writer, canWrite: true },
      { user: reader, canWrite: false },
    ]);
    const got: Msg[] = [];
    const w = await subscribed(
      writer.client
        .channel(topic, { config: { private: true, presence: { key: 'writer' } } })
        .on('broadcast', { event: '*' }, (m) => got.push(m as Msg))
        .on('presence', { event: 'sync' }, () => {}),
    );
    const r = await subscribed(
      reader.client.channel(topic, {
        config: { private: true, broadcast: { ack: true }, presence: { key: 'reader' } },
      }),
    );
    expect(await r.send({ type: 'broadcast', event: 'nope', payload: {} }, { timeout: 1000 })).toBe(
      'timed out',
    );
    expect(await r.track({ here: true })).toBe('error');
    expect(await w.track({ here: true })).toBe('ok');
    await waitFor(() => w.presenceState().writer, 'the writer’s own presence');
    await sleep(200);
    expect(got).toEqual([]);
    expect(w.presenceState().reader).toBeUndefined();
  });

  it('a private channel and a public channel of the same name do not mix', async () => {
    const writer = track(await userClient());
    const topic = await club([{ user: writer, canWrite: true }]);
    const visitor = track(visitorClient());
    const publicGot: Msg[] = [];
    const privateGot: Msg[] = [];
    await subscribed(visitor.channel(topic).on('broadcast', { event: '*' }, (m) => publicGot.push(m as Msg)));
    const w = await subscribed(
      writer.client
        .channel(topic, { config: { private: true, broadcast: { self: true } } })
        .on('broadcast', { event: '*' }, (m) => privateGot.push(m as Msg)),
    );
    await w.send({ type: 'broadcast', event: 'secret', payload: {} });
    await waitFor(() => privateGot[0], 'the private echo');
    // A public message sent now reaches the visitor after anything the secret
    // one could have sent them (one socket, in order).
    const other = track(visitorClient());
    const o = await subscribed(other.channel(topic));
    await o.send({ type: 'broadcast', event: 'public', payload: {} });
    await waitFor(() => publicGot[0], 'the public message');
    expect(publicGot.map((m) => m.event)).toEqual(['public']);
  });

  it('losing membership and refreshing the token closes the channel', async () => {
    const member = track(await userClient());
    const topic = await club([{ user: member, canWrite: false }]);
    const statuses: string[] = [];
    const ch = member.client.channel(topic, privately);
    ch.subscribe((s) => statuses.push(s));
    await waitFor(() => statuses.includes('SUBSCRIBED'), 'subscribed');
    expectNoError(await serviceClient().from('rt_club_members').delete().eq('topic', topic).select());
    // A different token (later expiry): an identical one is not re-sent.
    await member.client.realtime.setAuth(await userToken(member.id, 7200));
    await waitFor(() => statuses.includes('CLOSED'), 'closed after the new token');
  });

  it('the HTTP broadcast API checks write policies on private topics', async () => {
    const reader = track(await userClient());
    const topic = await club([{ user: reader, canWrite: false }]);
    const got: Msg[] = [];
    await subscribed(
      reader.client.channel(topic, privately).on('broadcast', { event: '*' }, (m) => got.push(m as Msg)),
    );
    const post = (key: string) =>
      fetch(`${apiUrl()}/realtime/v1/api/broadcast/${encodeURIComponent(topic)}/events/notice?private=true`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', apikey: anonKey(), authorization: `Bearer ${key}` },
        body: JSON.stringify({ text: 'hello members' }),
      });
    expect((await post(reader.token)).status).toBe(403);
    expect((await post(anonKey())).status).toBe(403);
    expect((await post(serviceRoleKey())).status).toBe(202);
    await waitFor(() => got[0], 'the service broadcast');
    expect(got).toEqual([{ type: 'broadcast', event: 'notice', payload: { text: 'hello members' } }]);
  });
});
