// Go's time.ParseDuration (what GoTrue uses for `ban_duration`): a signed
// sequence of decimal numbers with units, e.g. "300ms", "1.5h", "2h45m".

const UNIT_MS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  μs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

/** Milliseconds in a Go duration string, or null when it is not one. */
export function parseGoDuration(input: string): number | null {
  let s = input.trim();
  if (s === '') return null;
  let sign = 1;
  if (s[0] === '-' || s[0] === '+') {
    if (s[0] === '-') sign = -1;
    s = s.slice(1);
  }
  if (s === '0') return 0;
  if (s === '') return null;
  const part = /^(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|μs|ms|s|m|h)/;
  let total = 0;
  while (s.length > 0) {
    const m = part.exec(s);
    if (!m) return null;
    total += Number(m[1]) * UNIT_MS[m[2]];
    s = s.slice(m[0].length);
  }
  return sign * total;
}
