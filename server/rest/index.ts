import type { AppContext, AppHono } from '../context.ts';

// Placeholder until the REST module lands.
export async function mountRest(app: AppHono, _ctx: AppContext) {
  app.all('/rest/v1/*', (c) => c.json({ message: 'not implemented yet' }, 501));
}
