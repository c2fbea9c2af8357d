// /dashboard/pos/purchase-orders: purchase orders to suppliers (ADR 059) — search by number or supplier,
// status filter and paging in the URL; a row opens the order. "New purchase order" starts a draft.
import { useFormatters } from '@kit/format/use-company-format.ts';
import type { ListColumn } from '@kit/list/list-column.ts';
import { RecordList } from '@kit/list/record-list.tsx';
import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { Plus, ReceiptText } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PosNav } from '../parts/pos-nav.tsx';
import {
  fetchPurchaseOrders,
  type PurchaseOrderRow,
  purchaseOrderKeys,
  purchaseOrderStatusOptions,
} from '../purchasing.ts';
import { PURCHASE_ORDER_STATUS_LABELS, type PurchaseOrderStatus } from '../purchasing-shapes.ts';

export default function PurchaseOrdersPage() {
  const { money, date } = useFormatters();
  const columns: ListColumn<PurchaseOrderRow>[] = [
    { id: 'number', header: 'Number', priority: 'key', sortable: true },
    { id: 'supplier_name', header: 'Supplier', priority: 'high' },
    {
      id: 'status',
      header: 'Status',
      priority: 'high',
      value: (o) => PURCHASE_ORDER_STATUS_LABELS[o.status as PurchaseOrderStatus] ?? o.status,
      cell: (o) => (
        <Badge variant={o.status === 'received' || o.status === 'cancelled' ? 'secondary' : 'default'}>
          {PURCHASE_ORDER_STATUS_LABELS[o.status as PurchaseOrderStatus] ?? o.status}
        </Badge>
      ),
    },
    { id: 'location_name', header: 'Deliver to', priority: 'low' },
    { id: 'line_count', header: 'Lines', priority: 'low', align: 'end' },
    {
      id: 'total',
      header: 'Total',
      priority: 'high',
      sortable: true,
      align: 'end',
      value: (o) => (o.total === null ? '' : money(String(o.total))),
    },
    {
      id: 'created_at',
      header: 'Created',
      priority: 'low',
      sortable: true,
      value: (o) => (o.created_at ? date(o.created_at) : ''),
    },
  ];
  const newButton = (
    <Button asChild>
      <Link to="/dashboard/pos/purchase-orders/new">
        <Plus aria-hidden="true" />
        New purchase order
      </Link>
    </Button>
  );
  return (
    <div>
      <PosNav />
      <PageHeader
        title="Purchase orders"
        description="What the shop ordered from its suppliers, and what has arrived. Low stock drafts them too."
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" asChild>
              <Link to="/dashboard/pos/bills">
                <ReceiptText aria-hidden="true" />
                Supplier bills
              </Link>
            </Button>
            {newButton}
          </div>
        }
      />
      <RecordList<PurchaseOrderRow>
        name="purchase-orders"
        queryKey={purchaseOrderKeys.lists()}
        columns={columns}
        filters={[{ id: 'status', label: 'Status', options: purchaseOrderStatusOptions }]}
        fetchPage={fetchPurchaseOrders}
        rowId={(o) => o.id ?? ''}
        rowHref={(o) => `/dashboard/pos/purchase-orders/${o.id}`}
        defaults={{ sort: [{ id: 'created_at', desc: true }] }}
        searchPlaceholder="Number or supplier…"
        empty={{ action: newButton }}
      />
    </div>
  );
}
