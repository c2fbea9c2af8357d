// Round results and the small amount of statistics the benchmarks print.

export interface RoundResult {
  requests: number;
  errors: number;
  firstError?: string;
  seconds: number;
  rate: number;
  p50: number;
  p95: number;
  p99: number;
  /** CPU time of the main thread (server + in-process loops) per request, µs. */
  mainCpuUs?: number;
  /** Of which in the kernel (syscalls: socket writes and reads), µs. */
  mainSysUs?: number;
  /** CPU time of the load worker thread per request, µs. */
  clientCpuUs?: number;
}

export function percentile(sorted: Float64Array | number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

/** How long one call takes, ms (the timing loops of bench:calendar, bench:surveys and the REST-vs-raw runs). */
export async function timeOnce(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

/** The median and 95th percentile of timings, ms. */
export function p50p95(values: number[]): { p50: number; p95: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: median(sorted), p95: percentile(sorted, 95) };
}

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Collects latencies (ms) without reallocating on every sample. */
export class Latencies {
  private buf = new Float64Array(1 << 16);
  length = 0;
  push(ms: number) {
    if (this.length === this.buf.length) {
      const next = new Float64Array(this.buf.length * 2);
      next.set(this.buf);
      this.buf = next;
    }
    this.buf[this.length++] = ms;
  }
  sorted(): Float64Array {
    return this.buf.slice(0, this.length).sort();
  }
}

export function summarize(lat: Latencies, errors: number, seconds: number, firstError?: string): RoundResult {
  const s = lat.sorted();
  return {
    requests: lat.length,
    errors,
    firstError,
    seconds,
    rate: lat.length / seconds,
    p50: percentile(s, 50),
    p95: percentile(s, 95),
    p99: percentile(s, 99),
  };
}

/** Medians over rounds, field by field: each figure is the median of that figure's rounds. */
export function medianOfRounds(rounds: RoundResult[]): RoundResult {
  return {
    requests: median(rounds.map((r) => r.requests)),
    errors: rounds.reduce((n, r) => n + r.errors, 0),
    firstError: rounds.find((r) => r.firstError)?.firstError,
    seconds: median(rounds.map((r) => r.seconds)),
    rate: median(rounds.map((r) => r.rate)),
    p50: median(rounds.map((r) => r.p50)),
    p95: median(rounds.map((r) => r.p95)),
    p99: median(rounds.map((r) => r.p99)),
    mainCpuUs: median(rounds.map((r) => r.mainCpuUs ?? Number.NaN)),
    mainSysUs: median(rounds.map((r) => r.mainSysUs ?? Number.NaN)),
    clientCpuUs: median(rounds.map((r) => r.clientCpuUs ?? Number.NaN)),
  };
}
