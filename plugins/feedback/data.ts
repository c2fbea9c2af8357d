// The Feedback module's reads and writes: the inbox (feedback_items) and the replies to senders
// (feedback_replies, written only by public.reply_to_feedback). Visitors send through
// public.submit_feedback (the site's /feedback form); staff read, move, link and answer items.
import { pluginKeys } from '@kernel/data/query-keys.ts';
import { unwrap } from '@kernel/data/unwrap.ts';
import type { Database, Tables } from '@kernel/database.types.ts';
import { supabase } from '@kernel/supabase.ts';
import { applyListState, toListPage } from '@kit/list/apply-list-state.ts';
import type { FetchPage, ListPage } from '@kit/list/fetch-page.ts';

export const feedbackKeys = pluginKeys('feedback');

export type FeedbackItem = Tables<'feedback_items'>;
export type FeedbackStatus = FeedbackItem['status'];

export const STATUS_LABELS: Record<FeedbackStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  resolved: 'Resolved',
};
export const CATEGORY_LABELS: Record<string, string> = {
  general: 'General',
  audit: 'Audit',
  training: 'Training',
  service: 'Service',
  website: 'Website',
  complaint: 'Complaint',
  compliment: 'Compliment',
};
export const RATING_LABELS: Record<number, string> = { 4: 'Excellent', 3: 'Good', 2: 'Fair', 1: 'Poor' };

export const feedbackFetchPage: FetchPage<FeedbackItem> = async (state, signal) => {
  const query = applyListState(
    supabase.from('feedback_items').select('*', { count: 'exact' }).abortSignal(signal),
    state,
    {
      searchColumns: ['message', 'name', 'organisation', 'email', 'phone'],
      filterColumns: {
        status: 'status',
        category: 'category',
        assignee: 'assignee_id',
        customer: 'customer_id',
      },
      tieBreaker: 'id',
    },
  );
  return toListPage(await query, 'exact') as ListPage<FeedbackItem>;
};

export async function updateFeedback(
  id: string,
  patch: Partial<Pick<FeedbackItem, 'status' | 'assignee_id' | 'notes' | 'customer_id'>>,
): Promise<FeedbackItem> {
  return unwrap(
    await supabase.from('feedback_items').update(patch).eq('id', id).select('*').single(),
  ) as FeedbackItem;
}

/** A reply with where its e-mail is: `not_sent` (e-mail was off) or the outbox status. */
export type FeedbackReply = Database['public']['Functions']['feedback_reply_list']['Returns'][number];
export type ReplyDelivery = 'not_sent' | 'queued' | 'sending' | 'sent' | 'failed' | 'cancelled';

export const DELIVERY_LABELS: Record<ReplyDelivery, string> = {
  not_sent: 'Not sent: e-mail is switched off',
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export function deliveryOf(reply: Pick<FeedbackReply, 'delivery'>): ReplyDelivery {
  const known = Object.keys(DELIVERY_LABELS) as ReplyDelivery[];
  return known.find((d) => d === reply.delivery) ?? 'not_sent';
}

export async function listReplies(itemId: string, signal?: AbortSignal): Promise<FeedbackReply[]> {
  let call = supabase.rpc('feedback_reply_list', { p_item_id: itemId });
  if (signal) call = call.abortSignal(signal);
  return unwrap(await call) ?? [];
}

/**
 * One reply by e-mail; `key` is the form's, so sending twice (a double click, a retry) sends once.
 * Answers where it went: `not_sent` while the e-mail module is off, else `queued`. The panel reads the
 * reply itself back with listReplies.
 */
export async function replyToFeedback(input: {
  id: string;
  subject: string;
  body: string;
  key: string;
}): Promise<'not_sent' | 'queued'> {
  const answer = unwrap(
    await supabase.rpc('reply_to_feedback', {
      p_id: input.id,
      p_subject: input.subject,
      p_body: input.body,
      p_key: input.key,
    }),
  );
  const recorded = answer && typeof answer === 'object' && !Array.isArray(answer) ? answer : {};
  return recorded.delivery === 'not_sent' ? 'not_sent' : 'queued';
}

export async function getFeedback(id: string): Promise<FeedbackItem> {
  return unwrap(await supabase.from('feedback_items').select('*').eq('id', id).single()) as FeedbackItem;
}
