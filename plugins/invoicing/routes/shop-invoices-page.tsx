// /shop/invoices (ADR 032): a shop customer's own invoices and payments. Public
// route (no dashboard guard: the dashboard refuses customers); the database
// decides what is shown — a shop account linked to a customer reads that
// customer's issued invoices and payments, anyone else nothing.
// Signed out → "Sign in to see your invoices" (the path is remembered, so the
// login page brings a shop customer back here); signed in but not linked → ask
// the firm for an invitation (ADR 036); linked → invoices (each to its public
// page, unless staff revoked its link) and payments.

import { rememberRedirect } from '@kernel/guard/redirect-memory.ts';
import { useSession } from '@kernel/session/use-session.ts';
import { useFormatters } from '@kit/format/use-company-format.ts';
import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import { EmptyState } from '@kit/ui/empty-state.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import { FileText, LogIn } from 'lucide-react';
import { Link } from 'react-router-dom';
import { STATUS_LABELS } from '../invoices-data.ts';
import { METHOD_LABELS } from '../payments-data.ts';
import {
  type MyInvoice,
  type MyPayment,
  myCustomers,
  myInvoices,
  myPayments,
  shopKeys,
} from '../shop-data.ts';

export const SHOP_INVOICES_PATH = '/shop/invoices';

export default function ShopInvoicesPage() {
  const { status, user } = useSession();
  return (
    <main className="mx-auto grid max-w-4xl gap-6 p-3 sm:p-6">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold">Your invoices</h1>
        <Link to="/shop" className="text-sm text-primary underline-offset-4 hover:underline">
          Back to the shop
        </Link>
      </header>
      {status === 'loading' ? (
        <Skeleton className="h-48 w-full" aria-label="Loading" />
      ) : status === 'signed-out' || !user ? (
        <EmptyState
          icon={LogIn}
          title="Sign in to see your invoices"
          description="Sign in with the account you use at our shop. Your invoices and payments are listed here once we link the account to your company."
          action={
            <Button asChild>
              <Link to="/login" onClick={() => rememberRedirect(SHOP_INVOICES_PATH)}>
                Sign in
              </Link>
            </Button>
          }
        />
      ) : (
        <Linked userId={user.id} />
      )}
    </main>
  );
}

function Linked({ userId }: { userId: string }) {
  const customers = useQuery({
    queryKey: shopKeys.list({ me: userId, what: 'customers' }),
    queryFn: myCustomers,
  });
  const linked = (customers.data?.length ?? 0) > 0;
  const invoices = useQuery({
    queryKey: shopKeys.list({ me: userId, what: 'invoices' }),
    queryFn: myInvoices,
    enabled: linked,
  });
  const payments = useQuery({
    queryKey: shopKeys.list({ me: userId, what: 'payments' }),
    queryFn: myPayments,
    enabled: linked,
  });
  if (customers.error)
    return <LoadError what="your account" error={customers.error} onRetry={() => void customers.refetch()} />;
  if (customers.isPending) return <Skeleton className="h-48 w-full" aria-label="Loading" />;
  if (!linked)
    return (
      <EmptyState
        icon={FileText}
        title="Your account is not linked to a company yet"
        description="Contact us and ask for an invitation to your company's invoices: we e-mail it to the address of this account, and once you accept it your invoices and payments show here."
        action={
          <Button asChild variant="outline">
            <Link to="/contact">Contact us</Link>
          </Button>
        }
      />
    );
  return (
    <>
      <p className="text-sm text-muted-foreground">For {customers.data.map((c) => c.name).join(', ')}.</p>
      <section aria-labelledby="shop-invoices" className="grid gap-2">
        <h2 id="shop-invoices" className="text-lg font-semibold">
          Invoices
        </h2>
        {invoices.error ? (
          <LoadError what="your invoices" error={invoices.error} onRetry={() => void invoices.refetch()} />
        ) : invoices.isPending ? (
          <Skeleton className="h-32 w-full" aria-label="Loading your invoices" />
        ) : (
          <InvoiceTable rows={invoices.data} />
        )}
      </section>
      <section aria-labelledby="shop-payments" className="grid gap-2">
        <h2 id="shop-payments" className="text-lg font-semibold">
          Payments
        </h2>
        {payments.error ? (
          <LoadError what="your payments" error={payments.error} onRetry={() => void payments.refetch()} />
        ) : payments.isPending ? (
          <Skeleton className="h-24 w-full" aria-label="Loading your payments" />
        ) : (
          <PaymentList rows={payments.data} />
        )}
      </section>
    </>
  );
}

export function InvoiceTable({ rows }: { rows: MyInvoice[] }) {
  const { money, date } = useFormatters();
  const m = (_r: MyInvoice, v: number | string) => money(Number(v).toFixed(2));
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">No invoices yet.</p>;
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full text-sm">
        <caption className="sr-only">Your invoices</caption>
        <thead>
          <tr className="border-b text-left">
            <th className="p-2">Invoice</th>
            <th className="p-2">Date</th>
            <th className="p-2">Due</th>
            <th className="p-2 text-right">Total</th>
            <th className="p-2 text-right">Due now</th>
            <th className="p-2">Status</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className="border-b last:border-0">
              <td className="p-2 font-medium">
                {r.public_path ? (
                  <a className="text-primary underline-offset-4 hover:underline" href={r.public_path}>
                    {r.number}
                  </a>
                ) : (
                  r.number
                )}
              </td>
              <td className="p-2 whitespace-nowrap">{date(r.issue_date)}</td>
              <td className="p-2 whitespace-nowrap">{date(r.due_date)}</td>
              <td className="p-2 text-right tabular-nums whitespace-nowrap">{m(r, r.total)}</td>
              <td className="p-2 text-right tabular-nums whitespace-nowrap">
                {r.status === 'void' ? '—' : m(r, r.amount_due)}
              </td>
              <td className="p-2">
                <span className="flex flex-wrap gap-1">
                  <Badge variant={r.status === 'paid' ? 'secondary' : 'outline'}>
                    {STATUS_LABELS[r.status] ?? r.status}
                  </Badge>
                  {r.is_overdue && <Badge variant="destructive">Overdue</Badge>}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function PaymentList({ rows }: { rows: MyPayment[] }) {
  const { money, date } = useFormatters();
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">No payments yet.</p>;
  return (
    <ul className="grid gap-2" aria-label="Your payments">
      {rows.map((p) => (
        <li
          key={p.id}
          className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm"
        >
          <span>
            <strong>{p.number}</strong> · {METHOD_LABELS[p.method] ?? p.method}
            {p.transaction_code ? ` ${p.transaction_code}` : ''} · {date(p.received_on)}
            {p.payment_allocations.length > 0 &&
              ` · for ${p.payment_allocations.map((a) => a.invoice?.number ?? '—').join(', ')}`}
            {p.reversed_at ? ' · reversed' : ''}
          </span>
          <span className={`tabular-nums ${p.reversed_at ? 'line-through' : ''}`}>
            {money(Number(p.amount).toFixed(2))}
          </span>
        </li>
      ))}
    </ul>
  );
}
