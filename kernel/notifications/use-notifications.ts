// The bell's state for the signed-in user, kept in the query cache: the newest
// notifications and the unread count under `kernelKeys.notifications`, read
// again after every realtime change to the user's notifications (and every
// (re)subscription) by useLiveInvalidation. Marking read shows at once
// (written into the cache after any read in flight is cancelled) and is then
// confirmed by the re-read the change triggers; a refused mark re-reads the
// server's truth.
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { kernelKeys } from '../data/query-keys.ts';
import { useLiveInvalidation } from '../data/use-live-invalidation.ts';
import {
  fetchNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationRow,
  type NotificationsSnapshot,
} from './notifications-data.ts';

export interface NotificationsState {
  items: NotificationRow[];
  unread: number;
  loading: boolean;
  /** The bell follows changes live (its realtime channel is joined). */
  live: boolean;
  /** The last read failed (the list shown is the last one known). */
  error: boolean;
  markRead(id: number): void;
  markAllRead(): void;
}

/** The cache entry of one user's bell. */
export const notificationsKey = (userId: string | null) => kernelKeys.notifications.list({ userId });

const NONE: NotificationRow[] = [];

/** Shows a change at once: any read in flight is cancelled first, so it cannot put the old state back. */
async function changeCached(
  client: QueryClient,
  key: ReturnType<typeof notificationsKey>,
  change: (s: NotificationsSnapshot) => NotificationsSnapshot,
) {
  await client.cancelQueries({ queryKey: key });
  client.setQueryData<NotificationsSnapshot>(key, (s) => (s ? change(s) : s));
}

export function useNotifications(userId: string | null): NotificationsState {
  const queryClient = useQueryClient();
  const key = useMemo(() => notificationsKey(userId), [userId]);
  const query = useQuery({ queryKey: key, queryFn: fetchNotifications, enabled: userId !== null });
  const { live } = useLiveInvalidation({
    table: 'notifications',
    filter: `recipient=eq.${userId}`,
    queryKey: key,
    enabled: userId !== null,
  });

  const markRead = useCallback(
    (id: number) => {
      const now = new Date().toISOString();
      void (async () => {
        await changeCached(queryClient, key, (s) => {
          const target = s.items.find((n) => n.id === id);
          if (!target || target.read_at) return s;
          return {
            items: s.items.map((n) => (n.id === id ? { ...n, read_at: now } : n)),
            unread: Math.max(0, s.unread - 1),
          };
        });
        // A failure puts the server's truth back.
        await markNotificationRead(id).catch(() => queryClient.invalidateQueries({ queryKey: key }));
      })();
    },
    [queryClient, key],
  );

  const markAllRead = useCallback(() => {
    const now = new Date().toISOString();
    void (async () => {
      await changeCached(queryClient, key, (s) => ({
        items: s.items.map((n) => (n.read_at ? n : { ...n, read_at: now })),
        unread: 0,
      }));
      await markAllNotificationsRead().catch(() => queryClient.invalidateQueries({ queryKey: key }));
    })();
  }, [queryClient, key]);

  return {
    items: query.data?.items ?? NONE,
    unread: query.data?.unread ?? 0,
    loading: userId !== null && query.isPending,
    live,
    error: query.isError,
    markRead,
    markAllRead,
  };
}
