// The dependency rule of docs/architecture.md, checked on every import of every
// front-end and server source file. A failure names the file and the import.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { installedPlugins } from '../kernel-schema/installed-plugins.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCE = /\.(ts|tsx|mts|js|jsx|mjs)$/;

function sources(dir: string): string[] {
  const abs = path.join(ROOT, dir);
  if (!fs.existsSync(abs)) return [];
  return fs
    .readdirSync(abs, { recursive: true, encoding: 'utf8' })
    .filter((f) => SOURCE.test(f) && !f.split(path.sep).includes('node_modules'))
    .map((f) => path.join(abs, f));
}

/** Module specifiers of static, side-effect, re-export and dynamic imports (and require). */
function importSpecifiers(text: string): string[] {
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  return patterns.flatMap((re) => [...text.matchAll(re)].map((m) => m[1]));
}

/** package.json "imports": the `#…/*` specifiers of server-side shared code (ADR 041). */
const SUBPATH_IMPORTS = Object.entries(
  (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).imports ?? {}) as Record<
    string,
    string
  >,
);

/** An import target as a repository path (aliases of vite.config.ts and package.json `#` imports included); null for packages. */
function resolveTarget(file: string, spec: string): string | null {
  if (spec.startsWith('#')) {
    for (const [key, target] of SUBPATH_IMPORTS) {
      const prefix = key.replace(/\*$/, '');
      if (key.endsWith('*') && spec.startsWith(prefix))
        return path.join(ROOT, target.replace(/\*$/, '') + spec.slice(prefix.length));
      if (spec === key) return path.join(ROOT, target);
    }
    return null;
  }
  if (spec.startsWith('@kernel/')) return path.join(ROOT, 'kernel', spec.slice('@kernel/'.length));
  if (spec.startsWith('@kit/')) return path.join(ROOT, 'kit', spec.slice('@kit/'.length));
  if (spec.startsWith('@config/')) return path.join(ROOT, 'config', spec.slice('@config/'.length));
  if (spec.startsWith('.')) return path.resolve(path.dirname(file), spec);
  if (spec.startsWith('/')) return spec;
  return null;
}

const rel = (p: string) => path.relative(ROOT, p).split(path.sep).join('/');

interface Import {
  file: string;
  spec: string;
  target: string;
  /** Erased when compiled: `import type …`, `export type … from`, or named imports that are all `type`. */
  typeOnly: boolean;
}

/** Module specifiers brought in for types only (nothing of them runs). */
function typeOnlySpecifiers(text: string): Set<string> {
  const found = new Set<string>();
  for (const m of text.matchAll(/\b(?:import|export)\s+type\s[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]/g))
    found.add(m[1]);
  for (const m of text.matchAll(/\bimport\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    const names = m[1]
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    if (names.length > 0 && names.every((n) => n.startsWith('type '))) found.add(m[2]);
  }
  return found;
}

function importsOf(dir: string): Import[] {
  return sources(dir).flatMap((abs) => {
    const text = fs.readFileSync(abs, 'utf8');
    const typeOnly = typeOnlySpecifiers(text);
    const valueSpecs = new Set(
      [...text.matchAll(/\b(?:import|export)\s+(?!type\s)[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]/g)]
        .filter((m) => !/^(?:import|export)\s*\{[^}]*\}/.test(m[0]) || !typeOnly.has(m[1]))
        .map((m) => m[1]),
    );
    return importSpecifiers(text).flatMap((spec) => {
      const target = resolveTarget(abs, spec);
      return target
        ? [
            {
              file: rel(abs),
              spec,
              target: rel(target),
              typeOnly: typeOnly.has(spec) && !valueSpecs.has(spec),
            },
          ]
        : [];
    });
  });
}

function offending(dir: string, forbidden: (imp: Import) => boolean): string[] {
  return importsOf(dir)
    .filter(forbidden)
    .map((i) => `${i.file} imports '${i.spec}' (${i.target})`);
}

const area = (p: string) => p.split('/')[0];
/** The kernel runtime's code the kit may run: the data client (ADR 039). Anything else reaches it through KitHost. */
const KIT_MAY_RUN = ['kernel/supabase.ts', 'kernel/database.types.ts', 'kernel/data'];
/** Edge-function and PDF code: kernel/functions, plugins/<id>/functions and plugins/<id>/documents (ADR 041). */
const isServerSide = (p: string) => /^(kernel\/functions|plugins\/[^/]+\/(functions|documents))\//.test(p);
const isTest = (p: string) => /\.(test|stories)\.[a-z]+$/.test(p);
/** A module's server tests and journeys (ADR 042): Node test code in its folder, not front end. */
const isModuleTest = (p: string) => /^plugins\/[^/]+\/(tests|e2e)\//.test(p);
/**
 * config/ is the composition root: code inside may use its constants only.
 * A test may load the real installation (config/plugins.ts) to check it whole.
 */
const reachesCompositionRoot = (i: Import) =>
  area(i.target) === 'config' && !i.target.startsWith('config/constants') && !isTest(i.file);

describe('the import scanner', () => {
  it('finds static, multi-line, type, side-effect, re-export and lazy imports', () => {
    const text = [
      "import { a } from '@kernel/a.ts';",
      'import {\n  b,\n  c,\n} from "../plugins/leads/b.ts";',
      "import type { T } from './t.ts';",
      "import './styles.css';",
      "export * from '../site/x.tsx';",
      "const Page = lazy(() => import('../plugins/home/page.tsx'));",
      "const { d } = require('./d.js');",
    ].join('\n');
    expect(importSpecifiers(text).sort()).toEqual(
      [
        '@kernel/a.ts',
        '../plugins/leads/b.ts',
        './t.ts',
        './styles.css',
        '../site/x.tsx',
        '../plugins/home/page.tsx',
        './d.js',
      ].sort(),
    );
  });

  it('tells imports of types only from imports of code', () => {
    const text = [
      "import type { A } from './a.ts';",
      "import { type B, type C } from './b.ts';",
      "import { type D, e } from './d.ts';",
      "export type { F } from './f.ts';",
    ].join('\n');
    expect([...typeOnlySpecifiers(text)].sort()).toEqual(['./a.ts', './b.ts', './f.ts']);
  });

  it('sees the project: every area has source files with imports', () => {
    for (const dir of ['kernel', 'kit', 'plugins', 'site', 'config', 'server']) {
      expect(importsOf(dir).length, dir).toBeGreaterThan(0);
    }
  });
});

describe('the dependency rule (docs/architecture.md)', () => {
  it('the kernel imports no plugin, no site code and not the composition root', () => {
    expect(
      offending('kernel', (i) => ['plugins', 'site'].includes(area(i.target)) || reachesCompositionRoot(i)),
    ).toEqual([]);
  });

  it('the kernel runtime reaches the kit, never the other way: kit code imports only types and the data client from the kernel (ADR 039)', () => {
    expect(
      offending('kit', (i) => {
        if (['plugins', 'site'].includes(area(i.target)) || reachesCompositionRoot(i)) return true;
        if (area(i.target) !== 'kernel' || isTest(i.file) || i.typeOnly) return false;
        return !KIT_MAY_RUN.some((allowed) => i.target === allowed || i.target.startsWith(`${allowed}/`));
      }),
    ).toEqual([]);
  });

  it('a plugin never imports the site or the composition root (its tests may check it against the site: ADR 042)', () => {
    expect(
      offending(
        'plugins',
        (i) => !isModuleTest(i.file) && (area(i.target) === 'site' || reachesCompositionRoot(i)),
      ),
    ).toEqual([]);
  });

  it('a plugin imports another plugin only through its public.ts, and only if its manifest declares it (ADR 037)', () => {
    expect(offending('plugins', (i) => !crossPluginImportAllowed(i))).toEqual([]);
  });

  it('the site never imports a plugin or the composition root', () => {
    expect(offending('site', (i) => area(i.target) === 'plugins' || reachesCompositionRoot(i))).toEqual([]);
  });

  it('the server imports nothing from the front end (the kernel’s shared edge-function code is not front end: ADR 041)', () => {
    expect(
      offending(
        'server',
        (i) =>
          ['kernel', 'kit', 'plugins', 'site', 'config'].includes(area(i.target)) &&
          !i.target.startsWith('kernel/functions/_shared/'),
      ),
    ).toEqual([]);
  });

  it('the front end never imports edge-function or PDF code (it runs on the server and in Deno: ADR 041)', () => {
    const serverSide = (i: Import) =>
      isServerSide(i.target) && !isServerSide(i.file) && !isModuleTest(i.file);
    expect([
      ...offending('kernel', serverSide),
      ...offending('kit', serverSide),
      ...offending('plugins', serverSide),
    ]).toEqual([]);
  });
});

// ---------------------------------------------------------------- declared dependencies (ADR 037)

const manifests = await installedPlugins();
const declared = new Map(
  manifests.map((m) => [m.id, new Set([...(m.dependsOn ?? []), ...(m.optionalDependsOn ?? [])])]),
);

/**
 * Same plugin, or another plugin's public surface that the importing plugin's manifest names:
 * its public.ts for the front end; for edge-function and PDF code (ADR 041) the server-side shared
 * code package.json's `#<id>-…` imports expose (its documents/ and functions/_shared/), by that specifier;
 * for a module's tests and journeys (ADR 042) also the dependency's test helpers (plugins/<id>/tests/,
 * not its test files).
 */
function crossPluginImportAllowed(
  i: Import,
  deps: ReadonlyMap<string, ReadonlySet<string>> = declared,
): boolean {
  const [targetArea, targetPlugin, ...rest] = i.target.split('/');
  const from = i.file.split('/')[1];
  if (targetArea !== 'plugins' || targetPlugin === from) return true;
  if (!(deps.get(from ?? '')?.has(targetPlugin ?? '') ?? false)) return false;
  if (rest.join('/') === 'public.ts') return true;
  if (isModuleTest(i.file) && rest[0] === 'tests' && !isTest(i.target)) return true;
  return isServerSide(i.file) && i.spec.startsWith('#') && isServerSide(i.target);
}

describe('the import rule between plugins (ADR 037)', () => {
  const imp = (file: string, target: string): Import => ({ file, spec: target, target, typeOnly: false });
  const deps = new Map([['quotations', new Set(['invoicing'])]]);

  it('lets a plugin use a declared dependency’s public surface and nothing else of it', () => {
    const ok = (file: string, target: string) => crossPluginImportAllowed(imp(file, target), deps);
    expect(ok('plugins/quotations/routes/form.tsx', 'plugins/invoicing/public.ts')).toBe(true);
    expect(ok('plugins/quotations/routes/form.tsx', 'plugins/invoicing/parts/lines-editor.tsx')).toBe(false);
    expect(ok('plugins/quotations/routes/form.tsx', 'plugins/customers/public.ts')).toBe(false);
    expect(ok('plugins/invoicing/routes/page.tsx', 'plugins/quotations/public.ts')).toBe(false);
    expect(ok('plugins/invoicing/routes/page.tsx', 'plugins/invoicing/parts/lines-editor.tsx')).toBe(true);
  });

  it('lets a module’s tests use a declared dependency’s test helpers, and only its tests (ADR 042)', () => {
    const ok = (file: string, target: string) => crossPluginImportAllowed(imp(file, target), deps);
    expect(ok('plugins/quotations/tests/quotations.test.ts', 'plugins/invoicing/tests/support.ts')).toBe(
      true,
    );
    expect(ok('plugins/quotations/e2e/quotations.spec.ts', 'plugins/invoicing/tests/support.ts')).toBe(true);
    expect(ok('plugins/quotations/tests/quotations.test.ts', 'plugins/invoicing/tests/pdf.test.ts')).toBe(
      false,
    );
    expect(ok('plugins/quotations/tests/quotations.test.ts', 'plugins/customers/tests/support.ts')).toBe(
      false,
    );
    expect(ok('plugins/invoicing/tests/invoices.test.ts', 'plugins/quotations/tests/support.ts')).toBe(false);
    expect(ok('plugins/quotations/routes/form.tsx', 'plugins/invoicing/tests/support.ts')).toBe(false);
  });

  it('lets a module’s edge-function code use a declared dependency’s server-side shared code by its # specifier (ADR 041)', () => {
    const ok = (file: string, spec: string, target: string) =>
      crossPluginImportAllowed({ file, spec, target, typeOnly: false }, deps);
    const fn = 'plugins/quotations/functions/_shared/quotation-document.ts';
    expect(ok(fn, '#invoicing-documents/pdf.ts', 'plugins/invoicing/documents/pdf.ts')).toBe(true);
    expect(ok(fn, '../../../invoicing/documents/pdf.ts', 'plugins/invoicing/documents/pdf.ts')).toBe(false);
    expect(
      ok(
        'plugins/quotations/routes/form.tsx',
        '#invoicing-documents/pdf.ts',
        'plugins/invoicing/documents/pdf.ts',
      ),
    ).toBe(false);
    expect(
      ok(
        'plugins/invoicing/functions/invoice-pdf/index.ts',
        '#quotations-functions/quotation-document.ts',
        'plugins/quotations/functions/_shared/quotation-document.ts',
      ),
    ).toBe(false);
  });
});
