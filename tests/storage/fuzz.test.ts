// Property: hostile object paths and bucket names thrown at upload, download
// and list never make the server fail (no 5xx), whatever is accepted reads
// back byte for byte, and no file ever lands outside DATA_DIR/storage.
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { makeBucket, serviceClient, storageUrl } from './helpers.ts';

const RUNS = Number(process.env.FUZZ_RUNS) || 1000;
const MARK = 'fzq';

const hostileSegment = fc.oneof(
  fc.constantFrom(
    '..',
    '.',
    '',
    ' ',
    '...',
    '%2e%2e',
    '%2E%2E',
    '%2f',
    '%5c',
    '%00',
    '\\',
    '..\\..',
    '/',
    '//',
    '~',
    'etc',
    'passwd',
  ),
  fc.constantFrom(
    'a?b',
    'a#b',
    'a;b',
    'con',
    'nul',
    '.git',
    '.tmp',
    'ü',
    '😀',
    '\u0000',
    '\n',
    '\t',
    '%',
    '%zz',
    '*',
    "'",
  ),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 8 }),
  fc.stringMatching(/^[\w!.*'() &$@=;:+,?-]{1,20}$/),
);
const hostilePath = fc
  .array(hostileSegment, { minLength: 1, maxLength: 6 })
  .map((segs) => segs.join(fc.sample(fc.constantFrom('/', '/', '/', '\\', '//'), 1)[0]));
const hostileBucket = fc.oneof(
  fc.constantFrom('..', '.', '%2e%2e', 'a/b', '', ' x', 'x ', '\\', 'public', 'sign'),
  fc.string({ maxLength: 30 }),
);

/**
 * Below 500, or the deliberate 501 for a route that does not exist: the URL
 * parser resolves "..", "." (and "\\" as "/") before sending, which can
 * land a request on such a route.
 */
function acceptable(status: number | undefined, code?: string) {
  return status === undefined || status < 500 || (status === 501 && code === 'NotSupported');
}

function walk(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else out.push(p);
  }
  return out;
}

describe('fuzz: storage paths and bucket names', () => {
  let bucket: string;
  const key = () => inject('serviceRoleKey');
  beforeAll(async () => {
    bucket = await makeBucket({}, MARK);
  });

  it(`random object paths never break the server and never escape DATA_DIR/storage (${RUNS} runs)`, async () => {
    const files = serviceClient().storage.from(bucket);
    let run = 0;
    await fc.assert(
      fc.asyncProperty(hostilePath, fc.string({ maxLength: 40 }), async (p, content) => {
        run += 1;
        const objectPath = `${MARK}${run}/${p}`;
        const up = await files.upload(objectPath, content, { contentType: 'text/plain', upsert: true });
        if (up.error) {
          const e = up.error as { status?: number; code?: string };
          expect(
            acceptable(e.status, e.code),
            `upload ${JSON.stringify(objectPath)}: ${up.error.message}`,
          ).toBe(true);
        } else {
          const dl = await files.download(up.data.path);
          expect(dl.error, `download ${JSON.stringify(up.data.path)}`).toBeNull();
          expect(await dl.data?.text()).toBe(content);
        }
        // The same hostile text, raw on the wire (storage-js would have normalised some of it).
        const raw = await fetch(`${storageUrl()}/object/${bucket}/${MARK}${run}/${p}`, {
          headers: { authorization: `Bearer ${key()}` },
          signal: AbortSignal.timeout(10_000),
        }).catch((e) => {
          if ((e as Error).name === 'TimeoutError') throw new Error(`raw GET ${JSON.stringify(p)} hung`);
          return null;
        });
        if (raw) {
          const code = raw.status === 501 ? (await raw.json()).code : undefined;
          expect(acceptable(raw.status, code), `raw GET ${JSON.stringify(p)}: ${raw.status}`).toBe(true);
        }
        const listed = await files.list(`${MARK}${run}/${p}`);
        if (listed.error) {
          const e = listed.error as { status?: number; code?: string };
          expect(acceptable(e.status, e.code), `list ${JSON.stringify(p)}: ${listed.error.message}`).toBe(
            true,
          );
        }
      }),
      { numRuns: RUNS },
    );

    const dataDir = inject('dataDir');
    const storageDir = path.join(dataDir, 'storage');
    for (const f of walk(dataDir)) {
      const rel = path.relative(dataDir, f);
      if (rel === 'keys.json') continue;
      expect(rel.startsWith(`storage${path.sep}`), `file outside DATA_DIR/storage: ${rel}`).toBe(true);
      // Blob files are named by server-made version ids only.
      expect(path.relative(storageDir, f)).toMatch(/^(\.tmp\/[0-9a-f-]{36}|[0-9a-f]{2}\/[0-9a-f-]{36})$/);
    }
    for (const dir of [path.dirname(dataDir), process.cwd()]) {
      const leaked = fs.readdirSync(dir).filter((n) => n.includes(MARK));
      expect(leaked, `entries in ${dir}`).toEqual([]);
    }
  }, 600_000);

  it(`random bucket names never break the server (${RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(hostileBucket, hostilePath, async (b, p) => {
        const url = `${storageUrl()}/object/${encodeURIComponent(b)}/${p}`;
        // Dot segments can resolve above /storage/v1 on the client: not this API's request any more.
        if (!new URL(url).pathname.startsWith('/storage/v1/')) return;
        for (const init of [
          { method: 'POST', body: 'x', headers: { 'content-type': 'text/plain' } },
          { method: 'GET' },
        ] as RequestInit[]) {
          const res = await fetch(url, {
            ...init,
            headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${key()}` },
            signal: AbortSignal.timeout(10_000),
          }).catch((e) => {
            if ((e as Error).name === 'TimeoutError') throw new Error(`${init.method} ${url} hung`);
            return null;
          });
          if (res) {
            const code = res.status === 501 ? (await res.json()).code : undefined;
            expect(acceptable(res.status, code), `${init.method} ${url}: ${res.status}`).toBe(true);
          }
        }
        const list = await fetch(`${storageUrl()}/object/list/${encodeURIComponent(b)}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key()}`, 'content-type': 'application/json' },
          body: JSON.stringify({ prefix: p }),
          signal: AbortSignal.timeout(10_000),
        }).catch((e) => {
          if ((e as Error).name === 'TimeoutError') throw new Error(`list ${JSON.stringify(b)} hung`);
          return null;
        });
        if (list) expect(list.status).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  }, 600_000);
});
