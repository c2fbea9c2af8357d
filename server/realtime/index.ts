import type { Server } from 'node:http';
import type { AppContext, AppHono } from '../context.ts';

// Placeholder until the realtime module lands.
export async function mountRealtime(app: AppHono, _ctx: AppContext) {
  app.all('/realtime/v1/*', (c) =>
    c.json(
      { message: `/realtime/v1 (${c.req.method} ${c.req.path}) is not implemented by this server yet` },
      501,
    ),
  );
}

/** Attaches the WebSocket endpoint to the HTTP server; returns a function that closes it. */
export async function attachRealtime(_server: Server, _ctx: AppContext): Promise<() => Promise<void>> {
  return async () => {};
}
