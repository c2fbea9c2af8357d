// "/shop/order/:token" (issue 27, ADR 057): the buyer's order — its number, status, lines, total with VAT, delivery
// or pick-up — and, while it is new and its stock held, "Pay now": the payments flow (payments-start with the
// order's token → the provider's page → /payment/callback → /payment/success, which links back here).
import { Alert, AlertDescription } from '@kit/ui/alert.tsx';
import { Button, buttonVariants } from '@kit/ui/button.tsx';
import { EmptyState } from '@kit/ui/empty-state.tsx';
import { NativeRadio } from '@kit/ui/native-choice.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { PackageX } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { SitePage } from '../components/site-page.tsx';
import { kes, type Order, paymentOptions, readOrder, startOrderPayment } from '../shop/shop-api.ts';
import { useRead } from '../shop/use-read.ts';

const STATUS_TEXT: Record<Order['status'], string> = {
  new: 'Waiting for payment',
  paid: 'Paid: we are packing it',
  packed: 'Packed and ready',
  delivered: 'Delivered',
  collected: 'Collected',
  cancelled: 'Cancelled',
};

export default function ShopOrderPage() {
  const token = useParams().token ?? '';
  const order = useRead(() => readOrder(token), token);
  const o = order.data;
  if (order.error)
    return (
      <SitePage title="Order not found" crumbs={[{ label: 'Shop', to: '/shop' }]}>
        <EmptyState icon={PackageX} title="We cannot find this order" description={order.error.message} />
      </SitePage>
    );
  if (!o) return <Skeleton className="m-8 h-72" aria-label="Loading your order" />;
  return (
    <SitePage title={`Order ${o.number}`} crumbs={[{ label: 'Shop', to: '/shop' }]}>
      <div className="grid max-w-2xl gap-4">
        <p className="text-lg" data-testid="order-status">
          {STATUS_TEXT[o.status]}
          {o.cancel_reason ? ` — ${o.cancel_reason}` : ''}
        </p>
        <ul className="divide-y rounded-lg border">
          {o.lines.map((l) => (
            <li key={l.line_no} className="flex justify-between gap-3 p-3">
              <span>
                {Number(l.quantity)} × {l.name}
              </span>
              <span>{kes(l.total, o.currency)}</span>
            </li>
          ))}
          <li className="flex justify-between gap-3 p-3 font-semibold">
            <span>Total (VAT {kes(o.tax, o.currency)} included)</span>
            <span data-testid="order-total">{kes(o.total, o.currency)}</span>
          </li>
        </ul>
        <p className="text-sm text-muted-foreground">
          {o.fulfilment === 'delivery' ? `Delivery to ${o.town}, ${o.county}` : 'Pick-up at our shop'} ·{' '}
          {o.buyer_name} · {o.buyer_phone}
        </p>
        {o.payable && <PayNow order={o} />}
        <div>
          <Link to="/shop" className={buttonVariants({ variant: 'outline' })}>
            Back to the shop
          </Link>
        </div>
      </div>
    </SitePage>
  );
}

function PayNow({ order }: { order: Order }) {
  const options = useRead(paymentOptions, 'options');
  const [provider, setProvider] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const chosen = provider ?? options.data?.[0]?.provider ?? null;
  const until = new Date(order.reserved_until).toLocaleTimeString('en-KE', {
    hour: '2-digit',
    minute: '2-digit',
  });
  if (options.data && options.data.length === 0)
    return <p>Online payment is not available right now: call us to pay for order {order.number}.</p>;
  return (
    <form
      className="grid gap-3 rounded-lg border p-4"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!chosen || busy) return;
        setBusy(true);
        setError(null);
        try {
          const next = await startOrderPayment(order.token, chosen, order.buyer_phone);
          window.location.assign(next);
        } catch (err) {
          setError((err as Error).message);
          setBusy(false);
        }
      }}
    >
      <p>
        We hold your items until {until}. Pay {kes(order.total, order.currency)} now:
      </p>
      {(options.data?.length ?? 0) > 1 && (
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">How to pay</legend>
          {options.data?.map((p) => (
            <label key={p.provider} className="flex items-center gap-2 text-sm">
              <NativeRadio
                name="provider"
                checked={chosen === p.provider}
                onChange={() => setProvider(p.provider)}
              />
              {p.label}
            </label>
          ))}
        </fieldset>
      )}
      {error && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      <div>
        <Button type="submit" disabled={!chosen || busy}>
          {busy ? 'Starting the payment…' : 'Pay now'}
        </Button>
      </div>
    </form>
  );
}
