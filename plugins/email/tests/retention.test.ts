// The mail retention job (migration 20261125150200, a daily scheduled job):
// the built-in mailbox keeps 30 days; a message sent more than a year ago keeps
// its row (the record's history) but loses its body. PGlite; PostgreSQL with
// TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshDatabase, freshDatabase } from '../../../tests/support/fresh-database.ts';

let fresh: FreshDatabase;
const db = () => fresh.db;

beforeAll(async () => {
  fresh = await freshDatabase('safeworks_mail_retention');
}, 60_000);
afterAll(async () => {
  await fresh?.drop();
});

/** A message delivered (over SMTP, and into the mailbox) `ago` before now. */
async function delivered(subject: string, ago: string, status = 'sent'): Promise<string> {
  const r = await db().query<{ id: string }>(
    `select app.queue_email(array['client@example.test'], $1, '<p>Secret report</p>', 'Secret report') as id`,
    [subject],
  );
  const id = r.rows[0].id;
  await db().query(
    `update public.email_outbox set status = $3::public.email_status, sent_at = now() - $2::interval,
            delivered_via = 'mailbox' where id = $1`,
    [id, ago, status],
  );
  await db().query(
    `insert into public.email_mailbox (outbox_id, message_id, from_address, to_addresses, subject, text_body, delivered_at)
     values ($1, '<x@y>', 'no-reply@safeworks.test', array['client@example.test'], $2, 'Secret report', now() - $3::interval)`,
    [id, subject, ago],
  );
  return id;
}

async function runRetention() {
  await db().query(
    `update app.scheduled_jobs set next_run_at = now() - interval '1 second' where name = 'email.retention'`,
  );
  const r = await db().query<{ job: string; status: string; error: string | null }>(
    'select job, status, error from app.run_due_jobs()',
  );
  return r.rows;
}

describe('the mail retention job', () => {
  it('runs daily: mailbox copies go after 30 days; a year after sending, the body goes and the record stays', async () => {
    const job = await db().query<{ function_name: string; run_every: string }>(
      `select function_name, run_every::text from app.scheduled_jobs where name = 'email.retention'`,
    );
    expect(job.rows).toEqual([{ function_name: 'app.sweep_old_email', run_every: '1 day' }]);

    const recent = await delivered('Last week', '7 days');
    const month = await delivered('Six weeks ago', '42 days');
    const old = await delivered('Two years ago', '730 days');
    const failedOld = await delivered('Failed two years ago', '730 days', 'failed');

    expect(await runRetention()).toContainEqual({ job: 'email.retention', status: 'succeeded', error: null });

    const mailbox = await db().query<{ outbox_id: string }>('select outbox_id from public.email_mailbox');
    expect(mailbox.rows.map((r) => r.outbox_id)).toEqual([recent]);

    const rows = await db().query<{
      id: string;
      subject: string;
      html_body: string | null;
      text_body: string;
      cleared: boolean;
    }>(
      `select id, subject, html_body, text_body, body_cleared_at is not null as cleared
         from public.email_outbox where id = any($1::uuid[])`,
      [[recent, month, old, failedOld]],
    );
    const byId = new Map(rows.rows.map((r) => [r.id, r]));
    expect(byId.get(old)).toMatchObject({
      subject: 'Two years ago',
      html_body: null,
      text_body:
        'The content of this message was removed a year after it was sent; this record of it is kept.',
      cleared: true,
    });
    for (const kept of [recent, month, failedOld])
      expect(byId.get(kept)).toMatchObject({
        html_body: '<p>Secret report</p>',
        text_body: 'Secret report',
        cleared: false,
      });

    // A second run changes nothing.
    const before = await db().query<{ at: string }>(
      'select body_cleared_at::text as at from public.email_outbox where id = $1',
      [old],
    );
    expect(await runRetention()).toContainEqual({ job: 'email.retention', status: 'succeeded', error: null });
    const after = await db().query<{ at: string }>(
      'select body_cleared_at::text as at from public.email_outbox where id = $1',
      [old],
    );
    expect(after.rows).toEqual(before.rows);
  });
});
