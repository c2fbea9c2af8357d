// The Phoenix protocol at the frame level, as realtime-js and other Phoenix
// clients rely on it: connect checks, heartbeats, replies, both serializer
// versions, binary broadcasts, leave and re-join on one socket.
import { afterEach, describe, expect, it } from 'vitest';
import { anonKey, apiUrl } from '../support/clients.ts';
import { type RawSocket, rawSocket, uniqueName, upgradeStatus, userToken, websocketUrl } from './support.ts';

type Frame = [string | null, string | null, string, string, Record<string, unknown>];

const sockets: RawSocket[] = [];
async function open(opts: { vsn?: string; apikey?: string } = {}) {
  const s = await rawSocket(opts);
  sockets.push(s);
  return s;
}
afterEach(() => {
  for (const s of sockets.splice(0)) s.close();
});

const isReply = (ref: string) => (m: unknown) => Array.isArray(m) && m[1] === ref && m[3] === 'phx_reply';
const joinFrame = (joinRef: string, topic: string, config: Record<string, unknown> = {}, extra = {}) => [
  joinRef,
  joinRef,
  topic,
  'phx_join',
  {
    config: {
      broadcast: { self: false, ack: false },
      presence: { key: '' },
      postgres_changes: [],
      ...config,
    },
    ...extra,
  },
];

describe('connecting', () => {
  it('a socket without a valid API key is refused before the upgrade', async () => {
    expect(await upgradeStatus(websocketUrl({ vsn: '2.0.0' }))).toBe(403);
    expect(await upgradeStatus(websocketUrl({ apikey: 'not-a-jwt', vsn: '2.0.0' }))).toBe(403);
    expect(await upgradeStatus(websocketUrl({ apikey: anonKey(), vsn: '9.9.9' }))).toBe(400);
    expect(await upgradeStatus(websocketUrl({ apikey: anonKey(), vsn: '2.0.0' }))).toBe(101);
  });

  it('the endpoint is not served as a plain HTTP page, and other Realtime APIs answer 501', async () => {
    const res = await fetch(`${apiUrl()}/realtime/v1/websocket?apikey=${anonKey()}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Expected a WebSocket upgrade' });
    const other = await fetch(`${apiUrl()}/realtime/v1/api/tenants`, { headers: { apikey: anonKey() } });
    expect(other.status).toBe(501);
    expect(await other.json()).toEqual({
      message: '/realtime/v1 (GET /realtime/v1/api/tenants) is not implemented by this server',
    });
  });
});

describe('frames', () => {
  it('a heartbeat on topic phoenix is answered ok', async () => {
    const s = await open();
    s.send([null, '1', 'phoenix', 'heartbeat', {}]);
    expect(await s.next(isReply('1'), 'heartbeat reply')).toEqual([
      null,
      '1',
      'phoenix',
      'phx_reply',
      { status: 'ok', response: {} },
    ]);
  });

  it('vsn 1.0.0 clients speak JSON objects', async () => {
    const s = await open({ vsn: '1.0.0' });
    const topic = `realtime:${uniqueName('v1')}`;
    s.send({ topic, event: 'phx_join', payload: { config: {} }, ref: '1', join_ref: '1' });
    const reply = await s.next<Record<string, unknown>>(
      (m) => (m as { ref?: string }).ref === '1',
      'join reply',
    );
    expect(reply).toEqual({
      topic,
      event: 'phx_reply',
      payload: { status: 'ok', response: { postgres_changes: [] } },
      ref: '1',
      join_ref: '1',
    });
  });

  it('a join needs a topic name, and messages to topics not joined are refused', async () => {
    const s = await open();
    s.send(joinFrame('1', 'realtime:'));
    expect((await s.next<Frame>(isReply('1'), 'reply'))[4]).toEqual({
      status: 'error',
      response: { reason: 'TopicNameRequired: You must provide a topic name' },
    });
    s.send(joinFrame('2', 'elsewhere:x'));
    expect((await s.next<Frame>(isReply('2'), 'reply'))[4]).toEqual({
      status: 'error',
      response: { reason: 'unmatched topic' },
    });
    s.send(['3', '3', 'realtime:never-joined', 'broadcast', { type: 'broadcast', event: 'x', payload: {} }]);
    expect((await s.next<Frame>(isReply('3'), 'reply'))[4]).toEqual({
      status: 'error',
      response: { reason: 'unmatched topic' },
    });
  });

  it('a join with a token of an unknown role or a bad signature is refused', async () => {
    const s = await open();
    s.send(joinFrame('1', `realtime:${uniqueName('t')}`, {}, { access_token: 'x.y.z' }));
    expect((await s.next<Frame>(isReply('1'), 'reply'))[4]).toEqual({
      status: 'error',
      response: { reason: 'JwtSignatureError: Failed to validate JWT signature' },
    });
  });

  it('postgres_changes bindings are echoed with numeric ids, equal params getting equal ids', async () => {
    const s = await open();
    const token = await userToken();
    const binding = { event: 'INSERT', schema: 'public', table: 'rt_notes', filter: 'n=gt.3' };
    s.send(
      joinFrame('1', `realtime:${uniqueName('a')}`, { postgres_changes: [binding] }, { access_token: token }),
    );
    s.send(
      joinFrame('2', `realtime:${uniqueName('b')}`, { postgres_changes: [binding] }, { access_token: token }),
    );
    const r1 = await s.next<Frame>(isReply('1'), 'first reply');
    const r2 = await s.next<Frame>(isReply('2'), 'second reply');
    const ids1 = (r1[4].response as { postgres_changes: { id: number }[] }).postgres_changes;
    const ids2 = (r2[4].response as { postgres_changes: { id: number }[] }).postgres_changes;
    expect(ids1).toEqual([{ ...binding, id: expect.any(Number) }]);
    expect(ids2[0].id).toBe(ids1[0].id);
  });

  it('a binary broadcast from a vsn 2.0.0 client reaches a vsn 1.0.0 client as JSON', async () => {
    const topic = `realtime:${uniqueName('bin')}`;
    const sender = await open();
    const receiver = await open({ vsn: '1.0.0' });
    receiver.send({ topic, event: 'phx_join', payload: { config: {} }, ref: '1', join_ref: '1' });
    sender.send(joinFrame('1', topic));
    await receiver.next((m) => (m as { ref?: string }).ref === '1', 'receiver joined');
    await sender.next(isReply('1'), 'sender joined');

    // realtime-js Serializer kind 3 (user broadcast push), JSON-encoded payload.
    const enc = (s: string) => Buffer.from(s, 'utf8');
    const [joinRef, ref, t, ev, meta, body] = [
      enc('1'),
      enc('2'),
      enc(topic),
      enc('move'),
      enc(''),
      enc('{"x":5}'),
    ];
    const head = Buffer.from([3, joinRef.length, ref.length, t.length, ev.length, meta.length, 1]);
    sender.send(Buffer.concat([head, joinRef, ref, t, ev, meta, body]));
    const got = await receiver.next<Record<string, unknown>>(
      (m) => (m as { event?: string }).event === 'broadcast',
      'the broadcast',
    );
    expect(got).toEqual({
      topic,
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'move', payload: { x: 5 } },
      ref: null,
      join_ref: null,
    });
  });

  it('a binary payload reaches vsn 2.0.0 clients as a binary frame', async () => {
    const topic = `realtime:${uniqueName('bytes')}`;
    const sender = await open();
    const receiver = await open();
    receiver.send(joinFrame('1', topic));
    sender.send(joinFrame('1', topic));
    await receiver.next(isReply('1'), 'receiver joined');
    await sender.next(isReply('1'), 'sender joined');
    const enc = (s: string) => Buffer.from(s, 'utf8');
    const [joinRef, ref, t, ev] = [enc('1'), enc('2'), enc(topic), enc('blob')];
    const payload = Buffer.from([0, 1, 2, 255]);
    sender.send(
      Buffer.concat([
        Buffer.from([3, joinRef.length, ref.length, t.length, ev.length, 0, 0]),
        joinRef,
        ref,
        t,
        ev,
        payload,
      ]),
    );
    const frame = await receiver.next<Buffer>((m) => Buffer.isBuffer(m), 'the binary frame');
    // kind 4, topic/event sizes, no metadata, binary encoding, then topic, event and the bytes.
    expect([...frame.subarray(0, 5)]).toEqual([4, t.length, ev.length, 0, 0]);
    expect(frame.subarray(5 + t.length, 5 + t.length + ev.length).toString()).toBe('blob');
    expect([...frame.subarray(5 + t.length + ev.length)]).toEqual([0, 1, 2, 255]);
  });

  it('a second join of the same topic replaces the first: old join closed, messages delivered once', async () => {
    const topic = `realtime:${uniqueName('dup')}`;
    const s = await open();
    const other = await open();
    s.send(joinFrame('1', topic));
    await s.next(isReply('1'), 'first join');
    s.send(joinFrame('2', topic));
    await s.next(isReply('2'), 'second join');
    expect(s.received).toContainEqual(['1', null, topic, 'phx_close', {}]);

    other.send(joinFrame('1', topic));
    await other.next(isReply('1'), 'other joined');
    other.send(['1', '2', topic, 'broadcast', { type: 'broadcast', event: 'hello', payload: {} }]);
    await s.next((m) => Array.isArray(m) && m[3] === 'broadcast', 'broadcast');
    // A second message comes after any duplicate of the first on this socket.
    other.send(['1', '3', topic, 'broadcast', { type: 'broadcast', event: 'bye', payload: {} }]);
    await s.next(
      (m) => Array.isArray(m) && m[3] === 'broadcast' && (m[4] as { event?: string }).event === 'bye',
      'bye',
    );
    expect(s.received.filter((m) => Array.isArray(m) && m[3] === 'broadcast')).toHaveLength(2);
  });

  it('after phx_leave the socket no longer receives the topic’s messages', async () => {
    const topic = `realtime:${uniqueName('leave')}`;
    const s = await open();
    const other = await open();
    s.send(joinFrame('1', topic));
    other.send(joinFrame('1', topic));
    await s.next(isReply('1'), 'joined');
    await other.next(isReply('1'), 'other joined');
    s.send(['1', '2', topic, 'phx_leave', {}]);
    expect((await s.next<Frame>(isReply('2'), 'leave reply'))[4]).toEqual({ status: 'ok', response: {} });
    other.send(['1', '2', topic, 'broadcast', { type: 'broadcast', event: 'late', payload: {} }]);
    other.send([null, '9', 'phoenix', 'heartbeat', {}]);
    await other.next(isReply('9'), 'heartbeat after broadcast');
    // The broadcast was fanned out before that reply; anything it wrote to s
    // is on s's socket before the reply to a heartbeat s sends now.
    s.send([null, '10', 'phoenix', 'heartbeat', {}]);
    await s.next(isReply('10'), 'own heartbeat');
    expect(s.received.some((m) => Array.isArray(m) && m[3] === 'broadcast')).toBe(false);
  });

  it('presence_state is sent after a join with presence enabled', async () => {
    const topic = `realtime:${uniqueName('pres')}`;
    const s = await open();
    s.send(joinFrame('1', topic, { presence: { key: 'k', enabled: true } }));
    await s.next(isReply('1'), 'joined');
    expect(await s.next((m) => Array.isArray(m) && m[3] === 'presence_state', 'state')).toEqual([
      '1',
      null,
      topic,
      'presence_state',
      {},
    ]);
    s.send(['1', '2', topic, 'presence', { type: 'presence', event: 'track', payload: { a: 1 } }]);
    const diff = await s.next<Frame>((m) => Array.isArray(m) && m[3] === 'presence_diff', 'diff');
    expect(diff[4]).toEqual({ joins: { k: { metas: [{ a: 1, phx_ref: expect.any(String) }] } }, leaves: {} });
    s.send(['1', '3', topic, 'presence', { type: 'presence', event: 'track', payload: 'not a map' }]);
    expect((await s.next<Frame>(isReply('3'), 'reply'))[4]).toEqual({
      status: 'error',
      response: { reason: 'Presence track payload must be a map' },
    });
    s.send([
      '1',
      '4',
      topic,
      'presence',
      { type: 'presence', event: 'track', payload: { big: 'x'.repeat(70_000) } },
    ]);
    expect((await s.next<Frame>(isReply('4'), 'reply'))[4]).toEqual({
      status: 'error',
      response: { reason: 'Track message size exceeded' },
    });
  });
});
