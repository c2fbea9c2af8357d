// The bell in the top bar and its menu of recent notifications, with
// everything passed in (NotificationBell feeds it; stories feed fake data).
// A Radix dropdown menu gives the keyboard behaviour: Enter or Space opens
// it, arrows move between notifications, Enter follows one, Esc closes it
// and focus goes back to the bell.

import type { NotificationRow } from '@kernel/notifications/notifications-data.ts';
import type { NotificationKind } from '@kernel/registry/extension-points.ts';
import { Button } from '@kit/ui/button.tsx';
import { cn } from '@kit/ui/cn.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@kit/ui/dropdown-menu.tsx';
import { Bell, CheckCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { exactTime, timeAgo } from './relative-time.ts';

export interface NotificationBellViewProps {
  items: NotificationRow[];
  unread: number;
  loading?: boolean;
  error?: boolean;
  /** New notifications arrive as they are made (shown as `data-live` on the bell, which journeys wait for). */
  live?: boolean;
  /** The user opened a notification (its link, if any, is followed by the link itself). */
  onOpen: (item: NotificationRow) => void;
  onMarkAllRead: () => void;
  /** The moment "5 minutes ago" counts from (stories and tests fix it). */
  now?: Date;
  /** How the installed plugins show their kinds (label and icon), by `notifications.kind`. */
  kinds?: ReadonlyMap<string, Pick<NotificationKind, 'label' | 'icon'>>;
  /** Exact time for a notification's tooltip, in the company's zone and locale. */
  exactTime?: (iso: string) => string;
}

/** The bell's accessible name: the count is read out, not only shown. */
export function bellLabel(unread: number) {
  return unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`;
}

export function NotificationBellView(props: NotificationBellViewProps) {
  const { items, unread } = props;
  const now = props.now ?? new Date();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={bellLabel(unread)}
          data-live={props.live ? 'true' : 'false'}
        >
          <Bell aria-hidden="true" />
          {unread > 0 && (
            <span
              aria-hidden="true"
              className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-destructive-foreground"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80 max-w-[calc(100vw-2rem)] p-0">
        <div className="flex items-center justify-between gap-2 px-3 py-2">
          <DropdownMenuLabel className="p-0 text-sm font-semibold">Notifications</DropdownMenuLabel>
          {unread > 0 && <span className="text-xs text-muted-foreground">{unread} unread</span>}
        </div>
        <DropdownMenuSeparator className="my-0" />
        <div className="max-h-96 overflow-y-auto p-1">
          {items.length === 0 ? (
            <p className="px-3 py-6 text-center text-sm text-muted-foreground">
              {props.error
                ? 'Notifications could not be loaded.'
                : props.loading
                  ? 'Loading…'
                  : 'You have no notifications.'}
            </p>
          ) : (
            items.map((item) => (
              <NotificationItem
                key={item.id}
                item={item}
                now={now}
                kind={props.kinds?.get(item.kind)}
                exact={props.exactTime ?? exactTime}
                onOpen={props.onOpen}
              />
            ))
          )}
        </div>
        {items.length > 0 && (
          <>
            <DropdownMenuSeparator className="my-0" />
            <div className="p-1">
              <DropdownMenuItem
                // Disabled rather than removed once all are read, so the focus it holds stays put.
                disabled={unread === 0}
                // The menu stays open: the user sees every item lose its unread mark.
                onSelect={(e) => {
                  e.preventDefault();
                  props.onMarkAllRead();
                }}
              >
                <CheckCheck aria-hidden="true" /> Mark all read
              </DropdownMenuItem>
            </div>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function NotificationItem(props: {
  item: NotificationRow;
  now: Date;
  kind: Pick<NotificationKind, 'label' | 'icon'> | undefined;
  exact: (iso: string) => string;
  onOpen: (item: NotificationRow) => void;
}) {
  const { item, kind } = props;
  const unread = item.read_at === null;
  const Icon = kind?.icon;
  const content = (
    <>
      <span
        aria-hidden="true"
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-primary' : 'bg-transparent')}
      />
      {Icon && <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />}
      <span className="min-w-0 flex-1">
        {/* The plugin's name for this kind ("Lead assigned to you"), when it declares one. */}
        {kind && <span className="block text-xs text-muted-foreground">{kind.label}</span>}{' '}
        <span className={cn('block truncate', unread && 'font-semibold')}>
          {unread && <span className="sr-only">Unread: </span>}
          {item.title}
        </span>
        {/* Spaces keep the parts apart in the item's accessible name (block spans add none there). */}{' '}
        {item.body && <span className="line-clamp-2 block text-xs text-muted-foreground">{item.body}</span>}{' '}
        <time
          dateTime={item.created_at}
          title={props.exact(item.created_at)}
          className="block text-xs text-muted-foreground"
        >
          {timeAgo(item.created_at, props.now)}
        </time>
      </span>
    </>
  );
  const className = 'items-start whitespace-normal';
  if (item.link)
    return (
      <DropdownMenuItem asChild className={className} onSelect={() => props.onOpen(item)}>
        <Link to={item.link}>{content}</Link>
      </DropdownMenuItem>
    );
  return (
    <DropdownMenuItem className={className} onSelect={() => props.onOpen(item)}>
      {content}
    </DropdownMenuItem>
  );
}
