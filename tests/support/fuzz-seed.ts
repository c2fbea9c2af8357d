// Every fast-check property in the server project runs from one seed per
// process, so a failure can be replayed exactly: FUZZ_SEED=<n> npx vitest run
// <file>. `npm test` runs the suites once with the fixed seed below (a
// regression found once is found every time) and once more with a random seed
// (new ground each run); it prints which. FUZZ_SEED=random picks one here.
import fc from 'fast-check';
import { beforeEach } from 'vitest';

export const FIXED_FUZZ_SEED = 20261124;

function seedFromEnv(raw: string | undefined): number {
  if (raw === undefined || raw === '') return FIXED_FUZZ_SEED;
  if (raw === 'random') return (Math.random() * 0x7fffffff) | 0;
  const n = Number(raw);
  if (!Number.isInteger(n)) throw new Error(`FUZZ_SEED must be an integer or "random", got "${raw}"`);
  return n;
}

const seed = seedFromEnv(process.env.FUZZ_SEED);
fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });

beforeEach((ctx) => {
  ctx.onTestFailed(() => {
    console.error(
      `\n[fuzz] "${ctx.task.name}" failed with FUZZ_SEED=${seed} (replay: FUZZ_SEED=${seed} npx vitest run ${ctx.task.file?.name ?? ''})\n`,
    );
  });
});
