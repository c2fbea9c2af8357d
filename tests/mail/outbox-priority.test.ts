// Issue 20, finding 7 (ADR 034): the outbox no longer drains first in, first
// out. A recovery e-mail asked for through /auth/v1 behind 50 queued bulk rows
// (a reminder run) is the first row the sender claims, and a message queued in
// an API request goes before the bulk too. A server of its own: the drain order
// is about the whole outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainOutbox } from '../../server/mail/sender.ts';
import { STRONG_PASSWORD } from '../support/clients.ts';
import { type OwnServer, ownServer } from './own-server.ts';

let srv: OwnServer;

beforeAll(async () => {
  srv = await ownServer('safeworks_mail_priority');
}, 120_000);

afterAll(async () => {
  await srv?.close();
});

async function drainOne() {
  const r = await drainOutbox({
    db: srv.db,
    delivery: { kind: 'mailbox' },
    from: 'Safeworks <no-reply@safeworks.test>',
    jwtSecret: srv.jwtSecret,
    leaseSeconds: 300,
    batch: 1,
  });
  expect(r.sent).toHaveLength(1);
  const { rows } = await srv.db.query<{ template: string | null; subject: string; priority: number }>(
    'select template, subject, priority from public.email_outbox where id = $1',
    [r.sent[0]],
  );
  return rows[0];
}

describe('auth mail goes first', () => {
  it('with 50 bulk rows queued by a job, a recovery e-mail is claimed first, then a message queued by a person', async () => {
    const email = `recover.${Date.now()}@example.test`;
    const signUp = await srv.anon().auth.signUp({ email, password: STRONG_PASSWORD });
    expect(signUp.error).toBeNull();

    // A scheduled job's run (no API request): 50 reminders, queued before anything else.
    await srv.db.query(
      `select app.queue_email(array['client' || i || '@example.test'], 'Reminder ' || i, null, 'Please pay.')
         from generate_series(1, 50) i`,
    );
    // A staff member sends a message through the API, after the bulk.
    const staff = await srv.userWithRole('staff');
    const queued = await staff.client.rpc('queue_email', {
      to_addresses: ['client@example.test'],
      subject: 'Your audit report',
      text_body: 'Attached.',
    });
    expect(queued.error).toBeNull();
    // The member forgot the password: the last to be queued.
    const recover = await srv.anon().auth.resetPasswordForEmail(email);
    expect(recover.error).toBeNull();

    expect(await drainOne()).toMatchObject({ template: 'auth.recovery', priority: 0 });
    expect(await drainOne()).toMatchObject({ subject: 'Your audit report', priority: 1 });
    expect(await drainOne()).toMatchObject({ subject: 'Reminder 1', priority: 2 });
  });

  it('the priority is set by kind, not by whoever inserts the row', async () => {
    const inserted = await srv
      .service()
      .from('email_outbox')
      .insert({ to_addresses: ['x@example.test'], subject: 'Me first', text_body: 'x', priority: 0 })
      .select('priority')
      .single();
    expect(inserted.error).toBeNull();
    expect(inserted.data).toEqual({ priority: 1 });
  });
});
