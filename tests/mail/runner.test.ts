// The mail runner on a real database: queueing wakes it (NOTIFY email_outbox),
// so a message is in the built-in mailbox well before the next beat; stop()
// leaves nothing running.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/log.ts';
import { type MailRunner, startMailRunner } from '../../server/mail/runner.ts';
import { type FreshDatabase, freshDatabase } from '../support/fresh-database.ts';

let fresh: FreshDatabase;
let runner: MailRunner | null = null;

beforeAll(async () => {
  fresh = await freshDatabase('safeworks_mail_runner');
}, 60_000);

afterAll(async () => {
  await runner?.stop();
  await fresh?.drop();
});

describe('the mail runner', () => {
  it('delivers a queued message within moments of the NOTIFY, long before its interval', async () => {
    runner = await startMailRunner({
      db: fresh.db,
      intervalMs: 600_000,
      promptMs: 50,
      log: createLogger('silent'),
      drain: {
        db: fresh.db,
        delivery: { kind: 'mailbox' },
        from: 'Safeworks <no-reply@safeworks.test>',
        jwtSecret: 'runner-test-secret-at-least-thirty-two-chars',
        leaseSeconds: 300,
      },
    });
    // Past the first drain after start (2 s at most), so only the NOTIFY can bring the next one.
    await new Promise((r) => setTimeout(r, 2_300));
    const started = Date.now();
    const { rows } = await fresh.db.query<{ id: string }>(
      `select app.queue_email('{client@example.test}', 'Prompt', null, 'Hello') as id`,
    );
    await expect
      .poll(
        async () =>
          (
            await fresh.db.query<{ n: number }>(
              'select count(*)::int as n from public.email_mailbox where outbox_id = $1',
              [rows[0].id],
            )
          ).rows[0].n,
        { timeout: 5_000, interval: 50 },
      )
      .toBe(1);
    expect(Date.now() - started).toBeLessThan(5_000);
    await runner.stop();
    runner = null;
  });
});
