// The bell for the signed-in user: live unread count and recent notifications
// (use-notifications.ts, on the query cache); opening one marks it read. Kinds
// the installed plugins declare (manifest `notificationKinds`) show their
// label and icon; times are the company's.

import { useFormatters } from '@kit/format/use-company-format.ts';
import { NotificationBellView } from '@kit/notifications/notification-bell-view.tsx';
import { useNotificationKinds } from '../extensions/use-contributions.ts';
import { useSession } from '../session/use-session.ts';
import { useNotifications } from './use-notifications.ts';

export function NotificationBell() {
  const userId = useSession().user?.id ?? null;
  const n = useNotifications(userId);
  const kinds = useNotificationKinds();
  const { date } = useFormatters();
  if (!userId) return null;
  return (
    <NotificationBellView
      items={n.items}
      unread={n.unread}
      loading={n.loading}
      live={n.live}
      error={n.error}
      onOpen={(item) => n.markRead(item.id)}
      onMarkAllRead={n.markAllRead}
      kinds={kinds}
      exactTime={(iso) => date(iso, 'datetime')}
    />
  );
}
