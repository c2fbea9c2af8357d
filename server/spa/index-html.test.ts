// The built index.html carries a placeholder for the anon key (ADR 004); the
// server fills it in on every path that answers with the app page.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openPglite } from '../db/pglite.ts';
import { ANON_KEY_PLACEHOLDER, renderIndexHtml } from '../http/static.ts';
import { type RunningServer, startServer } from '../start.ts';

let server: RunningServer;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-index-'));
const dist = path.join(tmp, 'dist');

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><meta name="supabase-anon-key" content="${ANON_KEY_PLACEHOLDER}" /><div id="root"></div>`,
  );
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: path.join(tmp, 'data'),
    STATIC_DIR: dist,
    LOG_LEVEL: 'silent',
  });
  server = await startServer(config, { db: await openPglite(undefined) });
});

afterAll(async () => {
  await server?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('the browser gets the anon key with the app page', () => {
  it('fills every placeholder and leaves the rest of the page alone', () => {
    expect(renderIndexHtml(`a ${ANON_KEY_PLACEHOLDER} b ${ANON_KEY_PLACEHOLDER}`, 'KEY')).toBe('a KEY b KEY');
    expect(renderIndexHtml('<p>100%</p>', 'KEY')).toBe('<p>100%</p>');
  });

  for (const p of ['/', '/index.html', '/dashboard/leads', '/services/audits/fire-safety']) {
    it(`on ${p}: the key is in the meta tag, the raw placeholder never, and nothing is cached`, async () => {
      const res = await fetch(`${server.url}${p}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const html = await res.text();
      expect(html).toContain(`<meta name="supabase-anon-key" content="${server.ctx.keys.anonKey}" />`);
      expect(html).not.toContain(ANON_KEY_PLACEHOLDER);
    });
  }

  it('answers HEAD on / like GET, without the raw file', async () => {
    const res = await fetch(`${server.url}/`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });
});
