import type { AppContext, AppHono } from '../context.ts';

// Placeholder until the storage module lands: every call answers 501 naming itself.
export async function mountStorage(app: AppHono, _ctx: AppContext) {
  app.all('/storage/v1/*', (c) =>
    c.json(
      { message: `/storage/v1 (${c.req.method} ${c.req.path}) is not implemented by this server yet` },
      501,
    ),
  );
}
