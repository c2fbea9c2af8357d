// Realtime's HTTP broadcast API: POST /realtime/v1/api/broadcast with
// {messages: [{topic, event, payload, private}]} (realtime-js falls back to it
// when a channel is not joined), and httpSend's
// POST /realtime/v1/api/broadcast/:topic/events/:event. Both answer 202.
import type { Context } from 'hono';
import type { AppContext, AppHono } from '../context.ts';
import { limitBody } from '../http/body-limit.ts';
import { type Caller, CallerError, resolveCaller } from '../http/caller.ts';
import { jsonTooDeep } from '../http/json-depth.ts';
import { writeAccess } from './authorization.ts';
import { topicKeyFor } from './connection.ts';
import type { Hub } from './hub.ts';
import { isPlainObject, MAX_TOPIC_BYTES } from './protocol.ts';

const MAX_MESSAGES = 100;

type Checked = { topic: string; event: string; payload: unknown; isPrivate: boolean } | { error: string };

function check(topic: unknown, event: unknown, payload: unknown, isPrivate: unknown): Checked {
  if (typeof topic !== 'string' || topic === '' || Buffer.byteLength(topic) > MAX_TOPIC_BYTES - 9) {
    return { error: 'topic must be a non-empty string' };
  }
  if (typeof event !== 'string' || event === '' || Buffer.byteLength(event) > 255) {
    return { error: 'event must be a non-empty string' };
  }
  return { topic, event, payload: payload ?? {}, isPrivate: isPrivate === true };
}

async function readJson(c: Context): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await c.req.text();
  if (jsonTooDeep(text)) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

export function mountBroadcastApi(app: AppHono, ctx: AppContext, hub: Hub) {
  const authorize = async (c: Context): Promise<Caller | Response> => {
    try {
      return await resolveCaller(ctx, c);
    } catch (e) {
      if (e instanceof CallerError) return c.json({ message: e.message }, 401);
      throw e;
    }
  };
  /** Sends one message; false when a private topic's policies do not let the caller write. */
  const send = async (who: Caller, m: Exclude<Checked, { error: string }>) => {
    if (
      m.isPrivate &&
      !(await writeAccess(ctx.db, m.topic, who.role, who.claims, 'broadcast').catch(() => false))
    ) {
      return false;
    }
    hub.broadcast(null, topicKeyFor(m.topic, m.isPrivate), {
      type: 'broadcast',
      event: m.event,
      payload: m.payload,
    });
    return true;
  };

  const max = ctx.config.realtimeMaxBodyBytes;
  app.use(
    '/realtime/v1/api/*',
    limitBody(max, (c) => c.json({ message: `Request body too large (the limit is ${max} bytes)` }, 413)),
  );
  app.post('/realtime/v1/api/broadcast', async (c) => {
    const who = await authorize(c);
    if (who instanceof Response) return who;
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
    // As Realtime's batch endpoint: messages the caller may not send are skipped.
    for (const m of checked) if (!('error' in m)) await send(who, m);
    return c.body(null, 202);
  });

  app.post('/realtime/v1/api/broadcast/:topic/events/:event', async (c) => {
    const who = await authorize(c);
    if (who instanceof Response) return who;
    const body = await readJson(c);
    if (!body.ok) return c.json({ message: 'body must be JSON' }, 400);
    const m = check(
      c.req.param('topic'),
      c.req.param('event'),
      body.value,
      c.req.query('private') === 'true',
    );
    if ('error' in m) return c.json({ message: m.error }, 400);
    if (!(await send(who, m))) {
      return c.json(
        { message: `You do not have permissions to write to this Channel topic: ${m.topic}` },
        403,
      );
    }
    return c.body(null, 202);
  });

  app.all('/realtime/v1/websocket', (c) => c.json({ message: 'Expected a WebSocket upgrade' }, 400));
  app.all('/realtime/v1/*', (c) =>
    c.json(
      { message: `/realtime/v1 (${c.req.method} ${c.req.path}) is not implemented by this server` },
      501,
    ),
  );
}
