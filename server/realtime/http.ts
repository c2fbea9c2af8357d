// Realtime's HTTP broadcast API: POST /realtime/v1/api/broadcast with
// {messages: [{topic, event, payload, private}]} (realtime-js falls back to it
// when a channel is not joined), and httpSend's
// POST /realtime/v1/api/broadcast/:topic/events/:event. Both answer 202.
import type { Context } from 'hono';
import type { AppContext, AppHono } from '../context.ts';
import { CallerError, resolveCaller } from '../http/caller.ts';
import { topicKeyFor } from './connection.ts';
import type { Hub } from './hub.ts';
import { isPlainObject, MAX_TOPIC_BYTES } from './protocol.ts';

const MAX_BODY_BYTES = 1024 * 1024;
const MAX_MESSAGES = 100;

type Checked = { topic: string; event: string; payload: unknown } | { error: string };

function check(topic: unknown, event: unknown, payload: unknown, isPrivate: unknown): Checked {
  if (typeof topic !== 'string' || topic === '' || Buffer.byteLength(topic) > MAX_TOPIC_BYTES - 9) {
    return { error: 'topic must be a non-empty string' };
  }
  if (typeof event !== 'string' || event === '' || Buffer.byteLength(event) > 255) {
    return { error: 'event must be a non-empty string' };
  }
  if (isPrivate === true) return { error: 'private channels are not supported by this server' };
  return { topic, event, payload: payload ?? {} };
}

async function readJson(c: Context): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await c.req.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

export function mountBroadcastApi(app: AppHono, ctx: AppContext, hub: Hub) {
  const authorize = async (c: Context) => {
    try {
      await resolveCaller(ctx, c);
      return null;
    } catch (e) {
      if (e instanceof CallerError) return c.json({ message: e.message }, 401);
      throw e;
    }
  };
  const send = (m: { topic: string; event: string; payload: unknown }) =>
    hub.broadcast(null, topicKeyFor(m.topic, false), {
      type: 'broadcast',
      event: m.event,
      payload: m.payload,
    });

  app.post('/realtime/v1/api/broadcast', async (c) => {
    const denied = await authorize(c);
    if (denied) return denied;
    const body = await readJson(c);
    const messages = body.ok && isPlainObject(body.value) ? body.value.messages : undefined;
    if (!Array.isArray(messages) || messages.length === 0 || messages.length > MAX_MESSAGES) {
      return c.json({ message: `messages must be an array of 1 to ${MAX_MESSAGES} messages` }, 400);
    }
    const checked = messages.map((m) =>
      isPlainObject(m)
        ? check(m.topic, m.event, m.payload, m.private)
        : { error: 'message must be an object' },
    );
    const bad = checked.find((m) => 'error' in m);
    if (bad && 'error' in bad) return c.json({ message: bad.error }, 400);
    for (const m of checked) if (!('error' in m)) send(m);
    return c.body(null, 202);
  });

  app.post('/realtime/v1/api/broadcast/:topic/events/:event', async (c) => {
    const denied = await authorize(c);
    if (denied) return denied;
    const body = await readJson(c);
    if (!body.ok) return c.json({ message: 'body must be JSON' }, 400);
    const m = check(
      c.req.param('topic'),
      c.req.param('event'),
      body.value,
      c.req.query('private') === 'true',
    );
    if ('error' in m) return c.json({ message: m.error }, 400);
    send(m);
    return c.body(null, 202);
  });

  app.all('/realtime/v1/*', (c) => c.json({ message: 'Not found' }, 404));
}
