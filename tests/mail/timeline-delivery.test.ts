// A message about a record shows its delivery on the record's timeline
// (plugins/email/sql/migrations/20261125153000_email_delivery_events.sql): the sender
// records the outcome, the outbox's trigger writes email.sent / email.failed.
// Real database (PGlite; PostgreSQL with TEST_DATABASE_URL), real sender, the
// built-in mailbox and a failing SMTP transport.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainOutbox, type SmtpTransport } from '../../server/mail/sender.ts';
import { type FreshDatabase, freshDatabase } from '../support/fresh-database.ts';

let fresh: FreshDatabase;

beforeAll(async () => {
  fresh = await freshDatabase('safeworks_mail_timeline');
}, 60_000);

afterAll(async () => {
  await fresh?.drop();
});

async function newCustomer(name: string): Promise<string> {
  const r = await fresh.db.query<{ id: string }>(
    `insert into public.customers (name) values ($1) returning id`,
    [name],
  );
  return r.rows[0].id;
}

async function queueAbout(customerId: string, subject: string): Promise<string> {
  const r = await fresh.db.query<{ id: string }>(
    `select app.queue_email(array['client@example.test'], $2, null, 'Hello',
                            record_type => 'customers', record_id => $1) as id`,
    [customerId, subject],
  );
  return r.rows[0].id;
}

async function timeline(customerId: string) {
  const r = await fresh.db.query<{
    kind: string;
    body: string;
    changes: Record<string, unknown>;
    link: string;
  }>(
    `select kind, body, changes, link from public.record_events
      where record_type = 'customers' and record_id = $1 and kind like 'email.%' order by id`,
    [customerId],
  );
  return r.rows;
}

const drain = (transport?: SmtpTransport) =>
  drainOutbox({
    db: fresh.db,
    delivery: transport ? { kind: 'smtp', transport } : { kind: 'mailbox' },
    from: 'Safeworks <no-reply@safeworks.test>',
    jwtSecret: 'mail-test-secret-at-least-thirty-two-characters',
    leaseSeconds: 300,
  });

describe('delivery on the record timeline', () => {
  it('a member who e-mailed a customer sees on its timeline that the message was delivered', async () => {
    const customer = await newCustomer('Acacia Flower Farm');
    const id = await queueAbout(customer, 'Your fire-safety audit report');
    await drain();
    expect(await timeline(customer)).toEqual([
      expect.objectContaining({ kind: 'email.queued' }),
      {
        kind: 'email.sent',
        body: 'client@example.test: Your fire-safety audit report',
        changes: { email_id: id, via: 'mailbox' },
        link: `/dashboard/email?message=${id}`,
      },
    ]);
  });

  it('a refused message shows on the timeline with the server’s reason, once', async () => {
    const customer = await newCustomer('Mombasa Cement Ltd');
    const id = await queueAbout(customer, 'Quotation QT-2026-0007');
    const refusing: SmtpTransport = {
      async sendMail() {
        throw Object.assign(new Error('550 5.1.1 mailbox unavailable'), { responseCode: 550 });
      },
    };
    await drain(refusing);
    await drain(refusing);
    const events = (await timeline(customer)).filter((e) => e.kind !== 'email.queued');
    expect(events).toEqual([
      {
        kind: 'email.failed',
        body: 'client@example.test: Quotation QT-2026-0007',
        changes: { email_id: id, via: null, error: '550 5.1.1 mailbox unavailable' },
        link: `/dashboard/email?message=${id}`,
      },
    ]);
  });

  it('a hand-written message shows on the timeline by its own subject and links to the message', async () => {
    const customer = await newCustomer('Kericho Highlands Tea Estates Ltd');
    const r = await fresh.db.query<{ id: string }>(
      `select app.queue_email_template('message', array['wesley@example.test'],
         jsonb_build_object('message', jsonb_build_object('subject', 'Toolbox talk on Monday', 'body', 'Hi')),
         'customers', $1) as id`,
      [customer],
    );
    const id = r.rows[0].id;
    expect((await timeline(customer))[0]).toEqual({
      kind: 'email.queued',
      body: 'wesley@example.test: Toolbox talk on Monday',
      changes: { email_id: id, template: 'message' },
      link: `/dashboard/email?message=${id}`,
    });
  });

  it('a message about no existing record is delivered without a timeline entry', async () => {
    const r = await fresh.db.query<{ id: string }>(
      `select app.queue_email(array['client@example.test'], 'Orphan', null, 'Hello',
                              record_type => 'customers', record_id => '00000000-0000-0000-0000-000000000000') as id`,
    );
    const result = await drain();
    expect(result.sent).toContain(r.rows[0].id);
    const events = await fresh.db.query(
      `select 1 from public.record_events where record_id = '00000000-0000-0000-0000-000000000000'`,
    );
    expect(events.rows).toEqual([]);
  });
});
