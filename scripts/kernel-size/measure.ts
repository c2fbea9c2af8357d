// The kernel runtime's size and shape (ADR 039): lines of its source files and
// the import cycles between its folders. A source file is a .ts/.tsx file under
// kernel/ other than tests, stories, fixtures, test helpers (testing/, test/),
// the generated database types and kernel/functions (edge-function code that
// runs on the server and in Deno, not in the browser's runtime: ADR 041). Every import counts, type-only and lazy
// ones included; folders are kernel/'s top-level folders, and each file at
// kernel/'s root is a node of its own. A cycle is a strongly connected group
// of two or more folders.
import fs from 'node:fs';
import path from 'node:path';

export const KERNEL_LINE_LIMIT = 3500;

export interface KernelSize {
  files: number;
  lines: number;
  /** Lines per folder (root files under their own name). */
  byFolder: Record<string, number>;
  /** Folder imports: from → the folders it imports. */
  edges: Record<string, string[]>;
  /** Each cycle's folders, sorted. */
  cycles: string[][];
}

const SOURCE = /\.(ts|tsx)$/;
const LEFT_OUT =
  /(\.test\.|\.stories\.|\.fixtures\.)|(^|\/)(testing|test)\/|^database\.types\.ts$|^functions\//;

export function kernelSourceFiles(root: string): string[] {
  const kernel = path.join(root, 'kernel');
  return fs
    .readdirSync(kernel, { recursive: true, encoding: 'utf8' })
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => SOURCE.test(f) && !LEFT_OUT.test(f))
    .sort();
}

const IMPORT =
  /\b(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]|\bimport\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

const folderOf = (file: string) => file.split('/')[0];

/** The kernel folder an import lands in, or null when it leaves the kernel. */
function targetFolder(file: string, spec: string): string | null {
  let target: string;
  if (spec.startsWith('@kernel/')) target = spec.slice('@kernel/'.length);
  else if (spec.startsWith('.'))
    target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
  else return null;
  if (target.startsWith('..')) return null;
  return folderOf(target);
}

/** Tarjan's strongly connected components, those of two or more nodes. */
function cyclesOf(edges: Record<string, string[]>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges[v] ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) out.push(group.sort());
    }
  };
  for (const v of Object.keys(edges).sort()) if (!idx.has(v)) visit(v);
  return out;
}

export function measureKernel(root: string): KernelSize {
  const files = kernelSourceFiles(root);
  const byFolder: Record<string, number> = {};
  const edgeSets: Record<string, Set<string>> = {};
  let lines = 0;
  for (const file of files) {
    const text = fs.readFileSync(path.join(root, 'kernel', file), 'utf8');
    const n = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    lines += n;
    const from = folderOf(file);
    byFolder[from] = (byFolder[from] ?? 0) + n;
    edgeSets[from] ??= new Set();
    for (const m of text.matchAll(IMPORT)) {
      const to = targetFolder(file, m[1] ?? m[2] ?? m[3]);
      if (to && to !== from && to !== 'database.types.ts') edgeSets[from].add(to);
    }
  }
  const edges = Object.fromEntries(Object.entries(edgeSets).map(([k, v]) => [k, [...v].sort()]));
  return { files: files.length, lines, byFolder, edges, cycles: cyclesOf(edges) };
}
