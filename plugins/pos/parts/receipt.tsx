// A till receipt as it prints on an 80 mm roll (receipt.css): the firm, the number, the lines, the
// totals with VAT, how it was paid and the change. On screen it sits in a narrow card.
import { useFormatters } from '@kit/format/use-company-format.ts';
import './receipt.css';
import type { SaleReceipt } from '../shapes.ts';

const METHOD_LABELS = { cash: 'Cash', mpesa: 'M-Pesa', card: 'Card' } as const;

export function Receipt({ receipt }: { receipt: SaleReceipt }) {
  const { money, date } = useFormatters();
  const plain = (v: string) => money(v, 'none');
  return (
    <article
      className="pos-receipt mx-auto w-full max-w-[80mm] rounded-md border bg-white p-4 font-mono text-xs text-black"
      aria-label={`Receipt ${receipt.number}`}
    >
      <header className="mb-2 text-center">
        <p className="text-sm font-bold">{receipt.company}</p>
        <p>{receipt.location}</p>
        <p>
          Receipt <span data-receipt-number>{receipt.number}</span>
        </p>
        <p>{date(receipt.created_at, 'datetime')}</p>
        {receipt.cashier && <p>Served by {receipt.cashier}</p>}
        {receipt.customer && <p>Customer: {receipt.customer}</p>}
      </header>
      <table className="w-full border-y border-dashed border-black">
        <caption className="sr-only">Items</caption>
        <thead>
          <tr>
            <th className="text-left font-normal">Item</th>
            <th className="text-right font-normal">Amount</th>
          </tr>
        </thead>
        <tbody>
          {receipt.lines.map((l, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a receipt's lines are fixed and ordered
            <tr key={i} className="align-top">
              <td className="py-0.5">
                {l.name}
                <br />
                {l.quantity} × {plain(l.unit_price)}
                {Number(l.discount_percent) > 0 && ` −${l.discount_percent} %`}
              </td>
              <td className="py-0.5 text-right tabular-nums">{plain(l.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-2 tabular-nums">
        {Number(receipt.discount) > 0 && (
          <>
            <dt>Discount</dt>
            <dd className="text-right">−{plain(receipt.discount)}</dd>
          </>
        )}
        <dt>VAT</dt>
        <dd className="text-right">{plain(receipt.tax)}</dd>
        <dt className="text-sm font-bold">Total</dt>
        <dd className="text-right text-sm font-bold">{money(receipt.total)}</dd>
        {receipt.payments.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a receipt's payments are fixed and ordered
          <PaymentRow key={i} label={METHOD_LABELS[p.method]} payment={p} plain={plain} />
        ))}
        <dt>Change</dt>
        <dd className="text-right">{plain(receipt.change_due)}</dd>
      </dl>
      <p className="mt-3 text-center">Thank you. Keep this receipt for returns.</p>
    </article>
  );
}

function PaymentRow(props: {
  label: string;
  payment: SaleReceipt['payments'][number];
  plain: (v: string) => string;
}) {
  const { payment: p } = props;
  return (
    <>
      <dt>
        {props.label}
        {p.reference ? ` ${p.reference}` : ''}
      </dt>
      <dd className="text-right">{props.plain(p.tendered ?? p.amount)}</dd>
    </>
  );
}
