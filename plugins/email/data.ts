// The Email module's only server calls: the outbox and the built-in mailbox
// (public.email_outbox / public.email_mailbox, RLS decides what each member
// sees), and the retry / cancel RPCs (plugins/email/sql/migrations/20261125140000_email_outbox.sql).

import { rpcResult } from '@kernel/data/parse-result.ts';
import { pluginKeys } from '@kernel/data/query-keys.ts';
import { unwrap } from '@kernel/data/unwrap.ts';
import { supabase } from '@kernel/supabase.ts';
import { applyListState, toListPage } from '@kit/list/apply-list-state.ts';
import type { FetchPage } from '@kit/list/fetch-page.ts';
import { z } from 'zod';

export type EmailStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'cancelled';

export const STATUS_LABELS: Record<EmailStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  cancelled: 'Cancelled',
};
export const statusOptions = (Object.keys(STATUS_LABELS) as EmailStatus[]).map((value) => ({
  value,
  label: STATUS_LABELS[value],
}));

export interface OutboxRow {
  id: string;
  to_addresses: string[];
  cc_addresses: string[];
  subject: string;
  status: EmailStatus;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  delivered_via: string | null;
  template: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface MailboxRow {
  id: string;
  outbox_id: string;
  from_address: string;
  to_addresses: string[];
  cc_addresses: string[];
  subject: string;
  delivered_at: string;
}

/** A file from storage sent with a message (email_outbox.attachments / email_mailbox.attachments). */
const attachmentRefSchema = z.object({
  bucket: z.string(),
  path: z.string(),
  filename: z.string(),
  content_type: z.string(),
  size: z.number(),
});
export type AttachmentRef = z.infer<typeof attachmentRefSchema>;

const messageBodySchema = z.object({
  subject: z.string(),
  html_body: z.string().nullable(),
  text_body: z.string().nullable(),
  attachments: z.array(attachmentRefSchema).optional(),
});
export type MessageBody = z.infer<typeof messageBodySchema>;

export const emailKeys = pluginKeys('email', 'outbox');
export const mailboxKeys = pluginKeys('email', 'mailbox');

const OUTBOX_COLUMNS =
  'id, to_addresses, cc_addresses, subject, status, attempts, next_attempt_at, last_error, delivered_via, template, created_at, sent_at';

type Answer<T> = { data: T[] | null; error: { message: string } | null; count?: number | null };

/** `customers:<id>` (a record's e-mail history, `?record=` in the URL) → its type and id; null otherwise. */
export function parseRecordParam(value: string | null): { type: string; id: string } | null {
  const m = value ? /^([a-z][a-z0-9_]{0,62}):(.{1,200})$/.exec(value) : null;
  return m ? { type: m[1], id: m[2] } : null;
}

/** The outbox, or one record's e-mail history. */
export const fetchOutboxOf =
  (record: { type: string; id: string } | null): FetchPage<OutboxRow> =>
  async (state, signal) => {
    let query = supabase
      .from('email_outbox')
      .select(OUTBOX_COLUMNS, { count: 'estimated' })
      .abortSignal(signal);
    if (record) query = query.eq('record_type', record.type).eq('record_id', record.id);
    const result = await applyListState(query, state, {
      searchColumns: ['subject'],
      filterColumns: { status: 'status' },
      sortColumns: { created: 'created_at', subject: 'subject' },
      tieBreaker: 'id',
    });
    return toListPage(result as Answer<OutboxRow>, 'estimated');
  };

export const fetchOutbox: FetchPage<OutboxRow> = fetchOutboxOf(null);

export const fetchMailbox: FetchPage<MailboxRow> = async (state, signal) => {
  const query = supabase
    .from('email_mailbox')
    .select('id, outbox_id, from_address, to_addresses, cc_addresses, subject, delivered_at', {
      count: 'estimated',
    })
    .abortSignal(signal);
  const result = await applyListState(query, state, {
    searchColumns: ['subject', 'text_body'],
    sortColumns: { delivered: 'delivered_at', subject: 'subject' },
    tieBreaker: 'id',
  });
  return toListPage(result as Answer<MailboxRow>, 'estimated');
};

/** One outbox row by id (a timeline's link), or null when it is gone or not the reader's to see. */
export async function getOutboxRow(id: string): Promise<OutboxRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const rows = unwrap(await supabase.from('email_outbox').select(OUTBOX_COLUMNS).eq('id', id).limit(1));
  return (rows[0] as OutboxRow | undefined) ?? null;
}

/** The body of one message: from the mailbox (as delivered) or the outbox (as queued). */
export async function fetchBody(source: 'mailbox' | 'outbox', id: string): Promise<MessageBody | null> {
  const rows = rpcResult(
    'The message (email_mailbox / email_outbox)',
    z.array(messageBodySchema),
    await supabase
      .from(source === 'mailbox' ? 'email_mailbox' : 'email_outbox')
      .select('subject, html_body, text_body, attachments')
      .eq('id', id)
      .limit(1),
  );
  return rows[0] ?? null;
}

/**
 * A short-lived download link for an attachment (a signed URL, as the reader:
 * storage RLS decides), or null when the reader may not open the file or it is gone.
 */
export async function attachmentUrl(a: AttachmentRef): Promise<string | null> {
  const { data, error } = await supabase.storage
    .from(a.bucket)
    .createSignedUrl(a.path, 300, { download: a.filename });
  return error || !data ? null : data.signedUrl;
}

export async function retryEmail(id: string): Promise<void> {
  unwrap(await supabase.rpc('retry_email', { email_id: id }));
}

export async function cancelEmail(id: string): Promise<void> {
  unwrap(await supabase.rpc('cancel_email', { email_id: id }));
}
