import type { AppContext, AppHono } from '../context.ts';

// Placeholder until the auth module lands.
export async function mountAuth(app: AppHono, _ctx: AppContext) {
  app.all('/auth/v1/*', (c) => c.json({ msg: 'not implemented yet' }, 501));
}
