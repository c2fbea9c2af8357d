// /dashboard/pos/orders (issue 27, ADR 057): the online shop's orders, live (a new or paid order shows up without a
// reload) — search by number, buyer, phone, e-mail or town; status and delivery filters in the URL; pages. `?order=<id>`
// opens one: its lines, buyer, delivery, when it was paid and the next steps (Packed, Delivered / Collected;
// Cancel asks first, with a reason, and puts the stock back).
import { useLiveInvalidation } from '@kernel/data/use-live-invalidation.ts';
import type { ListColumn } from '@kit/list/list-column.ts';
import { RecordList } from '@kit/list/record-list.tsx';
import { ConfirmDialog } from '@kit/ui/alert-dialog.tsx';
import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@kit/ui/dialog.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { Textarea } from '@kit/ui/textarea.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PosNav } from '../parts/pos-nav.tsx';
import {
  fetchShopOrders as fetchShopOrdersPage,
  readShopOrder,
  type ShopOrderRow,
  setShopOrderStatus,
  shopOrderKeys,
} from '../shop-data.ts';
import type { ShopOrderStatus } from '../shop-shapes.ts';

const STATUS_LABEL: Record<ShopOrderStatus, string> = {
  new: 'New (unpaid)',
  paid: 'Paid',
  packed: 'Packed',
  delivered: 'Delivered',
  collected: 'Collected',
  cancelled: 'Cancelled',
};

const money = (v: number | string, currency = 'KES') =>
  `${currency} ${Number(v).toLocaleString('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function StatusBadge({ status }: { status: ShopOrderStatus }) {
  return (
    <Badge variant={status === 'paid' ? 'default' : status === 'cancelled' ? 'outline' : 'secondary'}>
      {STATUS_LABEL[status]}
    </Badge>
  );
}

export default function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const open = params.get('order');
  useLiveInvalidation({ table: 'shop_orders', queryKey: shopOrderKeys.all });
  const show = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('order', id);
    else next.delete('order');
    setParams(next);
  };
  const columns: ListColumn<ShopOrderRow>[] = [
    {
      id: 'number',
      header: 'Order',
      priority: 'key',
      sortable: true,
      cell: (o) => (
        <button
          type="button"
          className="font-mono underline-offset-4 hover:underline"
          onClick={() => show(o.id)}
        >
          {o.number}
        </button>
      ),
    },
    {
      id: 'created_at',
      header: 'Placed',
      priority: 'high',
      sortable: true,
      value: (o) => new Date(o.created_at).toLocaleString('en-KE'),
    },
    { id: 'buyer_name', header: 'Buyer', priority: 'high', sortable: true },
    { id: 'buyer_phone', header: 'Phone', priority: 'low' },
    {
      id: 'fulfilment',
      header: 'Delivery',
      priority: 'low',
      value: (o) => (o.fulfilment === 'delivery' ? `Delivery: ${o.town ?? ''}` : 'Pick-up'),
    },
    {
      id: 'total',
      header: 'Total',
      priority: 'high',
      sortable: true,
      value: (o) => money(o.total, o.currency),
    },
    {
      id: 'status',
      header: 'Status',
      priority: 'key',
      value: (o) => STATUS_LABEL[o.status],
      cell: (o) => <StatusBadge status={o.status} />,
    },
  ];
  return (
    <div>
      <PosNav />
      <PageHeader
        title="Online orders"
        description="Orders from the shop on the website. New orders hold their stock for 30 minutes while the buyer pays."
      />
      <RecordList<ShopOrderRow>
        name="shop-orders"
        queryKey={shopOrderKeys.lists()}
        columns={columns}
        filters={[
          {
            id: 'status',
            label: 'Status',
            options: (Object.keys(STATUS_LABEL) as ShopOrderStatus[]).map((s) => ({
              value: s,
              label: STATUS_LABEL[s],
            })),
          },
          {
            id: 'fulfilment',
            label: 'Delivery',
            options: [
              { value: 'delivery', label: 'Delivery' },
              { value: 'pickup', label: 'Pick-up' },
            ],
          },
        ]}
        fetchPage={fetchShopOrdersPage}
        rowId={(o) => o.id}
        onOpen={(o) => show(o.id)}
        defaults={{ sort: [{ id: 'created_at', desc: true }] }}
        searchPlaceholder="Order number, buyer, phone, e-mail, town…"
      />
      <Dialog open={open !== null} onOpenChange={(o) => !o && show(null)}>
        <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
          {open && <OrderDetail id={open} />}
        </DialogContent>
      </Dialog>
    </div>
  );
}

function OrderDetail({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const detail = useQuery({ queryKey: shopOrderKeys.detail(id), queryFn: () => readShopOrder(id) });
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const move = useMutation({
    mutationFn: (p: { status: ShopOrderStatus; reason?: string }) =>
      setShopOrderStatus(id, p.status, p.reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopOrderKeys.all }),
  });
  if (detail.isPending) return <Skeleton className="h-64" aria-label="Loading the order" />;
  if (detail.error)
    return <LoadError what="the order" error={detail.error} onRetry={() => void detail.refetch()} />;
  const o = detail.data;
  const status = o.status;
  const next: ShopOrderStatus | null =
    status === 'paid'
      ? 'packed'
      : status === 'packed'
        ? o.fulfilment === 'delivery'
          ? 'delivered'
          : 'collected'
        : null;
  const lines = o.lines;
  return (
    <>
      <DialogHeader>
        <DialogTitle>Order {o.number}</DialogTitle>
        <DialogDescription>
          Placed {new Date(o.created_at).toLocaleString('en-KE')} · <StatusBadge status={status} />
        </DialogDescription>
      </DialogHeader>
      <ul className="divide-y rounded-md border text-sm">
        {lines.map((l) => (
          <li key={l.line_no} className="flex justify-between gap-3 p-2">
            <span>
              {Number(l.quantity)} × {l.name} <span className="text-muted-foreground">{l.sku}</span>
            </span>
            <span>{money(l.total, o.currency)}</span>
          </li>
        ))}
        <li className="flex justify-between gap-3 p-2 font-semibold">
          <span>Total (VAT {money(o.tax, o.currency)})</span>
          <span>{money(o.total, o.currency)}</span>
        </li>
      </ul>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Buyer</dt>
        <dd>
          {o.buyer_name} · {o.buyer_phone} · {o.buyer_email}
          {o.customer_user_id ? ' · shop account' : ' · guest'}
        </dd>
        <dt className="text-muted-foreground">Delivery</dt>
        <dd>
          {o.fulfilment === 'delivery'
            ? `Deliver to ${[o.address, o.town, o.county].filter(Boolean).join(', ')}`
            : 'Collects at the shop'}
        </dd>
        {o.notes && (
          <>
            <dt className="text-muted-foreground">Note</dt>
            <dd>{o.notes}</dd>
          </>
        )}
        <dt className="text-muted-foreground">Payment</dt>
        <dd>
          {o.paid_at
            ? `Paid online ${new Date(o.paid_at).toLocaleString('en-KE')}`
            : status === 'new'
              ? `Not paid yet: stock held until ${new Date(o.reserved_until).toLocaleTimeString('en-KE')}`
              : 'Not paid'}
        </dd>
        {o.cancel_reason && (
          <>
            <dt className="text-muted-foreground">Cancelled</dt>
            <dd>{o.cancel_reason}</dd>
          </>
        )}
      </dl>
      {move.error && (
        <p role="alert" className="text-sm text-destructive">
          {move.error.message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {next && (
          <Button disabled={move.isPending} onClick={() => move.mutate({ status: next })}>
            Mark {STATUS_LABEL[next].toLowerCase()}
          </Button>
        )}
        {['new', 'paid', 'packed'].includes(status) && (
          <Button variant="outline" disabled={move.isPending} onClick={() => setCancelling(true)}>
            Cancel order…
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title={`Cancel order ${o.number}?`}
        destructive
        confirmLabel="Cancel the order"
        cancelLabel="Keep it"
        description={
          <span className="grid gap-2">
            <span>
              Its items go back on the shop's shelf.
              {status !== 'new' && ' It is paid: refund the buyer yourself.'}
            </span>
            <label className="grid gap-1 text-foreground">
              Why?
              <Textarea value={reason} onChange={(e) => setReason(e.currentTarget.value)} rows={2} />
            </label>
          </span>
        }
        onConfirm={() => move.mutate({ status: 'cancelled', reason: reason.trim() })}
      />
    </>
  );
}
