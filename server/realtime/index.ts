// /realtime/v1: Supabase Realtime in-process. The WebSocket endpoint
// (/realtime/v1/websocket, Phoenix channels: broadcast, presence,
// postgres_changes) is attached to the HTTP server after it listens; the
// HTTP routes (broadcast API) are mounted on the app. Both share one state
// per AppContext. See server/realtime/README.md.
import type { Server } from 'node:http';
import type { AppContext, AppHono } from '../context.ts';
import type { RealtimeLimits } from './connection.ts';
import { ChangeFeed } from './feed.ts';
import { mountBroadcastApi } from './http.ts';
import { Hub } from './hub.ts';
import { attachWebSocket } from './websocket.ts';

export const DEFAULT_LIMITS: RealtimeLimits = {
  idleTimeoutMs: 60_000,
  maxChannelsPerSocket: 100,
  maxPendingMessages: 500,
  maxBufferedBytes: 16 * 1024 * 1024,
  maxConnectionsPerIp: 100,
};

export interface RealtimeState {
  hub: Hub;
  feed: ChangeFeed;
}

const states = new WeakMap<AppContext, RealtimeState>();

function stateFor(ctx: AppContext): RealtimeState {
  let s = states.get(ctx);
  if (!s) {
    s = { hub: new Hub(), feed: new ChangeFeed(ctx) };
    states.set(ctx, s);
  }
  return s;
}

export async function mountRealtime(app: AppHono, ctx: AppContext) {
  const { hub } = stateFor(ctx);
  // Tables join or leave the publication in migrations: keep capture triggers in step
  // even where the event trigger could not be created (no superuser).
  ctx.onSchemaReload.add(async () => {
    await ctx.db.query('select realtime.sync_triggers()');
  });
  mountBroadcastApi(app, ctx, hub);
}

/** Attaches the WebSocket endpoint to the HTTP server; returns a function that closes it. */
export async function attachRealtime(server: Server, ctx: AppContext): Promise<() => Promise<void>> {
  const state = stateFor(ctx);
  await state.feed.start();
  const detach = attachWebSocket(server, {
    ctx,
    hub: state.hub,
    feed: state.feed,
    limits: {
      ...DEFAULT_LIMITS,
      maxConnectionsPerIp: ctx.config.realtimeMaxConnectionsPerIp,
    },
  });
  return async () => {
    await detach();
    await state.feed.stop();
    states.delete(ctx);
  };
}
