// The back-office's first download in three files (issue 22 item 17, ADR 095). Opened at /dashboard, the app asks
// for the kernel's services, the app's routes, the plugins' manifests and the frame at once (mount-app.tsx), and
// then for Home and its widgets. Split by rolldown's defaults that was ≈ 80 small files, and Chromium fetches six
// at a time over HTTP/1.1: the profile read waited ≈ 270 ms for a connection behind them (docs/benchmarks.md).
// This build plugin works out, from the module graph, which modules only those parts need — never a module the
// public site reaches (a site page must not fetch the back-office, ADR 080) — and `appWave.groups` put them in three
// chunks: `app-session` (the session, profile and module syncs, which a site page also loads once it has hydrated),
// `app-core` (the app's routes and the plugins' manifests: every app address, /login too) and `app-frame` (the
// back-office frame, Home and its widgets: what /dashboard adds). A module the site shares stays where rolldown puts
// it, so the groups import the site's chunks and not the other way, and each imports only those before it. A cycle
// between chunks would make evaluation order depend on which file arrives first (what broke hydration in ADR 080's
// first try): the build fails if one touches any of the three.
import path from 'node:path';
import type { Plugin } from 'vite';

/** The session, profile and module syncs: every page loads them, a site page after it has hydrated. */
const SESSION_ROOTS = [/^kernel\/app\/kernel-services\.tsx$/];
/** What mount-app.tsx adds on any app address: the app's routes and the plugins' manifests. */
const CORE_ROOTS = [/^kernel\/app\/create-app-routes\.tsx$/, /^config\/plugins\.ts$/];
/** What it adds under /dashboard, and what the Home screen shows first. */
const FRAME_ROOTS = [
  /^kernel\/shell\/dashboard-layout\.tsx$/,
  /^plugins\/home\/routes\/home-page\.tsx$/,
  /^plugins\/[^/]+\/widgets\/[^/]+\.tsx$/,
];
/** Where the public site starts: every module under site/ and the entry. */
const SITE = [/^site\//, /^config\/main\.tsx$/];
const NAMES = ['app-session', 'app-core', 'app-frame'];
const TEST_OR_STORY = /\.(test|stories)\.tsx?$/;
/** A package's index that re-exports many (lucide-react's ≈ 1,600 icons, radix-ui's ≈ 60 parts): followed name by name. */
const BARREL_MIN_IMPORTS = 30;

type GraphInfo = {
  code: string | null;
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
};

/** `node_modules/<pkg>/…` or `node_modules/@scope/pkg/…` → the package's name. */
export function packageOf(id: string): string | null {
  const at = id.lastIndexOf('node_modules/');
  if (at < 0) return null;
  const parts = id.slice(at + 'node_modules/'.length).split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

/** The names a module imports from a package: `import { A, B as C } from 'pkg'` → A, B. */
export function namesImported(code: string, pkg: string): string[] | null {
  const names: string[] = [];
  for (const [, list, spec] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g))
    if (spec === pkg || spec.startsWith(`${pkg}/`))
      for (const part of list.split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0];
        if (name) names.push(name);
      }
  // `import * as`, a default import or a re-export (`export { A } from`, `export * from`): every export may be used.
  const spec = pkg.replace(/[/.]/g, '\\$&');
  const whole =
    new RegExp(`import\\s+[^{'"]*\\s+from\\s*["']${spec}["']`).test(code) ||
    new RegExp(`export\\s*(\\*|\\{[^}]*\\})\\s*from\\s*["']${spec}["']`).test(code);
  return whole ? null : names;
}

/**
 * A barrel's exports → the module each comes from: `export { default as A } from './x.mjs'` (lucide-react) and
 * `import * as A from 'pkg-a'; export { A }` (radix-ui).
 */
export function barrelExports(
  barrel: string,
  code: string,
  imported: readonly string[],
): Map<string, string> {
  const out = new Map<string, string>();
  const resolve = (from: string) =>
    from.startsWith('.')
      ? path.join(path.dirname(barrel), from)
      : (imported.find((id) => packageOf(id) === packageOf(`node_modules/${from}/`)) ?? barrel);
  for (const [, list, from] of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g))
    for (const part of list.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[1] ?? part.trim();
      if (name) out.set(name, resolve(from));
    }
  for (const [, name, from] of code.matchAll(/import\s*\*\s*as\s+(\w+)\s+from\s*["']([^"']+)["']/g))
    out.set(name, resolve(from));
  return out;
}

export function appWaveChunk(root: string) {
  const session = new Set<string>();
  const core = new Set<string>();
  const frame = new Set<string>();
  const relative = (id: string) => path.relative(root, id).split(path.sep).join('/');
  const plugin: Plugin = {
    name: 'safeworks-app-wave-chunk',
    buildEnd() {
      session.clear();
      core.clear();
      frame.clear();
      // The server renderer's build (ADR 058) inherits the groups: it gets none of this (one Node process
      // loads it once, and the site's closure there is not the browser's).
      if (this.environment.name !== 'client') return;
      const info = (id: string): GraphInfo | null => this.getModuleInfo(id);
      const exportsOf = new Map<string, Map<string, string>>();
      /** What a module statically imports, a barrel's exports counted only by the names imported. */
      const importsOf = (id: string): string[] => {
        const out: string[] = [];
        const here = info(id);
        for (const next of here?.importedIds ?? []) {
          const target = info(next);
          const pkg = packageOf(next);
          const names =
            target && pkg && here?.code && target.importedIds.length >= BARREL_MIN_IMPORTS
              ? namesImported(here.code, pkg)
              : null;
          if (!names || !target?.code) {
            out.push(next);
            continue;
          }
          if (!exportsOf.has(next)) exportsOf.set(next, barrelExports(next, target.code, target.importedIds));
          const table = exportsOf.get(next) as Map<string, string>;
          // A name the barrel's lines do not show (an `export *`, a local export): follow the barrel whole, so
          // what the site might use through it never counts as the back-office's alone.
          if (names.some((name) => !table.has(name))) out.push(next);
          else for (const name of names) out.push(table.get(name) as string);
        }
        return out;
      };
      // Static imports; for the site's own modules also what they import on demand (the shop's supabase
      // client, the enquiry form): a site page loading one of those must not fetch the back-office with it.
      const closure = (starts: string[], followLazy: (id: string) => boolean) => {
        const seen = new Set(starts);
        const queue = [...starts];
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          const lazy = followLazy(id) ? (info(id)?.dynamicallyImportedIds ?? []) : [];
          for (const other of [...importsOf(id), ...lazy])
            if (!seen.has(other)) {
              seen.add(other);
              queue.push(other);
            }
        }
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const starting = (patterns: RegExp[]) =>
        ids.filter((id) => {
          const file = relative(id);
          return !TEST_OR_STORY.test(file) && patterns.some((re) => re.test(file));
        });
      const site = closure(starting(SITE), (id) => relative(id).startsWith('site/'));
      const ours = (id: string) => !site.has(id) && !id.endsWith('.css') && !id.startsWith('\0');
      for (const id of closure(starting(SESSION_ROOTS), () => false)) if (ours(id)) session.add(id);
      for (const id of closure(starting(CORE_ROOTS), () => false))
        if (ours(id) && !session.has(id)) core.add(id);
      for (const id of closure(starting(FRAME_ROOTS), () => false))
        if (ours(id) && !session.has(id) && !core.has(id)) frame.add(id);
    },
    generateBundle(_options, bundle) {
      const importsOf = (file: string) => {
        const chunk = bundle[file];
        return chunk?.type === 'chunk' ? chunk.imports : [];
      };
      const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
        importsOf(from).some(
          (next) => next === to || (!seen.has(next) && seen.add(next) && reaches(next, to, seen)),
        );
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !NAMES.includes(chunk.name)) continue;
        const cycles = importsOf(chunk.fileName).filter((file) => reaches(file, chunk.fileName));
        if (cycles.length)
          this.error(
            `${chunk.name} chunk: import cycle with ${cycles.join(', ')}. A module both that group and those ` +
              'chunks need was left out of the group; see config/app-wave-chunk.ts.',
          );
      }
    },
  };
  /** The codeSplitting groups: only the modules found above, without pulling in their dependencies again. */
  const groups = [session, core, frame].map((members, i) => ({
    name: NAMES[i],
    test: (id: string) => members.has(id),
    includeDependenciesRecursively: false,
  }));
  return { plugin, groups };
}
