// Broadcast between supabase-js clients: messages reach the other members of
// a topic, the sender only with `self`, acknowledged with `ack`, and the HTTP
// broadcast API reaches joined clients too.
import { afterEach, describe, expect, it } from 'vitest';
import { anonKey, apiUrl } from '../support/clients.ts';
import { closeAll, subscribed, track, uniqueName, visitorClient, waitFor } from './support.ts';

type Msg = { type: string; event: string; payload: Record<string, unknown> };

afterEach(closeAll);

describe('broadcast', () => {
  it('a message sent by one client reaches another client on the topic, not the sender', async () => {
    const topic = uniqueName('room');
    const alice = track(visitorClient());
    const bob = track(visitorClient());
    const toAlice: Msg[] = [];
    const toBob: Msg[] = [];
    const a = await subscribed(
      alice.channel(topic).on('broadcast', { event: 'cursor' }, (m) => toAlice.push(m as Msg)),
    );
    const b = await subscribed(
      bob.channel(topic).on('broadcast', { event: 'cursor' }, (m) => toBob.push(m as Msg)),
    );

    expect(await a.send({ type: 'broadcast', event: 'cursor', payload: { x: 1, label: 'ünïcode ✓' } })).toBe(
      'ok',
    );
    await waitFor(() => toBob[0], 'bob’s message');
    // Each socket gets its messages in order, so a later message proves an
    // earlier one was not sent twice (to bob) or echoed (to alice).
    await b.send({ type: 'broadcast', event: 'cursor', payload: { from: 'bob' } });
    await waitFor(() => toAlice[0], 'bob’s answer');
    expect(toAlice).toEqual([{ type: 'broadcast', event: 'cursor', payload: { from: 'bob' } }]);
    await a.send({ type: 'broadcast', event: 'cursor', payload: { x: 2 } });
    await waitFor(() => toBob[1], 'alice’s second message');
    expect(toBob).toEqual([
      { type: 'broadcast', event: 'cursor', payload: { x: 1, label: 'ünïcode ✓' } },
      { type: 'broadcast', event: 'cursor', payload: { x: 2 } },
    ]);
  });

  it('a client listening to one event does not get other events; "*" gets them all', async () => {
    const topic = uniqueName('room');
    const sender = track(visitorClient());
    const listener = track(visitorClient());
    const only: Msg[] = [];
    const all: Msg[] = [];
    const s = await subscribed(sender.channel(topic));
    await subscribed(
      listener
        .channel(topic)
        .on('broadcast', { event: 'wanted' }, (m) => only.push(m as Msg))
        .on('broadcast', { event: '*' }, (m) => all.push(m as Msg)),
    );
    await s.send({ type: 'broadcast', event: 'other', payload: { n: 1 } });
    await s.send({ type: 'broadcast', event: 'wanted', payload: { n: 2 } });
    await waitFor(() => all.length === 2, 'both messages');
    expect(only.map((m) => m.payload.n)).toEqual([2]);
    expect(all.map((m) => m.event)).toEqual(['other', 'wanted']);
  });

  it('with self: true the sender receives its own messages', async () => {
    const topic = uniqueName('room');
    const alice = track(visitorClient());
    const mine: Msg[] = [];
    const ch = await subscribed(
      alice
        .channel(topic, { config: { broadcast: { self: true } } })
        .on('broadcast', { event: 'echo' }, (m) => mine.push(m as Msg)),
    );
    await ch.send({ type: 'broadcast', event: 'echo', payload: { hello: 'me' } });
    await waitFor(() => mine[0], 'the echo');
    expect(mine[0].payload).toEqual({ hello: 'me' });
  });

  it('with ack: true send() resolves once the server acknowledged the message', async () => {
    const topic = uniqueName('room');
    const alice = track(visitorClient());
    const bob = track(visitorClient());
    const toBob: Msg[] = [];
    const a = await subscribed(alice.channel(topic, { config: { broadcast: { ack: true } } }));
    await subscribed(bob.channel(topic).on('broadcast', { event: 'ping' }, (m) => toBob.push(m as Msg)));
    const status = await a.send({ type: 'broadcast', event: 'ping', payload: { n: 1 } }, { timeout: 3000 });
    expect(status).toBe('ok');
    await waitFor(() => toBob[0], 'the message');
  });

  it('channels of other topics do not receive the message', async () => {
    const alice = track(visitorClient());
    const bob = track(visitorClient());
    const elsewhere: Msg[] = [];
    const a = await subscribed(alice.channel(uniqueName('room')));
    const probe: Msg[] = [];
    const shared = uniqueName('room');
    await subscribed(
      bob.channel(uniqueName('other')).on('broadcast', { event: '*' }, (m) => elsewhere.push(m as Msg)),
    );
    const b2 = await subscribed(
      bob.channel(shared).on('broadcast', { event: '*' }, (m) => probe.push(m as Msg)),
    );
    const a2 = await subscribed(alice.channel(shared));
    await a.send({ type: 'broadcast', event: 'x', payload: {} });
    await a2.send({ type: 'broadcast', event: 'marker', payload: {} });
    await waitFor(() => probe[0], 'the marker');
    expect(elsewhere).toEqual([]);
    expect(b2.state).toBe('joined');
  });

  it('the HTTP broadcast API (httpSend) reaches joined clients', async () => {
    const topic = uniqueName('room');
    const sender = track(visitorClient());
    const listener = track(visitorClient());
    const got: Msg[] = [];
    await subscribed(listener.channel(topic).on('broadcast', { event: 'news' }, (m) => got.push(m as Msg)));
    const ch = sender.channel(topic);
    await expect(ch.httpSend('news', { headline: 'hi' })).resolves.toEqual({ success: true });
    await waitFor(() => got[0], 'the HTTP broadcast');
    expect(got[0]).toEqual({ type: 'broadcast', event: 'news', payload: { headline: 'hi' } });
  });

  it('POST /realtime/v1/api/broadcast delivers a batch and refuses callers without a key', async () => {
    const topic = uniqueName('room');
    const listener = track(visitorClient());
    const got: Msg[] = [];
    await subscribed(listener.channel(topic).on('broadcast', { event: '*' }, (m) => got.push(m as Msg)));
    const url = `${apiUrl()}/realtime/v1/api/broadcast`;
    const body = JSON.stringify({
      messages: [
        { topic, event: 'a', payload: { n: 1 } },
        { topic, event: 'b', payload: { n: 2 } },
      ],
    });
    const denied = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(denied.status).toBe(401);
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        apikey: anonKey(),
        authorization: `Bearer ${anonKey()}`,
      },
      body,
    });
    expect(res.status).toBe(202);
    await waitFor(() => got.length === 2, 'two messages');
    expect(got.map((m) => m.event)).toEqual(['a', 'b']);
    const bad = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: anonKey() },
      body: '{"messages": "nope"}',
    });
    expect(bad.status).toBe(400);
  });
});
