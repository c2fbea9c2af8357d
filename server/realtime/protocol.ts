// Phoenix channel frames as realtime-js speaks them. vsn 2.0.0: text frames
// are JSON arrays [join_ref, ref, topic, event, payload] and client broadcasts
// may come as binary "user broadcast push" frames; vsn 1.0.0: JSON objects.
// Everything from the wire is untrusted: decoding never throws, it answers
// null for anything that is not a well-formed message.

export type Vsn = '1.0.0' | '2.0.0';

export interface Message {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

/** A client broadcast sent as a binary frame (realtime-js Serializer, kind 3). */
export interface BinaryBroadcastPush {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: 'broadcast';
  userEvent: string;
  /** JSON payloads parsed; binary payloads as bytes. */
  userPayload: unknown;
  binary: boolean;
}

export const MAX_TOPIC_BYTES = 255;
const KIND_USER_BROADCAST_PUSH = 3;
const KIND_USER_BROADCAST = 4;
const ENCODING_BINARY = 0;
const ENCODING_JSON = 1;

const refOf = (v: unknown): string | null | undefined =>
  v === null || v === undefined
    ? null
    : typeof v === 'string'
      ? v
      : typeof v === 'number'
        ? String(v)
        : undefined;

function fromParts(joinRef: unknown, ref: unknown, topic: unknown, event: unknown, payload: unknown) {
  const j = refOf(joinRef);
  const r = refOf(ref);
  if (j === undefined || r === undefined) return null;
  if (typeof topic !== 'string' || typeof event !== 'string') return null;
  return { joinRef: j, ref: r, topic, event, payload: payload ?? {} } satisfies Message;
}

export function decodeText(text: string, vsn: Vsn): Message | null {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(v) || v.length !== 5) return null;
    return fromParts(v[0], v[1], v[2], v[3], v[4]);
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const o = v as Record<string, unknown>;
  return fromParts(o.join_ref, o.ref, o.topic, o.event, o.payload);
}

export function decodeBinary(buf: Buffer): BinaryBroadcastPush | null {
  const header = 7;
  if (buf.length < header || buf[0] !== KIND_USER_BROADCAST_PUSH) return null;
  const [joinRefLen, refLen, topicLen, eventLen, metaLen, encoding] = [
    buf[1],
    buf[2],
    buf[3],
    buf[4],
    buf[5],
    buf[6],
  ];
  if (encoding !== ENCODING_BINARY && encoding !== ENCODING_JSON) return null;
  let offset = header;
  const take = (n: number) => {
    const s = buf.subarray(offset, offset + n);
    offset += n;
    return s;
  };
  if (buf.length < header + joinRefLen + refLen + topicLen + eventLen + metaLen) return null;
  const joinRef = take(joinRefLen).toString('utf8');
  const ref = take(refLen).toString('utf8');
  const topic = take(topicLen).toString('utf8');
  const userEvent = take(eventLen).toString('utf8');
  take(metaLen); // metadata (e.g. persist) is only meaningful for stored private messages
  const rest = buf.subarray(offset);
  let userPayload: unknown;
  if (encoding === ENCODING_JSON) {
    try {
      userPayload = rest.length === 0 ? {} : JSON.parse(rest.toString('utf8'));
    } catch {
      return null;
    }
  } else {
    userPayload = Buffer.from(rest);
  }
  return {
    joinRef: joinRef || null,
    ref: ref || null,
    topic,
    event: 'broadcast',
    userEvent,
    userPayload,
    binary: encoding === ENCODING_BINARY,
  };
}

/**
 * The same frame as encodeText, with the payload already serialized: a change fanned out to many
 * channels is stringified once.
 */
export function encodeTextWithPayload(m: Omit<Message, 'payload'>, payloadJson: string, vsn: Vsn): string {
  const head = (v: unknown) => JSON.stringify(v);
  if (vsn === '2.0.0') {
    return `[${head(m.joinRef)},${head(m.ref)},${head(m.topic)},${head(m.event)},${payloadJson}]`;
  }
  return `{"join_ref":${head(m.joinRef)},"ref":${head(m.ref)},"topic":${head(m.topic)},"event":${head(m.event)},"payload":${payloadJson}}`;
}

export function encodeText(m: Message, vsn: Vsn): string {
  if (vsn === '2.0.0') return JSON.stringify([m.joinRef, m.ref, m.topic, m.event, m.payload]);
  return JSON.stringify({
    join_ref: m.joinRef,
    ref: m.ref,
    topic: m.topic,
    event: m.event,
    payload: m.payload,
  });
}

/** A broadcast with a binary user payload to a vsn 2.0.0 client (kind 4), or null if it cannot be framed. */
export function encodeBinaryBroadcast(topic: string, userEvent: string, payload: Uint8Array): Buffer | null {
  const t = Buffer.from(topic, 'utf8');
  const e = Buffer.from(userEvent, 'utf8');
  if (t.length > 255 || e.length > 255) return null;
  const head = Buffer.from([KIND_USER_BROADCAST, t.length, e.length, 0, ENCODING_BINARY]);
  return Buffer.concat([head, t, e, payload]);
}

export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !Buffer.isBuffer(v);
