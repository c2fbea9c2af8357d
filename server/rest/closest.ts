// "Perhaps you meant …" hints: the nearest known name by edit distance.

/** The most similar name (edit distance), for "Perhaps you meant" hints. */
export function closest(name: string, candidates: string[]): string | undefined {
  let best: string | undefined;
  let bestD = Number.POSITIVE_INFINITY;
  for (const c of candidates) {
    const d = distance(name, c);
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  return best !== undefined && bestD <= Math.max(3, Math.floor(name.length / 2)) ? best : undefined;
}

function distance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length];
}

/**
 * The best match by similarity (1 − edit distance ÷ the longer length, on lower-cased text), when it
 * reaches `min`: PostgREST's fuzzy hints (0.75 for function names, 0.33 for parameter lists).
 */
export function fuzzyBest(name: string, candidates: string[], min: number): string | undefined {
  let best: string | undefined;
  let bestScore = -1;
  const a = name.toLowerCase();
  for (const c of candidates) {
    const b = c.toLowerCase();
    const longest = Math.max(a.length, b.length);
    const score = longest === 0 ? 1 : 1 - distance(a, b) / longest;
    if (score > bestScore) {
      bestScore = score;
      best = c;
    }
  }
  return best !== undefined && bestScore >= min ? best : undefined;
}

const normalize = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}, ]/gu, '');

function grams(s: string, n: number): Set<string> {
  const padded = `-${s}-`;
  const out = new Set<string>();
  for (let i = 0; i + n <= padded.length; i++) out.add(padded.slice(i, i + n));
  return out;
}

/**
 * Matches as the Haskell `fuzzyset` package PostgREST uses (`Fuzzy.get`): an exact match (ignoring case) alone
 * with score 1; otherwise the names sharing a trigram (else a bigram) with `name`, scored by edit distance on
 * their lower-cased letters and digits (1 − distance ÷ longer length), those scoring at least `min`, best first.
 */
export function fuzzySetGet(
  name: string,
  candidates: string[],
  min = 0.33,
): { score: number; value: string }[] {
  const exact = candidates.find((c) => c.toLowerCase() === name.toLowerCase());
  if (exact !== undefined) return [{ score: 1, value: exact }];
  const key = normalize(name);
  for (const n of [3, 2]) {
    const mine = grams(key, n);
    const found = [...new Set(candidates)]
      .filter((c) => [...grams(normalize(c), n)].some((g) => mine.has(g)))
      .map((value) => {
        const other = normalize(value);
        const longest = Math.max(key.length, other.length);
        return { score: longest === 0 ? 1 : 1 - distance(key, other) / longest, value };
      })
      .filter((m) => m.score >= min)
      .sort((a, b) => b.score - a.score);
    if (found.length) return found;
  }
  return [];
}
