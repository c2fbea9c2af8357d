// /dashboard/invoices/:id: the invoice as a document (prints cleanly: the app's
// chrome is hidden by the print CSS), its credit notes and its timeline.
// Draft: Edit, Delete, Issue (admin; "An issued invoice cannot be changed").
// Issued: PDF, Credit note (admin dialog), Void (admin, with a reason).
// Issued or partly paid: Record payment (staff), Apply credit when the customer
// has some; the payments allocated to it (ADR 028).

import { hasRole } from '@kernel/roles.ts';
import { useProfile } from '@kernel/session/use-profile.ts';
import { companyToday, useFormatters } from '@kit/format/use-company-format.ts';
import { DocumentLetterhead } from '@kit/print/letterhead.tsx';
import { RecordLoader } from '@kit/record/record-loader.tsx';
import { type OverflowAction, RecordPage } from '@kit/record/record-page.tsx';
import { RecordTimeline } from '@kit/record/record-timeline.tsx';
import { ConfirmDialog } from '@kit/ui/alert-dialog.tsx';
import { Button } from '@kit/ui/button.tsx';
import { cn } from '@kit/ui/cn.ts';
import {
  stackedBody,
  stackedCell,
  stackedHead,
  stackedRow,
  stackedTable,
  stackedTitleCell,
} from '@kit/ui/stacked-table.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Banknote, Download, FilePen, Send } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import {
  deleteInvoiceDraft,
  getInvoice,
  type InvoiceDetail,
  invoiceKeys,
  invoiceLetterhead,
  issueInvoice,
  STATUS_LABELS,
} from '../invoices-data.ts';
import { CreditNoteDialog } from '../parts/credit-note-dialog.tsx';
import { useInvoiceLink } from '../parts/invoice-link-menu.tsx';
import { InvoicePayments } from '../parts/invoice-payments.tsx';
import { InvoiceReminders } from '../parts/invoice-reminders.tsx';
import { InvoiceSendDialog } from '../parts/invoice-send-dialog.tsx';
import { InvoiceStatusBadge } from '../parts/invoice-status-badge.tsx';
import { RecordPaymentDialog } from '../parts/record-payment-dialog.tsx';
import { VoidInvoiceDialog } from '../parts/void-invoice-dialog.tsx';
import { paymentKeys } from '../payments-data.ts';
import { downloadInvoicePdf } from '../pdf-download.ts';

const message = (e: unknown) =>
  e instanceof Error && e.message ? e.message : 'That did not work. Try again.';

export default function InvoicePage() {
  const { id = '' } = useParams();
  const invoice = useQuery({ queryKey: invoiceKeys.detail(id), queryFn: () => getInvoice(id) });
  return (
    <RecordLoader
      query={invoice}
      noun="invoice"
      back={back}
      notFound={{ title: 'This invoice does not exist', description: 'A draft may have been deleted.' }}
    >
      {(record) => <InvoiceView invoice={record} />}
    </RecordLoader>
  );
}

const back = { to: '/dashboard/invoicing', label: 'Invoicing' };

export function InvoiceView({ invoice }: { invoice: InvoiceDetail }) {
  const { profile } = useProfile();
  const isAdmin = hasRole(profile?.role, 'admin');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The firm's letterhead, as the PDF prints it (issue 22 item 3): the printed page carries it too.
  const letterhead = useQuery({
    queryKey: [...invoiceKeys.detail(invoice.id), 'letterhead'],
    queryFn: () => invoiceLetterhead(invoice.id),
    staleTime: 5 * 60_000,
  });
  const { money, date, format } = useFormatters();
  const [asking, setAsking] = useState<'issue' | 'delete' | 'void' | 'credit' | 'pay' | 'send' | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
      queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
    ]);
  const run = async (what: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await what();
      toast.success(done);
      await refresh();
    } catch (e) {
      toast.error(message(e));
    } finally {
      setBusy(false);
    }
  };
  const overdue =
    (invoice.status === 'issued' || invoice.status === 'partially_paid') &&
    Number(invoice.amount_due) > 0 &&
    invoice.due_date < companyToday(format); // the firm's day: UTC's is still yesterday after Nairobi's midnight
  const title = invoice.number ? `Invoice ${invoice.number}` : 'Draft invoice';
  const m = (v: number | string) => money(Number(v).toFixed(2));
  const isDraft = invoice.status === 'draft';
  const canCredit =
    isAdmin &&
    ['issued', 'partially_paid', 'paid'].includes(invoice.status) &&
    Number(invoice.amount_due) > 0;

  const canPay = ['issued', 'partially_paid'].includes(invoice.status) && Number(invoice.amount_due) > 0;
  // Sending and the client's link (ADR 031): issued, partly paid or paid; never a draft or a void invoice.
  const canSend = ['issued', 'partially_paid', 'paid'].includes(invoice.status);
  const link = useInvoiceLink({ invoiceId: invoice.id, onChanged: () => void refresh() });

  const overflow: OverflowAction[] = [
    {
      label: 'Download PDF',
      onSelect: () => void run(() => downloadInvoicePdf(invoice.id), 'PDF downloaded'),
    },
    { label: 'Print', onSelect: () => window.print() },
    ...(canSend
      ? [
          { label: 'Copy client link', onSelect: link.copy, disabled: link.busy },
          { label: 'Revoke client link…', onSelect: link.askRevoke, disabled: link.busy, destructive: true },
        ]
      : []),
    ...(canCredit ? [{ label: 'Credit note…', onSelect: () => setAsking('credit'), disabled: busy }] : []),
    ...(isAdmin && invoice.status === 'issued' && Number(invoice.amount_credited) === 0
      ? [{ label: 'Void…', onSelect: () => setAsking('void'), disabled: busy, destructive: true }]
      : []),
    ...(isDraft
      ? [{ label: 'Delete draft…', onSelect: () => setAsking('delete'), disabled: busy, destructive: true }]
      : []),
  ];
  const status = overdue ? 'overdue' : invoice.status;

  return (
    <RecordPage
      back={back}
      printsDocument
      title={title}
      subtitle={invoice.customer?.name}
      status={{ label: STATUS_LABELS[status] ?? status, tone: statusTone(status) }}
      actions={
        <>
          {isDraft && (
            <Button asChild variant="outline">
              <Link to={`/dashboard/invoices/${invoice.id}/edit`}>
                <FilePen aria-hidden="true" />
                Edit
              </Link>
            </Button>
          )}
          {isDraft && isAdmin && (
            <Button onClick={() => setAsking('issue')} disabled={busy}>
              Issue
            </Button>
          )}
          {canPay && (
            <Button onClick={() => setAsking('pay')} disabled={busy}>
              <Banknote aria-hidden="true" />
              Record payment
            </Button>
          )}
          {canSend && (
            <Button
              variant={canPay ? 'outline' : 'default'}
              onClick={() => setAsking('send')}
              disabled={busy}
            >
              <Send aria-hidden="true" />
              Send
            </Button>
          )}
        </>
      }
      overflow={overflow}
      tabs={[
        {
          id: 'invoice',
          label: 'Invoice',
          content: (
            <div className="grid gap-6">
              {isDraft && !isAdmin && (
                <p className="text-sm text-muted-foreground print:hidden">
                  An admin issues this draft: it then gets its number.
                </p>
              )}

              <article
                aria-label={title}
                className="grid gap-6 rounded-md border bg-background p-4 sm:p-8 print:border-0 print:p-0"
              >
                {letterhead.data && <DocumentLetterhead company={letterhead.data} />}
                <header className="flex flex-wrap items-start justify-between gap-4">
                  <div>
                    <h2 className="text-xl font-semibold">
                      {invoice.number ? `Tax invoice ${invoice.number}` : 'Draft invoice'}
                    </h2>
                    <p className="text-sm">Bill to: {invoice.customer?.name}</p>
                    {invoice.customer?.kra_pin && (
                      <p className="text-sm">KRA PIN: {invoice.customer.kra_pin}</p>
                    )}
                  </div>
                  <div className="grid gap-1 text-sm sm:text-right">
                    <div>
                      <InvoiceStatusBadge status={overdue ? 'overdue' : invoice.status} />
                    </div>
                    <span>Date: {date(invoice.issue_date)}</span>
                    <span>Due: {date(invoice.due_date)}</span>
                  </div>
                </header>
                {invoice.status === 'void' && (
                  <p role="note" className="rounded-md border border-destructive p-3 text-sm">
                    Void{invoice.voided_at ? ` since ${date(invoice.voided_at)}` : ''}: {invoice.void_reason}
                  </p>
                )}
                <div className="sm:overflow-x-auto">
                  <table className={stackedTable}>
                    <caption className="sr-only">Lines</caption>
                    <thead className={stackedHead}>
                      <tr className="border-b text-left">
                        <th className="py-2 pr-2">Description</th>
                        <th className="py-2 pr-2 text-right">Qty</th>
                        <th className="py-2 pr-2 text-right">Unit price</th>
                        <th className="py-2 pr-2 text-right">Disc.</th>
                        <th className="py-2 pr-2">Tax</th>
                        <th className="py-2 text-right">Amount</th>
                      </tr>
                    </thead>
                    <tbody className={stackedBody}>
                      {invoice.invoice_lines.map((l) => (
                        <tr key={l.id} className={cn('border-b align-top', stackedRow)}>
                          <td className={cn('py-2 pr-2', stackedTitleCell)}>{l.description}</td>
                          <td
                            data-label="Qty"
                            className={cn('py-2 pr-2 text-right tabular-nums whitespace-nowrap', stackedCell)}
                          >
                            {Number(l.quantity)} {l.unit}
                          </td>
                          <td
                            data-label="Unit price"
                            className={cn('py-2 pr-2 text-right tabular-nums', stackedCell)}
                          >
                            {m(l.unit_price)}
                          </td>
                          <td
                            data-label="Discount"
                            className={cn('py-2 pr-2 text-right tabular-nums', stackedCell)}
                          >
                            {Number(l.discount_percent) ? `${Number(l.discount_percent)} %` : '—'}
                          </td>
                          <td data-label="Tax" className={cn('py-2 pr-2 whitespace-nowrap', stackedCell)}>
                            {l.tax_code} {Number(l.tax_rate)} %
                          </td>
                          <td
                            data-label="Amount"
                            className={cn(
                              'py-2 text-right font-medium tabular-nums sm:font-normal',
                              stackedCell,
                            )}
                          >
                            {m(l.amount)}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <dl className="ml-auto grid w-full max-w-sm grid-cols-2 gap-y-1 text-sm" aria-label="Totals">
                  <dt>Subtotal</dt>
                  <dd className="text-right tabular-nums">{m(invoice.subtotal)}</dd>
                  {Number(invoice.discount_total) > 0 && (
                    <>
                      <dt>Discount ({Number(invoice.document_discount)} %)</dt>
                      <dd className="text-right tabular-nums">−{m(invoice.discount_total)}</dd>
                    </>
                  )}
                  {(invoice.tax_summary as { tax_code: string; rate: string; tax: string }[]).map((t) => (
                    <div key={`${t.tax_code}-${t.rate}`} className="contents">
                      <dt>
                        {t.tax_code} {Number(t.rate)} %
                      </dt>
                      <dd className="text-right tabular-nums">{m(t.tax)}</dd>
                    </div>
                  ))}
                  <dt className="font-semibold">Total</dt>
                  <dd className="text-right font-semibold tabular-nums" data-testid="invoice-total">
                    {m(invoice.total)}
                  </dd>
                  {Number(invoice.amount_credited) > 0 && (
                    <>
                      <dt>Credited</dt>
                      <dd className="text-right tabular-nums">−{m(invoice.amount_credited)}</dd>
                    </>
                  )}
                  {Number(invoice.amount_paid) > 0 && (
                    <>
                      <dt>Paid</dt>
                      <dd className="text-right tabular-nums">−{m(invoice.amount_paid)}</dd>
                    </>
                  )}
                  {invoice.status !== 'void' && (
                    <>
                      <dt className="font-semibold">Amount due</dt>
                      <dd className="text-right font-semibold tabular-nums" data-testid="invoice-due">
                        {m(invoice.amount_due)}
                      </dd>
                    </>
                  )}
                </dl>
                {invoice.notes && <p className="whitespace-pre-line text-sm">{invoice.notes}</p>}
              </article>

              {!isDraft && <InvoicePayments invoice={invoice} canPay={canPay} onChanged={refresh} />}
              <InvoiceReminders invoice={invoice} />

              <section aria-labelledby="credit-notes" className="grid gap-2 print:hidden">
                <h2 id="credit-notes" className="font-semibold">
                  Credit notes
                </h2>
                {invoice.credit_notes.length === 0 ? (
                  <p className="text-sm text-muted-foreground">
                    None. {isAdmin && !isDraft ? 'Credit lines of this invoice with "Credit note".' : ''}
                  </p>
                ) : (
                  <ul className="grid gap-2">
                    {invoice.credit_notes.map((cn) => (
                      <li
                        key={cn.id}
                        className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm"
                      >
                        <span>
                          <strong>{cn.number}</strong> · {date(cn.issue_date)} · {cn.reason}
                        </span>
                        <span className="flex items-center gap-2">
                          <span className="tabular-nums">{m(cn.total)}</span>
                          <Button
                            size="sm"
                            variant="ghost"
                            aria-label={`Download ${cn.number} as PDF`}
                            onClick={() =>
                              void run(() => downloadInvoicePdf(invoice.id, cn.id), 'PDF downloaded')
                            }
                          >
                            <Download aria-hidden="true" />
                          </Button>
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </section>

              <section aria-labelledby="history" className="grid gap-2 print:hidden">
                <h2 id="history" className="font-semibold">
                  History
                </h2>
                <RecordTimeline recordType="invoices" recordId={invoice.id} noun="invoice" />
              </section>

              <ConfirmDialog
                open={asking === 'issue'}
                onOpenChange={(open) => !open && setAsking(null)}
                title="Issue this invoice?"
                description="An issued invoice cannot be changed. It takes the next invoice number and today's date; corrections are made with a credit note."
                confirmLabel="Issue invoice"
                onConfirm={() => {
                  setAsking(null);
                  void run(() => issueInvoice(invoice.id), 'Invoice issued');
                }}
              />
              <ConfirmDialog
                open={asking === 'delete'}
                onOpenChange={(open) => !open && setAsking(null)}
                title="Delete this draft?"
                description="The draft and its lines are deleted. This cannot be undone."
                confirmLabel="Delete draft"
                destructive
                onConfirm={() => {
                  setAsking(null);
                  void run(async () => {
                    await deleteInvoiceDraft(invoice.id);
                    navigate('/dashboard/invoicing');
                  }, 'Draft deleted');
                }}
              />
              {canSend && asking === 'send' && (
                <InvoiceSendDialog
                  invoice={invoice}
                  onOpenChange={(open) => !open && setAsking(null)}
                  onSent={() => {
                    setAsking(null);
                    void refresh();
                  }}
                />
              )}
              {canPay && (
                <RecordPaymentDialog
                  open={asking === 'pay'}
                  onOpenChange={(open) => !open && setAsking(null)}
                  invoice={invoice}
                  onDone={refresh}
                />
              )}
              {isAdmin && (
                <>
                  <VoidInvoiceDialog
                    open={asking === 'void'}
                    onOpenChange={(open) => !open && setAsking(null)}
                    invoice={invoice}
                    onDone={refresh}
                  />
                  <CreditNoteDialog
                    open={asking === 'credit'}
                    onOpenChange={(open) => !open && setAsking(null)}
                    invoice={invoice}
                    onDone={refresh}
                  />
                </>
              )}
              {link.dialog}
            </div>
          ),
        },
      ]}
    />
  );
}

function statusTone(status: string): 'secondary' | 'outline' | 'destructive' {
  if (status === 'overdue') return 'destructive';
  return status === 'draft' || status === 'void' ? 'outline' : 'secondary';
}
