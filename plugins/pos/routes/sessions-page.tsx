// /dashboard/pos/sessions: the till sessions (ADR 059) — open and closed, per location, with the Z
// report's number, sales, refunds and the counted difference. Search, filters (status, location) and
// paging live in the URL (the kit's RecordList); a row opens its X / Z report.
import { useFormatters } from '@kit/format/use-company-format.ts';
import type { ListColumn } from '@kit/list/list-column.ts';
import { RecordList } from '@kit/list/record-list.tsx';
import { Badge } from '@kit/ui/badge.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { useQuery } from '@tanstack/react-query';
import { listLocations, posKeys } from '../data.ts';
import { PosNav } from '../parts/pos-nav.tsx';
import { fetchSessions, type SessionRow, sessionKeys, sessionStatusOptions } from '../sessions.ts';

export default function SessionsPage() {
  const { money, date } = useFormatters();
  const locations = useQuery({ queryKey: [...posKeys.all, 'locations'], queryFn: listLocations });
  const columns: ListColumn<SessionRow>[] = [
    {
      id: 'opened_at',
      header: 'Opened',
      priority: 'key',
      sortable: true,
      value: (s) => (s.opened_at ? date(s.opened_at, 'datetime') : ''),
    },
    { id: 'location_name', header: 'Location', priority: 'high' },
    {
      id: 'status',
      header: 'Status',
      priority: 'high',
      value: (s) => (s.status === 'open' ? 'Open' : 'Closed'),
      cell: (s) => (s.status === 'open' ? <Badge>Open</Badge> : 'Closed'),
    },
    { id: 'z_number', header: 'Z report', priority: 'high', value: (s) => s.z_number ?? '' },
    {
      id: 'sales_total',
      header: 'Sales',
      priority: 'high',
      sortable: true,
      align: 'end',
      value: (s) => (s.sales_total === null ? '' : money(String(s.sales_total))),
    },
    {
      id: 'refunds_total',
      header: 'Refunds',
      priority: 'low',
      align: 'end',
      value: (s) => (s.refunds_total === null ? '' : money(String(s.refunds_total))),
    },
    {
      id: 'difference',
      header: 'Difference',
      priority: 'high',
      align: 'end',
      value: (s) => (s.difference === null ? '' : money(String(s.difference))),
    },
    { id: 'opened_by_name', header: 'Opened by', priority: 'low', value: (s) => s.opened_by_name ?? '' },
    {
      id: 'closed_at',
      header: 'Closed',
      priority: 'low',
      sortable: true,
      value: (s) => (s.closed_at ? date(s.closed_at, 'datetime') : ''),
    },
  ];
  return (
    <div>
      <PosNav />
      <PageHeader
        title="Till sessions"
        description="Each session from its float to its Z report: what was sold, what went in and out, and what the count found."
      />
      <RecordList<SessionRow>
        name="pos-sessions"
        queryKey={sessionKeys.lists()}
        columns={columns}
        filters={[
          { id: 'status', label: 'Status', options: sessionStatusOptions },
          {
            id: 'location',
            label: 'Location',
            options: (locations.data ?? []).map((l) => ({ value: l.id, label: l.name })),
          },
        ]}
        fetchPage={fetchSessions}
        rowId={(s) => s.id ?? ''}
        rowHref={(s) => `/dashboard/pos/sessions/${s.id}`}
        defaults={{ sort: [{ id: 'opened_at', desc: true }] }}
        searchPlaceholder="Z report number, location, cashier…"
      />
    </div>
  );
}
