// A closed-loop load generator: `concurrency` loops, each sending its next
// request as soon as the previous one answered, for a fixed duration.
import { Latencies, type RoundResult, summarize } from './stats.ts';

export async function runLoad(
  op: () => Promise<void>,
  concurrency: number,
  durationMs: number,
): Promise<RoundResult> {
  const lat = new Latencies();
  let errors = 0;
  let firstError: string | undefined;
  const start = performance.now();
  const deadline = start + durationMs;
  const loop = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        await op();
        lat.push(performance.now() - t0);
      } catch (e) {
        errors++;
        firstError ??= (e as Error).message;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  return summarize(lat, errors, (performance.now() - start) / 1000, firstError);
}

export function randomId(rows: number): number {
  return 1 + Math.floor(Math.random() * rows);
}
