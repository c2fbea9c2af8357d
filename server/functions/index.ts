import type { AppContext, AppHono } from '../context.ts';

// Placeholder until the functions module lands: every call answers 501 naming itself.
export async function mountFunctions(app: AppHono, _ctx: AppContext) {
  app.all('/functions/v1/*', (c) =>
    c.json(
      { message: `/functions/v1 (${c.req.method} ${c.req.path}) is not implemented by this server yet` },
      501,
    ),
  );
}
