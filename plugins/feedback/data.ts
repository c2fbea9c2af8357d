// The Feedback module's reads and writes: the inbox (feedback_items). Visitors send
// through public.submit_feedback (the site's /feedback form); staff read and move items.
import { pluginKeys } from '@kernel/data/query-keys.ts';
import { unwrap } from '@kernel/data/unwrap.ts';
import type { Tables } from '@kernel/database.types.ts';
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
      filterColumns: { status: 'status', category: 'category', assignee: 'assignee_id' },
      tieBreaker: 'id',
    },
  );
  return toListPage(await query, 'exact') as ListPage<FeedbackItem>;
};

export async function updateFeedback(
  id: string,
  patch: Partial<Pick<FeedbackItem, 'status' | 'assignee_id' | 'notes'>>,
): Promise<FeedbackItem> {
  return unwrap(
    await supabase.from('feedback_items').update(patch).eq('id', id).select('*').single(),
  ) as FeedbackItem;
}
