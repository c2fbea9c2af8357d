// The edge-function half of `npm run supabase:collect` (ADR 041): writes
// `<outDir>/functions` as `supabase functions deploy` wants it, from the
// functions that live with their modules.
//
//   kernel/functions/<fn>/, plugins/<id>/functions/<fn>/  →  <outDir>/functions/<fn>/
//   package.json "imports" `#<name>/*` → `./<folder>/*`    →  <outDir>/functions/_shared/<name>/
//
// Each function's deno.json is its own (the npm: versions Deno uses) plus one
// import-map entry per `#<name>/` pointing at `../_shared/<name>/`, so the
// sources' `#…` specifiers — which Node resolves through package.json — resolve
// in Deno to the copies beside them. Nothing is rewritten inside a source file.
// Tests (`*.test.ts`) are not copied. The folder is generated: old content is
// removed first. `unresolvedImports` is the static check that every collected
// import stays inside `<outDir>/functions` (or is a package the function's
// deno.json maps, or a `node:`/`npm:`/`jsr:` specifier).
import fs from 'node:fs';
import path from 'node:path';
import {
  appFunctionDirs,
  assertUniqueFunctionNames,
  functionNamesIn,
} from '../../server/functions/config.ts';

export const ROOT_DIR = path.resolve(import.meta.dirname, '../..');
const CODE = /\.(ts|tsx|mts|js|mjs)$/;
const TEST = /\.test\.[a-z]+$/;

export interface SharedLibrary {
  /** The specifier prefix without `#` and `/`: `kernel-functions` for `#kernel-functions/*`. */
  name: string;
  /** The folder it maps to, absolute. */
  dir: string;
}

/** package.json's `#<name>/*` imports: the shared code functions reach by specifier. */
export function sharedLibraries(root = ROOT_DIR): SharedLibrary[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    imports?: Record<string, unknown>;
  };
  return Object.entries(pkg.imports ?? {}).map(([key, target]) => {
    const m = /^#([a-z0-9-]+)\/\*$/.exec(key);
    if (!m || typeof target !== 'string' || !/^\.\/.+\/\*$/.test(target))
      throw new Error(`package.json imports: "${key}" must map "#<name>/*" to "./<folder>/*" (ADR 041)`);
    return { name: m[1], dir: path.join(root, target.slice(2, -2)) };
  });
}

export interface FunctionSource {
  name: string;
  /** The function's folder, absolute. */
  dir: string;
}

/** Every function of the project (kernel and modules); two of one name are refused. */
export function functionSources(root = ROOT_DIR): FunctionSource[] {
  const dirs = appFunctionDirs(root);
  assertUniqueFunctionNames(dirs);
  return dirs
    .flatMap(({ dir }) => functionNamesIn(dir).map((name) => ({ name, dir: path.join(dir, name) })))
    .sort((a, b) => a.name.localeCompare(b.name));
}

function copyCode(from: string, to: string) {
  for (const rel of fs.readdirSync(from, { recursive: true, encoding: 'utf8' })) {
    const src = path.join(from, rel);
    if (!fs.statSync(src).isFile() || TEST.test(rel) || rel.split(path.sep).includes('node_modules'))
      continue;
    fs.mkdirSync(path.dirname(path.join(to, rel)), { recursive: true });
    fs.copyFileSync(src, path.join(to, rel));
  }
}

function readImportMap(file: string): Record<string, string> {
  if (!fs.existsSync(file)) return {};
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as { imports?: Record<string, string> };
  return { ...(json.imports ?? {}) };
}

/**
 * Writes `<outDir>/functions` (and `<outDir>/config.toml`, the functions'
 * settings, when outDir is not supabase/ itself). Returns the function names.
 */
export function collectFunctions(outDir: string, root = ROOT_DIR): string[] {
  const out = path.join(outDir, 'functions');
  const functions = functionSources(root);
  const libraries = sharedLibraries(root);
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });
  for (const lib of libraries) copyCode(lib.dir, path.join(out, '_shared', lib.name));
  for (const fn of functions) {
    const to = path.join(out, fn.name);
    copyCode(fn.dir, to);
    const imports = readImportMap(path.join(fn.dir, 'deno.json'));
    for (const lib of libraries) imports[`#${lib.name}/`] = `../_shared/${lib.name}/`;
    fs.writeFileSync(path.join(to, 'deno.json'), `${JSON.stringify({ imports }, null, 2)}\n`);
  }
  const settings = path.join(root, 'supabase', 'config.toml');
  const settingsOut = path.join(outDir, 'config.toml');
  if (fs.existsSync(settings) && path.resolve(settings) !== path.resolve(settingsOut))
    fs.copyFileSync(settings, settingsOut);
  return functions.map((f) => f.name);
}

/** Module specifiers of static, re-export, side-effect and dynamic imports. */
export function importSpecifiers(text: string): string[] {
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  return patterns.flatMap((re) => [...text.matchAll(re)].map((m) => m[1]));
}

/** How Deno resolves `spec` with `imports` (an import map beside `mapFile`): a file, a package, or nothing. */
function resolveForDeno(
  spec: string,
  from: string,
  imports: Record<string, string>,
  mapFile: string,
): { file: string } | { external: true } | null {
  if (/^(node|npm|jsr):/.test(spec)) return { external: true };
  if (spec.startsWith('./') || spec.startsWith('../'))
    return { file: path.resolve(path.dirname(from), spec) };
  if (spec in imports) {
    const target = imports[spec];
    if (/^(node|npm|jsr|https?):/.test(target)) return { external: true };
    return { file: path.resolve(path.dirname(mapFile), target) };
  }
  const prefix = Object.keys(imports)
    .filter((k) => k.endsWith('/') && spec.startsWith(k))
    .sort((a, b) => b.length - a.length)[0];
  if (prefix) {
    const target = imports[prefix];
    if (/^(npm|jsr|https?):/.test(target)) return { external: true };
    return { file: path.resolve(path.dirname(mapFile), target, spec.slice(prefix.length)) };
  }
  return null;
}

/**
 * Every import of every collected function, followed from its index file with
 * its own deno.json, that would not load on Supabase: a file outside
 * `<functionsDir>`, a missing file, or a bare name its import map lacks.
 */
export function unresolvedImports(functionsDir: string): string[] {
  const root = path.resolve(functionsDir);
  const problems: string[] = [];
  const names = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('_'))
    .map((d) => d.name)
    .sort();
  for (const name of names) {
    const mapFile = path.join(root, name, 'deno.json');
    const imports = readImportMap(mapFile);
    const entry = ['index.ts', 'index.js', 'index.mjs']
      .map((f) => path.join(root, name, f))
      .find(fs.existsSync);
    if (!entry) {
      problems.push(`${name}: no index file`);
      continue;
    }
    const seen = new Set<string>();
    const queue = [entry];
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const spec of importSpecifiers(fs.readFileSync(file, 'utf8'))) {
        const where = `${name}: ${path.relative(root, file)} imports '${spec}'`;
        const resolved = resolveForDeno(spec, file, imports, mapFile);
        if (resolved === null) problems.push(`${where}: not in its deno.json`);
        else if ('file' in resolved) {
          const rel = path.relative(root, resolved.file);
          if (rel.startsWith('..') || path.isAbsolute(rel))
            problems.push(`${where}: outside the functions folder`);
          else if (!fs.existsSync(resolved.file)) problems.push(`${where}: no such file`);
          else if (CODE.test(resolved.file)) queue.push(resolved.file);
        }
      }
    }
  }
  return problems;
}
