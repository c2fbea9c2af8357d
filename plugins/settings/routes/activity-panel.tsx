// Settings → Activity: who changed roles, disabled accounts, switched modules or did
// anything else a module records, newest first; each plugin words its own events.
import { useEventDescribers } from '@kernel/extensions/use-contributions.ts';
import { useFormatters } from '@kit/format/use-company-format.ts';
import { describeAuditEntry } from '@kit/record/audit-people.ts';
import { EmptyState } from '@kit/ui/empty-state.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { NativeSelect } from '@kit/ui/native-select.tsx';
import { Pagination } from '@kit/ui/pagination.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatDistanceToNow } from 'date-fns';
import { History } from 'lucide-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type ActivityKind, parseActivityKind } from '../activity.ts';
import { ACTIVITY_PAGE_SIZE, activityKeys, listActivity } from '../data.ts';

export function ActivityPanel() {
  const describers = useEventDescribers();
  // The filter offers every family an installed plugin describes.
  const kinds = useMemo(
    () => [
      { value: '', label: 'Everything' },
      ...describers.map((d) => ({ value: d.family, label: d.label })),
    ],
    [describers],
  );
  const { date } = useFormatters();
  const [params, setParams] = useSearchParams();
  const kind = parseActivityKind(
    params.get('kind'),
    describers.map((d) => d.family),
  );
  const page = Math.max(1, Number(params.get('page')) || 1);

  // One cache entry per kind and page: a slow answer to an older filter never fills the screen, and
  // the previous page stays shown while the next loads. A module switch invalidates it (modules panel).
  const activity = useQuery({
    queryKey: activityKeys.list({ kind, page }),
    queryFn: () => listActivity({ kind, page }),
    placeholderData: keepPreviousData,
  });
  const { data } = activity;
  const error = activity.error?.message ?? null;

  const update = (changes: { kind?: ActivityKind; page?: number }) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (changes.kind !== undefined) {
        if (changes.kind) next.set('kind', changes.kind);
        else next.delete('kind');
        next.delete('page');
      }
      if (changes.page !== undefined) {
        if (changes.page > 1) next.set('page', String(changes.page));
        else next.delete('page');
      }
      return next;
    });

  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-2">
        <label htmlFor="activity-kind" className="text-sm text-muted-foreground">
          Show
        </label>
        <NativeSelect id="activity-kind" value={kind} onChange={(e) => update({ kind: e.target.value })}>
          {kinds.map((k) => (
            <option key={k.value} value={k.value}>
              {k.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      {error && (
        <LoadError what="the activity" error={{ message: error }} onRetry={() => void activity.refetch()} />
      )}
      {!data && !error && <Skeleton className="h-48" />}
      {data && data.entries.length === 0 && (
        <EmptyState
          icon={History}
          title={kind ? 'Nothing of this kind yet' : 'No activity yet'}
          description="Role changes, module switches and what the modules record appear here."
        />
      )}
      {data && data.entries.length > 0 && (
        <>
          <ol className="divide-y rounded-lg border" aria-label="Activity, newest first">
            {data.entries.map((e) => (
              <li
                key={e.id}
                className="flex flex-col gap-1 p-4 sm:flex-row sm:items-baseline sm:justify-between"
              >
                <p className="text-sm">{describeAuditEntry(e, data.names, describers)}</p>
                <time
                  dateTime={e.at}
                  title={date(e.at, 'datetime')}
                  className="shrink-0 text-xs text-muted-foreground"
                >
                  {formatDistanceToNow(new Date(e.at), { addSuffix: true })}
                </time>
              </li>
            ))}
          </ol>
          <Pagination
            page={page}
            pageSize={ACTIVITY_PAGE_SIZE}
            total={data.total}
            onPageChange={(n) => update({ page: n })}
            label="Activity pages"
          />
        </>
      )}
    </div>
  );
}
