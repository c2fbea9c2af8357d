// /dashboard/quotations: every quotation (the newest revision of each number;
// "Revisions: all" shows the older ones too) in the kernel's RecordList over
// quotations_list — search by number, subject or customer, filters by status,
// customer and owner, sort, pages and CSV, all in the URL.

import { useLiveInvalidation } from '@kernel/data/use-live-invalidation.ts';
import { useFormatters } from '@kit/format/use-company-format.ts';
import type { ListColumn, ListFilter } from '@kit/list/list-column.ts';
import { RecordList } from '@kit/list/record-list.tsx';
import { useStaffMembers } from '@kit/pickers/staff-members.ts';
import { usePickerOptions } from '@kit/pickers/use-picker-options.ts';
import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { type QuotationListRow, quotationKeys, quotationsFetchPage } from '../data.ts';
import { displayNumber, STATUS_LABELS, STATUS_TONE, STATUSES } from '../schema.ts';

export default function QuotationsPage() {
  const { money, date } = useFormatters();
  const staff = useStaffMembers().data ?? [];
  const customers = usePickerOptions('customer', { staleTime: 60_000 });
  useLiveInvalidation({ table: 'quotations', queryKey: quotationKeys.lists() });

  const filters: ListFilter[] = useMemo(
    () => [
      {
        id: 'status',
        label: 'Status',
        options: STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
      },
      {
        id: 'customer',
        label: 'Customer',
        options: (customers.data ?? []).map((c) => ({ value: c.value, label: c.label })),
      },
      { id: 'owner', label: 'Owner', options: staff.map((s) => ({ value: s.auth_id, label: s.name })) },
      {
        id: 'revisions',
        label: 'Revisions',
        options: [{ value: 'all', label: 'Show older revisions' }],
      },
    ],
    [customers.data, staff],
  );

  const columns: ListColumn<QuotationListRow>[] = [
    {
      id: 'number',
      header: 'Number',
      priority: 'key',
      sortable: true,
      cell: (q) => (
        <span className="grid">
          <span className="font-medium">{displayNumber(q)}</span>
          {q.title && <span className="text-xs text-muted-foreground">{q.title}</span>}
        </span>
      ),
      exportValue: (q) => displayNumber(q),
    },
    { id: 'customer_name', header: 'Customer', priority: 'high', sortable: true },
    {
      id: 'status',
      header: 'Status',
      priority: 'high',
      sortable: true,
      cell: (q) => <Badge variant={STATUS_TONE[q.status]}>{STATUS_LABELS[q.status]}</Badge>,
      exportValue: (q) => STATUS_LABELS[q.status],
    },
    {
      id: 'total',
      header: 'Total',
      align: 'end',
      sortable: true,
      cell: (q) => `${q.currency} ${money(q.total, 'none')}`,
      exportValue: (q) => q.total,
    },
    {
      id: 'valid_until',
      header: 'Valid until',
      sortable: true,
      cell: (q) => date(q.valid_until),
      exportValue: (q) => q.valid_until,
    },
    { id: 'owner_name', header: 'Owner', value: (q) => q.owner_name ?? '—' },
    {
      id: 'issue_date',
      header: 'Date',
      priority: 'low',
      sortable: true,
      cell: (q) => date(q.issue_date),
      exportValue: (q) => q.issue_date,
    },
  ];

  return (
    <div className="grid min-w-0 gap-4">
      <PageHeader
        title="Quotations"
        description="Priced offers to customers: drafts, what was sent and what the clients answered."
        actions={
          <Button asChild size="sm">
            <Link to="/dashboard/create-quotation">
              <Plus className="size-4" aria-hidden="true" />
              New quotation
            </Link>
          </Button>
        }
      />
      <RecordList<QuotationListRow>
        name="quotations"
        columns={columns}
        filters={filters}
        fetchPage={quotationsFetchPage}
        queryKey={quotationKeys.lists()}
        rowId={(q) => q.id}
        rowHref={(q) => `/dashboard/quotations/${q.id}`}
        defaults={{ sort: [{ id: 'issue_date', desc: true }], hidden: ['issue_date'] }}
        searchPlaceholder="Search number, subject or customer"
        empty={{
          title: 'No quotations yet',
          description: 'Quote a customer from here, from the customer’s page or from a lead.',
          action: (
            <Button asChild size="sm">
              <Link to="/dashboard/create-quotation">New quotation</Link>
            </Button>
          ),
        }}
      />
    </div>
  );
}
