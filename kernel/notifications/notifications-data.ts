// Every call the bell makes to the server, in one place (use-notifications.ts
// keeps the answers in the query cache and follows realtime through
// useLiveInvalidation). Rows are
// typed from the generated database types; RLS limits every read to the
// signed-in user's own notifications, so no query names the recipient except
// the realtime filter, which only narrows what the server checks anyway.
import type { Tables } from '../database.types.ts';
import { supabase } from '../supabase.ts';

export type NotificationRow = Pick<
  Tables<'notifications'>,
  'id' | 'kind' | 'title' | 'body' | 'link' | 'read_at' | 'created_at'
>;

/** How many notifications the bell lists (the newest). */
export const RECENT_LIMIT = 20;

export interface NotificationsSnapshot {
  items: NotificationRow[];
  unread: number;
}

/** The newest notifications and the number of unread ones. Throws on failure. */
export async function fetchNotifications(): Promise<NotificationsSnapshot> {
  const [recent, unread] = await Promise.all([
    supabase
      .from('notifications')
      .select('id, kind, title, body, link, read_at, created_at')
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(RECENT_LIMIT),
    supabase.from('notifications').select('id', { count: 'exact', head: true }).is('read_at', null),
  ]);
  if (recent.error) throw recent.error;
  if (unread.error) throw unread.error;
  return { items: (recent.data ?? []) as NotificationRow[], unread: unread.count ?? 0 };
}

/** Marks one notification read with the server's clock (a no-op when it already is). */
export async function markNotificationRead(id: number): Promise<void> {
  const { error } = await supabase.rpc('mark_notification_read', { notification_id: id });
  if (error) throw error;
}

export async function markAllNotificationsRead(): Promise<void> {
  const { error } = await supabase.rpc('mark_all_notifications_read');
  if (error) throw error;
}
