// One WebSocket: Phoenix channel protocol as Supabase Realtime answers it.
// Messages of a socket are handled one after another (a join finishes before
// the next message is looked at); a socket that floods is closed.
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import type { AppContext } from '../context.ts';
import type { Claims } from '../jwt.ts';
import { checkToken } from './auth.ts';
import { type Extension, readAccess, writeAccess } from './authorization.ts';
import type { ChangeFeed } from './feed.ts';
import type { Hub } from './hub.ts';
import {
  decodeBinary,
  decodeText,
  encodeText,
  encodeTextWithPayload,
  isPlainObject,
  MAX_TOPIC_BYTES,
  type Message,
  type Vsn,
} from './protocol.ts';
import { compileBinding, parseBindings } from './subscriptions.ts';
import type { ChangeSub, JoinedChannel, Outlet } from './types.ts';

export interface RealtimeLimits {
  /** Close sockets that sent nothing (not even a heartbeat) for this long. */
  idleTimeoutMs: number;
  maxChannelsPerSocket: number;
  /** Messages waiting to be handled on one socket before it is closed. */
  maxPendingMessages: number;
  /** Bytes queued for a slow reader before its socket is dropped. */
  maxBufferedBytes: number;
  /** WebSockets one client address may hold at once (REALTIME_MAX_CONNECTIONS_PER_IP). */
  maxConnectionsPerIp: number;
}

export interface Deps {
  ctx: AppContext;
  hub: Hub;
  feed: ChangeFeed;
  limits: RealtimeLimits;
}

const TOPIC_PREFIX = 'realtime:';
// Token re-checks are capped like Realtime's, so far-future `exp` values never overflow a timer.
const MAX_TOKEN_CHECK_MS = 60 * 60 * 1000;
const MAX_PRESENCE_META_BYTES = 64 * 1024;

let nextConnectionId = 1;

class Channel implements JoinedChannel {
  readonly outlet: Outlet;
  readonly topic: string;
  readonly joinRef: string | null;
  readonly isPrivate: boolean;
  readonly topicKey: string;
  readonly selfBroadcast: boolean;
  readonly ackBroadcast: boolean;
  readonly presenceKey: string;
  presenceEnabled: boolean;
  readable = { broadcast: true, presence: true };
  /** Write permission per extension on a private channel, checked on first use. */
  writable: Partial<Record<Extension, boolean>> = {};
  role: string;
  claims: Claims;
  token: string;
  changeSubs: ChangeSub[] = [];
  closed = false;
  expiryTimer: NodeJS.Timeout | null = null;

  constructor(init: {
    outlet: Outlet;
    topic: string;
    joinRef: string | null;
    isPrivate: boolean;
    selfBroadcast: boolean;
    ackBroadcast: boolean;
    presenceKey: string;
    presenceEnabled: boolean;
    role: string;
    claims: Claims;
    token: string;
  }) {
    this.outlet = init.outlet;
    this.topic = init.topic;
    this.joinRef = init.joinRef;
    this.isPrivate = init.isPrivate;
    this.topicKey = `${init.isPrivate ? 'private' : 'public'}|${init.topic}`;
    this.selfBroadcast = init.selfBroadcast;
    this.ackBroadcast = init.ackBroadcast;
    this.presenceKey = init.presenceKey;
    this.presenceEnabled = init.presenceEnabled;
    this.role = init.role;
    this.claims = init.claims;
    this.token = init.token;
  }

  get subTopic() {
    return this.topic.slice(TOPIC_PREFIX.length);
  }
}

export const topicKeyFor = (subTopic: string, isPrivate: boolean) =>
  `${isPrivate ? 'private' : 'public'}|${TOPIC_PREFIX}${subTopic}`;

export class Connection implements Outlet {
  readonly id = nextConnectionId++;
  lastSeen = Date.now();
  private readonly ws: WebSocket;
  private readonly vsn: Vsn;
  private readonly apikey: string;
  private readonly deps: Deps;
  private readonly channels = new Map<string, Channel>();
  private chain: Promise<void> = Promise.resolve();
  private pending = 0;
  private closed = false;

  constructor(ws: WebSocket, vsn: Vsn, apikey: string, deps: Deps) {
    this.ws = ws;
    this.vsn = vsn;
    this.apikey = apikey;
    this.deps = deps;
    ws.on('message', (data, isBinary) => this.onFrame(data as Buffer | Buffer[] | ArrayBuffer, isBinary));
    ws.on('close', () => this.teardown());
    ws.on('error', () => this.teardown());
  }

  get channelCount() {
    return this.channels.size;
  }

  send(m: Message) {
    if (this.writable()) this.ws.send(encodeText(m, this.vsn));
  }

  sendPrepared(m: Omit<Message, 'payload'>, payloadJson: string) {
    if (this.writable()) this.ws.send(encodeTextWithPayload(m, payloadJson, this.vsn));
  }

  /** Open and keeping up; a reader this far behind is dropped rather than buffered without end. */
  private writable() {
    if (this.closed || this.ws.readyState !== WebSocket.OPEN) return false;
    if (this.ws.bufferedAmount > this.deps.limits.maxBufferedBytes) {
      this.ws.terminate();
      return false;
    }
    return true;
  }

  sendBinary(buf: Buffer) {
    if (this.vsn !== '2.0.0' || this.closed || this.ws.readyState !== WebSocket.OPEN) return false;
    this.ws.send(buf);
    return true;
  }

  /** Closes the socket (idle timeout, shutdown); channels are torn down on 'close'. */
  close(code: number, reason: string) {
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING) {
      this.ws.close(code, reason);
      // A peer that never answers the close handshake must not keep the socket.
      setTimeout(() => this.ws.terminate(), 2000).unref();
    }
    this.teardown();
  }

  private onFrame(data: Buffer | Buffer[] | ArrayBuffer, isBinary: boolean) {
    this.lastSeen = Date.now();
    if (this.closed) return;
    const buf = Buffer.isBuffer(data)
      ? data
      : Array.isArray(data)
        ? Buffer.concat(data)
        : Buffer.from(data as ArrayBuffer);
    if (this.pending >= this.deps.limits.maxPendingMessages) {
      this.close(1008, 'too many messages');
      return;
    }
    this.pending++;
    this.chain = this.chain
      .then(() => (isBinary ? this.onBinary(buf) : this.onText(buf.toString('utf8'))))
      .catch((e) =>
        this.deps.ctx.log.error({ err: { message: (e as Error).message } }, 'realtime: message failed'),
      )
      .finally(() => {
        this.pending--;
      });
  }

  private async onBinary(buf: Buffer) {
    const m = decodeBinary(buf);
    if (!m) return;
    const ch = this.memberChannel(m.topic, m.joinRef);
    if (!ch) {
      this.reply(m, m.topic, 'error', { reason: 'unmatched topic' });
      return;
    }
    if (!(await this.canWrite(ch, 'broadcast')) || ch.closed) return;
    if (m.binary) this.deps.hub.broadcastBinary(ch, ch.topicKey, m.userEvent, m.userPayload as Buffer);
    else
      this.deps.hub.broadcast(ch, ch.topicKey, {
        type: 'broadcast',
        event: m.userEvent,
        payload: m.userPayload,
      });
    if (ch.ackBroadcast) this.reply(m, ch.topic, 'ok', {});
  }

  private async onText(text: string) {
    const m = decodeText(text, this.vsn);
    if (!m) return;
    if (m.topic === 'phoenix') {
      if (m.event === 'heartbeat') this.reply(m, 'phoenix', 'ok', {});
      return;
    }
    if (m.event === 'phx_join') {
      try {
        await this.join(m);
      } catch (e) {
        this.deps.ctx.log.error({ err: { message: (e as Error).message } }, 'realtime: join failed');
        this.reply(m, m.topic, 'error', { reason: 'UnknownErrorOnChannel: Unknown Error on Channel' });
      }
      return;
    }
    const ch = this.memberChannel(m.topic, m.joinRef);
    if (!ch) {
      this.reply(m, m.topic, 'error', { reason: 'unmatched topic' });
      return;
    }
    try {
      await this.dispatch(ch, m);
    } catch (e) {
      // As when a Phoenix channel process crashes: phx_error, and realtime-js re-joins.
      this.deps.ctx.log.error({ err: { message: (e as Error).message } }, 'realtime: channel failed');
      this.send({ joinRef: ch.joinRef, ref: null, topic: ch.topic, event: 'phx_error', payload: {} });
      this.removeChannel(ch);
    }
  }

  private async dispatch(ch: Channel, m: Message) {
    switch (m.event) {
      case 'phx_leave':
        this.reply(m, ch.topic, 'ok', {});
        this.removeChannel(ch);
        return;
      case 'broadcast':
        await this.onBroadcast(ch, m);
        return;
      case 'presence':
        await this.onPresence(ch, m);
        return;
      case 'access_token':
        await this.onAccessToken(ch, m);
        return;
      default:
        // Realtime ignores events it does not know.
        return;
    }
  }

  private memberChannel(topic: string, joinRef: string | null) {
    const ch = this.channels.get(topic);
    if (!ch || (joinRef !== null && ch.joinRef !== null && joinRef !== ch.joinRef)) return null;
    return ch;
  }

  private reply(
    m: { joinRef: string | null; ref: string | null },
    topic: string,
    status: string,
    response: unknown,
  ) {
    if (m.ref === null) return;
    this.send({ joinRef: m.joinRef, ref: m.ref, topic, event: 'phx_reply', payload: { status, response } });
  }

  private system(ch: Channel, extension: string, status: 'ok' | 'error', message: string) {
    this.send({
      joinRef: ch.joinRef,
      ref: null,
      topic: ch.topic,
      event: 'system',
      payload: { extension, status, message, channel: ch.subTopic },
    });
  }

  private async join(m: Message) {
    const { ctx, hub, feed, limits } = this.deps;
    const topic = m.topic;
    const fail = (reason: string) => this.reply(m, topic, 'error', { reason });
    if (!topic.startsWith(TOPIC_PREFIX)) return fail('unmatched topic');
    if (Buffer.byteLength(topic, 'utf8') > MAX_TOPIC_BYTES) {
      return fail(`TopicNameTooLong: Topic names are limited to ${MAX_TOPIC_BYTES} bytes`);
    }
    if (topic === TOPIC_PREFIX) return fail('TopicNameRequired: You must provide a topic name');

    const payload = isPlainObject(m.payload) ? m.payload : {};
    const config = isPlainObject(payload.config) ? payload.config : {};
    const given = typeof payload.access_token === 'string' ? payload.access_token : payload.user_token;
    // Publishable keys (sb_…) stand for the socket's own API key, as on Supabase.
    const token = typeof given === 'string' && given !== '' && !given.startsWith('sb_') ? given : this.apikey;
    const check = await checkToken(ctx.jwt, token);
    if (this.closed) return;
    if (!check.ok) return fail(check.reason);

    const existing = this.channels.get(topic);
    if (existing) {
      // A re-join of the same topic replaces the old channel (Phoenix closes the duplicate).
      this.send({ joinRef: existing.joinRef, ref: null, topic, event: 'phx_close', payload: {} });
      this.removeChannel(existing);
    }
    if (this.channels.size >= limits.maxChannelsPerSocket) {
      return fail('ChannelRateLimitReached: Too many channels');
    }
    const isPrivate = config.private === true;
    let readable = { broadcast: true, presence: true };
    if (isPrivate) {
      try {
        readable = await readAccess(ctx.db, topic.slice(TOPIC_PREFIX.length), check.role, check.claims);
      } catch (e) {
        ctx.log.error({ err: { message: (e as Error).message } }, 'realtime: channel authorization failed');
        return fail('UnableToSetPolicies: Realtime was unable to connect to the project database');
      }
      if (this.closed) return;
      if (!readable.broadcast && !readable.presence) {
        return fail(
          `Unauthorized: You do not have permissions to read from this Channel topic: ${topic.slice(TOPIC_PREFIX.length)}`,
        );
      }
    }

    const broadcast = isPlainObject(config.broadcast) ? config.broadcast : {};
    const presence = isPlainObject(config.presence) ? config.presence : {};
    const presenceKey =
      typeof presence.key === 'string' && presence.key !== '' && presence.key.length <= 255
        ? presence.key
        : randomUUID();
    const ch = new Channel({
      outlet: this,
      topic,
      joinRef: m.joinRef,
      isPrivate,
      selfBroadcast: broadcast.self === true,
      ackBroadcast: broadcast.ack === true,
      presenceKey,
      presenceEnabled: presence.enabled === true,
      role: check.role,
      claims: check.claims,
      token,
    });
    ch.readable = readable;

    const bindings = parseBindings(config.postgres_changes);
    let changeError: string | null = null;
    for (const b of bindings) {
      const compiled = await compileBinding(ctx.db, b).catch(() => ({
        ok: false as const,
        message: 'Unable to subscribe to changes with given parameters',
      }));
      if (!compiled.ok) {
        changeError = compiled.message;
        break;
      }
      if (b.spec) {
        ch.changeSubs.push({
          id: b.id,
          event: b.spec.event,
          schema: b.spec.schema,
          table: b.spec.table,
          filters: compiled.filters,
          channel: ch,
        });
      }
    }
    if (this.closed) return;
    // As on Supabase: one failing binding means no postgres_changes for the channel.
    if (changeError) ch.changeSubs = [];

    this.channels.set(topic, ch);
    hub.join(ch);
    for (const s of ch.changeSubs) feed.add(s);
    this.scheduleTokenCheck(ch, check.exp);

    this.reply(m, topic, 'ok', { postgres_changes: bindings.map((b) => ({ ...b.echo, id: b.id })) });
    if (ch.presenceEnabled && ch.readable.presence) {
      this.send({
        joinRef: ch.joinRef,
        ref: null,
        topic,
        event: 'presence_state',
        payload: hub.presenceState(ch.topicKey),
      });
    }
    if (changeError) this.system(ch, 'postgres_changes', 'error', changeError);
    else if (ch.changeSubs.length > 0) this.system(ch, 'postgres_changes', 'ok', 'Subscribed to PostgreSQL');
  }

  /** Private channels: may the caller send this kind of message? Checked once per channel and token. */
  private async canWrite(ch: Channel, ext: Extension) {
    if (!ch.isPrivate) return true;
    let ok = ch.writable[ext];
    if (ok === undefined) {
      ok = await writeAccess(this.deps.ctx.db, ch.subTopic, ch.role, ch.claims, ext).catch(() => false);
      ch.writable[ext] = ok;
    }
    return ok;
  }

  private async onBroadcast(ch: Channel, m: Message) {
    const p = m.payload;
    if (!isPlainObject(p) || typeof p.event !== 'string') {
      this.reply(m, ch.topic, 'error', { reason: 'Broadcast payload must be an object with an event' });
      return;
    }
    // Like Realtime: a broadcast the policies refuse is dropped without a reply.
    if (!(await this.canWrite(ch, 'broadcast')) || ch.closed) return;
    this.deps.hub.broadcast(ch, ch.topicKey, { ...p, type: 'broadcast' });
    if (ch.ackBroadcast) this.reply(m, ch.topic, 'ok', {});
  }

  private async onPresence(ch: Channel, m: Message) {
    const p = isPlainObject(m.payload) ? m.payload : {};
    const event = typeof p.event === 'string' ? p.event.toLowerCase() : '';
    if (event === 'track') {
      const meta = p.payload === undefined ? {} : p.payload;
      if (!isPlainObject(meta)) {
        this.reply(m, ch.topic, 'error', { reason: 'Presence track payload must be a map' });
        return;
      }
      // Every joiner receives every meta of the topic: keep each one small.
      if (Buffer.byteLength(JSON.stringify(meta)) > MAX_PRESENCE_META_BYTES) {
        this.reply(m, ch.topic, 'error', { reason: 'Track message size exceeded' });
        return;
      }
      if (!(await this.canWrite(ch, 'presence'))) {
        this.reply(m, ch.topic, 'error', {
          reason: 'Unauthorized: You do not have permissions to track presence',
        });
        return;
      }
      if (ch.closed) return;
      this.deps.hub.track(ch, meta);
      this.reply(m, ch.topic, 'ok', {});
      if (!ch.presenceEnabled) {
        // Tracking turns presence on: this channel never got the join-time state.
        ch.presenceEnabled = true;
        if (ch.readable.presence) {
          const state = this.deps.hub.presenceState(ch.topicKey);
          this.send({
            joinRef: ch.joinRef,
            ref: null,
            topic: ch.topic,
            event: 'presence_state',
            payload: state,
          });
        }
      }
      return;
    }
    if (event === 'untrack') {
      this.deps.hub.untrack(ch);
      this.reply(m, ch.topic, 'ok', {});
      return;
    }
    this.reply(m, ch.topic, 'error', { reason: 'unknown presence event' });
  }

  private async onAccessToken(ch: Channel, m: Message) {
    const p = isPlainObject(m.payload) ? m.payload : {};
    const token = p.access_token;
    if (typeof token !== 'string' || token.startsWith('sb_') || token === ch.token) return;
    const check = await checkToken(this.deps.ctx.jwt, token);
    if (ch.closed) return;
    if (!check.ok) {
      this.shutdown(ch, check.reason);
      return;
    }
    if (ch.isPrivate) {
      const now = await readAccess(this.deps.ctx.db, ch.subTopic, check.role, check.claims).catch(() => null);
      if (ch.closed) return;
      const revoked =
        !now || (ch.readable.broadcast && !now.broadcast) || (ch.readable.presence && !now.presence);
      if (revoked) {
        this.shutdown(ch, `You no longer have permission to read from this Channel topic: ${ch.subTopic}`);
        return;
      }
      ch.readable = now;
      ch.writable = {};
    }
    // New claims apply to every later event: row visibility is checked at delivery.
    ch.role = check.role;
    ch.claims = check.claims;
    ch.token = token;
    this.scheduleTokenCheck(ch, check.exp);
  }

  private scheduleTokenCheck(ch: Channel, exp: number) {
    if (ch.expiryTimer) clearTimeout(ch.expiryTimer);
    const ms = Math.min(Math.max(0, exp * 1000 - Date.now()), MAX_TOKEN_CHECK_MS);
    ch.expiryTimer = setTimeout(() => {
      void checkToken(this.deps.ctx.jwt, ch.token).then((check) => {
        if (ch.closed) return;
        if (check.ok) this.scheduleTokenCheck(ch, check.exp);
        else this.shutdown(ch, check.reason);
      });
    }, ms + 50);
    ch.expiryTimer.unref();
  }

  /** Ends one channel from the server side: a system error, then phx_close (realtime-js reports CLOSED). */
  private shutdown(ch: Channel, reason: string) {
    const message = reason.replace(/^[A-Za-z]+: /, '');
    this.system(ch, 'system', 'error', message);
    this.send({ joinRef: ch.joinRef, ref: null, topic: ch.topic, event: 'phx_close', payload: {} });
    this.removeChannel(ch);
  }

  private removeChannel(ch: Channel) {
    if (ch.closed) return;
    ch.closed = true;
    if (ch.expiryTimer) clearTimeout(ch.expiryTimer);
    for (const s of ch.changeSubs) this.deps.feed.remove(s);
    this.deps.hub.leave(ch);
    if (this.channels.get(ch.topic) === ch) this.channels.delete(ch.topic);
  }

  private teardown() {
    if (this.closed) return;
    this.closed = true;
    for (const ch of [...this.channels.values()]) this.removeChannel(ch);
  }
}
