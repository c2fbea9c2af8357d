// The build's assets are gzipped once, not on every request (docs/benchmarks.md, "Dashboard first render").
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { acceptsGzip, compressedAssets } from './compressed-assets.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-gz-'));
fs.mkdirSync(path.join(dist, 'assets'));
const js = path.join(dist, 'assets', 'app-1a2b.js');
fs.writeFileSync(js, `export const text = ${JSON.stringify('safety '.repeat(600))};`);
fs.writeFileSync(path.join(dist, 'assets', 'tiny-1a2b.js'), 'export {};');
fs.writeFileSync(path.join(dist, 'secret.js'), 'x'.repeat(4000));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('a browser asking for the same asset many times', () => {
  it('gets it gzipped from one compression, however many ask at once or later', async () => {
    const assets = compressedAssets(dist);
    const answers = await Promise.all(Array.from({ length: 6 }, () => assets.get('/assets/app-1a2b.js')));
    answers.push(await assets.get('/assets/app-1a2b.js'));
    expect(assets.compressions()).toBe(1);
    for (const a of answers) {
      expect(a?.contentType).toBe('text/javascript; charset=utf-8');
      expect(zlib.gunzipSync(a!.body).toString()).toBe(fs.readFileSync(js, 'utf8'));
    }
  });

  it('gets the new file when a build replaced it in place, never the old one', async () => {
    const assets = compressedAssets(dist);
    await assets.get('/assets/app-1a2b.js');
    fs.writeFileSync(js, `export const text = ${JSON.stringify('helmets '.repeat(700))};`);
    fs.utimesSync(js, new Date(), new Date(Date.now() + 5_000));
    const after = await assets.get('/assets/app-1a2b.js');
    expect(zlib.gunzipSync(after!.body).toString()).toContain('helmets');
    expect(assets.compressions()).toBe(2);
  });

  it('gets nothing from the cache for a tiny file, a missing one, a source map or a path outside the assets', async () => {
    const assets = compressedAssets(dist);
    expect(await assets.get('/assets/tiny-1a2b.js')).toBeNull();
    expect(await assets.get('/assets/missing-9.js')).toBeNull();
    expect(await assets.get('/assets/app-1a2b.js.map')).toBeNull();
    expect(await assets.get('/assets/../secret.js')).toBeNull();
    expect(await assets.get('/assets/%2e%2e/secret.js')).toBeNull();
    expect(await assets.get('/assets/%E0%A4%A')).toBeNull();
  });
});

describe('an asset the build wrote a zopfli .gz for (ADR 096)', () => {
  // A marker no zlib run over the file could produce: the body served is the .gz, byte for byte.
  const file = path.join(dist, 'assets', 'landing-7c8d.js');
  const source = `export const text = ${JSON.stringify('gloves '.repeat(600))};`;
  const built = zlib.gzipSync(Buffer.from(source), { level: 1 });

  it("gets the build's .gz as it is, with no compression on the server", async () => {
    fs.writeFileSync(file, source);
    fs.writeFileSync(`${file}.gz`, built);
    fs.utimesSync(`${file}.gz`, new Date(), new Date(fs.statSync(file).mtimeMs + 1_000));
    const assets = compressedAssets(dist);
    const answer = await assets.get('/assets/landing-7c8d.js');
    expect(Buffer.from(answer!.body).equals(built)).toBe(true);
    expect(assets.compressions()).toBe(0);
  });

  it("gets a small file's .gz too, which the server would not have gzipped itself", async () => {
    const small = path.join(dist, 'assets', 'card-5e6f.js');
    const code = `export const card = ${JSON.stringify('boots '.repeat(100))};`;
    fs.writeFileSync(small, code);
    const zipped = zlib.gzipSync(Buffer.from(code));
    fs.writeFileSync(`${small}.gz`, zipped);
    const assets = compressedAssets(dist);
    expect(code.length).toBeLessThan(1024);
    expect(Buffer.from((await assets.get('/assets/card-5e6f.js'))!.body).equals(zipped)).toBe(true);
  });

  it('gets the file gzipped here when its .gz is older than it (a later build rewrote the file only)', async () => {
    fs.writeFileSync(file, source);
    fs.writeFileSync(`${file}.gz`, built);
    fs.utimesSync(`${file}.gz`, new Date(), new Date(fs.statSync(file).mtimeMs - 60_000));
    const assets = compressedAssets(dist);
    const answer = await assets.get('/assets/landing-7c8d.js');
    expect(Buffer.from(answer!.body).equals(built)).toBe(false);
    expect(zlib.gunzipSync(answer!.body).toString()).toBe(source);
    expect(assets.compressions()).toBe(1);
  });
});

describe('what the browser accepts', () => {
  it('is gzip when it says so, with or without a weight, and not when it weighs it 0', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
