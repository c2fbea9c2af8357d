// At most once over SMTP (ADR 016): a real server (server/main.ts, a child
// process) is killed with SIGKILL while the SMTP server holds its reply to a
// message it has received in full. A second server on the same database must
// not send it again: once the lease is over the row is failed as "may have been
// delivered". On PGlite (a data folder) and, with TEST_DATABASE_URL, on PostgreSQL.
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate.ts';
import { openPglite } from '../../server/db/pglite.ts';
import type { Db } from '../../server/db/types.ts';
import { UNKNOWN_OUTCOME } from '../../server/mail/sender.ts';
import { type FreshDatabase, freshDatabase } from '../support/fresh-database.ts';
import {
  freePort,
  seedDataDir,
  serverEnv,
  serverProcesses,
  stopServer,
  waitForServer,
  waitHealthy,
} from '../support/server-process.ts';

const servers = serverProcesses('mail-kill');
const dataDir = path.join(servers.tmp, 'data');
let smtp: SMTPServer | null = null;
let fresh: FreshDatabase | null = null;

afterAll(async () => {
  servers.killAll(); // before the SMTP server, which would wait for their connections
  if (smtp) await new Promise<void>((r) => smtp!.close(() => r()));
  await fresh?.drop();
});

/** The whole message arrives; the reply ("250 OK") never leaves. */
function holdingSmtpServer() {
  const received: string[] = [];
  let gotOne: () => void = () => {};
  const firstReceived = new Promise<void>((r) => {
    gotOne = r;
  });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, _cb) {
      let raw = '';
      stream.on('data', (c: Buffer) => {
        raw += c.toString('utf8');
      });
      stream.on('end', () => {
        received.push(raw);
        gotOne();
        // _cb is never called: the sender waits for an answer until it is killed.
      });
    },
  });
  return { server, received, firstReceived };
}

async function queueOne(db: Db): Promise<string> {
  const r = await db.query<{ id: string }>(
    `select app.queue_email(array['client@example.test'], 'Your certificate', null, 'Attached.') as id`,
  );
  return r.rows[0].id;
}

describe('a server killed with SIGKILL while the SMTP server holds its reply', () => {
  it('the message reaches the SMTP server once, and the next server fails it as "may have been delivered"', async () => {
    const held = holdingSmtpServer();
    smtp = held.server;
    await new Promise<void>((r) => held.server.listen(0, '127.0.0.1', () => r()));
    const smtpPort = (held.server.server.address() as { port: number }).port;

    // The message is queued before any server runs.
    let databaseUrl: string | null = null;
    let id: string;
    if (process.env.TEST_DATABASE_URL) {
      fresh = await freshDatabase('safeworks_mail_kill');
      databaseUrl = fresh.url;
      id = await queueOne(fresh.db);
    } else {
      await seedDataDir(dataDir); // migrated already (the run's template): migrate() only checks
      const db = await openPglite(path.join(dataDir, 'db'));
      await migrate(db);
      id = await queueOne(db);
      await db.close();
    }

    const env = (port: number) =>
      serverEnv({
        dataDir,
        port,
        extra: {
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
          MAIL_FROM: 'Safeworks <no-reply@safeworks.test>',
          MAIL_LEASE_SECONDS: '5',
          MAIL_INTERVAL_SECONDS: '1',
          JOBS_INTERVAL_SECONDS: '0',
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        },
      });

    const firstPort = await freePort();
    const first = servers.spawn(env(firstPort));
    await waitForServer(first, 'the message at the SMTP server', () =>
      held.received.length > 0 ? true : undefined,
    );
    expect(held.received).toHaveLength(1);
    expect(held.received[0]).toContain(`X-Safeworks-Outbox-ID: ${id}`);
    const exited = new Promise((r) => first.child.once('exit', r));
    first.child.kill('SIGKILL');
    await exited;

    const secondPort = await freePort();
    const second = servers.spawn(env(secondPort));
    await waitHealthy(secondPort, second);

    // The second server fails the row once the first one's lease is over (it logs "email failed").
    let status: { status: string; last_error: string | null; attempts: number } | undefined;
    const deadline = Date.now() + 60_000;
    if (fresh) {
      while (Date.now() < deadline) {
        const r = await fresh.db.query<{ status: string; last_error: string | null; attempts: number }>(
          'select status, last_error, attempts from public.email_outbox where id = $1',
          [id],
        );
        status = r.rows[0];
        if (status.status !== 'sending') break;
        await new Promise((r) => setTimeout(r, 200));
      }
      // A few more drains happen; none may send it.
      await new Promise((r) => setTimeout(r, 2500));
      await stopServer(second.child);
    } else {
      await waitForServer(second, `"email failed" for ${id}`, () =>
        second.output().includes(id) ? true : undefined,
      );
      await new Promise((r) => setTimeout(r, 2500));
      await stopServer(second.child);
      const db = await openPglite(path.join(dataDir, 'db'));
      const r = await db.query<{ status: string; last_error: string | null; attempts: number }>(
        'select status, last_error, attempts from public.email_outbox where id = $1',
        [id],
      );
      status = r.rows[0];
      await db.close();
    }
    expect(status).toEqual({ status: 'failed', last_error: UNKNOWN_OUTCOME, attempts: 1 });
    expect(held.received).toHaveLength(1);
  }, 240_000);
});
