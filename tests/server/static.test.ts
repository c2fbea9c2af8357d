// The server hands out the built app the way browsers and caches need it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { type RunningServer, startServer } from '../../server/start.ts';

let server: RunningServer;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-static-'));
const dist = path.join(tmp, 'dist');

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><title>Safeworks</title><div id="root"></div>',
  );
  fs.writeFileSync(
    path.join(dist, 'assets', 'app-3f2a1b.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  // What the build writes beside each asset (ADR 096): sent as the asset's body, never under its own name.
  fs.writeFileSync(
    path.join(dist, 'assets', 'app-3f2a1b.js.gz'),
    zlib.gzipSync(fs.readFileSync(path.join(dist, 'assets', 'app-3f2a1b.js'))),
  );
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.mkdirSync(path.join(dist, 'images', 'services'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'images', 'services', 'noise-640.webp'), Buffer.alloc(2048, 7));
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

describe('a browser loads the app', () => {
  it('gets index.html for an app route, never cached, with a strict CSP', async () => {
    const res = await fetch(`${server.url}/dashboard/leads`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(await res.text()).toContain('<div id="root">');
  });

  it('gets hashed assets with a year-long immutable cache, compressed', async () => {
    const res = await fetch(`${server.url}/assets/app-3f2a1b.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toContain('console.log');
  });

  it("gets a 404 for the build's .gz of an asset asked for by its own name", async () => {
    const res = await fetch(`${server.url}/assets/app-3f2a1b.js.gz`);
    expect(res.status).toBe(404);
  });

  it('gets a real 404 for a missing asset, not the app page', async () => {
    const res = await fetch(`${server.url}/assets/missing-123.js`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type') ?? '').not.toContain('text/html');
    expect((await fetch(`${server.url}/missing-file.txt`)).status).toBe(404);
  });

  it('gets a generated robots.txt that keeps crawlers out of the back-office, even without the page renderer', async () => {
    const res = await fetch(`${server.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Disallow: /dashboard/');
  });

  it('gets other static files with revalidation', async () => {
    const res = await fetch(`${server.url}/favicon.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('gets the site’s generated images for a day, then revalidates them by ETag or Last-Modified', async () => {
    const url = `${server.url}/images/services/noise-640.webp`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=86400, must-revalidate');
    const etag = first.headers.get('etag');
    const lastModified = first.headers.get('last-modified');
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(lastModified).toMatch(/GMT$/);
    expect((await first.arrayBuffer()).byteLength).toBe(2048);

    const byEtag = await fetch(url, { headers: { 'if-none-match': `W/${etag}` } });
    expect(byEtag.status).toBe(304);
    expect(byEtag.headers.get('etag')).toBe(etag);
    expect(byEtag.headers.get('cache-control')).toBe('public, max-age=86400, must-revalidate');
    const byDate = await fetch(url, { headers: { 'if-modified-since': lastModified ?? '' } });
    expect(byDate.status).toBe(304);

    // The image regenerated (a new build): the old validators no longer match, the new file comes.
    const file = path.join(dist, 'images', 'services', 'noise-640.webp');
    fs.writeFileSync(file, Buffer.alloc(3000, 9));
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(file, later, later);
    const changed = await fetch(url, { headers: { 'if-none-match': etag ?? '' } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect((await changed.arrayBuffer()).byteLength).toBe(3000);
    // A path out of the folder is no image.
    expect(
      (await fetch(`${server.url}/images/..%2Findex.html`, { headers: { 'if-none-match': '*' } })).status,
    ).not.toBe(304);
  });

  it('never gets the app page for an unknown API path', async () => {
    const res = await fetch(`${server.url}/rest/v1`);
    expect(res.headers.get('content-type') ?? '').not.toContain('text/html');
  });
});
