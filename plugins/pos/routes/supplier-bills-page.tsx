// /dashboard/pos/bills (ADR 083): supplier bills — search by number, supplier, their invoice number or the
// order; Status, "Overdue" and Supplier filters and paging in the URL; what is left to pay and when it is due
// ("Due in 5 days", "Overdue by 3 days"); CSV. A row opens the bill. Bills are made from a purchase order.
import { useFormatters } from '@kit/format/use-company-format.ts';
import type { ListColumn } from '@kit/list/list-column.ts';
import { RecordList } from '@kit/list/record-list.tsx';
import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { listSupplierOptions, posKeys } from '../data.ts';
import { PosNav } from '../parts/pos-nav.tsx';
import {
  fetchSupplierBills,
  type SupplierBillRow,
  supplierBillKeys,
  supplierBillStatusOptions,
} from '../supplier-bills.ts';
import { dueText, SUPPLIER_BILL_STATUS_LABELS, type SupplierBillStatus } from '../supplier-bills-shapes.ts';

export default function SupplierBillsPage() {
  const { money, date } = useFormatters();
  const suppliers = useQuery({
    queryKey: [...posKeys.all, 'supplier-options'],
    queryFn: listSupplierOptions,
  });
  const statusLabel = (b: SupplierBillRow) =>
    SUPPLIER_BILL_STATUS_LABELS[b.status as SupplierBillStatus] ?? b.status ?? '';
  const columns: ListColumn<SupplierBillRow>[] = [
    { id: 'number', header: 'Number', priority: 'key', sortable: true },
    { id: 'supplier_name', header: 'Supplier', priority: 'high' },
    { id: 'supplier_ref', header: 'Their invoice', priority: 'high' },
    { id: 'purchase_order_number', header: 'Purchase order', priority: 'low' },
    {
      id: 'status',
      header: 'Status',
      priority: 'high',
      value: statusLabel,
      cell: (b) => <Badge variant={b.status === 'open' ? 'default' : 'secondary'}>{statusLabel(b)}</Badge>,
    },
    {
      id: 'bill_date',
      header: 'Bill date',
      priority: 'low',
      sortable: true,
      value: (b) => (b.bill_date ? date(b.bill_date) : ''),
    },
    {
      id: 'due_on',
      header: 'Due',
      priority: 'high',
      sortable: true,
      value: (b) => {
        const when = b.due_on ? date(b.due_on) : '';
        const due = dueText(b.days_to_due);
        return due ? `${when} (${due})` : when;
      },
      cell: (b) => {
        const due = dueText(b.days_to_due);
        return (
          <span>
            {b.due_on ? date(b.due_on) : ''}
            {due && (
              <span
                className={
                  b.is_overdue
                    ? 'block text-xs font-semibold text-destructive'
                    : 'block text-xs text-muted-foreground'
                }
              >
                {due}
              </span>
            )}
          </span>
        );
      },
    },
    {
      id: 'total',
      header: 'Total',
      priority: 'low',
      sortable: true,
      align: 'end',
      value: (b) => (b.total === null ? '' : money(String(b.total))),
    },
    {
      id: 'balance',
      header: 'Left to pay',
      priority: 'high',
      sortable: true,
      align: 'end',
      value: (b) => (b.balance === null ? '' : money(String(b.balance))),
    },
  ];
  const ordersLink = (
    <Button variant="outline" asChild>
      <Link to="/dashboard/pos/purchase-orders?f.status=partly_received&f.status=received">
        Bill a received order
      </Link>
    </Button>
  );
  return (
    <div>
      <PosNav />
      <PageHeader
        title="Supplier bills"
        description="The suppliers' invoices for goods received on purchase orders: what is owed, when it is due, what was paid."
        actions={ordersLink}
      />
      <RecordList<SupplierBillRow>
        name="supplier-bills"
        queryKey={supplierBillKeys.lists()}
        columns={columns}
        filters={[
          { id: 'status', label: 'Status', options: supplierBillStatusOptions },
          { id: 'overdue', label: 'Due', options: [{ value: 'true', label: 'Overdue' }] },
          { id: 'supplier', label: 'Supplier', options: suppliers.data ?? [] },
        ]}
        fetchPage={fetchSupplierBills}
        rowId={(b) => b.id ?? ''}
        rowHref={(b) => `/dashboard/pos/bills/${b.id}`}
        defaults={{ sort: [{ id: 'due_on', desc: false }] }}
        searchPlaceholder="Number, supplier, their invoice, order…"
        empty={{ action: ordersLink }}
      />
    </div>
  );
}
