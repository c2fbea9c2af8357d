// The "Payments" tab on a customer's page (recordTabs, ADR 028): their credit from
// overpayments (applied from an invoice's page) and their payments, newest first,
// with receipt number, method, M-Pesa code or reference, what is allocated and what
// credit it still holds; reversed payments marked.

import type { RecordTabProps } from '@kernel/registry/extension-points.ts';
import { useFormatters } from '@kit/format/use-company-format.ts';
import { LoadError } from '@kit/ui/load-error.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { listCustomerPayments, METHOD_LABELS, paymentKeys } from '../payments-data.ts';

export default function CustomerPaymentsTab({ target }: RecordTabProps) {
  const { money, date } = useFormatters();
  const payments = useQuery({
    queryKey: paymentKeys.list({ customer: target.id }),
    queryFn: () => listCustomerPayments(target.id),
  });
  if (payments.error)
    return <LoadError what="the payments" error={payments.error} onRetry={() => void payments.refetch()} />;
  if (!payments.data) return <Skeleton className="h-32 w-full" aria-busy="true" />;
  const credit = payments.data.reduce((sum, p) => sum + Math.round(Number(p.credit_left) * 100), 0);
  const m = (v: number | string) => money(Number(v).toFixed(2));
  return (
    <div className="grid gap-3">
      <p className="text-sm">
        Credit: <strong className="tabular-nums">{money((credit / 100).toFixed(2))}</strong>
        {credit > 0 && (
          <span className="text-muted-foreground"> — apply it from an open invoice's page.</span>
        )}
      </p>
      {payments.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No payments from {target.title} yet. Record one from an issued invoice's page.
        </p>
      ) : (
        <ul className="grid gap-2" aria-label={`Payments from ${target.title}`}>
          {payments.data.map((p) => (
            <li
              key={p.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm"
            >
              <span>
                <Link
                  className="font-semibold underline-offset-4 hover:underline"
                  to={`/dashboard/invoicing/payments/${p.id}`}
                >
                  {p.number}
                </Link>{' '}
                · {METHOD_LABELS[p.method] ?? p.method}
                {p.transaction_code ? ` ${p.transaction_code}` : ''}
                {p.reference ? ` · ${p.reference}` : ''} · {date(p.received_on)}
                {p.reversed_at ? ' · reversed' : ''}
              </span>
              <span className="flex flex-wrap items-center gap-3">
                <span className={p.reversed_at ? 'tabular-nums line-through' : 'tabular-nums'}>
                  {m(p.amount)}
                </span>
                {Number(p.credit_left) > 0 && (
                  <span className="tabular-nums text-muted-foreground">credit {m(p.credit_left)}</span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
