// /dashboard/invoicing: every invoice. The kernel's RecordList over
// public.invoices_list (ADR 015): search by number or customer, filters status ·
// customer · overdue · issue period, sort, paging, count and CSV in the URL.
import { useFormatters } from '@kit/format/use-company-format.ts';
import type { ListColumn, ListFilter } from '@kit/list/list-column.ts';
import { RecordList } from '@kit/list/record-list.tsx';
import { usePickerOptions } from '@kit/pickers/use-picker-options.ts';
import { Button } from '@kit/ui/button.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { Banknote, Package, Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import {
  fetchInvoices,
  type InvoiceListRow,
  invoiceKeys,
  overdueOptions,
  periodOptions,
  STATUS_LABELS,
  statusOptions,
} from '../invoices-data.ts';
import { InvoiceStatusBadge } from '../parts/invoice-status-badge.tsx';

export default function InvoicesPage() {
  const { money, date } = useFormatters();
  // The customers module's picker (ADR 044), as the filter's options.
  const customers = usePickerOptions('customer', { staleTime: 60_000 });
  const filters: ListFilter[] = [
    { id: 'status', label: 'Status', options: statusOptions },
    { id: 'overdue', label: 'Overdue', options: overdueOptions },
    {
      id: 'customer',
      label: 'Customer',
      options: (customers.data ?? []).map((c) => ({ value: c.value, label: c.label })),
    },
    { id: 'period', label: 'Issued', options: periodOptions },
  ];
  const columns: ListColumn<InvoiceListRow>[] = [
    {
      id: 'number',
      header: 'Number',
      priority: 'key',
      sortable: true,
      value: (i) => i.number ?? 'Draft',
    },
    { id: 'customer', header: 'Customer', priority: 'high', value: (i) => i.customer_name },
    {
      id: 'status',
      header: 'Status',
      priority: 'high',
      value: (i) => STATUS_LABELS[i.display_status] ?? i.display_status,
      cell: (i) => <InvoiceStatusBadge status={i.display_status} />,
    },
    {
      id: 'issued',
      header: 'Issued',
      sortable: true,
      value: (i) => i.issue_date,
      cell: (i) => date(i.issue_date),
    },
    {
      id: 'due',
      header: 'Due date',
      sortable: true,
      value: (i) => i.due_date,
      cell: (i) => date(i.due_date),
    },
    {
      id: 'total',
      header: 'Total',
      align: 'end',
      sortable: true,
      value: (i) => Number(i.total).toFixed(2),
      cell: (i) => (
        <span className="tabular-nums whitespace-nowrap">{money(Number(i.total).toFixed(2))}</span>
      ),
    },
    {
      id: 'owing',
      header: 'Due',
      align: 'end',
      priority: 'high',
      sortable: true,
      value: (i) => Number(i.amount_due).toFixed(2),
      cell: (i) => (
        <span className="tabular-nums whitespace-nowrap">
          {i.status === 'void' ? '—' : money(Number(i.amount_due).toFixed(2))}
        </span>
      ),
    },
  ];
  const newButton = (
    <Button asChild>
      <Link to="/dashboard/create-invoice">
        <Plus aria-hidden="true" />
        New invoice
      </Link>
    </Button>
  );
  return (
    <div>
      <PageHeader
        title="Invoicing"
        description="Invoices to customers: drafts, issued, paid and overdue. Staff draft; an admin issues, voids and credits."
        actions={
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <Link to="/dashboard/invoicing/payments">
                <Banknote aria-hidden="true" />
                Payments
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/dashboard/invoicing/catalogue">
                <Package aria-hidden="true" />
                Catalogue
              </Link>
            </Button>
            {newButton}
          </div>
        }
      />
      <RecordList<InvoiceListRow>
        name="invoices"
        queryKey={invoiceKeys.lists()}
        columns={columns}
        filters={filters}
        fetchPage={fetchInvoices}
        rowId={(i) => i.id}
        rowHref={(i) => `/dashboard/invoices/${i.id}`}
        defaults={{ sort: [{ id: 'issued', desc: true }] }}
        searchPlaceholder="Number or customer…"
        empty={{ action: newButton }}
      />
    </div>
  );
}
