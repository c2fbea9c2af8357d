// "/shop/orders" (issue 27, ADR 057): a signed-in shop customer's online orders (those placed while signed in are
// linked to the account), newest first, each opening its order page; their invoices are one link away
// (/shop/invoices). Signed out: a way to sign in.
import { isPosCustomer } from '@kernel/guard/pos-customer.ts';
import { useSession } from '@kernel/session/use-session.ts';
import { supabase } from '@kernel/supabase.ts';
import { buttonVariants } from '@kit/ui/button-variants.ts';
import { EmptyState } from '@kit/ui/empty-state.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { ReceiptText } from 'lucide-react';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { SitePage } from '../components/site-page.tsx';
import { kes } from '../shop/shop-api.ts';
import { useRead } from '../shop/use-read.ts';

const rowsSchema = z.array(
  z.object({
    number: z.string(),
    status: z.string(),
    total: z.union([z.number(), z.string()]),
    currency: z.string(),
    created_at: z.string(),
    public_token: z.string(),
  }),
);

async function myOrders(userId: string) {
  const r = await supabase
    .from('shop_orders')
    .select('number, status, total, currency, created_at, public_token')
    .eq('customer_user_id', userId)
    .order('created_at', { ascending: false })
    .limit(50);
  if (r.error) throw new Error(r.error.message);
  return rowsSchema.parse(r.data);
}

export default function ShopOrdersPage() {
  const { session } = useSession();
  const userId = session && isPosCustomer(session) ? session.user.id : null;
  const orders = useRead(userId ? () => myOrders(userId) : null, userId ?? 'none');
  return (
    <SitePage title="Your orders" crumbs={[{ label: 'Shop', to: '/shop' }]}>
      {!userId ? (
        <EmptyState
          icon={ReceiptText}
          title="Sign in to see your orders"
          description="Orders placed while signed in to your shop account are listed here. A guest's order is at the link in its e-mail."
          action={
            <Link to="/login" className={buttonVariants()}>
              Sign in
            </Link>
          }
        />
      ) : orders.error ? (
        <LoadError what="your orders" error={orders.error} onRetry={orders.retry} />
      ) : !orders.data ? (
        <Skeleton className="h-40" aria-label="Loading your orders" />
      ) : orders.data.length === 0 ? (
        <EmptyState
          icon={ReceiptText}
          title="No orders yet"
          action={
            <Link to="/shop" className={buttonVariants()}>
              Go to the shop
            </Link>
          }
        />
      ) : (
        <ul className="grid max-w-2xl gap-2">
          {orders.data.map((o) => (
            <li key={o.number}>
              <Link
                to={`/shop/order/${o.public_token}`}
                className="flex flex-wrap justify-between gap-2 rounded-lg border p-3 hover:bg-muted"
              >
                <span className="font-mono">{o.number}</span>
                <span>{new Date(o.created_at).toLocaleDateString('en-KE')}</span>
                <span className="capitalize">{o.status}</span>
                <span className="font-semibold">{kes(o.total, o.currency)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {userId && (
        <p>
          <Link to="/shop/invoices" className="text-primary underline underline-offset-4">
            Your invoices
          </Link>
        </p>
      )}
    </SitePage>
  );
}
