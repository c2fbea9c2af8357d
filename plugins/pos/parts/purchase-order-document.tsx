// A purchase order on A4 with the company's letterhead (kit/print/letterhead.tsx): the supplier, where
// to deliver, the lines with quantity, unit cost and amount (and what has arrived), the total (ADR 059).
import { useFormatters } from '@kit/format/use-company-format.ts';
import { DocumentLetterhead } from '@kit/print/letterhead.tsx';
import '@kit/print/print-document.css';
import type { PurchaseOrder } from '../purchasing.ts';
import { PURCHASE_ORDER_STATUS_LABELS } from '../purchasing-shapes.ts';

export function PurchaseOrderDocument({ order: o }: { order: PurchaseOrder }) {
  const { money, date } = useFormatters();
  const plain = (v: string) => money(v, 'none');
  const receiving = o.status === 'partly_received' || o.status === 'received';
  return (
    <article
      className="print-document mx-auto grid w-full max-w-4xl gap-6 rounded-md border bg-white p-6 text-sm text-black"
      aria-label={`Purchase order ${o.number}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <DocumentLetterhead company={o.company} />
        <div className="text-right">
          <h2 className="text-xl font-semibold">Purchase order</h2>
          <p data-po-number>{o.number}</p>
          <p>{date(o.sent_at ?? o.created_at)}</p>
          <p className="print:hidden">{PURCHASE_ORDER_STATUS_LABELS[o.status]}</p>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <p className="font-semibold">Supplier</p>
          <p>{o.supplier.name}</p>
          {o.supplier.contact_name && <p>{o.supplier.contact_name}</p>}
          {o.supplier.address && <p className="whitespace-pre-line">{o.supplier.address}</p>}
          {[o.supplier.phone, o.supplier.email].filter(Boolean).length > 0 && (
            <p>{[o.supplier.phone, o.supplier.email].filter(Boolean).join(' · ')}</p>
          )}
          {o.supplier.tax_pin && <p>KRA PIN {o.supplier.tax_pin}</p>}
        </div>
        <div>
          <p className="font-semibold">Deliver to</p>
          <p>
            {o.company.trading_name ?? o.company.name} — {o.location.name}
          </p>
          {o.expected_on && <p>Expected by {date(o.expected_on)}</p>}
        </div>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full tabular-nums">
          <caption className="sr-only">Lines</caption>
          <thead>
            <tr className="border-b">
              <th className="py-1 text-left">#</th>
              <th className="py-1 text-left">Item</th>
              <th className="py-1 text-right">Quantity</th>
              {receiving && <th className="py-1 text-right print:hidden">Received</th>}
              <th className="py-1 text-right">Unit cost</th>
              <th className="py-1 text-right">Amount</th>
            </tr>
          </thead>
          <tbody>
            {o.lines.map((l) => (
              <tr key={l.line_no} className="border-b align-top">
                <td className="py-1">{l.line_no}</td>
                <td className="py-1">
                  {l.name}
                  {l.sku && <span className="block text-xs text-muted-foreground">{l.sku}</span>}
                </td>
                <td className="py-1 text-right">
                  {Number(l.quantity)} {l.unit ?? ''}
                </td>
                {receiving && <td className="py-1 text-right print:hidden">{Number(l.received)}</td>}
                <td className="py-1 text-right">{plain(l.unit_cost)}</td>
                <td className="py-1 text-right">{plain(l.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th colSpan={receiving ? 5 : 4} className="py-1 text-right">
                Total
              </th>
              <td className="py-1 text-right font-semibold">{money(o.total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      {o.notes && <p className="whitespace-pre-line">{o.notes}</p>}
      {o.company.footer && <p className="text-xs">{o.company.footer}</p>}
    </article>
  );
}
