// `npm run bench:bundle` – a benchmark, not a test. What a first visit
// downloads before a page can render: the SPA entry with its static imports
// and CSS, plus the lazy route module of that page with its own imports
// (chunks shared with the entry counted once). Sizes raw, gzip and brotli
// (the server compresses text assets). Byte counts do not depend on machine
// load, so no baseline run is needed for noise; the "react + router" and
// "supabase-js" rows are the floor any page of this stack pays.
// Builds into a temporary folder with Vite's manifest (dist/ is untouched).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const ROOT = path.resolve(import.meta.dirname, '..');
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-bundle-'));

interface Chunk {
  file: string;
  name?: string;
  css?: string[];
  imports?: string[];
}

execFileSync(
  process.execPath,
  [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--manifest', '--outDir', out, '--emptyOutDir'],
  { cwd: ROOT, stdio: 'ignore' },
);
const manifest: Record<string, Chunk> = JSON.parse(
  fs.readFileSync(path.join(out, '.vite/manifest.json'), 'utf8'),
);

/** Every file a manifest key needs, following static imports. */
function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in the build: ${key}`);
    if (seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    for (const css of chunk.css ?? []) seen.add(css);
    closure(chunk.imports ?? [], seen);
  }
  return seen;
}

function sizes(files: Iterable<string>) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const f of files) {
    const body = fs.readFileSync(path.join(out, f));
    raw += body.length;
    gzip += zlib.gzipSync(body, { level: 9 }).length;
    brotli += zlib.brotliCompressSync(body).length;
  }
  return { raw, gzip, brotli };
}

const group = (name: string) =>
  Object.keys(manifest).find((k) => manifest[k].name === name && k.startsWith('_'));
const pages: [string, string[]][] = [
  ['/ (site home)', ['index.html', 'site/pages/home-page.tsx']],
  ['/services/audits', ['index.html', 'site/pages/service-page.tsx']],
  ['/shop (not lazy)', ['index.html']],
  ['/login', ['index.html', 'kit/auth/login-page.tsx']],
  [
    '/dashboard (home plugin)',
    ['index.html', 'kernel/shell/dashboard-layout.tsx', 'plugins/home/routes/home-page.tsx'],
  ],
  [
    '/dashboard/users',
    ['index.html', 'kernel/shell/dashboard-layout.tsx', 'plugins/users/routes/users-page.tsx'],
  ],
  [
    '/dashboard/settings',
    ['index.html', 'kernel/shell/dashboard-layout.tsx', 'plugins/settings/routes/settings-page.tsx'],
  ],
];
const floors: [string, string | undefined][] = [
  ['floor: react + react-dom + router chunk', group('react')],
  ['floor: supabase-js chunk', group('supabase')],
];

const kb = (n: number) => (n / 1024).toFixed(1);
console.log(`| Page | files | raw kB | gzip kB | brotli kB |`);
console.log(`| --- | ---: | ---: | ---: | ---: |`);
for (const [label, keys] of pages) {
  const files = closure(keys);
  const s = sizes(files);
  console.log(`| ${label} | ${files.size} | ${kb(s.raw)} | ${kb(s.gzip)} | ${kb(s.brotli)} |`);
}
for (const [label, key] of floors) {
  if (!key) continue;
  const s = sizes([manifest[key].file]);
  console.log(`| ${label} | 1 | ${kb(s.raw)} | ${kb(s.gzip)} | ${kb(s.brotli)} |`);
}
fs.rmSync(out, { recursive: true, force: true });
