// `npm run kernel:size`: the kernel runtime's line count and its folder-level
// import cycles (ADR 039; tests/architecture/kernel-size.test.ts holds them to
// the limits). `--verbose` adds lines per folder and the folder imports.
import path from 'node:path';
import { KERNEL_LINE_LIMIT, measureKernel } from './kernel-size/measure.ts';

const size = measureKernel(path.resolve(import.meta.dirname, '..'));
if (process.argv.includes('--verbose')) {
  for (const [folder, n] of Object.entries(size.byFolder).sort((a, b) => b[1] - a[1]))
    console.log(`${String(n).padStart(6)}  ${folder}  → ${(size.edges[folder] ?? []).join(', ') || '—'}`);
}
console.log(`kernel runtime: ${size.lines} lines in ${size.files} files (limit ${KERNEL_LINE_LIMIT})`);
console.log(`import cycles between kernel folders: ${size.cycles.length}`);
for (const cycle of size.cycles) console.log(`  cycle: ${cycle.join(' ↔ ')}`);
if (size.lines > KERNEL_LINE_LIMIT || size.cycles.length > 0) process.exitCode = 1;
