// `npm run bench:outbox` — a benchmark, not a test. How fast does the mail
// sender (server/mail/sender.ts, ADR 016) drain a big queue, and with how much
// memory? It queues 10,000 e-mails (set-based insert, text + HTML, one
// recipient) and drains them with drainOutbox() in this process, over SMTP into
// an accept-everything smtp-server in a child process (bench/lib/smtp-sink.ts,
// so this process's memory is the sender's and the database's), in variants run
// in the same session, each on a fresh queue:
//   - mailbox: the built-in mailbox (no SMTP; one transaction per message), the floor;
//   - smtp, batch 20, one connection per message (nodemailer without a pool: the default before;
//     BENCH_UNPOOLED_EMAILS of them, default 1000, as it is slow);
//   - smtp, batch 20, pooled (one connection reused: the default now);
//   - smtp, batch 100, pooled.
// Figures: e-mails per second (queue drained / wall time), peak RSS and heap
// (sampled every 50 ms while draining; the process's own, so on PGlite it
// includes the database), and a check that the SMTP server got
// exactly the number queued and every row is 'sent'.
//
// Each variant runs in a fresh process (this script again, with BENCH_VARIANTS set).
// Settings: BENCH_EMAILS (default 10000), BENCH_DATABASE_URL (an admin URL: run on a throw-away PostgreSQL
// database instead of in-memory PGlite), BENCH_VARIANTS (comma-separated ids — mailbox, smtp-per-message,
// smtp-pooled-20, smtp-pooled-100 — run in this process), BENCH_OUT (JSON).
import { type ChildProcess, fork, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../server/db/migrate.ts';
import { openPglite } from '../server/db/pglite.ts';
import { openPostgres } from '../server/db/postgres.ts';
import type { Db } from '../server/db/types.ts';
import { createSmtpTransport, type Delivery, drainOutbox } from '../server/mail/sender.ts';
import { createTempDatabase, serverVersion, type TempDatabase } from './lib/pg-admin.ts';

const EMAILS = process.env.BENCH_EMAILS ? Number(process.env.BENCH_EMAILS) : 10_000;
const ADMIN_URL = process.env.BENCH_DATABASE_URL || '';
const MB = 1024 * 1024;

// A connection per message is slow enough (≈ 10/s here) that the full queue would take a quarter of an hour.
const UNPOOLED = Math.min(
  EMAILS,
  process.env.BENCH_UNPOOLED_EMAILS ? Number(process.env.BENCH_UNPOOLED_EMAILS) : 1000,
);

interface Variant {
  id: string;
  name: string;
  batch: number;
  delivery: 'mailbox' | 'smtp' | 'smtp-pooled';
  emails?: number;
}

const VARIANTS: Variant[] = [
  { id: 'mailbox', name: 'mailbox, batch 20', batch: 20, delivery: 'mailbox' },
  {
    id: 'smtp-per-message',
    name: 'smtp, batch 20, a connection per message',
    batch: 20,
    delivery: 'smtp',
    emails: UNPOOLED,
  },
  { id: 'smtp-pooled-20', name: 'smtp, batch 20, pooled', batch: 20, delivery: 'smtp-pooled' },
  { id: 'smtp-pooled-100', name: 'smtp, batch 100, pooled', batch: 100, delivery: 'smtp-pooled' },
];

interface Result {
  variant: string;
  emails: number;
  seconds: number;
  perSecond: number;
  peakRssMb: number;
  peakHeapMb: number;
  received: number;
  allSent: boolean;
}

function startSink(): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(path.join(import.meta.dirname, 'lib/smtp-sink.ts'), [], { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ child, port: (m as { port: number }).port }));
    child.once('exit', (code) => reject(new Error(`the SMTP sink exited (${code})`)));
  });
}

function sinkCount(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (m) => resolve((m as { count: number }).count));
    child.send('count');
  });
}

async function queue(db: Db, n: number) {
  await db.query('delete from public.email_mailbox');
  await db.query('delete from public.email_outbox');
  await db.query(
    `insert into public.email_outbox (to_addresses, subject, text_body, html_body, template)
     select array['client' || i || '@example.test'], 'Your inspection certificate no. ' || i,
            'Dear client,' || chr(10) || 'your certificate ' || i || ' is ready. ' || repeat('Safety first. ', 40),
            '<p>Dear client,</p><p>your certificate <b>' || i || '</b> is ready.</p>' || repeat('<p>Safety first.</p>', 40),
            'bench.certificate'
       from generate_series(1, $1::int) i`,
    [n],
  );
  await db.query('analyze public.email_outbox');
}

async function run(db: Db, v: Variant, port: number, sink: ChildProcess): Promise<Result> {
  const n = v.emails ?? EMAILS;
  await queue(db, n);
  const before = await sinkCount(sink);
  const transport =
    v.delivery === 'mailbox'
      ? null
      : createSmtpTransport(`smtp://127.0.0.1:${port}`, { pool: v.delivery === 'smtp-pooled' });
  const delivery: Delivery = transport ? { kind: 'smtp', transport } : { kind: 'mailbox' };
  globalThis.gc?.();
  let peakRss = process.memoryUsage().rss;
  let peakHeap = process.memoryUsage().heapUsed;
  const sample = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 50);
  const t0 = performance.now();
  let sent = 0;
  for (;;) {
    const r = await drainOutbox({
      db,
      delivery,
      from: 'Safeworks <no-reply@safeworks.test>',
      jwtSecret: 'bench-secret-at-least-thirty-two-characters!!',
      leaseSeconds: 300,
      batch: v.batch,
    });
    sent += r.sent.length;
    if (r.retrying.length || r.failed.length)
      throw new Error(`${v.name}: ${r.retrying.length} retrying, ${r.failed.length} failed`);
    if (r.sent.length === 0) break;
  }
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sample);
  transport?.close?.();
  const received = (await sinkCount(sink)) - before;
  const left = await db.query<{ n: number }>(
    `select count(*)::int as n from public.email_outbox where status <> 'sent'`,
  );
  return {
    variant: v.name,
    emails: sent,
    seconds: Math.round(seconds * 10) / 10,
    perSecond: Math.round(sent / seconds),
    peakRssMb: Math.round(peakRss / MB),
    peakHeapMb: Math.round(peakHeap / MB),
    received: v.delivery === 'mailbox' ? 0 : received,
    allSent: left.rows[0].n === 0 && sent === n,
  };
}

/** Each variant in a process of its own, so one variant's memory (PGlite's WASM heap never shrinks) is not the next one's. */
function runEachInItsOwnProcess() {
  const all: Result[] = [];
  let header: Record<string, unknown> = {};
  for (const v of VARIANTS) {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sw-bench-outbox-')), 'result.json');
    const r = spawnSync(process.execPath, ['--expose-gc', import.meta.filename], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_VARIANTS: v.id, BENCH_OUT: out, BENCH_CHILD: '1' },
    });
    if (r.status !== 0) process.exitCode = 1;
    try {
      const j = JSON.parse(fs.readFileSync(out, 'utf8'));
      header = { emails: j.emails, database: j.database };
      all.push(...j.results);
    } catch {
      process.exitCode = 1;
    }
  }
  if (process.env.BENCH_OUT)
    fs.writeFileSync(
      process.env.BENCH_OUT,
      JSON.stringify({ ...header, load: os.loadavg(), results: all }, null, 2),
    );
}

async function main() {
  if (!process.env.BENCH_VARIANTS && !process.env.BENCH_CHILD) {
    runEachInItsOwnProcess();
    return;
  }
  let temp: TempDatabase | null = null;
  let db: Db;
  let dbLabel: string;
  if (ADMIN_URL) {
    temp = await createTempDatabase(ADMIN_URL, 'safeworks_bench_outbox');
    db = await openPostgres(temp.url, 4);
    dbLabel = `PostgreSQL ${await serverVersion(temp.url)}`;
  } else {
    db = await openPglite(undefined);
    dbLabel = 'PGlite (in memory, in this process)';
  }
  await migrate(db);
  const { child: sink, port } = await startSink();
  const only = process.env.BENCH_VARIANTS?.split(',').map((s) => s.trim());
  const results: Result[] = [];
  try {
    console.log(
      `bench:outbox — ${EMAILS} e-mails, ${dbLabel}, Node ${process.versions.node}, ${os.cpus().length} CPU, load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    for (const v of VARIANTS) {
      if (only && !only.includes(v.id)) continue;
      const r = await run(db, v, port, sink);
      results.push(r);
      console.log(
        `${r.variant.padEnd(44)} ${String(r.perSecond).padStart(6)} e-mails/s  ${String(r.seconds).padStart(6)} s  ` +
          `peak RSS ${r.peakRssMb} MB, heap ${r.peakHeapMb} MB  ` +
          `${r.variant.startsWith('mailbox') ? '' : `SMTP received ${r.received}  `}${r.allSent ? 'all sent' : 'NOT ALL SENT'}`,
      );
    }
  } finally {
    sink.send('stop');
    await db.close();
    await temp?.drop();
  }
  if (process.env.BENCH_OUT) {
    fs.writeFileSync(
      process.env.BENCH_OUT,
      JSON.stringify({ emails: EMAILS, database: dbLabel, load: os.loadavg(), results }, null, 2),
    );
  }
  if (results.some((r) => !r.allSent || (!r.variant.startsWith('mailbox') && r.received !== r.emails)))
    process.exitCode = 1;
}

await main();
