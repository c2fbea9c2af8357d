// An invoice as the client reads it on the public page (ADR 031): the same
// sections in the same order as the PDF (documents/pdf-layout.ts) —
// company, number and dates, bill-to, lines, tax, totals with what was paid and
// credited, the amount due, how to pay, credit notes, notes and terms. Built
// only from what public_invoice(token) answered.
import { formatMoney } from '@kit/format/money.ts';
import { DocumentLetterhead } from '@kit/print/letterhead.tsx';
import { cn } from '@kit/ui/cn.ts';
import {
  stackedBody,
  stackedCell,
  stackedHead,
  stackedRow,
  stackedTable,
  stackedTitleCell,
} from '@kit/ui/stacked-table.ts';
import type { PublicInvoice } from '../send-data.ts';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';

const rateText = (rate: string) => (rate.includes('.') ? rate.replace(/\.?0+$/, '') : rate);
function taxLabel(code: string, rate: string, kind?: string) {
  if (kind === 'exempt') return 'Exempt';
  if (kind === 'zero_rated') return `${code} 0%`;
  return `${code} ${rateText(rate)}%`;
}

/** The status the client is shown: overdue wins over issued / partly paid. */
export function publicStatus(doc: Pick<PublicInvoice, 'status' | 'overdue'>) {
  return doc.overdue ? 'overdue' : doc.status;
}

export function PublicInvoiceDocument({ doc, className }: { doc: PublicInvoice; className?: string }) {
  const locale = doc.company.locale ?? 'en-KE';
  const money = (v: string) => formatMoney(v, { currency: doc.currency, locale }, 'none');
  const date = (v: string) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${v}T00:00:00Z`));
  const kinds = new Map(doc.lines.map((l) => [`${l.tax_code}|${l.tax_rate}`, l.tax_kind]));
  const c = doc.company;
  const isVoid = doc.status === 'void';

  return (
    <article
      aria-label={`Invoice ${doc.number}`}
      className={cn(
        'relative grid w-full gap-6 rounded-lg border bg-card p-4 text-sm text-card-foreground sm:p-8',
        'print:border-0 print:p-0',
        className,
      )}
    >
      <header className="grid gap-4 sm:grid-cols-2">
        <DocumentLetterhead company={c} />
        <div className="grid content-start gap-1 sm:text-right">
          <h2 className="text-xl font-semibold uppercase tracking-wide">Tax invoice</h2>
          <p className="font-medium">{doc.number}</p>
          <div>
            <InvoiceStatusBadge status={publicStatus(doc)} />
          </div>
          <p>Date issued: {date(doc.issue_date)}</p>
          <p>Due date: {date(doc.due_date)}</p>
        </div>
      </header>

      {isVoid && (
        <p role="note" className="rounded-md border border-destructive p-3 text-destructive">
          This invoice was cancelled{doc.voided_on ? ` on ${date(doc.voided_on)}` : ''}: nothing is owed on
          it.
        </p>
      )}

      <section aria-label="Bill to" className="grid gap-0.5">
        <p className="text-xs font-semibold uppercase text-muted-foreground">Bill to</p>
        <p className="font-medium">{doc.customer.name}</p>
        {doc.customer.attention && <p>Attn: {doc.customer.attention}</p>}
        {doc.customer.physical_address && (
          <p className="whitespace-pre-line">{doc.customer.physical_address}</p>
        )}
        {doc.customer.postal_address && <p>{doc.customer.postal_address}</p>}
        {doc.customer.kra_pin && <p>KRA PIN: {doc.customer.kra_pin}</p>}
      </section>

      <div className="sm:overflow-x-auto">
        <table className={cn(stackedTable, 'sm:min-w-[32rem]')}>
          <caption className="sr-only">Lines</caption>
          <thead className={stackedHead}>
            <tr className="border-b text-left">
              <th className="py-2 pr-2">Description</th>
              <th className="py-2 pr-2 text-right">Qty</th>
              <th className="py-2 pr-2 text-right">Unit price</th>
              <th className="py-2 pr-2">Tax</th>
              <th className="py-2 text-right">Amount</th>
            </tr>
          </thead>
          <tbody className={stackedBody}>
            {doc.lines.map((l) => (
              <tr key={l.position} className={cn('border-b align-top', stackedRow)}>
                <td className={cn('py-2 pr-2', stackedTitleCell)}>
                  {l.description}
                  {Number(l.discount_percent) > 0 && (
                    <span className="block text-xs text-muted-foreground">
                      less {rateText(l.discount_percent)}%
                    </span>
                  )}
                </td>
                <td
                  data-label="Qty"
                  className={cn('py-2 pr-2 text-right tabular-nums whitespace-nowrap', stackedCell)}
                >
                  {rateText(l.quantity)} {l.unit}
                </td>
                <td data-label="Unit price" className={cn('py-2 pr-2 text-right tabular-nums', stackedCell)}>
                  {money(l.unit_price)}
                </td>
                <td data-label="Tax" className={cn('py-2 pr-2 whitespace-nowrap', stackedCell)}>
                  {taxLabel(l.tax_code, l.tax_rate, l.tax_kind)}
                </td>
                <td
                  data-label="Amount"
                  className={cn('py-2 text-right font-medium tabular-nums sm:font-normal', stackedCell)}
                >
                  {money(l.amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <dl className="ml-auto grid w-full max-w-sm grid-cols-2 gap-y-1" aria-label="Totals">
        <dt>Subtotal</dt>
        <dd className="text-right tabular-nums">{money(doc.subtotal)}</dd>
        {Number(doc.discount_total) > 0 && (
          <>
            <dt>Discount ({rateText(doc.document_discount)}%)</dt>
            <dd className="text-right tabular-nums">−{money(doc.discount_total)}</dd>
          </>
        )}
        {doc.tax_summary.map((t) => (
          <div key={`${t.tax_code}-${t.rate}`} className="contents">
            <dt>
              {taxLabel(t.tax_code, t.rate, kinds.get(`${t.tax_code}|${t.rate}`))} on {money(t.taxable)}
            </dt>
            <dd className="text-right tabular-nums">{money(t.tax)}</dd>
          </div>
        ))}
        <dt className="font-semibold">Total ({doc.currency})</dt>
        <dd className="text-right font-semibold tabular-nums">{money(doc.total)}</dd>
        {Number(doc.amount_credited) > 0 && (
          <>
            <dt>Credited</dt>
            <dd className="text-right tabular-nums">−{money(doc.amount_credited)}</dd>
          </>
        )}
        {Number(doc.amount_paid) > 0 && (
          <>
            <dt>Paid</dt>
            <dd className="text-right tabular-nums">−{money(doc.amount_paid)}</dd>
          </>
        )}
        {!isVoid && (
          <>
            <dt className="font-semibold">Amount due</dt>
            <dd className="text-right font-semibold tabular-nums">{money(doc.amount_due)}</dd>
          </>
        )}
      </dl>

      {doc.credit_notes.length > 0 && (
        <section aria-labelledby="public-credit-notes" className="grid gap-1">
          <h3 id="public-credit-notes" className="font-semibold">
            Credit notes
          </h3>
          <ul className="grid gap-1">
            {doc.credit_notes.map((cn) => (
              <li key={cn.number} className="flex flex-wrap justify-between gap-2">
                <span>
                  {cn.number} · {date(cn.issue_date)}
                </span>
                <span className="tabular-nums">−{money(cn.total)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {doc.notes && <p className="whitespace-pre-line">{doc.notes}</p>}
      {doc.terms && (
        <section aria-label="Terms" className="grid gap-1">
          <p className="text-xs font-semibold uppercase text-muted-foreground">Terms</p>
          <p className="whitespace-pre-line">{doc.terms}</p>
        </section>
      )}
      {c.footer && <p className="text-center text-xs text-muted-foreground">{c.footer}</p>}
    </article>
  );
}

/** How to pay: M-Pesa pay-bill (account = the invoice number unless the firm fixes one) and the bank. */
export function PaymentInstructions({ doc }: { doc: PublicInvoice }) {
  const { mpesa, bank } = doc.payment;
  if (!mpesa && !bank) return <p>Contact us for payment details, quoting invoice {doc.number}.</p>;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {mpesa && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-md border p-3">
          <dt className="col-span-2 font-semibold">M-Pesa</dt>
          <dt>Pay-bill</dt>
          <dd className="font-medium tabular-nums">{mpesa.paybill}</dd>
          <dt>Account</dt>
          <dd className="font-medium">{mpesa.account}</dd>
        </dl>
      )}
      {bank && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-md border p-3">
          <dt className="col-span-2 font-semibold">Bank transfer</dt>
          <dt>Bank</dt>
          <dd>
            {bank.bank_name}
            {bank.branch ? `, ${bank.branch}` : ''}
          </dd>
          <dt>Account name</dt>
          <dd>{bank.account_name}</dd>
          <dt>Account no.</dt>
          <dd className="tabular-nums">{bank.account_number}</dd>
          {bank.swift && (
            <>
              <dt>SWIFT</dt>
              <dd>{bank.swift}</dd>
            </>
          )}
          <dt>Reference</dt>
          <dd>{doc.number}</dd>
        </dl>
      )}
    </div>
  );
}
