// "My follow-ups" on the dashboard home: the signed-in member's open leads
// whose follow-up date has come and their activities due by tonight, overdue
// ones first and marked (my_follow_ups(), computed in the company's time zone).

import { useLiveInvalidation } from '@kernel/data/use-live-invalidation.ts';
import { useFormatters } from '@kernel/format/use-company-format.ts';
import { Badge } from '@kernel/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@kernel/ui/card.tsx';
import { LoadError } from '@kernel/ui/load-error.tsx';
import { Skeleton } from '@kernel/ui/skeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import { CalendarCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { type FollowUp, leadKeys, myFollowUps } from '../data.ts';

const followUpKey = [...leadKeys.all, 'my-follow-ups'] as const;

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
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <CalendarCheck className="size-5 text-primary" aria-hidden="true" />
          My follow-ups
        </CardTitle>
      </CardHeader>
      <CardContent>
        {props.error ? (
          <LoadError what="Your follow-ups" error={props.error} onRetry={props.onRetry} />
        ) : !props.items ? (
          <div role="status" aria-label="Loading your follow-ups" className="grid gap-2">
            <Skeleton className="h-6 w-full" />
            <Skeleton className="h-6 w-3/4" />
          </div>
        ) : props.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing due today. Well done.</p>
        ) : (
          <ul className="grid gap-2">
            {props.items.map((f) => (
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
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export default function MyFollowUpsWidget() {
  const items = useQuery({ queryKey: followUpKey, queryFn: myFollowUps });
  useLiveInvalidation({ table: 'leads', queryKey: followUpKey });
  useLiveInvalidation({ table: 'activities', queryKey: followUpKey });
  return <MyFollowUpsView items={items.data} error={items.error} onRetry={() => void items.refetch()} />;
}
