// The mail sender with Settings → Email (server/mail/settings.ts): the SMTP
// server saved in app.email_settings wins over SMTP_URL, the From name/address
// and Reply-To come from the settings, and a change (NOTIFY email_settings from
// admin_set_email_settings) is picked up by the next drain without a restart.
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailRunner } from '../../server/mail/runner.ts';
import { drainOutbox } from '../../server/mail/sender.ts';
import { createMailSettings, type MailSettings, senderOf } from '../../server/mail/settings.ts';
import { type FreshDatabase, freshDatabase } from '../support/fresh-database.ts';

const quiet = { info() {}, warn() {}, error() {}, debug() {} } as never;
let fresh: FreshDatabase;
let smtp: SMTPServer;
let port = 0;
const received: { raw: string; user: unknown }[] = [];
let settings: MailSettings | null = null;

beforeAll(async () => {
  fresh = await freshDatabase('safeworks_mail_settings');
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _s, cb) {
      if (auth.username === 'mailer' && auth.password === 'pw-1') return cb(null, { user: 'mailer' });
      return cb(Object.assign(new Error('Authentication failed'), { responseCode: 535 }));
    },
    onData(stream, session, cb) {
      let raw = '';
      stream.on('data', (c: Buffer) => {
        raw += c.toString('utf8');
      });
      stream.on('end', () => {
        received.push({ raw, user: session.user });
        cb();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', () => r()));
  port = (smtp.server.address() as { port: number }).port;
}, 60_000);

afterAll(async () => {
  await settings?.close();
  await new Promise<void>((r) => (smtp ? smtp.close(() => r()) : r()));
  await fresh?.drop();
});

async function queue(subject: string) {
  await fresh.db.query(`select app.queue_email(array['client@example.test'], $1, null, 'Hello')`, [subject]);
}

async function drain() {
  const { delivery, from } = await settings!.current();
  return drainOutbox({ db: fresh.db, delivery, from, jwtSecret: 'x'.repeat(40), leaseSeconds: 300 });
}

describe('the sender follows Settings → Email', () => {
  it('with nothing saved and no SMTP_URL, mail goes to the built-in mailbox from MAIL_FROM', async () => {
    settings = await createMailSettings({
      db: fresh.db,
      smtpUrl: undefined,
      mailFrom: 'Safeworks <no-reply@safeworks.test>',
      log: quiet,
    });
    expect((await settings.current()).source).toBe('mailbox');
    await queue('To the mailbox');
    expect((await drain()).sent).toHaveLength(1);
    const { rows } = await fresh.db.query<{ from_address: string }>(
      `select from_address from public.email_mailbox where subject = 'To the mailbox'`,
    );
    expect(rows).toEqual([{ from_address: '"Safeworks" <no-reply@safeworks.test>' }]);
  });

  it('once a superadmin saves an SMTP server, the next drain sends through it with the saved sender and reply-to', async () => {
    await fresh.db.query(
      `update app.email_settings set sender_name = 'Safeworks Kenya', sender_address = 'hello@safeworks.test',
              reply_to = 'office@safeworks.test', smtp_host = '127.0.0.1', smtp_port = $1, smtp_security = 'none',
              smtp_username = 'mailer', smtp_password = 'pw-1'`,
      [port],
    );
    await fresh.db.query(`select pg_notify('email_settings', 'changed')`);
    // The notification arrives asynchronously; the cache is dropped when it does.
    await expect.poll(async () => (await settings!.current()).source, { timeout: 5000 }).toBe('settings');
    await queue('Over SMTP');
    expect((await drain()).sent).toHaveLength(1);
    expect(received).toHaveLength(1);
    expect(received[0].user).toBe('mailer');
    expect(received[0].raw).toMatch(/^From: "?Safeworks Kenya"? <hello@safeworks\.test>/m);
    expect(received[0].raw).toMatch(/^Reply-To: office@safeworks\.test/m);
  });

  it('the running server asks for the delivery before each drain, so queued mail goes out over the saved server', async () => {
    received.length = 0;
    const runner = await startMailRunner({
      db: fresh.db,
      intervalMs: 600_000,
      promptMs: 20,
      log: quiet,
      drain: async () => {
        const { delivery, from } = await settings!.current();
        return { db: fresh.db, delivery, from, jwtSecret: 'x'.repeat(40), leaseSeconds: 300 };
      },
    });
    try {
      await queue('Through the runner');
      await expect.poll(() => received.length, { timeout: 5000, interval: 50 }).toBe(1);
      expect(received[0].raw).toMatch(/^Subject: Through the runner/m);
    } finally {
      await runner.stop();
    }
  });

  it('a From header is built only from the checked name and address', () => {
    expect(senderOf(null, 'no-reply@x.test')).toBe('no-reply@x.test');
    expect(
      senderOf(
        {
          sender_name: 'Acme',
          sender_address: null,
          reply_to: null,
          smtp_host: null,
          smtp_port: 587,
          smtp_security: 'starttls',
          smtp_username: null,
          smtp_password: null,
        },
        'Safeworks <no-reply@x.test>',
      ),
    ).toBe('"Acme" <no-reply@x.test>');
  });
});
