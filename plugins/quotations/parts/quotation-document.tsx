// A quotation as the client reads it: the same sections in the same order as
// the PDF (plugins/invoicing/documents/pdf-layout.ts, ADR 025) — company, title and
// number, bill-to, dates, lines, tax summary, totals, how to pay, notes, terms.
// The staff page and the public page both show it; print CSS hides the app
// around it, so the browser's Print gives the paper copy.
import { formatMoney } from '@kit/format/money.ts';
import { DocumentLetterhead } from '@kit/print/letterhead.tsx';
import { cn } from '@kit/ui/cn.ts';
import {
  stackedBody,
  stackedCell,
  stackedHead,
  stackedHiddenCell,
  stackedRow,
  stackedTable,
  stackedTitleCell,
} from '@kit/ui/stacked-table.ts';
import { Link } from 'react-router-dom';
import type { PrintedQuotation } from '../data.ts';
import { displayNumber, rateText } from '../schema.ts';
import '@kit/print/print-document.css';

function taxLabel(code: string, rate: string, kind?: string) {
  if (kind === 'exempt') return 'Exempt';
  if (kind === 'zero_rated') return `${code} 0%`;
  return `${code} ${rateText(rate)}%`;
}

export function QuotationDocumentView({ doc, className }: { doc: PrintedQuotation; className?: string }) {
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
  const anyDiscount = doc.lines.some((l) => Number(l.discount_percent) > 0);
  const c = doc.company;
  const watermark =
    doc.status === 'draft'
      ? 'Draft'
      : doc.status === 'superseded'
        ? 'Superseded'
        : doc.expired
          ? 'Expired'
          : null;

  return (
    <article
      aria-label={`Quotation ${displayNumber(doc)}`}
      className={cn(
        'quotation-document print-document relative mx-auto grid w-full max-w-4xl gap-6 rounded-lg border bg-card p-4 text-sm text-card-foreground sm:p-8',
        'print:max-w-none print:border-0 print:p-0 print:shadow-none',
        className,
      )}
    >
      {watermark && (
        <p className="absolute right-4 top-4 rounded border border-destructive px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-destructive">
          {watermark}
        </p>
      )}
      <header className="grid gap-4 sm:grid-cols-2">
        <DocumentLetterhead company={c} />
        <div className="grid content-start gap-1 sm:text-right">
          <h2 className="text-2xl font-semibold tracking-tight">Quotation</h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 sm:justify-end">
            <dt className="text-muted-foreground">Number</dt>
            <dd>{displayNumber(doc)}</dd>
            <dt className="text-muted-foreground">Date</dt>
            <dd>{date(doc.issue_date)}</dd>
            <dt className="text-muted-foreground">Valid until</dt>
            <dd>{date(doc.valid_until)}</dd>
            <dt className="text-muted-foreground">Currency</dt>
            <dd>{doc.currency}</dd>
          </dl>
        </div>
      </header>

      <section aria-label="Quotation for" className="grid gap-0.5">
        <p className="text-xs font-medium uppercase text-muted-foreground">Quotation for</p>
        <p className="font-medium">{doc.customer.name}</p>
        {doc.customer.attention && <p>Attn: {doc.customer.attention}</p>}
        {doc.customer.physical_address && <p>{doc.customer.physical_address}</p>}
        {doc.customer.postal_address && <p>{doc.customer.postal_address}</p>}
        {doc.customer.kra_pin && <p>KRA PIN: {doc.customer.kra_pin}</p>}
        {doc.customer.site && <p>Site: {doc.customer.site}</p>}
      </section>

      {doc.title && <p className="font-medium">{doc.title}</p>}

      <div className="sm:overflow-x-auto">
        <table className={cn(stackedTable, 'sm:min-w-[36rem]')}>
          <caption className="sr-only">Lines</caption>
          <thead className={stackedHead}>
            <tr className="border-b text-left text-xs uppercase text-muted-foreground">
              <th scope="col" className="py-2 pr-2">
                #
              </th>
              <th scope="col" className="py-2 pr-2">
                Description
              </th>
              <th scope="col" className="py-2 pr-2 text-right">
                Qty
              </th>
              <th scope="col" className="py-2 pr-2 text-right">
                Unit price
              </th>
              {anyDiscount && (
                <th scope="col" className="py-2 pr-2 text-right">
                  Disc.
                </th>
              )}
              <th scope="col" className="py-2 pr-2">
                Tax
              </th>
              <th scope="col" className="py-2 text-right">
                Amount
              </th>
            </tr>
          </thead>
          <tbody className={stackedBody}>
            {doc.lines.map((l) => (
              <tr key={l.position} className={cn('border-b align-top break-inside-avoid', stackedRow)}>
                <td className={cn('py-2 pr-2 text-muted-foreground', stackedHiddenCell)}>{l.position}</td>
                <td className={cn('py-2 pr-2 whitespace-pre-line', stackedTitleCell)}>{l.description}</td>
                <td data-label="Qty" className={cn('py-2 pr-2 text-right tabular-nums', stackedCell)}>
                  {Number(l.quantity).toLocaleString(locale, { maximumFractionDigits: 3 })} {l.unit}
                </td>
                <td data-label="Unit price" className={cn('py-2 pr-2 text-right tabular-nums', stackedCell)}>
                  {money(l.unit_price)}
                </td>
                {anyDiscount && (
                  <td data-label="Discount" className={cn('py-2 pr-2 text-right tabular-nums', stackedCell)}>
                    {Number(l.discount_percent) > 0 ? `${rateText(l.discount_percent)}%` : ''}
                  </td>
                )}
                <td data-label="Tax" className={cn('py-2 pr-2', stackedCell)}>
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

      <div className="grid gap-4 sm:grid-cols-2">
        <section aria-label="Tax summary" className="grid content-start gap-1">
          <p className="text-xs font-medium uppercase text-muted-foreground">Tax summary</p>
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-xs text-muted-foreground">
                <th scope="col">Rate</th>
                <th scope="col" className="text-right">
                  Taxable
                </th>
                <th scope="col" className="text-right">
                  Tax
                </th>
              </tr>
            </thead>
            <tbody>
              {doc.tax_summary.map((t) => (
                <tr key={`${t.tax_code}|${t.rate}`}>
                  <td>{taxLabel(t.tax_code, t.rate, kinds.get(`${t.tax_code}|${t.rate}`))}</td>
                  <td className="text-right tabular-nums">{money(t.taxable)}</td>
                  <td className="text-right tabular-nums">{money(t.tax)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <dl className="grid grid-cols-[1fr_auto] content-start gap-x-4 gap-y-1" aria-label="Totals">
          <dt>Subtotal{doc.prices_include_tax ? ' (tax included)' : ''}</dt>
          <dd className="text-right tabular-nums">{money(doc.subtotal)}</dd>
          {Number(doc.discount_total) > 0 && (
            <>
              <dt>Discount ({rateText(doc.document_discount)}%)</dt>
              <dd className="text-right tabular-nums">−{money(doc.discount_total)}</dd>
            </>
          )}
          <dt>Tax</dt>
          <dd className="text-right tabular-nums">{money(doc.tax_total)}</dd>
          <dt className="border-t pt-1 text-base font-semibold">Total ({doc.currency})</dt>
          <dd
            className="border-t pt-1 text-right text-base font-semibold tabular-nums"
            data-testid="quotation-total"
          >
            {money(doc.total)}
          </dd>
        </dl>
      </div>

      <DepositNote doc={doc} locale={locale} />
      {(c.bank || c.mpesa) && (
        <section aria-label="How to pay" className="grid gap-0.5">
          <p className="text-xs font-medium uppercase text-muted-foreground">How to pay</p>
          {c.mpesa && (
            <p>
              M-Pesa pay bill {c.mpesa.paybill}, account {c.mpesa.account}
            </p>
          )}
          {c.bank && (
            <p>
              {c.bank.bank_name}
              {c.bank.branch ? `, ${c.bank.branch}` : ''} — {c.bank.account_name}, account{' '}
              {c.bank.account_number}
              {c.bank.swift ? ` (SWIFT ${c.bank.swift})` : ''}
            </p>
          )}
        </section>
      )}
      {doc.notes && (
        <section aria-label="Notes" className="grid gap-0.5">
          <p className="text-xs font-medium uppercase text-muted-foreground">Notes</p>
          <p className="whitespace-pre-line">{doc.notes}</p>
        </section>
      )}
      {doc.terms && (
        <section aria-label="Terms" className="grid gap-0.5">
          <p className="text-xs font-medium uppercase text-muted-foreground">Terms</p>
          <p className="whitespace-pre-line">{doc.terms}</p>
        </section>
      )}
      {(doc.status === 'accepted' || doc.status === 'rejected') && doc.decided_at && (
        <section aria-label="Client's answer" className="rounded-md border p-3">
          <p className="font-medium">
            {doc.status === 'accepted' ? 'Accepted' : 'Declined'}
            {doc.decided_name ? ` by ${doc.decided_name}` : ''} on{' '}
            {new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(
              new Date(doc.decided_at),
            )}
          </p>
          {doc.rejection_reason && <p>Reason: {doc.rejection_reason}</p>}
        </section>
      )}
      {c.footer && <footer className="text-center text-xs text-muted-foreground">{c.footer}</footer>}
    </article>
  );
}

/** The deposit asked on acceptance (ADR 075), and its invoice once the client accepted. */
function DepositNote({ doc, locale }: { doc: PrintedQuotation; locale: string }) {
  if (!doc.deposit_amount || Number(doc.deposit_percent ?? 0) <= 0) return null;
  const money = (v: string) => formatMoney(v, { currency: doc.currency, locale }, 'code');
  const inv = doc.deposit_invoice;
  return (
    <section aria-label="Deposit" className="grid gap-0.5 rounded-md border p-3">
      <p className="font-medium">
        A deposit of {rateText(doc.deposit_percent ?? '0')} % ({money(doc.deposit_amount)}) is due on
        acceptance
      </p>
      {inv && (
        <p className="text-muted-foreground">
          Deposit invoice{' '}
          {inv.id ? (
            <Link className="underline underline-offset-4" to={`/dashboard/invoices/${inv.id}`}>
              {inv.number}
            </Link>
          ) : (
            inv.number
          )}
          :{' '}
          {Number(inv.amount_due) > 0
            ? `${money(inv.amount_due)} due`
            : inv.status === 'paid'
              ? 'paid'
              : inv.status}
        </p>
      )}
    </section>
  );
}
