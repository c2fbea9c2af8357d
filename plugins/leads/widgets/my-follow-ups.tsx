// "My follow-ups" on the dashboard home: the signed-in member's open leads
// whose follow-up date has come and their activities due by tonight, overdue
// ones first and marked (my_follow_ups(), computed in the company's time zone).

import { useLiveInvalidation } from '@kernel/data/use-live-invalidation.ts';
import type { HomeWidgetContext } from '@kernel/registry/extension-points.ts';
import { useFormatters } from '@kit/format/use-company-format.ts';
import { Badge } from '@kit/ui/badge.tsx';
import { ListCard } from '@kit/ui/list-card.tsx';
import { useQuery } from '@tanstack/react-query';
import { CalendarCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { type FollowUp, leadKeys, myFollowUps } from '../data.ts';

const followUpKey = [...leadKeys.all, 'my-follow-ups'] as const;
const followUpQuery = { queryKey: followUpKey, queryFn: myFollowUps };

/** Home opened: the follow-ups are read as soon as the role allows the card, before it renders. */
export function prefetch({ queryClient }: HomeWidgetContext) {
  void queryClient.prefetchQuery(followUpQuery);
}

function linkOf(f: FollowUp) {
  if (f.lead_id) return `/dashboard/leads/${f.lead_id}`;
  return f.customer_id ? `/dashboard/customers/${f.customer_id}` : '/dashboard/leads';
}

export function MyFollowUpsView(props: {
  items: FollowUp[] | undefined;
  error?: Error | null;
  onRetry?: () => void;
}) {
  const { date } = useFormatters();
  return (
    <ListCard
      title="My follow-ups"
      icon={CalendarCheck}
      what="Your follow-ups"
      empty="Nothing due today. Well done."
      items={props.items}
      error={props.error}
      onRetry={props.onRetry}
      renderItem={(f) => (
        <li
          key={`${f.item_type}-${f.id}`}
          className="flex flex-wrap items-center justify-between gap-2 text-sm"
        >
          <span className="grid min-w-0">
            <Link to={linkOf(f)} className="truncate font-medium hover:underline">
              {f.title}
            </Link>
            <span className="text-xs text-muted-foreground">
              {f.item_type === 'lead' ? 'Follow up' : 'Activity'}
              {f.subtitle ? ` · ${f.subtitle}` : ''}
              {' · '}
              {f.due_on ? date(f.due_on) : f.due_at ? date(f.due_at, 'datetime') : ''}
            </span>
          </span>
          {f.overdue ? (
            <Badge variant="destructive">Overdue</Badge>
          ) : (
            <Badge variant="secondary">Today</Badge>
          )}
        </li>
      )}
    />
  );
}

export default function MyFollowUpsWidget() {
  const items = useQuery(followUpQuery);
  useLiveInvalidation({ table: 'leads', queryKey: followUpKey });
  useLiveInvalidation({ table: 'activities', queryKey: followUpKey });
  return <MyFollowUpsView items={items.data} error={items.error} onRetry={() => void items.refetch()} />;
}
