// A supplier bill on A4 with the company's letterhead (ADR 083): the supplier and their invoice number, the
// purchase order it bills, dates, the lines (quantity, unit cost, VAT, amounts), totals, what was paid and
// what is left, and the payments. Printed from the bill page (the screen's buttons are hidden in print).
import { useFormatters } from '@kit/format/use-company-format.ts';
import { DocumentLetterhead } from '@kit/print/letterhead.tsx';
import '@kit/print/print-document.css';
import {
  dueText,
  SUPPLIER_BILL_STATUS_LABELS,
  SUPPLIER_PAYMENT_METHOD_LABELS,
  type SupplierBill,
} from '../supplier-bills-shapes.ts';

export function SupplierBillDocument({ bill: b }: { bill: SupplierBill }) {
  const { money, date } = useFormatters();
  const plain = (v: string) => money(v, 'none');
  const due = dueText(b.days_to_due);
  return (
    <article
      className="print-document mx-auto grid w-full max-w-4xl gap-6 rounded-md border bg-white p-6 text-sm text-black"
      aria-label={`Supplier bill ${b.number}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <DocumentLetterhead company={b.company} />
        <div className="text-right">
          <h2 className="text-xl font-semibold">Supplier bill</h2>
          <p data-bill-number>{b.number}</p>
          <p>{SUPPLIER_BILL_STATUS_LABELS[b.status]}</p>
          {due && <p className={b.days_to_due !== null && b.days_to_due < 0 ? 'font-semibold' : ''}>{due}</p>}
        </div>
      </div>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr_auto_1fr]">
        <dt className="font-semibold">Supplier</dt>
        <dd>
          {b.supplier.name}
          {b.supplier.tax_pin && <span className="block">KRA PIN {b.supplier.tax_pin}</span>}
        </dd>
        <dt className="font-semibold">Their invoice</dt>
        <dd>{b.supplier_ref}</dd>
        <dt className="font-semibold">Purchase order</dt>
        <dd>{b.purchase_order.number}</dd>
        <dt className="font-semibold">Bill date</dt>
        <dd>{date(b.bill_date)}</dd>
        <dt className="font-semibold">Due</dt>
        <dd>{date(b.due_on)}</dd>
      </dl>
      <div className="overflow-x-auto">
        <table className="w-full tabular-nums">
          <caption className="sr-only">Lines</caption>
          <thead>
            <tr className="border-b">
              <th className="py-1 text-left">#</th>
              <th className="py-1 text-left">Item</th>
              <th className="py-1 text-right">Quantity</th>
              <th className="py-1 text-right">Unit cost</th>
              <th className="py-1 text-right">Amount</th>
              <th className="py-1 text-right">VAT</th>
              <th className="py-1 text-right">Total</th>
            </tr>
          </thead>
          <tbody>
            {b.lines.map((l) => (
              <tr key={l.line_no} className="border-b align-top">
                <td className="py-1">{l.line_no}</td>
                <td className="py-1">
                  {l.name}
                  {l.sku && <span className="block text-xs text-muted-foreground">{l.sku}</span>}
                </td>
                <td className="py-1 text-right">
                  {Number(l.quantity)} {l.unit ?? ''}
                </td>
                <td className="py-1 text-right">{plain(l.unit_cost)}</td>
                <td className="py-1 text-right">{plain(l.amount)}</td>
                <td className="py-1 text-right">
                  {plain(l.tax)}
                  <span className="block text-xs text-muted-foreground">
                    {l.tax_code} {Number(l.tax_rate)} %
                  </span>
                </td>
                <td className="py-1 text-right">{plain(l.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th colSpan={6} className="py-1 text-right">
                Before VAT
              </th>
              <td className="py-1 text-right">{money(b.subtotal)}</td>
            </tr>
            <tr>
              <th colSpan={6} className="py-1 text-right">
                VAT
              </th>
              <td className="py-1 text-right">{money(b.tax)}</td>
            </tr>
            <tr>
              <th colSpan={6} className="py-1 text-right">
                Total
              </th>
              <td className="py-1 text-right font-semibold" data-bill-total>
                {money(b.total)}
              </td>
            </tr>
            {(b.status === 'open' || b.status === 'paid') && (
              <>
                <tr>
                  <th colSpan={6} className="py-1 text-right">
                    Paid
                  </th>
                  <td className="py-1 text-right">{money(b.paid)}</td>
                </tr>
                <tr>
                  <th colSpan={6} className="py-1 text-right">
                    Left to pay
                  </th>
                  <td className="py-1 text-right font-semibold" data-bill-balance>
                    {money(b.balance)}
                  </td>
                </tr>
              </>
            )}
          </tfoot>
        </table>
      </div>
      <section aria-labelledby={`payments-${b.id}`}>
        <h3 id={`payments-${b.id}`} className="mb-1 font-semibold">
          Payments
        </h3>
        {b.payments.length === 0 ? (
          <p className="text-muted-foreground">None recorded.</p>
        ) : (
          <table className="w-full tabular-nums">
            <caption className="sr-only">Payments</caption>
            <thead>
              <tr className="border-b">
                <th className="py-1 text-left">Date</th>
                <th className="py-1 text-left">How</th>
                <th className="py-1 text-left">Reference</th>
                <th className="py-1 text-right">Amount</th>
              </tr>
            </thead>
            <tbody>
              {b.payments.map((p) => (
                <tr key={p.id} className="border-b">
                  <td className="py-1">{date(p.paid_on)}</td>
                  <td className="py-1">{SUPPLIER_PAYMENT_METHOD_LABELS[p.method]}</td>
                  <td className="py-1">{p.reference ?? ''}</td>
                  <td className="py-1 text-right">{plain(p.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {b.status === 'cancelled' && b.cancel_reason && <p>Cancelled: {b.cancel_reason}</p>}
      {b.notes && <p className="whitespace-pre-line">{b.notes}</p>}
    </article>
  );
}
