// `npm run bench:site` – a benchmark, not a test (issue 27: "Lighthouse figures recorded by a script").
// Lighthouse 13 (its Node API, mobile profile: a mid-range phone, simulated slow 4G and 4× CPU) on the home
// page, /shop and one service page of a running built server (BENCH_URL, default http://localhost:3101;
// `npx vite build && PORT=3101 DATA_DIR=/tmp/sw-bench npm start` in another terminal), in Debian's Chromium
// with the flags of docs' toolchain notes (no background networking: the network here is closed).
// Prints, per page, the four category scores, LCP, TBT, CLS and the JavaScript transferred (gzip on the
// wire), as a Markdown table for docs/benchmarks.md. SITE_BENCH_PAGES overrides the pages (comma-separated).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const BASE = (process.env.BENCH_URL ?? 'http://localhost:3101').replace(/\/+$/, '');
const PAGES = (process.env.SITE_BENCH_PAGES ?? '/,/shop,/services/audits/fire-safety').split(',');
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Row {
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  /** Lighthouse's measure of this machine's CPU speed (higher is faster): TBT scales with it, so say it. */
  benchmarkIndex: number;
}

async function measure(port: number, path: string): Promise<Row> {
  const result = await lighthouse(`${BASE}${path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    formFactor: 'mobile',
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = (
    lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  const script = items?.find((i) => i.resourceType === 'script')?.transferSize ?? Number.NaN;
  // What keeps a category under 100: its weighted audits that did not pass (printed, to know what to fix).
  for (const id of CATEGORIES.filter((c) => c !== 'performance')) {
    const failing = (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${ref.id} (${lhr.audits[ref.id]?.title ?? ''})`);
    if (failing.length) console.error(`  ${path} ${id} loses on: ${failing.join('; ')}`);
  }
  const issues = (lhr.audits['inspector-issues']?.details as { items?: unknown[] } | undefined)?.items;
  if (issues?.length) console.error(`  ${path} DevTools issues: ${JSON.stringify(issues).slice(0, 1500)}`);
  const score = (id: string) => {
    const s = lhr.categories[id]?.score;
    return typeof s === 'number' ? Math.round(s * 100) : null;
  };
  return {
    path,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsKb: script / 1024,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
try {
  const rows: Row[] = [];
  for (const path of PAGES) {
    const row = await measure(chrome.port, path);
    rows.push(row);
    console.error(`measured ${path}`);
  }
  console.log(
    '| Page | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS | JS transferred |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| \`${r.path}\` | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${(r.lcpMs / 1000).toFixed(1)} s | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${r.jsKb.toFixed(0)} KB |`,
    );
  const indexes = rows.map((r) => Math.round(r.benchmarkIndex));
  console.log(
    `\nLighthouse's benchmark index of this machine (CPU speed; TBT grows as it falls): ${indexes.join(', ')}`,
  );
} finally {
  chrome.kill();
}
