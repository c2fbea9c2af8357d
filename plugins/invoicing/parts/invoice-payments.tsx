// The invoice page's "Payments" section (ADR 028): each payment allocated to the
// invoice with its receipt number, method, M-Pesa code or reference and date
// (reversed ones marked), and — when the customer has credit from an overpayment
// and the invoice still owes — "Apply credit" (after a confirmation). Admins
// reverse a payment recorded by mistake (with a reason).

import { hasRole } from '@kernel/roles.ts';
import { useProfile } from '@kernel/session/use-profile.ts';
import { useFormatters } from '@kit/format/use-company-format.ts';
import { ConfirmDialog } from '@kit/ui/alert-dialog.tsx';
import { Button } from '@kit/ui/button.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import {
  applyCustomerCredit,
  customerCredit,
  listInvoicePayments,
  METHOD_LABELS,
  paymentKeys,
} from '../payments-data.ts';
import { ReversePaymentDialog } from './reverse-payment-dialog.tsx';

export function InvoicePayments(props: {
  invoice: { id: string; number: string | null; customer_id: string; amount_due: number | string };
  canPay: boolean;
  onChanged: () => unknown;
}) {
  const { money, date } = useFormatters();
  const { invoice } = props;
  const payments = useQuery({
    queryKey: paymentKeys.list({ invoice: invoice.id }),
    queryFn: () => listInvoicePayments(invoice.id),
  });
  const credit = useQuery({
    queryKey: paymentKeys.list({ credit: invoice.customer_id }),
    queryFn: () => customerCredit(invoice.customer_id),
    enabled: props.canPay,
  });
  const { profile } = useProfile();
  const isAdmin = hasRole(profile?.role, 'admin');
  const [reversing, setReversing] = useState<{ id: string; number: string } | null>(null);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const m = (v: number | string) => money(Number(v).toFixed(2));
  const applicable = Math.min(credit.data ?? 0, Number(invoice.amount_due));

  const apply = async () => {
    setAsking(false);
    setBusy(true);
    try {
      await applyCustomerCredit(invoice.id, applicable.toFixed(2));
      toast.success(`${m(applicable)} of credit applied`);
      await props.onChanged();
    } catch (e) {
      toast.error(e instanceof Error && e.message ? e.message : 'Applying the credit failed. Try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="payments" className="grid gap-2 print:hidden">
      <h2 id="payments" className="font-semibold">
        Payments
      </h2>
      {props.canPay && applicable > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-dashed p-3 text-sm">
          <span>The customer has {m(credit.data ?? 0)} of credit from earlier payments.</span>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => setAsking(true)}>
            Apply {m(applicable)}
          </Button>
        </div>
      )}
      {payments.error ? (
        <LoadError what="the payments" error={payments.error} onRetry={() => void payments.refetch()} />
      ) : payments.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : payments.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          None yet.{props.canPay ? ' Record one with "Record payment".' : ''}
        </p>
      ) : (
        <ul className="grid gap-2" aria-label="Payments on this invoice">
          {payments.data.map((a) => (
            <li
              key={a.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm"
            >
              <span>
                <Link
                  className="font-semibold underline-offset-4 hover:underline"
                  to={`/dashboard/invoicing/payments/${a.payment.id}`}
                >
                  {a.payment.number}
                </Link>{' '}
                · {METHOD_LABELS[a.payment.method] ?? a.payment.method}
                {a.payment.transaction_code ? ` ${a.payment.transaction_code}` : ''}
                {a.payment.reference ? ` · ${a.payment.reference}` : ''} · {date(a.payment.received_on)}
                {a.kind === 'credit' ? ' · credit applied' : ''}
                {a.payment.reversed_at ? ' · reversed' : ''}
              </span>
              <span className="flex items-center gap-2">
                <span className={a.payment.reversed_at ? 'tabular-nums line-through' : 'tabular-nums'}>
                  {m(a.amount)}
                </span>
                {isAdmin && !a.payment.reversed_at && (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Reverse payment ${a.payment.number}`}
                    onClick={() => setReversing({ id: a.payment.id, number: a.payment.number })}
                  >
                    Reverse
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {reversing && (
        <ReversePaymentDialog
          open
          onOpenChange={(open) => !open && setReversing(null)}
          payment={reversing}
          onDone={props.onChanged}
        />
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Apply ${m(applicable)} of credit?`}
        description={`The customer's credit pays ${m(applicable)} of ${invoice.number ?? 'this invoice'}. This cannot be undone here: an admin reverses the payment it came from.`}
        confirmLabel="Apply credit"
        onConfirm={() => void apply()}
      />
    </section>
  );
}
