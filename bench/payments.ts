// `npm run bench:payments` — a benchmark, not a test (issue 24, ADR 053). Do 1,000 concurrent provider
// callbacks for 200 online payments settle each exactly once on PostgreSQL, and how fast? It starts the server
// in-process on a throw-away PostgreSQL database, issues 200 invoices (through the API, as staff and an admin),
// opens a sandbox payment on each, then fires BENCH_REPEAT (default 5) signed success callbacks per payment at
// payments-webhook, BENCH_CONCURRENCY (default 100) at a time, in shuffled order, and reports the callbacks per
// second and the p50/p95/max latency of one callback, then checks: exactly one payment per invoice, every invoice
// paid, every payment succeeded. Exit code 1 when a payment is credited twice or not at all.
// Settings: BENCH_DATABASE_URL (admin URL, default postgres://postgres@127.0.0.1:5432/postgres),
// BENCH_INTENTS (200), BENCH_REPEAT (5), BENCH_CONCURRENCY (100), BENCH_OUT (JSON), BENCH_KEEP=1.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { signSandbox } from '../plugins/payments/functions/_shared/sandbox.ts';
import { loadConfig } from '../server/config.ts';
import { createLogger } from '../server/log.ts';
import { startServer } from '../server/start.ts';
import { createTempDatabase, serverVersion } from './lib/pg-admin.ts';
import { percentile } from './lib/stats.ts';

const num = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const INTENTS = num('BENCH_INTENTS', 200);
const REPEAT = num('BENCH_REPEAT', 5);
const CONCURRENCY = num('BENCH_CONCURRENCY', 100);

async function pool<T>(items: T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await fn(items[next++]);
    }),
  );
}

async function main() {
  const temp = await createTempDatabase(ADMIN_URL, 'safeworks_bench_payments');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'safeworks-bench-payments-'));
  const cleanups: (() => Promise<void>)[] = [
    process.env.BENCH_KEEP ? async () => console.log(`kept ${temp.url}`) : () => temp.drop(),
    async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  ];
  let failed = false;
  try {
    const config = loadConfig({
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: temp.url,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
    });
    const server = await startServer(config, { log: createLogger('warn', '/dev/null') });
    cleanups.unshift(() => server.close());
    const service = server.ctx.keys.serviceRoleKey;
    const serviceHeaders = {
      apikey: service,
      authorization: `Bearer ${service}`,
      'content-type': 'application/json',
    };
    const user = async (role: 'staff' | 'admin') => {
      const made = await fetch(`${server.url}/auth/v1/admin/users`, {
        method: 'POST',
        headers: serviceHeaders,
        body: JSON.stringify({
          email: `bench-${role}@example.test`,
          password: crypto.randomBytes(18).toString('base64url'),
          email_confirm: true,
          app_metadata: { role },
        }),
      });
      if (!made.ok) throw new Error(`could not create the ${role}: ${made.status} ${await made.text()}`);
      const { id } = (await made.json()) as { id: string };
      const token = await server.ctx.jwt.sign(
        { sub: id, role: 'authenticated', aud: 'authenticated', app_metadata: { role }, session_id: id },
        3600,
      );
      return {
        apikey: server.ctx.keys.anonKey,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      };
    };
    const [staff, admin] = [await user('staff'), await user('admin')];
    const rpc = async (headers: Record<string, string>, name: string, args: unknown) => {
      const r = await fetch(`${server.url}/rest/v1/rpc/${name}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(args),
      });
      if (!r.ok) throw new Error(`${name}: ${r.status} ${await r.text()}`);
      return r.json();
    };
    const version = await serverVersion(temp.url);
    console.log(
      `PostgreSQL ${version}: ${INTENTS} invoices, ${INTENTS * REPEAT} callbacks, ${CONCURRENCY} at a time`,
    );

    const customer = await fetch(`${server.url}/rest/v1/customers`, {
      method: 'POST',
      headers: { ...staff, prefer: 'return=representation' },
      body: JSON.stringify({ name: 'Bench Payer Ltd' }),
    }).then((r) => r.json() as Promise<{ id: string }[]>);
    const intents: { reference: string; amount: string; invoice: string }[] = [];
    await pool(
      Array.from({ length: INTENTS }, (_, i) => i),
      8,
      async (i) => {
        const draft = await rpc(staff, 'save_invoice_draft', {
          invoice_id: null,
          draft: {
            customer_id: customer[0].id,
            lines: [
              { description: 'Bench audit', quantity: '1', unit_price: String(1000 + i), tax_code: 'EXEMPT' },
            ],
          },
        });
        await rpc(admin, 'issue_invoice', { invoice_id: draft.id });
        const link = await rpc(staff, 'invoice_link', { invoice_id: draft.id });
        const intent = await rpc(serviceHeaders, 'create_payment_intent', {
          p: { invoice_token: link.token, provider: 'sandbox' },
        });
        intents.push({ reference: intent.provider_reference, amount: intent.amount, invoice: draft.id });
      },
    );
    const secret = (await rpc(serviceHeaders, 'payment_provider_config', { provider: 'sandbox' })).secrets
      .signing_secret as string;

    const callbacks = intents.flatMap((it, i) =>
      Array.from({ length: REPEAT }, () => ({
        reference: it.reference,
        outcome: 'succeeded',
        transaction_id: `SBTBENCH${String(i).padStart(6, '0')}`,
        amount: Number(it.amount).toFixed(2),
        currency: 'KES',
      })),
    );
    for (let i = callbacks.length - 1; i > 0; i -= 1) {
      const j = crypto.randomInt(i + 1);
      [callbacks[i], callbacks[j]] = [callbacks[j], callbacks[i]];
    }
    const latencies: number[] = [];
    let errors = 0;
    let firstError = '';
    const started = performance.now();
    await pool(callbacks, CONCURRENCY, async (cb) => {
      const body = JSON.stringify(cb);
      const t0 = performance.now();
      const res = await fetch(`${server.url}/functions/v1/payments-webhook?provider=sandbox`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-sandbox-signature': await signSandbox(secret, body),
        },
        body,
      });
      const text = await res.text();
      latencies.push(performance.now() - t0);
      if (!res.ok) {
        errors += 1;
        firstError ||= `${res.status} ${text}`;
      }
    });
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);

    const raw = new pg.Client({ connectionString: temp.url });
    await raw.connect();
    cleanups.unshift(() => raw.end());
    const check = await raw.query<{ payments: string; paid: string; succeeded: string; twice: string }>(`
      select (select count(*) from public.payments) as payments,
             (select count(*) from public.invoices where status = 'paid') as paid,
             (select count(*) from public.payment_intents where status = 'succeeded') as succeeded,
             (select count(*) from (select invoice_id from public.payment_allocations group by 1 having count(*) > 1) x) as twice`);
    const c = check.rows[0];
    const figures = {
      intents: INTENTS,
      callbacks: callbacks.length,
      concurrency: CONCURRENCY,
      seconds: Number(seconds.toFixed(2)),
      perSecond: Number((callbacks.length / seconds).toFixed(1)),
      p50: Number(percentile(latencies, 0.5).toFixed(1)),
      p95: Number(percentile(latencies, 0.95).toFixed(1)),
      max: Number((latencies.at(-1) ?? 0).toFixed(1)),
      errors,
      payments: Number(c.payments),
      paidInvoices: Number(c.paid),
      succeededIntents: Number(c.succeeded),
      creditedTwice: Number(c.twice),
      postgres: version,
    };
    console.log(
      `| callbacks | concurrency | seconds | callbacks/s | p50 ms | p95 ms | max ms | errors | payments | paid invoices | credited twice |\n` +
        `|---|---|---|---|---|---|---|---|---|---|---|\n` +
        `| ${figures.callbacks} | ${CONCURRENCY} | ${figures.seconds} | ${figures.perSecond} | ${figures.p50} | ${figures.p95} | ${figures.max} | ${errors} | ${figures.payments} | ${figures.paidInvoices} | ${figures.creditedTwice} |`,
    );
    if (firstError) console.log(`first error: ${firstError}`);
    if (process.env.BENCH_OUT) fs.writeFileSync(process.env.BENCH_OUT, JSON.stringify(figures, null, 2));
    failed =
      figures.payments !== INTENTS ||
      figures.paidInvoices !== INTENTS ||
      figures.succeededIntents !== INTENTS ||
      figures.creditedTwice !== 0;
    if (failed) console.error('FAILED: a payment was credited twice or not at all');
  } finally {
    for (const c of cleanups) await c().catch((e) => console.error('cleanup', (e as Error).message));
  }
  process.exit(failed ? 1 : 0);
}

await main();
