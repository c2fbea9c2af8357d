// Attachments from storage (issue 12, migration 20261125150100): the limits the
// database enforces at queue time, and what a real SMTP server (smtp-server,
// in-process) receives — the file's bytes, name and content type, read through
// the storage layer's blob store. The built-in mailbox keeps the references.
// PGlite; PostgreSQL with TEST_DATABASE_URL.
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createSmtpTransport,
  type DrainOptions,
  drainOutbox,
  type SmtpTransport,
} from '../../server/mail/sender.ts';
import { createFileStore } from '../../server/storage/blob/file-store.ts';
import type { BlobStore } from '../../server/storage/blob/types.ts';
import { type FreshDatabase, freshDatabase } from '../support/fresh-database.ts';

let fresh: FreshDatabase;
const db = () => fresh.db;
let smtp: SMTPServer;
let transport: SmtpTransport;
let blobs: BlobStore;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-mail-att-'));
let received: string[] = [];

beforeAll(async () => {
  fresh = await freshDatabase('safeworks_mail_att');
  blobs = await createFileStore(path.join(tmp, 'storage'));
  await db().query(`insert into storage.buckets (id, name) values ('reports', 'reports')`);
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 40 * 1024 * 1024,
    onData(stream, _session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
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
  fs.rmSync(tmp, { recursive: true, force: true });
});

beforeEach(async () => {
  received = [];
  await db().query(
    `update public.email_outbox set status = 'cancelled' where status in ('queued', 'sending')`,
  );
});

const opts = (over: Partial<DrainOptions> = {}): DrainOptions => ({
  db: db(),
  delivery: { kind: 'smtp', transport },
  from: 'Safeworks <no-reply@safeworks.test>',
  jwtSecret: 'attachments-test-secret-at-least-thirty-two-chars',
  leaseSeconds: 300,
  blobs,
  ...over,
});

/** An object in storage as /storage/v1 would leave it: a row and its blob. */
async function stored(name: string, bytes: Buffer, mimetype = 'application/pdf', size = bytes.length) {
  const version = randomUUID();
  await blobs.put(version, Readable.from([bytes]), mimetype);
  await db().query(
    `insert into storage.objects (bucket_id, name, version, metadata)
     values ('reports', $1, $2, jsonb_build_object('size', $3::bigint, 'mimetype', $4::text))`,
    [name, version, size, mimetype],
  );
}

async function queue(attachments: unknown): Promise<string> {
  const r = await db().query<{ id: string }>(
    `select app.queue_email(array['client@example.test'], 'Your report', '<p>Attached.</p>', 'Attached.',
                            attachments => $1::jsonb) as id`,
    [JSON.stringify(attachments)],
  );
  return r.rows[0].id;
}

async function queueError(attachments: unknown): Promise<{ code?: string; message: string }> {
  try {
    await queue(attachments);
  } catch (e) {
    return e as { code?: string; message: string };
  }
  throw new Error('queued, but it should have been refused');
}

describe('a message with attachments from storage', () => {
  it('arrives at the SMTP server with both parts and each file: its bytes, name and content type', async () => {
    const pdf = randomBytes(50_000);
    const csv = Buffer.from('site,hazard\nWarehouse,forklift\n');
    await stored('acme/audit.pdf', pdf);
    await stored('acme/hazards.csv', csv, 'text/csv');
    const id = await queue([
      { bucket: 'reports', path: 'acme/audit.pdf', filename: 'Audit report 2026.pdf' },
      { bucket: 'reports', path: 'acme/hazards.csv' },
    ]);
    const row = await db().query<{ attachments: unknown }>(
      'select attachments from public.email_outbox where id = $1',
      [id],
    );
    expect(row.rows[0].attachments).toEqual([
      {
        bucket: 'reports',
        path: 'acme/audit.pdf',
        filename: 'Audit report 2026.pdf',
        content_type: 'application/pdf',
        size: pdf.length,
      },
      {
        bucket: 'reports',
        path: 'acme/hazards.csv',
        filename: 'hazards.csv',
        content_type: 'text/csv',
        size: csv.length,
      },
    ]);

    expect((await drainOutbox(opts())).sent).toEqual([id]);
    expect(received).toHaveLength(1);
    const raw = received[0];
    expect(raw).toContain('Subject: Your report');
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);
    const parts = attachmentsOf(raw);
    expect(parts.map((p) => [p.filename, p.contentType])).toEqual([
      ['Audit report 2026.pdf', 'application/pdf'],
      ['hazards.csv', 'text/csv'],
    ]);
    expect(parts[0].bytes.equals(pdf)).toBe(true);
    expect(parts[1].bytes.equals(csv)).toBe(true);
  });

  it('the size comes from storage, not from the caller', async () => {
    await stored('acme/size.pdf', Buffer.alloc(1234));
    const id = await queue([{ bucket: 'reports', path: 'acme/size.pdf', size: 1 }]);
    const r = await db().query<{ size: number }>(
      `select (attachments -> 0 ->> 'size')::int as size from public.email_outbox where id = $1`,
      [id],
    );
    expect(r.rows[0].size).toBe(1234);
  });

  it('one gone from storage by the time it is sent fails the message at once, with the reason', async () => {
    await stored('acme/gone.pdf', Buffer.from('%PDF-1.7'));
    const id = await queue([{ bucket: 'reports', path: 'acme/gone.pdf' }]);
    await db().query(`delete from storage.objects where bucket_id = 'reports' and name = 'acme/gone.pdf'`);
    expect((await drainOutbox(opts())).failed).toEqual([id]);
    const r = await db().query<{ status: string; last_error: string }>(
      'select status, last_error from public.email_outbox where id = $1',
      [id],
    );
    expect(r.rows[0]).toEqual({
      status: 'failed',
      last_error: 'the attachment reports/acme/gone.pdf is no longer in storage',
    });
    expect(received).toHaveLength(0);
  });

  it('the built-in mailbox keeps the references', async () => {
    await stored('acme/mailbox.pdf', Buffer.from('%PDF-1.7 mailbox'));
    const id = await queue([{ bucket: 'reports', path: 'acme/mailbox.pdf' }]);
    expect((await drainOutbox(opts({ delivery: { kind: 'mailbox' } }))).sent).toEqual([id]);
    const m = await db().query<{ attachments: unknown }>(
      'select attachments from public.email_mailbox where outbox_id = $1',
      [id],
    );
    expect(m.rows[0].attachments).toEqual([
      {
        bucket: 'reports',
        path: 'acme/mailbox.pdf',
        filename: 'mailbox.pdf',
        content_type: 'application/pdf',
        size: 16,
      },
    ]);
  });
});

describe('attachment limits, enforced by the database', () => {
  it('an object that is not in storage is refused', async () => {
    const e = await queueError([{ bucket: 'reports', path: 'acme/nowhere.pdf' }]);
    expect(e.code).toBe('P0002');
    expect(e.message).toBe('The attachment reports/acme/nowhere.pdf is not in storage');
  });

  it('more than 10 files are refused', async () => {
    await stored('acme/one.txt', Buffer.from('1'), 'text/plain');
    const e = await queueError(
      Array.from({ length: 11 }, () => ({ bucket: 'reports', path: 'acme/one.txt' })),
    );
    expect(e.code).toBe('54000');
    expect(e.message).toMatch(/at most 10 attachments \(this one has 11\)/);
  });

  it('a file over 10 MB is refused', async () => {
    await stored('acme/huge.pdf', Buffer.from('x'), 'application/pdf', 11 * 1024 * 1024);
    const e = await queueError([{ bucket: 'reports', path: 'acme/huge.pdf' }]);
    expect(e.code).toBe('54000');
    expect(e.message).toMatch(/"huge.pdf" is 11.0 MB; an attachment may be at most 10 MB/);
  });

  it('more than 20 MB in all is refused', async () => {
    for (const n of ['a', 'b', 'c'])
      await stored(`acme/big-${n}.pdf`, Buffer.from('x'), 'application/pdf', 8 * 1024 * 1024);
    const e = await queueError(
      ['a', 'b', 'c'].map((n) => ({ bucket: 'reports', path: `acme/big-${n}.pdf` })),
    );
    expect(e.code).toBe('54000');
    expect(e.message).toMatch(/more than 20 MB/);
  });

  it.each([
    ['a line break', 'report.pdf\r\nBcc: x@evil.test'],
    ['a quote', 'report".pdf'],
    ['a slash', '../report.pdf'],
  ])('a filename with %s is refused', async (what, filename) => {
    const name = `acme/named-${what.replace(/\W/g, '-')}.pdf`;
    await stored(name, Buffer.from('x'));
    const e = await queueError([{ bucket: 'reports', path: name, filename }]);
    expect(e.code).toBe('22023');
    expect(e.message).toMatch(/is not allowed/);
  });

  it('the table refuses a stored list that breaks the limits, whoever writes it', async () => {
    const id = await queue([]);
    await expect(
      db().query(`update public.email_outbox set attachments = $2::jsonb where id = $1`, [
        id,
        JSON.stringify([
          { bucket: 'reports', path: 'x', filename: 'a\nb', content_type: 'text/plain', size: 1 },
        ]),
      ]),
    ).rejects.toThrow(/email_outbox_attachments_valid/);
  });
});

/** The attachment parts of a raw MIME message (base64 or quoted-printable, as nodemailer writes them). */
function attachmentsOf(raw: string): { filename: string; contentType: string; bytes: Buffer }[] {
  const out: { filename: string; contentType: string; bytes: Buffer }[] = [];
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  for (const part of parts) {
    const [head, ...bodyLines] = part.split(/\r?\n\r?\n/);
    const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
    if (!/Content-Disposition: attachment/i.test(unfolded)) continue;
    const filename = /filename="?([^";\r\n]+)"?/i.exec(unfolded)?.[1] ?? '';
    const contentType = /Content-Type: ([^;\s]+)/i.exec(unfolded)?.[1] ?? '';
    const body = bodyLines.join('\n\n').replace(/\r?\n--[^\r\n]+--\s*$/, '');
    const encoding = /Content-Transfer-Encoding: (\S+)/i.exec(unfolded)?.[1]?.toLowerCase();
    const bytes =
      encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
        : encoding === 'quoted-printable'
          ? Buffer.from(
              body
                .replace(/=\r?\n/g, '')
                .replace(/=([0-9A-F]{2})/g, (_m, h) => String.fromCharCode(parseInt(h, 16))),
              'latin1',
            )
          : Buffer.from(body.replace(/\r?\n$/, ''));
    out.push({ filename, contentType, bytes });
  }
  return out;
}

describe('the hourly send limit', () => {
  it('counts everything queued while a member is signed in (by hand or by module code), not what a job queues', async () => {
    const staff = 'a3c1e7d2-5b4f-4e6a-9c8d-7f1e2d3c4b5a';
    await db().query(
      `insert into auth.users (id, email, raw_app_meta_data) values ($1, 'limit@example.test', '{"role": "staff"}')`,
      [staff],
    );
    const claims = JSON.stringify({ sub: staff, role: 'authenticated' });
    const asStaff = async (sql: string) =>
      db().transaction(async (tx) => {
        await tx.query(`select set_config('request.jwt.claims', $1, true)`, [claims]);
        return tx.query<{ id: string }>(sql);
      });
    // 199 recipients in the last hour, through module code run for this member (a document sender).
    await asStaff(
      `select app.queue_email(array['c' || i || '@example.test'], 'Bulk ' || i, null, 'x') as id
         from generate_series(1, 199) i`,
    );
    // A scheduled job (no member) is not counted…
    const byJob = await db().query(
      `select app.queue_email(array['client@example.test'], 'Reminder', null, 'x') as id`,
    );
    expect(byJob.rows).toHaveLength(1);
    // …one more recipient for the member is allowed, two more (To + Cc) are not, whichever function queues them.
    await expect(
      asStaff(
        `select app.queue_email(array['a@example.test'], 'Doc', null, 'x', array['b@example.test']) as id`,
      ),
    ).rejects.toMatchObject({ code: '53400' });
    expect(
      (await asStaff(`select app.queue_email(array['a@example.test'], 'Doc', null, 'x') as id`)).rows,
    ).toHaveLength(1);
    await expect(
      asStaff(
        `select app.queue_member_email(array['client@example.test'], 'By hand', null, 'x', '{}', '{}',
                                       null, null, null, null, '[]') as id`,
      ),
    ).rejects.toMatchObject({ code: '53400' });
  });
});
