// The bell for the signed-in user: live unread count and recent notifications
// (use-notifications.ts); opening one marks it read.
import { useSession } from '../session/use-session.ts';
import { NotificationBellView } from './notification-bell-view.tsx';
import { useNotifications } from './use-notifications.ts';

export function NotificationBell() {
  const userId = useSession().user?.id ?? null;
  const n = useNotifications(userId);
  if (!userId) return null;
  return (
    <NotificationBellView
      items={n.items}
      unread={n.unread}
      loading={n.loading}
      error={n.error}
      onOpen={(item) => n.markRead(item.id)}
      onMarkAllRead={n.markAllRead}
    />
  );
}
