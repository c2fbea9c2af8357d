// `npm run bench:bundle` – a benchmark, not a test. What a first visit
// downloads before a page can render: the SPA entry with its static imports
// and CSS, plus the lazy route module of that page with its own imports
// (chunks shared with the entry counted once). Sizes raw, gzip and brotli
// (the server compresses text assets; gzip counts the build's zopfli .gz
// where it wrote one, ADR 096). Byte counts do not depend on machine
// load, so no baseline run is needed for noise; the "react + router" and
// "supabase-js" rows are the floor any page of this stack pays.
// Builds into a temporary folder with Vite's manifest (dist/ is untouched).
// `BUNDLE_ROOT=<another checkout>` measures that tree instead (an earlier
// commit extracted beside this one: before and after in the same run).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const ROOT = path.resolve(process.env.BUNDLE_ROOT ?? path.join(import.meta.dirname, '..'));
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-bundle-'));

interface Chunk {
  file: string;
  name?: string;
  css?: string[];
  imports?: string[];
}

execFileSync(
  process.execPath,
  [
    path.join(import.meta.dirname, '../node_modules/vite/bin/vite.js'),
    'build',
    '--manifest',
    '--outDir',
    out,
    '--emptyOutDir',
  ],
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
  let jsGzip = 0;
  for (const f of files) {
    const body = fs.readFileSync(path.join(out, f));
    // What the server sends: the build's zopfli `.gz` when there is one (ADR 096); else, under 1 kB, the file as it
    // is; else its own gzip -9.
    const gz = path.join(out, `${f}.gz`);
    const zipped = fs.existsSync(gz)
      ? fs.statSync(gz).size
      : body.length < 1024
        ? body.length
        : zlib.gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gzip += zipped;
    brotli += zlib.brotliCompressSync(body).length;
    if (f.endsWith('.js')) jsGzip += zipped;
  }
  return { raw, gzip, brotli, jsGzip };
}

/** A vendor group's chunk (the largest of that name: a small app module may share it). */
const group = (name: string) =>
  Object.keys(manifest)
    .filter((k) => manifest[k].name === name && k.startsWith('_'))
    .sort(
      (a, b) =>
        fs.statSync(path.join(out, manifest[b].file)).size -
        fs.statSync(path.join(out, manifest[a].file)).size,
    )[0];
// Outside the site the browser also loads, at once, the installed plugins' manifests, the app frame's route
// table and the kernel's services (session, toaster): ADR 080. Absent from builds before it.
// Since ADR 095 a module of the back-office's first download may have no chunk of its own: it is in the group
// `app-core` (what every app address loads) or `app-frame` (the frame and Home).
const own = (key: string, groupName: string) => (key in manifest ? key : (group(groupName) ?? key));
const APP = ['config/plugins.ts', 'kernel/app/create-app-routes.tsx', 'kernel/app/kernel-services.tsx']
  .filter((key) => key in manifest || group('app-core'))
  .map((key) => own(key, 'app-core'));
const FRAME = own('kernel/shell/dashboard-layout.tsx', 'app-frame');
const pages: [string, string[]][] = [
  ['/ (site home)', ['index.html', 'site/pages/home-page.tsx']],
  ['/services/audits', ['index.html', 'site/pages/service-page.tsx']],
  ['/shop (not lazy)', ['index.html']],
  ['/shop/product/:sku', ['index.html', 'site/pages/shop-product-page.tsx']],
  ['/login', ['index.html', ...APP, 'kit/auth/login-page.tsx']],
  [
    '/dashboard (home plugin)',
    ['index.html', ...APP, FRAME, own('plugins/home/routes/home-page.tsx', 'app-frame')],
  ],
  ['/dashboard/users', ['index.html', ...APP, FRAME, 'plugins/users/routes/users-page.tsx']],
  ['/dashboard/settings', ['index.html', ...APP, FRAME, 'plugins/settings/routes/settings-page.tsx']],
];
const floors: [string, string | undefined][] = [
  ['floor: react + react-dom + router chunk', group('react')],
  ['floor: supabase-js chunk', group('supabase')],
];

const kb = (n: number) => (n / 1024).toFixed(1);
// "JS gzip" is issue 27's landing budget (≤ 120 kB on the home, a service and a product page): scripts only.
console.log(`| Page | files | raw kB | gzip kB | brotli kB | JS gzip kB |`);
console.log(`| --- | ---: | ---: | ---: | ---: | ---: |`);
for (const [label, keys] of pages) {
  const files = closure(keys);
  const s = sizes(files);
  console.log(
    `| ${label} | ${files.size} | ${kb(s.raw)} | ${kb(s.gzip)} | ${kb(s.brotli)} | ${kb(s.jsGzip)} |`,
  );
}
for (const [label, key] of floors) {
  if (!key) continue;
  const s = sizes([manifest[key].file]);
  console.log(`| ${label} | 1 | ${kb(s.raw)} | ${kb(s.gzip)} | ${kb(s.brotli)} | ${kb(s.jsGzip)} |`);
}
fs.rmSync(out, { recursive: true, force: true });
