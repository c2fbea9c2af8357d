// A document the server made is sent exactly as made (issue 20 #15, ADR 035):
// the outbox attachment carries the SHA-256 recorded in app.server_documents,
// and the sender hashes the bytes it reads from storage before it sends. If
// the object was swapped after queueing, the message fails, over SMTP and
// into the built-in mailbox alike. PGlite; PostgreSQL with TEST_DATABASE_URL.
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DrainOptions, drainOutbox, type SmtpTransport } from '../../server/mail/sender.ts';
import { createFileStore } from '../../server/storage/blob/file-store.ts';
import type { BlobStore } from '../../server/storage/blob/types.ts';
import { type FreshDatabase, freshDatabase } from '../support/fresh-database.ts';

let fresh: FreshDatabase;
let blobs: BlobStore;
const sent: Record<string, unknown>[] = [];
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-mail-docs-'));
const transport: SmtpTransport = {
  async sendMail(m) {
    sent.push(m);
    return { messageId: 'test' };
  },
};

beforeAll(async () => {
  fresh = await freshDatabase('safeworks_mail_docs');
  blobs = await createFileStore(path.join(tmp, 'storage'));
}, 60_000);

afterAll(async () => {
  await fresh?.drop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const opts = (over: Partial<DrainOptions> = {}): DrainOptions => ({
  db: fresh.db,
  delivery: { kind: 'smtp', transport },
  from: 'Safeworks <no-reply@safeworks.test>',
  jwtSecret: 'server-documents-test-secret-at-least-32-chars',
  leaseSeconds: 300,
  blobs,
  ...over,
});

/** Puts bytes at `name` in sales-documents as a new object version (as an upload would). */
async function put(name: string, bytes: Buffer) {
  const version = randomUUID();
  await blobs.put(version, Readable.from([bytes]), 'application/pdf');
  await fresh.db.query(
    `insert into storage.objects (bucket_id, name, version, metadata)
     values ('sales-documents', $1, $2, jsonb_build_object('size', $3::bigint, 'mimetype', 'application/pdf'))
     on conflict (bucket_id, name) do update set version = excluded.version, metadata = excluded.metadata`,
    [name, version, bytes.length],
  );
}

async function madeByServer(name: string, bytes: Buffer) {
  await put(name, bytes);
  await fresh.db.query(
    `insert into app.server_documents (bucket_id, name, sha256, size) values ('sales-documents', $1, $2, $3)`,
    [name, createHash('sha256').update(bytes).digest('hex'), bytes.length],
  );
}

async function queue(name: string): Promise<string> {
  const r = await fresh.db.query<{ id: string }>(
    `select app.queue_email(array['client@example.test'], 'Your invoice', null, 'Attached.',
                            attachments => $1::jsonb) as id`,
    [JSON.stringify([{ bucket: 'sales-documents', path: name, filename: 'INV-2026-0001.pdf' }])],
  );
  return r.rows[0].id;
}

async function outcome(id: string) {
  const r = await fresh.db.query<{ status: string; last_error: string | null }>(
    'select status, last_error from public.email_outbox where id = $1',
    [id],
  );
  return r.rows[0];
}

describe('a document the server made', () => {
  it('goes out with exactly the bytes it recorded', async () => {
    const pdf = Buffer.from('%PDF-1.7 invoice INV-2026-0001, amount due KES 46,400.00');
    const name = `invoices/${randomUUID()}/INV-2026-0001-20261128100000.pdf`;
    await madeByServer(name, pdf);
    const id = await queue(name);
    const row = await fresh.db.query<{ attachments: { sha256: string }[] }>(
      'select attachments from public.email_outbox where id = $1',
      [id],
    );
    expect(row.rows[0].attachments[0].sha256).toBe(createHash('sha256').update(pdf).digest('hex'));
    sent.length = 0;
    expect((await drainOutbox(opts())).sent).toEqual([id]);
    const files = sent[0].attachments as { content: Readable }[];
    const chunks: Buffer[] = [];
    for await (const c of files[0].content) chunks.push(Buffer.from(c));
    expect(Buffer.concat(chunks).equals(pdf)).toBe(true);
  });

  it('swapped in storage after it was queued, it is not sent: the message fails with the reason', async () => {
    const pdf = Buffer.from('%PDF-1.7 invoice INV-2026-0002, pay to 522533');
    const forged = Buffer.from('%PDF-1.7 invoice INV-2026-0002, pay to 999999');
    expect(forged.length).toBe(pdf.length);
    const name = `invoices/${randomUUID()}/INV-2026-0002-20261128100000.pdf`;
    await madeByServer(name, pdf);
    const bySmtp = await queue(name);
    const toMailbox = await queue(name);
    await put(name, forged);

    sent.length = 0;
    await fresh.db.query(`update public.email_outbox set status = 'cancelled' where id = $1`, [toMailbox]);
    expect((await drainOutbox(opts())).failed).toEqual([bySmtp]);
    expect(sent).toHaveLength(0);
    expect((await outcome(bySmtp)).last_error).toMatch(/is not the document the server made/);

    await fresh.db.query(`update public.email_outbox set status = 'queued' where id = $1`, [toMailbox]);
    expect((await drainOutbox(opts({ delivery: { kind: 'mailbox' } }))).failed).toEqual([toMailbox]);
    expect(await outcome(toMailbox)).toMatchObject({ status: 'failed' });
  });
});
