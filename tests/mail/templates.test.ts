// Templated mail through the sender (server/mail/sender.ts + render.ts, ADR 017)
// against an in-process SMTP server and the built-in mailbox, on a database of
// its own (PGlite; PostgreSQL with TEST_DATABASE_URL): the branded message that
// arrives, what the outbox keeps, render failures, and auth mail in its template.
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerOutboxSecret, seal } from '../../server/auth/outbox-seal.ts';
import type { Config } from '../../server/config.ts';
import {
  createSmtpTransport,
  type DrainOptions,
  drainOutbox,
  type SmtpTransport,
} from '../../server/mail/sender.ts';
import { type FreshDatabase, freshDatabase } from '../support/fresh-database.ts';

const JWT_SECRET = 'mail-templates-secret-at-least-thirty-two-chars';
let fresh: FreshDatabase;
const db = () => fresh.db;
let smtp: SMTPServer;
let received: { raw: string; to: string[] }[] = [];
let transport: SmtpTransport;

beforeAll(async () => {
  fresh = await freshDatabase('safeworks_mail_templates');
  await db().query(
    `update public.organizations set name = 'Usalama Kwanza Consultants', address = 'Kimathi Street, Nairobi',
            phone = '+254 712 345 678', email = 'info@usalama.example' where id = 1`,
  );
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
        received.push({ raw, to: session.envelope.rcptTo.map((r) => r.address) });
        cb();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', () => r()));
  transport = createSmtpTransport(`smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`);
}, 60_000);

afterAll(async () => {
  transport?.close?.();
  await new Promise<void>((r) => (smtp ? smtp.close(() => r()) : r()));
  await fresh?.drop();
});

beforeEach(async () => {
  received = [];
  await db().query(
    `update public.email_outbox set status = 'cancelled' where status in ('queued', 'sending')`,
  );
});

function opts(over: Partial<DrainOptions> = {}): DrainOptions {
  return {
    db: db(),
    delivery: { kind: 'smtp', transport },
    from: 'Usalama <no-reply@usalama.example>',
    jwtSecret: JWT_SECRET,
    leaseSeconds: 300,
    publicUrl: 'https://usalama.example',
    ...over,
  };
}

async function queueTemplate(
  template: string,
  data: unknown,
  to = ['visitor@example.test'],
): Promise<string> {
  const r = await db().query<{ id: string }>(
    'select app.queue_email_template($1, $2::text[], $3::jsonb) as id',
    [template, to, JSON.stringify(data)],
  );
  return r.rows[0].id;
}

async function outboxRow(id: string) {
  const r = await db().query<{
    status: string;
    subject: string;
    html_body: string | null;
    text_body: string | null;
    last_error: string | null;
  }>('select status, subject, html_body, text_body, last_error from public.email_outbox where id = $1', [id]);
  return r.rows[0];
}

/** The decoded text of a MIME part of a raw message (quoted-printable or plain). */
function decoded(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
}

const enquiry = {
  enquiry: {
    reference: 'ENQ-2026-000777',
    // Data the template does not use (ADR 034: the acknowledgement quotes nothing a visitor typed).
    contact_name: 'Achieng Otieno',
    message: 'Annual audit, please.',
    service: 'Fire <safety> audit',
  },
};

describe('a module queues a template', () => {
  it('the visitor receives a branded message with HTML and plain text, and the outbox shows what was sent', async () => {
    const id = await queueTemplate('enquiry_received', enquiry);
    expect((await outboxRow(id)).subject).toBe('We have received your enquiry {{enquiry.reference}}');
    const r = await drainOutbox(opts());
    expect(r.sent).toEqual([id]);
    expect(received).toHaveLength(1);
    const raw = decoded(received[0].raw);
    expect(raw).toContain('Subject: We have received your enquiry ENQ-2026-000777');
    expect(raw).toMatch(/multipart\/alternative/);
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');
    expect(raw).toContain('Fire &lt;safety&gt; audit');
    expect(raw).not.toContain('Achieng');
    expect(raw).not.toContain('Annual audit');
    expect(raw).toContain('Usalama Kwanza Consultants');
    expect(raw).toContain('Kimathi Street, Nairobi');
    const row = await outboxRow(id);
    expect(row.status).toBe('sent');
    expect(row.subject).toBe('We have received your enquiry ENQ-2026-000777');
    expect(row.html_body).toContain('Fire &lt;safety&gt; audit');
    expect(row.text_body).toContain('Your reference number is ENQ-2026-000777');
  });

  it('a draft or unknown template is refused when queued, with a clear message', async () => {
    // survey_invitation stays a draft until the surveys module sends it (quotation became active with ADR 026).
    await expect(queueTemplate('survey_invitation', {})).rejects.toThrow(
      /"Survey invitation" e-mail template is a draft/,
    );
    await expect(queueTemplate('no_such_thing', {})).rejects.toThrow(
      /There is no e-mail template "no_such_thing"/,
    );
  });

  it('a template whose placeholder the data lacks fails the message, naming the placeholder, and sends nothing', async () => {
    await db().query(
      `insert into public.email_templates (key, name, subject, html_body, status)
       values ('test.typo', 'Typo', 'Hello {{customer.name}}', '<p>{{customer.nmae}}</p>', 'active')
       on conflict (key) do nothing`,
    );
    const id = await queueTemplate('test.typo', { customer: { name: 'Lakeview' } });
    const r = await drainOutbox(opts());
    expect(r.failed).toEqual([id]);
    expect(received).toHaveLength(0);
    const row = await outboxRow(id);
    expect(row.status).toBe('failed');
    expect(row.last_error).toContain('{{customer.nmae}}');
  });

  it('a hand-written message goes out as escaped paragraphs in the branded layout', async () => {
    const id = await queueTemplate('message', {
      message: { subject: 'Your report', body: 'Dear Otieno,\n\nSee <the> report.' },
    });
    await drainOutbox(opts({ delivery: { kind: 'mailbox' } }));
    const m = await db().query<{ subject: string; html_body: string; text_body: string }>(
      'select subject, html_body, text_body from public.email_mailbox where outbox_id = $1',
      [id],
    );
    expect(m.rows[0].subject).toBe('Your report');
    expect(m.rows[0].html_body).toContain('<p>See &lt;the&gt; report.</p>');
    expect(m.rows[0].text_body).toMatch(/^Dear Otieno,\n\nSee <the> report\./);
  });
});

describe('auth mail in its branded template', () => {
  const config = {} as Config;
  registerOutboxSecret(config, JWT_SECRET);

  it('a password reset arrives branded with its link and code; the outbox copy holds neither', async () => {
    const sealed = seal(config, {
      link: 'http://localhost/auth/v1/verify?token=s3cr3t&type=recovery',
      token: '864209',
    });
    await db().query(
      `insert into auth.outbox (channel, recipient, template, subject, body, data)
       values ('email', 'member@example.test', 'recovery', 'Reset your password',
               'Follow this link:\n{{link}}\nOr enter this code: {{code}}', $1::jsonb)`,
      [JSON.stringify({ type: 'recovery', redirect_to: 'http://localhost/reset', sealed })],
    );
    const r = await drainOutbox(opts());
    expect(r.sent).toHaveLength(1);
    const raw = decoded(received[0].raw);
    expect(raw).toContain('Subject: Reset your Usalama Kwanza Consultants password');
    expect(raw).toContain('href="http://localhost/auth/v1/verify?token=s3cr3t&amp;type=recovery"');
    expect(raw).toContain('864209');
    const row = await outboxRow(r.sent[0]);
    for (const stored of [row.html_body ?? '', row.text_body ?? '', row.subject]) {
      expect(stored).not.toContain('s3cr3t');
      expect(stored).not.toContain('864209');
    }
    expect(row.text_body).toContain('(link removed once sent)');
  });
});
