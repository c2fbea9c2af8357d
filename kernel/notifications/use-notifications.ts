// The bell's state for the signed-in user: the newest notifications and the
// unread count, read at start and again after every realtime change (only the
// latest read lands), with marking read shown at once and then confirmed by
// the re-read the change triggers.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  fetchNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationRow,
  watchNotifications,
} from './notifications-data.ts';

export interface NotificationsState {
  items: NotificationRow[];
  unread: number;
  loading: boolean;
  /** The last read failed (the list shown is the last one known). */
  error: boolean;
  markRead(id: number): void;
  markAllRead(): void;
}

const EMPTY = { items: [] as NotificationRow[], unread: 0, loading: true, error: false };

export function useNotifications(userId: string | null): NotificationsState {
  const [state, setState] = useState(EMPTY);
  const reload = useRef<() => void>(() => {});

  useEffect(() => {
    setState(EMPTY);
    if (!userId) return;
    let active = true;
    let latest = 0;
    const read = () => {
      const ticket = ++latest;
      fetchNotifications().then(
        (snap) => active && ticket === latest && setState({ ...snap, loading: false, error: false }),
        () => active && ticket === latest && setState((s) => ({ ...s, loading: false, error: true })),
      );
    };
    reload.current = read;
    read();
    const stop = watchNotifications(userId, read);
    return () => {
      active = false;
      reload.current = () => {};
      stop();
    };
  }, [userId]);

  const markRead = useCallback((id: number) => {
    const now = new Date().toISOString();
    setState((s) => {
      const target = s.items.find((n) => n.id === id);
      if (!target || target.read_at) return s;
      return {
        ...s,
        items: s.items.map((n) => (n.id === id ? { ...n, read_at: now } : n)),
        unread: Math.max(0, s.unread - 1),
      };
    });
    // A failure puts the server's truth back.
    markNotificationRead(id).catch(() => reload.current());
  }, []);

  const markAllRead = useCallback(() => {
    const now = new Date().toISOString();
    setState((s) => ({
      ...s,
      items: s.items.map((n) => (n.read_at ? n : { ...n, read_at: now })),
      unread: 0,
    }));
    markAllNotificationsRead().catch(() => reload.current());
  }, []);

  return { ...state, markRead, markAllRead };
}
