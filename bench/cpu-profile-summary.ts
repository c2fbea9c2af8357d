// `node bench/cpu-profile-summary.ts <file.cpuprofile> [top]`: the top
// functions of a V8 CPU profile (from `node --cpu-prof`) by self time, by
// file or package, and by inclusive time. Samples are wall-clock: a thread
// descheduled inside a syscall (e.g. a socket write that woke PostgreSQL)
// still counts there, so compare with the bench's CPU-per-request columns.
import fs from 'node:fs';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/cpu-profile-summary.ts <file.cpuprofile> [top]');
  process.exit(2);
}
const top = Number(topArg ?? 40);
const p = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const short = (url: string) =>
  url.replace(/.*node_modules\//, 'nm/').replace(/^file:\/\/.*?\/(server|bench)\//, '$1/');
const fnKey = (cf: CallFrame) => `${cf.functionName || '(anonymous)'} ${short(cf.url)}:${cf.lineNumber + 1}`;
const fileKey = (cf: CallFrame) =>
  cf.url
    ? cf.url
        .replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, 'nm:$1')
        .replace(/^file:\/\/.*?\/(server\/[^/]+).*/, '$1')
    : cf.functionName;

const timeById = new Map<number, number>();
for (let i = 0; i < p.samples.length; i++) {
  const id = p.samples[i];
  timeById.set(id, (timeById.get(id) ?? 0) + (p.timeDeltas[i] ?? 0));
}
let total = 0;
const self = new Map<string, number>();
const files = new Map<string, number>();
const inclusive = new Map<string, number>();
const add = (m: Map<string, number>, k: string, t: number) => m.set(k, (m.get(k) ?? 0) + t);
for (const [id, t] of timeById) {
  total += t;
  const cf = (byId.get(id) as ProfileNode).callFrame;
  add(self, fnKey(cf), t);
  add(files, fileKey(cf), t);
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const k = fnKey((byId.get(cur) as ProfileNode).callFrame);
    if (!seen.has(k)) add(inclusive, k, t);
    seen.add(k);
  }
}
for (const [title, m] of [
  ['self time by function', self],
  ['self time by file or package', files],
  ['inclusive time by function', inclusive],
] as const) {
  console.log(`\n== ${title} (profile: ${(total / 1e6).toFixed(1)} s)`);
  for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${((100 * v) / total).toFixed(1).padStart(5)} %  ${k}`);
}
