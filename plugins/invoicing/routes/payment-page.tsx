// /dashboard/invoicing/payments/:id (ADR 032): a payment's receipt as a printable
// document — receipt number, date, customer, method, code or reference, payer,
// amount, the invoices it paid, the credit left, and a banner when reversed —
// with Download receipt PDF, Print, E-mail receipt and Reverse (admins).

import { hasRole } from '@kernel/roles.ts';
import { useProfile } from '@kernel/session/use-profile.ts';
import { useFormatters } from '@kit/format/use-company-format.ts';
import { DocumentLetterhead } from '@kit/print/letterhead.tsx';
import { RecordLoader } from '@kit/record/record-loader.tsx';
import { Button } from '@kit/ui/button.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, Mail, Printer, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { invoiceKeys } from '../invoices-data.ts';
import { EmailReceiptDialog } from '../parts/email-receipt-dialog.tsx';
import { ReversePaymentDialog } from '../parts/reverse-payment-dialog.tsx';
import {
  downloadReceiptPdf,
  getReceipt,
  METHOD_LABELS,
  paymentKeys,
  type Receipt,
} from '../payments-data.ts';

export default function PaymentPage() {
  const { id = '' } = useParams();
  const receipt = useQuery({ queryKey: paymentKeys.detail(id), queryFn: () => getReceipt(id), retry: false });
  // The database answers "no such payment" for an unknown id: that is a not-found, not a failed read.
  const missing = !!receipt.error && /no such payment/i.test(receipt.error.message);
  return (
    <RecordLoader
      query={{ ...receipt, error: missing ? null : receipt.error, data: missing ? null : receipt.data }}
      noun="receipt"
      back={{ to: '/dashboard/invoicing/payments', label: 'Back to payments' }}
      notFound={{ title: 'This payment does not exist' }}
    >
      {(record) => <ReceiptView receipt={record} />}
    </RecordLoader>
  );
}

export function ReceiptView({ receipt }: { receipt: Receipt }) {
  const { profile } = useProfile();
  const isAdmin = hasRole(profile?.role, 'admin');
  const queryClient = useQueryClient();
  const { money, date } = useFormatters();
  const [dialog, setDialog] = useState<'email' | 'reverse' | null>(null);
  const [busy, setBusy] = useState(false);
  const m = (v: number | string) => money(Number(v).toFixed(2));
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
      queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
    ]);
  const download = async () => {
    setBusy(true);
    try {
      await downloadReceiptPdf(receipt.id);
      toast.success('Receipt downloaded');
    } catch (e) {
      toast.error(e instanceof Error && e.message ? e.message : 'The receipt could not be made. Try again.');
    } finally {
      setBusy(false);
    }
  };
  const reversed = receipt.reversed_at !== null;
  const title = `Receipt ${receipt.number}`;
  const c = receipt.customer;

  return (
    <div className="grid gap-6">
      <div className="print:hidden">
        <PageHeader
          title={title}
          description={c.name}
          actions={
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" disabled={busy} onClick={() => void download()}>
                <Download aria-hidden="true" />
                Download receipt PDF
              </Button>
              <Button variant="outline" onClick={() => window.print()}>
                <Printer aria-hidden="true" />
                Print
              </Button>
              {!reversed && (
                <Button onClick={() => setDialog('email')}>
                  <Mail aria-hidden="true" />
                  E-mail receipt
                </Button>
              )}
              {isAdmin && !reversed && (
                <Button variant="outline" onClick={() => setDialog('reverse')}>
                  <Undo2 aria-hidden="true" />
                  Reverse
                </Button>
              )}
            </div>
          }
        />
      </div>

      <article
        aria-label={title}
        className="grid gap-6 rounded-md border bg-background p-4 sm:p-8 print:border-0 print:p-0"
      >
        <header className="flex flex-wrap items-start justify-between gap-4">
          <div className="grid gap-1">
            <DocumentLetterhead company={receipt.company} className="mb-2" />
            <h2 className="text-xl font-semibold">Payment receipt {receipt.number}</h2>
            <p className="text-sm">
              Received from:{' '}
              <Link className="underline print:no-underline" to={`/dashboard/customers/${c.id}`}>
                {c.name}
              </Link>
            </p>
            {c.kra_pin && <p className="text-sm">KRA PIN: {c.kra_pin}</p>}
          </div>
          <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-1 text-sm sm:text-right">
            <dt className="text-muted-foreground">Date received</dt>
            <dd>{date(receipt.received_on)}</dd>
            <dt className="text-muted-foreground">Method</dt>
            <dd>{METHOD_LABELS[receipt.method] ?? receipt.method}</dd>
            {receipt.transaction_code && (
              <>
                <dt className="text-muted-foreground">M-Pesa code</dt>
                <dd className="font-mono">{receipt.transaction_code}</dd>
              </>
            )}
            {receipt.reference && (
              <>
                <dt className="text-muted-foreground">Reference</dt>
                <dd>{receipt.reference}</dd>
              </>
            )}
            {receipt.payer && (
              <>
                <dt className="text-muted-foreground">Paid by</dt>
                <dd>{receipt.payer}</dd>
              </>
            )}
          </dl>
        </header>
        {reversed && (
          <p
            role="note"
            className="rounded-md border border-destructive p-3 text-sm font-medium text-destructive"
          >
            Reversed
            {receipt.reversal
              ? ` on ${date(receipt.reversal.reversed_at)} (${receipt.reversal.reference}): ${receipt.reversal.reason}`
              : ''}
            . The invoices below owe this amount again.
          </p>
        )}
        <p className="flex flex-wrap items-baseline justify-between gap-2 border-y py-3">
          <span className="font-semibold">Amount received</span>
          <span
            className={`text-lg font-semibold tabular-nums ${reversed ? 'line-through' : ''}`}
            data-testid="receipt-amount"
          >
            {m(receipt.amount)}
          </span>
        </p>
        <section aria-labelledby="applied" className="grid gap-2">
          <h3 id="applied" className="font-semibold">
            Applied to
          </h3>
          {receipt.invoices.length === 0 ? (
            <p className="text-sm text-muted-foreground">No invoice: the whole payment is credit.</p>
          ) : (
            <table className="w-full text-sm">
              <caption className="sr-only">Invoices paid</caption>
              <thead>
                <tr className="border-b text-left">
                  <th className="py-2 pr-2">Invoice</th>
                  <th className="py-2 pr-2">Issued</th>
                  <th className="py-2 text-right">Amount</th>
                </tr>
              </thead>
              <tbody>
                {receipt.invoices.map((i) => (
                  <tr key={`${i.invoice_id}-${i.kind}`} className="border-b">
                    <td className="py-2 pr-2">
                      <Link
                        className="underline print:no-underline"
                        to={`/dashboard/invoices/${i.invoice_id}`}
                      >
                        {i.number}
                      </Link>
                      {i.kind === 'credit' && (
                        <span className="text-muted-foreground"> (credit applied later)</span>
                      )}
                    </td>
                    <td className="py-2 pr-2">{date(i.issue_date)}</td>
                    <td className="py-2 text-right tabular-nums">{m(i.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p className="text-sm">
            Credit left: <strong className="tabular-nums">{m(receipt.credit_left)}</strong>
          </p>
        </section>
        {receipt.notes && (
          <p className="whitespace-pre-line text-sm text-muted-foreground">{receipt.notes}</p>
        )}
      </article>

      <EmailReceiptDialog
        open={dialog === 'email'}
        onOpenChange={(open) => !open && setDialog(null)}
        payment={receipt}
        defaultTo={c.send_to}
      />
      {dialog === 'reverse' && (
        <ReversePaymentDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          payment={receipt}
          onDone={refresh}
        />
      )}
    </div>
  );
}
