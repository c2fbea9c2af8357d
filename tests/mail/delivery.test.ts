// The mail sender (server/mail/sender.ts, ADR 016) against a real SMTP server
// in-process (smtp-server) and a real database (PGlite; PostgreSQL with
// TEST_DATABASE_URL): success, a 4xx retried later, a 5xx failed at once, the
// built-in mailbox, auth's sealed messages, a killed sender's lease, a stale
// sender's late answer, and two senders racing (PostgreSQL).
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerOutboxSecret, seal } from '../../server/auth/outbox-seal.ts';
import type { Config } from '../../server/config.ts';
import {
  createSmtpTransport,
  type DrainOptions,
  drainOutbox,
  isPermanent,
  type SmtpTransport,
  UNKNOWN_OUTCOME,
} from '../../server/mail/sender.ts';
import { type FreshDatabase, freshDatabase } from '../support/fresh-database.ts';

const JWT_SECRET = 'mail-test-secret-at-least-thirty-two-characters';
let fresh: FreshDatabase;
const db = () => fresh.db;
let smtp: SMTPServer;
let port = 0;
let mode: 'ok' | '451' | '550' = 'ok';
let received: { raw: string; to: string[] }[] = [];
let transport: SmtpTransport;

beforeAll(async () => {
  fresh = await freshDatabase('safeworks_mail');
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, cb) {
      let raw = '';
      stream.on('data', (c: Buffer) => {
        raw += c.toString('utf8');
      });
      stream.on('end', () => {
        if (mode !== 'ok') {
          const e = new Error(mode === '451' ? 'try again later' : 'no such mailbox') as Error & {
            responseCode: number;
          };
          e.responseCode = Number(mode);
          cb(e);
          return;
        }
        received.push({ raw, to: session.envelope.rcptTo.map((r) => r.address) });
        cb();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', () => r()));
  port = (smtp.server.address() as { port: number }).port;
  transport = createSmtpTransport(`smtp://127.0.0.1:${port}`);
}, 60_000);

afterAll(async () => {
  transport?.close?.();
  await new Promise<void>((r) => (smtp ? smtp.close(() => r()) : r()));
  await fresh?.drop();
});

beforeEach(async () => {
  mode = 'ok';
  received = [];
  // Each test sees only its own messages.
  await db().query(
    `update public.email_outbox set status = 'cancelled' where status in ('queued', 'sending')`,
  );
});

function opts(over: Partial<DrainOptions> = {}): DrainOptions {
  return {
    db: db(),
    delivery: { kind: 'smtp', transport },
    from: 'Safeworks <no-reply@safeworks.test>',
    jwtSecret: JWT_SECRET,
    leaseSeconds: 300,
    ...over,
  };
}

async function queue(subject = 'Hello', to = ['client@example.test']): Promise<string> {
  const r = await db().query<{ id: string }>(
    `select app.queue_email($1::text[], $2, '<p>Hi</p>', 'Hi', '{cc@example.test}', '{}', 'desk@example.test',
                            'customer', 'c-1', 'test.hello') as id`,
    [to, subject],
  );
  return r.rows[0].id;
}

async function row(id: string) {
  const r = await db().query<{
    status: string;
    attempts: number;
    last_error: string | null;
    delivered_via: string | null;
    next_in_future: boolean;
    provider_message_id: string | null;
  }>(
    `select status, attempts, last_error, delivered_via, provider_message_id, next_attempt_at > now() as next_in_future
       from public.email_outbox where id = $1`,
    [id],
  );
  return r.rows[0];
}

async function waitFor(cond: () => Promise<boolean>, ms = 10_000) {
  const until = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('the outbox refuses what could break a header', () => {
  it.each([
    ['a CR/LF in the subject', `array['a@example.test']`, `E'Hi\\r\\nBcc: x@evil.test'`],
    ['a CR/LF in an address', `array[E'a@example.test\\r\\nBcc: x@evil.test']`, `'Hi'`],
    ['a display-name address', `array['A <a@example.test>']`, `'Hi'`],
    ['no recipient', `'{}'::text[]`, `'Hi'`],
  ])('%s', async (_name, to, subject) => {
    await expect(db().query(`select app.queue_email(${to}, ${subject}, null, 'body')`)).rejects.toThrow(
      /check constraint/,
    );
  });
});

describe('SMTP delivery', () => {
  it('sends once, with the outbox id as Message-ID and header, and marks it sent', async () => {
    const id = await queue('Your certificate');
    const r = await drainOutbox(opts());
    expect(r.sent).toEqual([id]);
    expect(received).toHaveLength(1);
    expect(received[0].to.sort()).toEqual(['cc@example.test', 'client@example.test']);
    expect(received[0].raw).toContain(`Message-ID: <${id}@safeworks.test>`);
    expect(received[0].raw).toContain(`X-Safeworks-Outbox-ID: ${id}`);
    expect(received[0].raw).toContain('Subject: Your certificate');
    const s = await row(id);
    expect(s).toMatchObject({ status: 'sent', attempts: 1, delivered_via: 'smtp', last_error: null });
    expect((await drainOutbox(opts())).sent).toEqual([]);
    expect(received).toHaveLength(1);
  });

  it('a 4xx answer is retried later with backoff', async () => {
    mode = '451';
    const id = await queue();
    const r = await drainOutbox(opts());
    expect(r.retrying).toEqual([id]);
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 1, next_in_future: true });
    expect((await row(id)).last_error).toMatch(/451/);
    // Not due yet: nothing happens.
    expect((await drainOutbox(opts())).retrying).toEqual([]);
    mode = 'ok';
    await db().query('update public.email_outbox set next_attempt_at = now() where id = $1', [id]);
    expect((await drainOutbox(opts())).sent).toEqual([id]);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });

  it('a 5xx answer fails at once', async () => {
    mode = '550';
    const id = await queue();
    expect((await drainOutbox(opts())).failed).toEqual([id]);
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await row(id)).last_error).toMatch(/550/);
  });

  it('a refused connection is temporary', async () => {
    const closed = createSmtpTransport('smtp://127.0.0.1:1');
    const id = await queue();
    expect((await drainOutbox(opts({ delivery: { kind: 'smtp', transport: closed } }))).retrying).toEqual([
      id,
    ]);
    closed.close?.();
    expect(isPermanent({ responseCode: 421 })).toBe(false);
    expect(isPermanent({ responseCode: 554 })).toBe(true);
  });

  it('a row a killed server claimed but never handed to SMTP waits for its lease, then goes out with the same Message-ID', async () => {
    const id = await queue();
    // A server claimed it (attempt 1) and died before it started SMTP (no smtp_started_at).
    await db().query(
      `update public.email_outbox set status = 'sending', attempts = 1, lease_until = now() + interval '5 minutes'
        where id = $1`,
      [id],
    );
    expect((await drainOutbox(opts())).sent).toEqual([]);
    await db().query(
      `update public.email_outbox set lease_until = now() - interval '1 second' where id = $1`,
      [id],
    );
    expect((await drainOutbox(opts())).sent).toEqual([id]);
    expect(received[0].raw).toContain(`Message-ID: <${id}@safeworks.test>`);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('a row a killed server was handing to SMTP is failed as "may have been delivered", never resent', async () => {
    const id = await queue();
    await db().query(
      `update public.email_outbox set status = 'sending', attempts = 1, smtp_started_at = now(),
              lease_until = now() - interval '1 second'
        where id = $1`,
      [id],
    );
    const r = await drainOutbox(opts());
    expect(r).toEqual({ sent: [], retrying: [], failed: [id] });
    expect(received).toHaveLength(0);
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 1, last_error: UNKNOWN_OUTCOME });
    expect((await drainOutbox(opts())).sent).toEqual([]);
    expect(received).toHaveLength(0);
    // A person who checked with the recipient sends it again (what public.retry_email does).
    await db().query(
      `update public.email_outbox set status = 'queued', attempts = 0, next_attempt_at = now() where id = $1`,
      [id],
    );
    expect((await drainOutbox(opts())).sent).toEqual([id]);
    expect(received).toHaveLength(1);
  });

  function heldTransport() {
    let release: (ok: boolean) => void = () => {};
    const t: SmtpTransport = {
      sendMail: () =>
        new Promise((resolve, reject) => {
          release = (ok) =>
            ok
              ? resolve({ response: '250 late but fine' })
              : reject(Object.assign(new Error('too late'), { responseCode: 451 }));
        }),
    };
    return { t, release: (ok: boolean) => release(ok) };
  }

  it('a sender whose lease ran out mid-SMTP: the row fails as unknown, and its late 4xx changes nothing', async () => {
    const id = await queue();
    const held = heldTransport();
    const first = drainOutbox(opts({ delivery: { kind: 'smtp', transport: held.t } }));
    await waitFor(async () => (await row(id)).status === 'sending');
    await db().query(
      `update public.email_outbox set lease_until = now() - interval '1 second' where id = $1`,
      [id],
    );
    expect((await drainOutbox(opts())).failed).toEqual([id]);
    held.release(false);
    expect((await first).retrying).toEqual([]);
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 1, last_error: UNKNOWN_OUTCOME });
    expect(received).toHaveLength(0);
  });

  it('a sender whose lease ran out mid-SMTP and then hears "250" records the message as sent', async () => {
    const id = await queue();
    const held = heldTransport();
    const first = drainOutbox(opts({ delivery: { kind: 'smtp', transport: held.t } }));
    await waitFor(async () => (await row(id)).status === 'sending');
    await db().query(
      `update public.email_outbox set lease_until = now() - interval '1 second' where id = $1`,
      [id],
    );
    expect((await drainOutbox(opts())).failed).toEqual([id]);
    held.release(true);
    expect((await first).sent).toEqual([id]);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
  });

  it('a sender whose lease ran out before it started SMTP sends nothing', async () => {
    const id = await queue();
    let calls = 0;
    const counting: SmtpTransport = {
      sendMail: async () => {
        calls += 1;
        return { response: '250 ok' };
      },
    };
    // The lease is over before the sender gets to the marker.
    const r = await drainOutbox(opts({ leaseSeconds: -1, delivery: { kind: 'smtp', transport: counting } }));
    expect(r).toEqual({ sent: [], retrying: [], failed: [] });
    expect(calls).toBe(0);
    expect(await row(id)).toMatchObject({ status: 'sending', attempts: 1 });
    // The next drain claims it again (nothing reached SMTP) and sends it.
    expect((await drainOutbox(opts())).sent).toEqual([id]);
    expect(received).toHaveLength(1);
  });
});

describe('the built-in mailbox (no SMTP)', () => {
  it('delivers into public.email_mailbox exactly once', async () => {
    const id = await queue('Mailbox test');
    expect((await drainOutbox(opts({ delivery: { kind: 'mailbox' } }))).sent).toEqual([id]);
    const m = await db().query<{
      subject: string;
      to_addresses: string[];
      message_id: string;
      html_body: string;
    }>('select subject, to_addresses, message_id, html_body from public.email_mailbox where outbox_id = $1', [
      id,
    ]);
    expect(m.rows).toEqual([
      {
        subject: 'Mailbox test',
        to_addresses: ['client@example.test'],
        message_id: `<${id}@safeworks.test>`,
        html_body: '<p>Hi</p>',
      },
    ]);
    expect(await row(id)).toMatchObject({ status: 'sent', delivered_via: 'mailbox' });
    expect(received).toHaveLength(0);
  });
});

describe('auth messages', () => {
  const config = {} as Config;
  registerOutboxSecret(config, JWT_SECRET);

  async function authMessage(createdAgo = '0 seconds') {
    const sealed = seal(config, { link: 'http://localhost/auth/v1/verify?token=abc', token: '123456' });
    await db().query(
      `insert into auth.outbox (channel, recipient, template, subject, body, data, created_at)
       values ('email', 'staff@example.test', 'recovery', 'Reset your password',
               'Follow this link:\n{{link}}\nOr enter this code: {{code}}', $1::jsonb, now() - $2::interval)`,
      [JSON.stringify({ type: 'recovery', sealed }), createdAgo],
    );
  }

  it('go out opened, and no copy of the link stays behind', async () => {
    await authMessage();
    const r = await drainOutbox(opts({ delivery: { kind: 'mailbox' } }));
    expect(r.sent).toHaveLength(1);
    const m = await db().query<{ text_body: string }>(
      'select text_body from public.email_mailbox where outbox_id = $1',
      [r.sent[0]],
    );
    expect(m.rows[0].text_body).toContain('http://localhost/auth/v1/verify?token=abc');
    expect(m.rows[0].text_body).toContain('123456');
    // The outbox keeps what was sent, rendered in the branded template (ADR 017), without the link or code.
    const o = await db().query<{ text_body: string; html_body: string; template: string }>(
      'select text_body, html_body, template from public.email_outbox where id = $1',
      [r.sent[0]],
    );
    expect(o.rows[0].template).toBe('auth.recovery');
    for (const stored of [o.rows[0].text_body, o.rows[0].html_body]) {
      expect(stored).toContain('(removed once sent)');
      expect(stored).not.toContain('token=abc');
      expect(stored).not.toContain('123456');
    }
    const left = await db().query<{ n: number }>(
      `select (select count(*)::int from app.email_secrets)
            + (select count(*)::int from auth.outbox where data ? 'sealed') as n`,
    );
    expect(left.rows[0].n).toBe(0);
  });

  it('an expired one is failed, not sent', async () => {
    await authMessage('2 hours');
    const r = await drainOutbox(opts({ delivery: { kind: 'mailbox' } }));
    expect(r.failed).toHaveLength(1);
    expect(r.sent).toHaveLength(0);
  });
});

describe('two senders on one PostgreSQL', () => {
  it('never send a message twice', async (ctx) => {
    if (!fresh.url) ctx.skip();
    const ids = new Set<string>();
    for (let i = 0; i < 16; i += 1) ids.add(await queue(`Race ${i}`));
    const [a, b] = await Promise.all([drainOutbox(opts({ batch: 10 })), drainOutbox(opts({ batch: 10 }))]);
    const [c] = await Promise.all([drainOutbox(opts({ batch: 10 }))]);
    const sent = [...a.sent, ...b.sent, ...c.sent];
    expect(sent.sort()).toEqual([...ids].sort());
    expect(received).toHaveLength(16);
    const ids2 = received.map((m) => /X-Safeworks-Outbox-ID: (\S+)/.exec(m.raw)?.[1]);
    expect(new Set(ids2).size).toBe(16);
  });
});
