// Frames as realtime-js' own Serializer writes and reads them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeBinary,
  decodeText,
  encodeBinaryBroadcast,
  encodeText,
  encodeTextWithPayload,
} from './protocol.ts';

// realtime-js' serializer, straight from the installed client (what the browser runs).
const { default: Serializer } = (await import(
  '@supabase/realtime-js/dist/main/lib/serializer.js' as string
)) as {
  default: new () => {
    encode(msg: unknown, cb: (out: unknown) => unknown): unknown;
    decode(raw: unknown, cb: (msg: unknown) => unknown): unknown;
  };
};
const serializer = new Serializer();

describe('Phoenix frames', () => {
  it('decodes the binary broadcast push realtime-js sends', () => {
    const encoded = serializer.encode(
      {
        join_ref: '3',
        ref: '7',
        topic: 'realtime:room',
        event: 'broadcast',
        payload: { type: 'broadcast', event: 'cursor', payload: { x: 1 } },
      },
      (out) => out,
    ) as ArrayBuffer;
    expect(decodeBinary(Buffer.from(encoded))).toEqual({
      joinRef: '3',
      ref: '7',
      topic: 'realtime:room',
      event: 'broadcast',
      userEvent: 'cursor',
      userPayload: { x: 1 },
      binary: false,
    });
  });

  it('writes binary broadcasts realtime-js decodes', () => {
    const frame = encodeBinaryBroadcast('realtime:room', 'blob', Uint8Array.from([1, 2, 3]))!;
    const ab = frame.buffer.slice(frame.byteOffset, frame.byteOffset + frame.byteLength);
    const msg = serializer.decode(ab, (m) => m) as {
      topic: string;
      payload: { event: string; payload: ArrayBuffer };
    };
    expect(msg.topic).toBe('realtime:room');
    expect(msg.payload.event).toBe('blob');
    expect([...new Uint8Array(msg.payload.payload)]).toEqual([1, 2, 3]);
  });

  it('round-trips text frames of both versions', () => {
    const m = { joinRef: '1', ref: '2', topic: 'realtime:x', event: 'phx_reply', payload: { status: 'ok' } };
    expect(decodeText(encodeText(m, '2.0.0'), '2.0.0')).toEqual(m);
    expect(decodeText(encodeText(m, '1.0.0'), '1.0.0')).toEqual(m);
    expect(serializer.decode(encodeText(m, '2.0.0'), (x) => x)).toEqual({
      join_ref: '1',
      ref: '2',
      topic: 'realtime:x',
      event: 'phx_reply',
      payload: { status: 'ok' },
    });
  });

  it('a frame with a pre-serialized payload is the same frame', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string(), { nil: null }),
        fc.string(),
        fc.jsonValue(),
        (ref, topic, payload) => {
          const head = { joinRef: null, ref, topic, event: 'postgres_changes' };
          for (const vsn of ['1.0.0', '2.0.0'] as const) {
            expect(encodeTextWithPayload(head, JSON.stringify(payload), vsn)).toBe(
              encodeText({ ...head, payload }, vsn),
            );
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('answers null, never throws, for any bytes or text', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), fc.string({ maxLength: 400 }), (bytes, text) => {
        const b = decodeBinary(Buffer.from(Uint8Array.from([3, ...bytes])));
        if (b) expect(typeof b.topic).toBe('string');
        for (const vsn of ['1.0.0', '2.0.0'] as const) {
          const t = decodeText(text, vsn);
          if (t) expect(typeof t.event).toBe('string');
        }
      }),
      { numRuns: 3000 },
    );
  });
});
