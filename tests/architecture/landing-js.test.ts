// The public site's first download (issue 27, ADR 080): what a visitor's browser fetches before a site
// page can hydrate is the entry (config/main.tsx) and the page's module, each with its static imports.
// That graph must not reach the back-office — the staff shell, the installed plugins' manifests, the
// app frame with its guard, TanStack Query, sonner — nor supabase-js for the landing. Those arrive by
// dynamic import() when first needed. A failure names the chain of imports that pulls one in.
// The last test builds the app and holds the bytes to a budget (ADR 088), as `npm run bench:bundle` counts them.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCE = /\.(ts|tsx)$/;

/**
 * Static imports and re-exports only (a dynamic import() is fetched later). A type-only import is
 * erased by the build: `import type …`, `export type …`, and braces that import nothing but types.
 */
function staticImports(text: string): string[] {
  const statement = /^\s*(?:import|export)\s+(?!type\s)([^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/gm;
  const out: string[] = [];
  for (const [, clause = '', spec] of text.matchAll(statement)) {
    const braces = /^\s*\{([^}]*)\}\s*from/.exec(clause)?.[1];
    const names = braces
      ?.split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    if (names?.length && names.every((n) => n.startsWith('type '))) continue;
    out.push(spec);
  }
  return out;
}

/** A repository file (aliases of vite.config.ts), or the package name for a bare specifier. */
function resolve(from: string, spec: string): { file: string } | { pkg: string } {
  const alias = /^@(kernel|kit|config)\//.exec(spec);
  if (alias) return { file: path.posix.join(alias[1], spec.slice(alias[0].length)) };
  if (spec.startsWith('.'))
    return { file: path.posix.normalize(path.posix.join(path.posix.dirname(from), spec)) };
  const parts = spec.split('/');
  return { pkg: spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0] };
}

interface Graph {
  /** Every repository file reached, with the file that imported it first (for the chain). */
  files: Map<string, string | null>;
  /** Every package reached, with the file that imported it first. */
  packages: Map<string, string>;
}

function staticGraph(starts: string[]): Graph {
  const graph: Graph = { files: new Map(starts.map((s) => [s, null])), packages: new Map() };
  const queue = [...starts];
  while (queue.length) {
    const file = queue.shift() as string;
    if (!SOURCE.test(file)) continue; // styles
    for (const spec of staticImports(fs.readFileSync(path.join(ROOT, file), 'utf8'))) {
      const target = resolve(file, spec);
      if ('pkg' in target) {
        if (!graph.packages.has(target.pkg)) graph.packages.set(target.pkg, file);
      } else if (!graph.files.has(target.file)) {
        graph.files.set(target.file, file);
        queue.push(target.file);
      }
    }
  }
  return graph;
}

function chain(graph: Graph, file: string | null): string {
  const links: string[] = [];
  for (let at = file; at; at = graph.files.get(at) ?? null) links.unshift(at);
  return links.join(' → ');
}

/** What the back-office is made of, as files and packages. */
const BACK_OFFICE_FILES = [
  /^plugins\//,
  /^config\/plugins\.ts$/,
  /^kernel\/shell\//,
  /^kernel\/app\/(create-app-routes|app-frame|kernel-services)\.tsx$/,
  /^kernel\/guard\/(route-guard|dashboard-guard)\.tsx$/,
];
const BACK_OFFICE_PACKAGES = ['@tanstack/react-query', 'sonner'];

/** The back-office parts a graph reaches, each with the chain that pulls it in. */
function backOfficeIn(graph: Graph, extraPackages: string[] = []): string[] {
  const files = [...graph.files.keys()]
    .filter((f) => BACK_OFFICE_FILES.some((re) => re.test(f)))
    .map((f) => chain(graph, f));
  const packages = [...graph.packages]
    .filter(([pkg]) => [...BACK_OFFICE_PACKAGES, ...extraPackages].includes(pkg))
    .map(([pkg, by]) => `${chain(graph, by)} → ${pkg}`);
  return [...files, ...packages];
}

const ENTRY = 'config/main.tsx';

describe("the public site's first download (ADR 080)", () => {
  it('a visitor opening any site page loads an entry without the back-office, the plugins or supabase-js', () => {
    expect(backOfficeIn(staticGraph([ENTRY]), ['@supabase/supabase-js', 'zod'])).toEqual([]);
  });

  it('a visitor opening the home page loads no back-office code and no supabase-js before it hydrates', () => {
    expect(backOfficeIn(staticGraph([ENTRY, 'site/pages/home-page.tsx']), ['@supabase/supabase-js'])).toEqual(
      [],
    );
  });

  it('a visitor opening a service page or a product page loads no back-office code', () => {
    for (const page of ['site/pages/service-page.tsx', 'site/pages/shop-product-page.tsx'])
      expect(backOfficeIn(staticGraph([ENTRY, page])), page).toEqual([]);
  });

  it('the home, a service and a product page load no zod, no form library, no tailwind-merge, no radix Slot and no jotai before they hydrate (ADR 085, ADR 097)', () => {
    // What took these pages over issue 27's 120 kB: zod (25 kB gzip: the product's check, the enquiry form's
    // rules), react-hook-form (15: the quote form, now loaded when needed), tailwind-merge (8.4: `cn` resolves
    // conflicts itself), radix-ui (Slot, for Button's `asChild`: the landing uses `buttonVariants`) and jotai
    // (2.6: its store, for the session the header reads; the session is now a snapshot store of its own).
    const heavy = ['zod', 'react-hook-form', '@hookform/resolvers', 'tailwind-merge', 'radix-ui', 'jotai'];
    for (const page of [
      'site/pages/home-page.tsx',
      'site/pages/service-page.tsx',
      'site/pages/shop-product-page.tsx',
    ])
      expect(backOfficeIn(staticGraph([ENTRY, page]), heavy), page).toEqual([]);
  });

  it('a site page never reads through TanStack Query or toasts: it renders outside the app frame that provides them', () => {
    const siteFiles = fs
      .readdirSync(path.join(ROOT, 'site'), { recursive: true, encoding: 'utf8' })
      .map((f) => `site/${f.split(path.sep).join('/')}`)
      .filter((f) => SOURCE.test(f) && !/\.(test|stories)\.tsx?$/.test(f));
    const offending = siteFiles.flatMap((file) =>
      staticImports(fs.readFileSync(path.join(ROOT, file), 'utf8'))
        .filter((spec) => BACK_OFFICE_PACKAGES.includes(spec))
        .map((spec) => `${file} → ${spec}`),
    );
    expect(offending).toEqual([]);
  });

  it('the import scan sees what it must: the whole route table reaches the app frame and TanStack Query', () => {
    // Guards the scanner itself: were it blind (a changed import style), the tests above would pass.
    const graph = staticGraph(['kernel/app/create-app-routes.tsx']);
    expect(backOfficeIn(graph)).toEqual(
      expect.arrayContaining([
        'kernel/app/create-app-routes.tsx → kernel/app/app-frame.tsx',
        expect.stringMatching(/→ @tanstack\/react-query$/),
      ]),
    );
    expect(
      staticImports("import type { A } from 'x';\nimport { type B } from 'y';\nimport { C } from 'z';"),
    ).toEqual(['z']);
  });
});

/** What `vite build --manifest` writes for one source file. */
interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * A file's bytes as the server sends it (server/http/compressed-assets.ts, as `npm run bench:bundle` counts them):
 * the `.gz` the build wrote with zopfli (ADR 096); else, under 1 kB, the file as it is; else gzip level 9.
 */
function sentBytes(abs: string): number {
  if (fs.existsSync(`${abs}.gz`)) return fs.statSync(`${abs}.gz`).size;
  const raw = fs.readFileSync(abs);
  return raw.length < 1024 ? raw.length : zlib.gzipSync(raw, { level: 9 }).length;
}

/**
 * The bytes of JavaScript a first visit to a page downloads before it hydrates: the entry and the page's module with
 * everything they import statically, each file as the server sends it.
 */
function landingBytes(dir: string, manifest: Record<string, ManifestChunk>, keys: string[]): number {
  const files = new Set<string>();
  const visit = (key: string) => {
    // A chunk a route's loader imports is keyed by its name (`_audits-<hash>.js`), not by its source.
    const chunk = manifest[key] ?? Object.values(manifest).find((c) => c.name === key);
    if (!chunk) throw new Error(`not in the build: ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  let bytes = 0;
  for (const file of files) {
    if (!file.endsWith('.js')) continue;
    const abs = path.join(dir, file);
    bytes += sentBytes(abs);
  }
  return bytes;
}

/**
 * Issue 27's budget is 120 kB gzip on the home, a service and a product page. Each page is held to what it downloads
 * today, so nothing grows back (≈ 0.3 kB above the measure of 2026-11-29 with the build's zopfli .gz files, ADR 096,
 * and the session outside jotai, ADR 097; docs/benchmarks.md: "Landing JavaScript, fifth pass"). React, React DOM
 * and React Router are 92.3 of each. Lower a figure when a change cuts it; none may be above the budget.
 */
const ISSUE_BUDGET_KB = 120;
const LANDING_LIMIT_KB: Record<string, number> = {
  'site/pages/home-page.tsx': 116.7,
  'site/pages/service-page.tsx': 118.4,
  'site/pages/shop-product-page.tsx': 115.4,
};
/**
 * What a page's route loader fetches before the page hydrates: a service page's own area's texts
 * (content/service-area.ts); /services/audits's are the largest.
 */
const LOADED_BEFORE_HYDRATION: Record<string, string[]> = { 'site/pages/service-page.tsx': ['audits'] };

/** The back-office's first download (ADR 095): config/app-wave-chunk.ts's groups. */
const APP_GROUPS = ['app-session', 'app-core', 'app-frame'];
/**
 * How many JavaScript files a cold /dashboard fetches for the back-office, Home and its widgets: 84 before ADR 095,
 * when the profile read waited behind them for one of Chromium's six connections (issue 22 item 17); 33 after it
 * (2026-11-29). A growing count is the regression to catch, whatever its cause.
 */
const DASHBOARD_FILES_LIMIT = 40;

describe('the landing JavaScript in bytes (issue 27, ADR 088) and the back-office in few files (ADR 095)', () => {
  let out = '';
  let manifest: Record<string, ManifestChunk> = {};
  beforeAll(() => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-landing-js-'));
    execFileSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/vite/bin/vite.js'),
        'build',
        '--manifest',
        '--outDir',
        out,
        '--logLevel',
        'error',
      ],
      // vitest runs with NODE_ENV=test, which would build React's development code.
      { cwd: ROOT, stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } },
    );
    manifest = JSON.parse(fs.readFileSync(path.join(out, '.vite/manifest.json'), 'utf8'));
  }, 300_000);
  afterAll(() => {
    if (out) fs.rmSync(out, { recursive: true, force: true });
  });

  it('the home, a service and a product page download no more JavaScript than their budget before they hydrate', () => {
    const over = Object.entries(LANDING_LIMIT_KB).flatMap(([page, limit]) => {
      const keys = ['index.html', page, ...(LOADED_BEFORE_HYDRATION[page] ?? [])];
      const kb = landingBytes(out, manifest, keys) / 1024;
      expect(limit, `${page}: its limit is above the issue's budget`).toBeLessThanOrEqual(ISSUE_BUDGET_KB);
      return kb > limit ? [`${page}: ${kb.toFixed(1)} kB gzip > ${limit}`] : [];
    });
    expect(over).toEqual([]);
  });

  it('an admin opening /dashboard fetches the back-office, Home and its widgets in few files, and no site page fetches them', () => {
    const keyOf = (file: string) => Object.keys(manifest).find((k) => manifest[k].file === file) as string;
    /** Every file a set of keys needs; for a site module's chunk also what it imports on demand. */
    const closure = (keys: string[], lazyToo: (c: ManifestChunk) => boolean) => {
      const files = new Set<string>();
      const visit = (key: string) => {
        const chunk = manifest[key];
        if (!chunk || files.has(chunk.file)) return;
        files.add(chunk.file);
        for (const next of [
          ...(chunk.imports ?? []),
          ...(lazyToo(chunk) ? (chunk.dynamicImports ?? []) : []),
        ])
          visit(next);
      };
      for (const key of keys) visit(key);
      return files;
    };
    const groups = Object.values(manifest).filter((c) => APP_GROUPS.includes(c.name ?? ''));
    expect(groups.map((c) => c.name).sort()).toEqual([...APP_GROUPS].sort());
    // Home's route and the widgets: their own chunks (facades over app-frame) where the build made them.
    const home = Object.keys(manifest).filter((k) =>
      /^plugins\/(home\/routes\/home-page|[^/]+\/widgets\/[^/]+)\.tsx$/.test(manifest[k].src ?? ''),
    );
    const dashboard = closure(['index.html', ...groups.map((c) => keyOf(c.file)), ...home], () => false);
    const scripts = [...dashboard].filter((f) => f.endsWith('.js'));
    expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(DASHBOARD_FILES_LIMIT);

    const sitePages = Object.keys(manifest).filter((k) => (manifest[k].src ?? '').startsWith('site/'));
    expect(sitePages.length).toBeGreaterThan(10);
    const reached = closure(['index.html', ...sitePages], (c) => (c.src ?? '').startsWith('site/'));
    const app = groups.map((c) => c.file).filter((f) => reached.has(f) && !f.includes('app-session'));
    expect(app, 'a site page fetches the back-office').toEqual([]);
  });
});
