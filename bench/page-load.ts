// `npm run bench:page-load` – a benchmark, not a test (issue 22 items 7 and 17). Against a running server
// with the demo data (BENCH_URL, default http://localhost:3101; DEMO_PASSWORD the demo accounts' password),
// in Debian's Chromium:
//   (1) the client's quotation page (/quotation/<token>, signed out) on a mid-range phone: 390×844, CPU
//       throttled 4× (CDP Emulation.setCPUThrottlingRate) and a "fast 3G" network (CDP
//       Network.emulateNetworkConditions: 562.5 ms latency, 1.44 Mbit/s down, 675 kbit/s up — Chrome
//       DevTools' / Puppeteer's preset), cold cache each run: navigation start → the quotation's total on
//       screen;
//   (2) the dashboard's first render for the demo admin at 1366×768, no throttling, cold cache: navigation
//       start → every Home card loaded (no element left aria-busy, no skeleton).
// Each is run PAGE_LOAD_RUNS times (default 5); medians are reported with the requests each load made (a
// waterfall: start and end in ms from navigation start), so a chain of requests shows. The phone page also
// reports the browser's own first contentful paint (FCP) and largest contentful paint (LCP): the total is in
// the server-rendered HTML (ADR 062), so the first paint shows it, while Playwright's check runs only when the
// busy (throttled) main thread lets it. PAGE_LOAD_ONLY=phone|dashboard runs one of the two.
//   PORT=3101 DATA_DIR=/tmp/sw DEMO_DATA=true DEMO_PASSWORD=… npm start   # one terminal (after vite build)
//   DEMO_PASSWORD=… npm run bench:page-load                                # another
import { type Browser, chromium, type Page } from 'playwright-core';
import { median } from './lib/stats.ts';

const BASE = process.env.BENCH_URL ?? 'http://localhost:3101';
const PASSWORD = process.env.DEMO_PASSWORD ?? '';
const RUNS = Number(process.env.PAGE_LOAD_RUNS || 5);
const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.44 * 1024 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

type Waterfall = { url: string; start: number; end: number; bytes: number }[];

async function json(path: string, init: RequestInit & { token?: string } = {}) {
  const anon = (await (await fetch(`${BASE}/`)).text()).match(
    /name="supabase-anon-key" content="([^"]+)"/,
  )?.[1];
  const res = await fetch(`${BASE}${path}`, {
    ...init,
    headers: {
      apikey: anon ?? '',
      Authorization: `Bearer ${init.token ?? anon}`,
      'Content-Type': 'application/json',
      ...(init.headers ?? {}),
    },
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function adminSession(): Promise<{ access_token: string; refresh_token: string }> {
  return json('/auth/v1/token?grant_type=password', {
    method: 'POST',
    body: JSON.stringify({ email: 'admin@demo.safeworks.test', password: PASSWORD }),
  });
}

/** A demo quotation the client can open: a sent one's link (the demo has some). */
async function clientLink(token: string): Promise<string> {
  const rows = (await json(
    '/rest/v1/quotations?select=id,public_token&status=eq.sent&public_token=not.is.null&limit=1',
    { token },
  )) as { public_token: string }[];
  if (!rows[0]) throw new Error('No sent quotation with a link in the demo data');
  return `/quotation/${rows[0].public_token}`;
}

function recordRequests(page: Page, t0: () => number): Waterfall {
  const seen: Waterfall = [];
  page.on('requestfinished', async (req) => {
    const timing = req.timing();
    const size = (await req.sizes().catch(() => null))?.responseBodySize ?? 0;
    seen.push({
      url: req.url().replace(BASE, '').replace(/\?.*/, ''),
      start: Math.round(timing.startTime - t0()),
      end: Math.round(timing.startTime + timing.responseEnd - t0()),
      bytes: size,
    });
  });
  return seen;
}

async function phoneQuotation(browser: Browser, path: string) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let start = 0;
  const waterfall = recordRequests(page, () => start);
  start = Date.now();
  await page.goto(`${BASE}${path}`, { waitUntil: 'commit' });
  await page.getByTestId('quotation-total').waitFor({ state: 'visible', timeout: 60_000 });
  const ms = Date.now() - start;
  // Paint times are from the navigation's start (the request), as `ms` is from goto.
  const paints = await page.evaluate(
    () =>
      new Promise<{ fcp: number; lcp: number }>((resolve) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1;
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1);
          resolve({ fcp: Math.round(fcp), lcp: Math.round(last?.startTime ?? -1) });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve({ fcp: Math.round(fcp), lcp: -1 }), 2000);
      }),
  );
  await page.waitForTimeout(50);
  await context.close();
  return { ms, waterfall, ...paints };
}

async function dashboard(browser: Browser, session: { access_token: string; refresh_token: string }) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  // Signed in as the app keeps it (supabase-js's session in localStorage), without timing the sign-in.
  await page.goto(`${BASE}/login`);
  const key = await page.evaluate(() => Object.keys(localStorage).find((k) => k.endsWith('-auth-token')));
  const storageKey = key ?? `sb-${new URL(BASE).hostname.split('.')[0]}-auth-token`;
  await page.evaluate(
    ([k, v]) => localStorage.setItem(k, v),
    [storageKey, JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) + 3600 })],
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  let start = 0;
  const waterfall = recordRequests(page, () => start);
  // Every data request asked for, answered or not (a cancelled read never reaches `requestfinished`).
  const reads: string[] = [];
  page.on('request', (req) => {
    const path = req.url().replace(BASE, '').replace(/\?.*/, '');
    if (path.startsWith('/rest/v1/')) reads.push(path.slice('/rest/v1/'.length));
  });
  start = Date.now();
  await page.goto(`${BASE}/dashboard`, { waitUntil: 'commit' });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
  await page.waitForFunction(
    () =>
      document.querySelector('main') !== null &&
      document.querySelectorAll('[aria-busy="true"], .animate-pulse').length === 0,
    undefined,
    { timeout: 60_000, polling: 20 },
  );
  const ms = Date.now() - start;
  // The rereads after the realtime joins come after the page settled: count them too.
  await page.waitForTimeout(1500);
  await context.close();
  return { ms, waterfall, reads };
}

function print(
  title: string,
  runs: { ms: number; waterfall: Waterfall; fcp?: number; lcp?: number; reads?: string[] }[],
) {
  const times = runs.map((r) => r.ms);
  console.log(`\n${title}: median ${median(times)} ms (runs: ${times.join(', ')})`);
  if (runs[0]?.fcp !== undefined) {
    const fcp = runs.map((r) => r.fcp ?? -1);
    const lcp = runs.map((r) => r.lcp ?? -1);
    console.log(
      `  FCP median ${median(fcp)} ms (${fcp.join(', ')}); LCP median ${median(lcp)} ms (${lcp.join(', ')})`,
    );
  }
  const last = runs.at(-1)!;
  if (last.reads) {
    const count = new Map<string, number>();
    for (const r of last.reads) count.set(r, (count.get(r) ?? 0) + 1);
    const list = [...count].map(([path, n]) => `${path} ×${n}`).join(', ');
    console.log(`  data requests (last run, 1.5 s after it settled): ${last.reads.length} — ${list}`);
  }
  for (const r of last.waterfall.sort((a, b) => a.start - b.start))
    console.log(`  ${String(r.start).padStart(6)} → ${String(r.end).padStart(6)} ms  ${r.bytes} B  ${r.url}`);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
try {
  const session = await adminSession();
  const link = await clientLink(session.access_token);
  const only = process.env.PAGE_LOAD_ONLY;
  if (only !== 'dashboard') {
    const phone = [];
    for (let i = 0; i < RUNS; i++) phone.push(await phoneQuotation(browser, link));
    print('Client quotation page, 390×844, CPU 4×, fast 3G', phone);
  }
  if (only !== 'phone') {
    const home = [];
    for (let i = 0; i < RUNS; i++) home.push(await dashboard(browser, session));
    print('Dashboard first render (demo admin), 1366×768, no throttling', home);
  }
} finally {
  await browser.close();
}
