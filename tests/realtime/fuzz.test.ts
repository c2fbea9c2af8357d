// Random Phoenix traffic at the WebSocket: garbage text, wrong arrays, huge
// topics, random joins with odd postgres_changes bindings and filters,
// random binary frames. The server may close the abusive socket, but it
// keeps serving /health and well-behaved clients. FUZZ_RUNS overrides the
// number of runs (default 1000).
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { apiUrl } from '../support/clients.ts';
import {
  closeAll,
  type RawSocket,
  rawSocket,
  subscribed,
  track,
  uniqueName,
  visitorClient,
  waitFor,
} from './support.ts';

const RUNS = Number(process.env.FUZZ_RUNS) || 1000;

afterAll(closeAll);

const events = fc.constantFrom(
  'phx_join',
  'phx_leave',
  'broadcast',
  'presence',
  'access_token',
  'heartbeat',
  'phx_reply',
  'postgres_changes',
  'x',
);
const topics = fc.oneof(
  fc.constantFrom('phoenix', 'realtime:', 'realtime:room', 'realtime:fuzz'),
  fc.string().map((s) => `realtime:${s}`),
  fc.string({ minLength: 200, maxLength: 4000 }).map((s) => `realtime:${s}`),
  fc.string(),
);
const ref = fc.oneof(fc.constant(null), fc.string({ maxLength: 8 }), fc.integer(), fc.jsonValue());
const filterText = fc.oneof(
  fc.string(),
  fc.constantFrom(
    'n=eq.1',
    'n=in.(1,2,3)',
    'n=in.(',
    'body=eq."a,b"',
    'id=gt.abc',
    "room=eq.'; drop table rt_notes; --",
    'n=like.x',
    '"n"=eq.1',
    'n=eq.1,room=neq.x',
  ),
);
const binding = fc.oneof(
  fc.record(
    {
      event: fc.oneof(
        fc.constantFrom('INSERT', 'UPDATE', 'DELETE', '*', 'insert'),
        fc.string(),
        fc.jsonValue(),
      ),
      schema: fc.oneof(fc.constantFrom('public', '*', 'auth', 'pg_catalog'), fc.string(), fc.jsonValue()),
      table: fc.oneof(
        fc.constantFrom('rt_notes', 'rt_full', 'rt_hidden', 'pg_authid'),
        fc.string(),
        fc.jsonValue(),
      ),
      filter: fc.oneof(filterText, fc.jsonValue()),
    },
    { requiredKeys: [] },
  ),
  fc.jsonValue(),
);
const joinPayload = fc.record(
  {
    config: fc.oneof(
      fc.record(
        {
          broadcast: fc.oneof(fc.record({ self: fc.jsonValue(), ack: fc.jsonValue() }), fc.jsonValue()),
          presence: fc.oneof(fc.record({ key: fc.jsonValue(), enabled: fc.jsonValue() }), fc.jsonValue()),
          postgres_changes: fc.oneof(fc.array(binding, { maxLength: 4 }), fc.jsonValue()),
          private: fc.jsonValue(),
        },
        { requiredKeys: [] },
      ),
      fc.jsonValue(),
    ),
    access_token: fc.oneof(fc.string(), fc.jsonValue(), fc.constant('sb_publishable_x')),
  },
  { requiredKeys: [] },
);
const payload = fc.oneof(
  joinPayload,
  fc.record({ type: fc.constant('broadcast'), event: fc.string(), payload: fc.jsonValue() }),
  fc.record({
    type: fc.constant('presence'),
    event: fc.constantFrom('track', 'untrack', 'other'),
    payload: fc.jsonValue(),
  }),
  fc.jsonValue(),
);
const phoenixArray = fc.tuple(ref, ref, topics, events, payload);

type Frame = { text: string } | { bytes: Uint8Array };
const frame: fc.Arbitrary<Frame> = fc.oneof(
  phoenixArray.map((a) => ({ text: JSON.stringify(a) })),
  fc.array(fc.jsonValue(), { maxLength: 7 }).map((a) => ({ text: JSON.stringify(a) })),
  fc.jsonValue().map((v) => ({ text: JSON.stringify(v) })),
  fc.string({ maxLength: 200 }).map((text) => ({ text })),
  fc.constantFrom('[', '[null,null', '{"topic":', '\u0000', '[1,2,3,4,5]').map((text) => ({ text })),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => ({ bytes })),
  fc
    .tuple(fc.uint8Array({ minLength: 6, maxLength: 6 }), fc.uint8Array({ maxLength: 300 }))
    .map(([head, rest]) => ({ bytes: Uint8Array.from([3, ...head, ...rest]) })),
);

describe('random Phoenix traffic', () => {
  it(`never takes the server down (${RUNS} runs)`, { timeout: 240_000 }, async () => {
    let socket: RawSocket | null = null;
    const ensureOpen = async () => {
      if (!socket || socket.ws.readyState !== socket.ws.OPEN) {
        socket?.close();
        socket = await rawSocket({ vsn: Math.random() < 0.8 ? '2.0.0' : '1.0.0' });
      }
      return socket;
    };
    let n = 0;
    await fc.assert(
      fc.asyncProperty(frame, async (f) => {
        const s = await ensureOpen();
        s.ws.send('text' in f ? f.text : Buffer.from(f.bytes));
        n++;
        // A socket's messages are handled in order: the heartbeat's reply means the frame was dealt with.
        const ref = `hb${n}`;
        s.ws.send(
          JSON.stringify(
            s.vsn === '1.0.0'
              ? { topic: 'phoenix', event: 'heartbeat', payload: {}, ref }
              : [null, ref, 'phoenix', 'heartbeat', {}],
          ),
        );
        await waitFor(
          () =>
            s.ws.readyState !== s.ws.OPEN ||
            s.received.some((m) => (Array.isArray(m) ? m[1] : (m as { ref?: string })?.ref) === ref),
          'the heartbeat reply',
          5000,
          1,
        );
        if (n % 100 === 0) {
          const health = await fetch(`${apiUrl()}/health`);
          expect(health.status).toBe(200);
        }
      }),
      { numRuns: RUNS },
    );
    (socket as RawSocket | null)?.close();

    const health = await fetch(`${apiUrl()}/health`);
    expect(health.status).toBe(200);

    // Well-behaved clients still talk to each other.
    const topic = uniqueName('after-fuzz');
    const a = track(visitorClient());
    const b = track(visitorClient());
    const got: unknown[] = [];
    const ca = await subscribed(a.channel(topic));
    await subscribed(b.channel(topic).on('broadcast', { event: 'ok' }, (m) => got.push(m)));
    await ca.send({ type: 'broadcast', event: 'ok', payload: {} });
    await waitFor(() => got[0], 'a broadcast after the fuzzing');
  });
});
