// The mail sender (ADR 016): drains public.email_outbox on PGlite and
// PostgreSQL alike. One drain:
//   1. moves auth's queued e-mails in (app.bridge_auth_outbox(), still sealed);
//   2. claims due rows in one short statement (FOR UPDATE SKIP LOCKED):
//      status 'sending', attempts + 1, a lease until now + leaseSeconds;
//   3. delivers each — over SMTP (nodemailer) or into the built-in mailbox.
//      Before SMTP it commits smtp_started_at on the row (fenced by its claim);
//   4. records the outcome only if the row is still the claim it made
//      (status 'sending' with the same attempt number: a fencing token), so a
//      sender whose lease ran out cannot overwrite a later one.
// At most once over SMTP: a row left in 'sending' by a killed server is claimed
// again after its lease only if smtp_started_at is unset (nothing reached SMTP);
// if it is set the outcome is unknown and the row is failed (UNKNOWN_OUTCOME),
// never resent automatically. The built-in mailbox is exactly once.
// Every message carries Message-ID <outbox id@domain> and X-Safeworks-Outbox-ID,
// the same on every attempt, so a resend by hand is detectable.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import nodemailer from 'nodemailer';
import { RenderError } from '../../kernel/functions/_shared/mail-render-error.ts';
import { openMessage } from '../auth/outbox-seal.ts';
import type { Db } from '../db/types.ts';
import { BlobNotFound, type BlobStore } from '../storage/blob/types.ts';
import { renderForDelivery } from './templated.ts';

/** A file from storage sent with a message (email_outbox.attachments). */
export interface AttachmentRef {
  bucket: string;
  path: string;
  filename: string;
  content_type: string;
  size: number;
  /** SHA-256 (hex) the server recorded for a document it made (ADR 035): the bytes must match. */
  sha256?: string;
}

export interface OutgoingMail {
  id: string;
  messageId: string;
  from: string;
  to: string[];
  cc: string[];
  bcc: string[];
  replyTo: string | null;
  subject: string;
  html: string | null;
  text: string | null;
}

/** What an SMTP transport needs to do for us; nodemailer's transporter, or a test double. */
export interface SmtpTransport {
  sendMail(m: Record<string, unknown>): Promise<{ messageId?: string; response?: string }>;
  close?(): void;
}

export type Delivery = { kind: 'mailbox' } | { kind: 'smtp'; transport: SmtpTransport };

export interface DrainOptions {
  db: Db;
  delivery: Delivery;
  from: string;
  /** Opens sealed auth messages (the project's JWT secret). */
  jwtSecret: string;
  leaseSeconds: number;
  /** Rows claimed per drain (default 20). */
  batch?: number;
  /** This server's public URL (API_URL): where templates' logo is read from. */
  publicUrl?: string;
  /** Where storage keeps object bytes (server/storage), for attachments over SMTP. */
  blobs?: BlobStore;
}

export interface DrainResult {
  sent: string[];
  retrying: string[];
  failed: string[];
}

/** Minutes to wait before attempt n + 1 after n failed attempts: 1, 2, 4, … capped at 6 hours. */
export function backoffSeconds(attempts: number): number {
  return Math.min(6 * 3600, 60 * 2 ** Math.max(0, attempts - 1));
}

/** SMTP 5xx is permanent; 4xx, timeouts, refused or dropped connections are worth another try. */
export function isPermanent(err: unknown): boolean {
  const code = (err as { responseCode?: unknown })?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * nodemailer over SMTP_URL. Pooled by default: one connection is kept and
 * reused for the messages of a drain (and the next), instead of a connect,
 * greeting and EHLO per message — several times faster (docs/benchmarks.md, Outbox).
 */
export function createSmtpTransport(smtpUrl: string, options: { pool?: boolean } = {}): SmtpTransport {
  const pool = options.pool ?? true;
  return nodemailer.createTransport({
    url: smtpUrl,
    ...(pool ? { pool: true, maxConnections: 1, maxMessages: 500 } : {}),
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  } as Parameters<typeof nodemailer.createTransport>[0]) as unknown as SmtpTransport;
}

function domainOf(from: string): string {
  const m = /@([^>\s]+)>?\s*$/.exec(from);
  return m ? m[1] : 'safeworks.local';
}

interface Claimed {
  id: string;
  attempts: number;
  max_attempts: number;
  to_addresses: string[];
  cc_addresses: string[];
  bcc_addresses: string[];
  reply_to: string | null;
  subject: string;
  html_body: string | null;
  text_body: string | null;
  sealed: string | null;
  expired: boolean;
  template: string | null;
  template_data: Record<string, unknown> | null;
  attachments: AttachmentRef[];
}

/** What a row whose sender died while handing it to SMTP says; it is not sent again automatically. */
export const UNKNOWN_OUTCOME =
  'The server stopped while handing this e-mail to the SMTP server; it may have been delivered. ' +
  'Check with the recipient before sending it again.';

/**
 * Rows left in 'sending' past their lease after their sender had started SMTP:
 * the outcome is unknown, so they are failed, never claimed again (at most once).
 */
async function failUnknownOutcomes(db: Db): Promise<string[]> {
  const r = await db.query<{ id: string }>(
    `with gone as (
       select o.id from public.email_outbox o
        where o.status = 'sending' and o.lease_until < now() and o.smtp_started_at is not null
          for update skip locked
     )
     update public.email_outbox o
        set status = 'failed', lease_until = null, last_error = $1
       from gone
      where o.id = gone.id
     returning o.id`,
    [UNKNOWN_OUTCOME],
  );
  if (r.rows.length) {
    await db.query('delete from app.email_secrets where outbox_id = any($1::uuid[])', [
      r.rows.map((x) => x.id),
    ]);
  }
  return r.rows.map((x) => x.id);
}

const CLAIM_RETURNING = `o.id, o.attempts, o.max_attempts, o.to_addresses, o.cc_addresses, o.bcc_addresses,
               o.reply_to, o.subject, o.html_body, o.text_body, o.template, o.template_data, o.attachments,
               (select s.sealed from app.email_secrets s where s.outbox_id = o.id) as sealed,
               coalesce((select s.expires_at < now() from app.email_secrets s where s.outbox_id = o.id), false)
                 as expired`;

/**
 * Claims up to `batch` rows: first those a dead sender left in 'sending' before
 * it started SMTP (lease over, no smtp_started_at), then queued ones that are due,
 * by priority (auth, transactional, bulk) and then due time.
 * Two statements, each walking its own partial index in order (one OR over both
 * made PostgreSQL read and sort the whole queue on every drain).
 */
async function claim(db: Db, leaseSeconds: number, batch: number): Promise<Claimed[]> {
  const take = async (where: string, order: string, limit: number) =>
    (
      await db.query<Claimed>(
        `with due as (
           select o.id from public.email_outbox o
            where ${where}
            order by ${order}
            limit $2
              for update skip locked
         )
         update public.email_outbox o
            set status = 'sending', attempts = o.attempts + 1, smtp_started_at = null,
                lease_until = now() + make_interval(secs => $1)
           from due
          where o.id = due.id
         returning ${CLAIM_RETURNING}`,
        [leaseSeconds, limit],
      )
    ).rows;
  const stale = await take(
    `o.status = 'sending' and o.lease_until < now() and o.smtp_started_at is null`,
    'o.lease_until',
    batch,
  );
  if (stale.length >= batch) return stale;
  const due = await take(
    `o.status = 'queued' and o.next_attempt_at <= now()`,
    // Auth first, then transactional, then bulk (email_outbox.priority, ADR 034); within one, oldest due first.
    'o.priority, o.next_attempt_at',
    batch - stale.length,
  );
  return [...stale, ...due];
}

/** Marks a claimed row; false when the claim is no longer ours (the lease ran out and another took it). */
async function finish(
  db: Pick<Db, 'query'>,
  row: Claimed,
  set: string,
  params: unknown[],
  dropSecret: boolean,
): Promise<boolean> {
  const r = await db.query(
    `update public.email_outbox o set ${set}, lease_until = null
      where o.id = $1 and o.status = 'sending' and o.attempts = $2`,
    [row.id, row.attempts, ...params],
  );
  if (r.rowCount > 0 && dropSecret && row.sealed !== null) {
    await db.query('delete from app.email_secrets where outbox_id = $1', [row.id]);
  }
  return r.rowCount > 0;
}

function toMail(row: Claimed, from: string, jwtSecret: string): OutgoingMail {
  let text = row.text_body;
  let html = row.html_body;
  if (row.sealed) {
    text = text === null ? null : openMessage(jwtSecret, { body: text, data: { sealed: row.sealed } }).body;
    html = html === null ? null : openMessage(jwtSecret, { body: html, data: { sealed: row.sealed } }).body;
  }
  return {
    id: row.id,
    messageId: `<${row.id}@${domainOf(from)}>`,
    from,
    to: row.to_addresses,
    cc: row.cc_addresses,
    bcc: row.bcc_addresses,
    replyTo: row.reply_to,
    subject: row.subject,
    html,
    text,
  };
}

async function deliverToMailbox(db: Db, row: Claimed, mail: OutgoingMail): Promise<boolean> {
  // The copy and the outcome commit together: the built-in mailbox gets each message exactly once.
  return db
    .transaction(async (tx) => {
      const ours = await finish(
        tx,
        row,
        `status = 'sent', sent_at = now(), delivered_via = 'mailbox', provider_message_id = $3, last_error = null`,
        [mail.messageId],
        true,
      );
      if (!ours) throw new LostClaim();
      await tx.query(
        `insert into public.email_mailbox (outbox_id, message_id, from_address, to_addresses, cc_addresses,
                                           bcc_addresses, reply_to, subject, html_body, text_body, attachments)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb)
         on conflict (outbox_id) do nothing`,
        [
          mail.id,
          mail.messageId,
          mail.from,
          mail.to,
          mail.cc,
          mail.bcc,
          mail.replyTo,
          mail.subject,
          mail.html,
          mail.text,
          JSON.stringify(row.attachments ?? []),
        ],
      );
      return true;
    })
    .catch((e) => {
      if (e instanceof LostClaim) return false;
      throw e;
    });
}

class LostClaim extends Error {}

/** An attachment that can never be sent (gone from storage, too large): the message fails at once. */
class AttachmentProblem extends Error {}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * Opens each attachment's bytes through the storage layer; the object must still be there, and a
 * document the server made (sha256 recorded) must hash to what was recorded.
 */
async function openAttachments(
  db: Db,
  blobs: BlobStore | undefined,
  refs: AttachmentRef[],
): Promise<{ filename: string; contentType: string; content: Readable }[]> {
  const out: { filename: string; contentType: string; content: Readable }[] = [];
  if (!refs?.length) return out;
  if (!blobs) throw new AttachmentProblem('this sender has no access to storage for attachments');
  try {
    for (const a of refs) {
      const r = await db.query<{ version: string | null; size: string | null }>(
        `select version, metadata ->> 'size' as size from storage.objects where bucket_id = $1 and name = $2`,
        [a.bucket, a.path],
      );
      const version = r.rows[0]?.version;
      if (!version)
        throw new AttachmentProblem(`the attachment ${a.bucket}/${a.path} is no longer in storage`);
      if (Number(r.rows[0].size) > 10 * 1024 * 1024)
        throw new AttachmentProblem(`the attachment ${a.bucket}/${a.path} is now larger than 10 MB`);
      let content: Readable;
      try {
        content = await blobs.get(version);
      } catch (e) {
        if (e instanceof BlobNotFound)
          throw new AttachmentProblem(`the attachment ${a.bucket}/${a.path} is no longer in storage`);
        throw e;
      }
      if (a.sha256) {
        // A document the server made: exactly the bytes it recorded, or nothing is sent.
        const bytes = await readAll(content);
        if (createHash('sha256').update(bytes).digest('hex') !== a.sha256)
          throw new AttachmentProblem(
            `the attachment ${a.bucket}/${a.path} is not the document the server made (its SHA-256 differs)`,
          );
        content = Readable.from([bytes]);
      }
      out.push({ filename: a.filename, contentType: a.content_type, content });
    }
  } catch (e) {
    for (const f of out) f.content.destroy();
    throw e;
  }
  return out;
}

/**
 * Commits the marker that makes SMTP delivery at most once; false when the claim
 * is no longer ours or its lease has run out (then nothing is sent).
 */
async function markSmtpStarted(db: Db, row: Claimed): Promise<boolean> {
  const r = await db.query(
    `update public.email_outbox o set smtp_started_at = now()
      where o.id = $1 and o.status = 'sending' and o.attempts = $2 and o.lease_until > now()`,
    [row.id, row.attempts],
  );
  return r.rowCount > 0;
}

async function sendOne(opts: DrainOptions, row: Claimed, out: DrainResult): Promise<void> {
  const { db } = opts;
  if (row.expired) {
    if (
      await finish(db, row, `status = 'failed', last_error = $3`, ['expired before it could be sent'], true)
    )
      out.failed.push(row.id);
    return;
  }
  if (row.attempts > row.max_attempts) {
    const msg = `gave up after ${row.max_attempts} attempts (the last one did not report back)`;
    if (await finish(db, row, `status = 'failed', last_error = $3`, [msg], true)) out.failed.push(row.id);
    return;
  }
  let mail: OutgoingMail;
  try {
    mail = toMail(row, opts.from, opts.jwtSecret);
  } catch (e) {
    const msg = `cannot open the sealed message: ${(e as Error).message}`;
    if (await finish(db, row, `status = 'failed', last_error = $3`, [msg], true)) out.failed.push(row.id);
    return;
  }
  if (row.template_data) {
    // A template is rendered now (ADR 017); a template that cannot be rendered never will be: failed.
    try {
      const r = await renderForDelivery(db, row, opts.jwtSecret, opts.publicUrl);
      mail = { ...mail, subject: r.subject, html: r.html, text: r.text };
    } catch (e) {
      const msg =
        e instanceof RenderError
          ? `cannot render the "${row.template}" template: ${e.message}`.slice(0, 1000)
          : `cannot render the "${row.template}" template: ${String((e as Error)?.message ?? e).slice(0, 900)}`;
      if (await finish(db, row, `status = 'failed', last_error = $3`, [msg], true)) out.failed.push(row.id);
      return;
    }
  }
  if (opts.delivery.kind === 'mailbox') {
    // The built-in mailbox keeps references, not bytes: documents the server made are checked now.
    const made = (row.attachments ?? []).filter((a) => a.sha256);
    if (made.length && opts.blobs) {
      try {
        for (const f of await openAttachments(db, opts.blobs, made)) f.content.destroy();
      } catch (e) {
        if (e instanceof AttachmentProblem) {
          const msg = String(e.message).slice(0, 1000);
          if (await finish(db, row, `status = 'failed', last_error = $3`, [msg], true))
            out.failed.push(row.id);
          return;
        }
        throw e;
      }
    }
    if (await deliverToMailbox(db, row, mail)) out.sent.push(row.id);
    return;
  }
  let attachments: Awaited<ReturnType<typeof openAttachments>>;
  try {
    attachments = await openAttachments(db, opts.blobs, row.attachments);
  } catch (e) {
    const msg = String((e as Error)?.message ?? e).slice(0, 1000);
    if (e instanceof AttachmentProblem || row.attempts >= row.max_attempts) {
      if (await finish(db, row, `status = 'failed', last_error = $3`, [msg], true)) out.failed.push(row.id);
    } else if (
      await finish(
        db,
        row,
        `status = 'queued', last_error = $3, next_attempt_at = now() + make_interval(secs => $4)`,
        [`reading an attachment failed: ${msg}`, backoffSeconds(row.attempts)],
        false,
      )
    )
      out.retrying.push(row.id);
    return;
  }
  if (!(await markSmtpStarted(db, row))) {
    for (const f of attachments) f.content.destroy();
    return;
  }
  try {
    const info = await opts.delivery.transport.sendMail({
      from: mail.from,
      to: mail.to,
      cc: mail.cc.length ? mail.cc : undefined,
      bcc: mail.bcc.length ? mail.bcc : undefined,
      replyTo: mail.replyTo ?? undefined,
      subject: mail.subject,
      html: mail.html ?? undefined,
      text: mail.text ?? undefined,
      messageId: mail.messageId,
      headers: { 'X-Safeworks-Outbox-ID': mail.id },
      attachments: attachments.length ? attachments : undefined,
    });
    const provider = (info.response ?? info.messageId ?? mail.messageId).slice(0, 500);
    if (
      await finish(
        db,
        row,
        `status = 'sent', sent_at = now(), delivered_via = 'smtp', provider_message_id = $3, last_error = null`,
        [provider],
        true,
      )
    )
      out.sent.push(row.id);
    else if (await lateSent(db, row, provider)) out.sent.push(row.id);
  } catch (e) {
    const error = String((e as Error)?.message ?? e).slice(0, 1000);
    if (isPermanent(e) || row.attempts >= row.max_attempts) {
      if (await finish(db, row, `status = 'failed', last_error = $3`, [error], true)) out.failed.push(row.id);
    } else if (
      await finish(
        db,
        row,
        `status = 'queued', last_error = $3, next_attempt_at = now() + make_interval(secs => $4)`,
        [error, backoffSeconds(row.attempts)],
        false,
      )
    ) {
      out.retrying.push(row.id);
    }
  }
}

/**
 * A "250 OK" that came back after another drain had failed this attempt as an
 * unknown outcome (its lease ran out mid-SMTP): the row records what really happened.
 */
async function lateSent(db: Db, row: Claimed, provider: string): Promise<boolean> {
  const r = await db.query(
    `update public.email_outbox o
        set status = 'sent', sent_at = now(), delivered_via = 'smtp', provider_message_id = $3, last_error = null
      where o.id = $1 and o.status = 'failed' and o.attempts = $2 and o.smtp_started_at is not null
        and o.last_error = $4`,
    [row.id, row.attempts, provider, UNKNOWN_OUTCOME],
  );
  return r.rowCount > 0;
}

/** One drain: bridge auth mail, claim what is due, deliver it, record the outcomes. */
export async function drainOutbox(opts: DrainOptions): Promise<DrainResult> {
  const out: DrainResult = { sent: [], retrying: [], failed: [] };
  await opts.db.query('select app.bridge_auth_outbox()');
  out.failed.push(...(await failUnknownOutcomes(opts.db)));
  const rows = await claim(opts.db, opts.leaseSeconds, opts.batch ?? 20);
  for (const row of rows) await sendOne(opts, row, out);
  return out;
}
