// A till session's X report (open) or Z report (closed), in two layouts (ADR 059): "roll" prints on
// the 80 mm receipt roll (receipt.css, like a receipt), "a4" on A4 with the company's letterhead
// (kit/print/letterhead.tsx, print-document.css). Only one is on the page at a time.
import { useFormatters } from '@kit/format/use-company-format.ts';
import { DocumentLetterhead } from '@kit/print/letterhead.tsx';
import '@kit/print/print-document.css';
import './receipt.css';
import type { SessionReport } from '../sessions.ts';
import type { PaymentMethod } from '../shapes.ts';

const METHOD_LABELS: Record<PaymentMethod, string> = { cash: 'Cash', mpesa: 'M-Pesa', card: 'Card' };

export function SessionReportView({ report: r, layout }: { report: SessionReport; layout: 'roll' | 'a4' }) {
  const { money, date } = useFormatters();
  const title = r.report === 'Z' ? `Z report ${r.z_number ?? ''}` : 'X report (session still open)';
  const closed = r.status === 'closed';
  const summary = (
    <>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 tabular-nums">
        <dt>Location</dt>
        <dd className="text-right">{r.location_name}</dd>
        <dt>Opened</dt>
        <dd className="text-right">
          {date(r.opened_at, 'datetime')}
          {r.opened_by_name ? ` · ${r.opened_by_name}` : ''}
        </dd>
        {r.closed_at && (
          <>
            <dt>Closed</dt>
            <dd className="text-right">
              {date(r.closed_at, 'datetime')}
              {r.closed_by_name ? ` · ${r.closed_by_name}` : ''}
            </dd>
          </>
        )}
        <dt>Float</dt>
        <dd className="text-right">{money(r.opening_float)}</dd>
        <dt>Sales ({r.sales_count})</dt>
        <dd className="text-right">{money(r.sales_total)}</dd>
        <dt>of which VAT</dt>
        <dd className="text-right">{money(r.tax_total)}</dd>
        <dt>Refunds ({r.refunds_count})</dt>
        <dd className="text-right">{money(r.refunds_total)}</dd>
        <dt>Cash in</dt>
        <dd className="text-right">{money(r.cash_in)}</dd>
        <dt>Cash out</dt>
        <dd className="text-right">{money(r.cash_out)}</dd>
        <dt className="font-bold">Cash expected in the till</dt>
        <dd className="text-right font-bold">{money(r.expected_cash)}</dd>
      </dl>
      <table className="mt-3 w-full border-y border-dashed tabular-nums">
        <caption className="sr-only">Per payment method</caption>
        <thead>
          <tr>
            <th className="text-left font-normal">Method</th>
            <th className="text-right font-normal">Sales</th>
            <th className="text-right font-normal">Refunds</th>
            <th className="text-right font-normal">Expected</th>
            {closed && <th className="text-right font-normal">Counted</th>}
            {closed && <th className="text-right font-normal">Difference</th>}
          </tr>
        </thead>
        <tbody>
          {r.methods.map((m) => (
            <tr key={m.method}>
              <th scope="row" className="text-left font-normal">
                {METHOD_LABELS[m.method]}
              </th>
              <td className="text-right">{money(m.sales, 'none')}</td>
              <td className="text-right">{money(m.refunds, 'none')}</td>
              <td className="text-right">{money(m.expected, 'none')}</td>
              {closed && (
                <td className="text-right">{m.counted === null ? '—' : money(m.counted, 'none')}</td>
              )}
              {closed && (
                <td className="text-right" data-difference={m.method}>
                  {m.difference === null ? '—' : money(m.difference, 'none')}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {closed && r.difference !== null && (
        <p className="mt-2 font-bold">
          {Number(r.difference) === 0
            ? 'Counted as expected'
            : Number(r.difference) < 0
              ? `Short by ${money(r.difference.replace('-', ''))}`
              : `Over by ${money(r.difference)}`}
        </p>
      )}
      {r.cash_moves.length > 0 && (
        <ul aria-label="Cash in and out" className="mt-2">
          {r.cash_moves.map((c) => (
            <li key={c.id}>
              {c.kind === 'in' ? 'In' : 'Out'} {money(c.amount, 'none')} — {c.reason}
            </li>
          ))}
        </ul>
      )}
      {r.note && <p className="mt-2">Note: {r.note}</p>}
    </>
  );
  if (layout === 'roll')
    return (
      <article
        className="pos-receipt mx-auto w-full max-w-[80mm] rounded-md border bg-white p-4 font-mono text-xs text-black"
        aria-label={title}
      >
        <header className="mb-2 text-center">
          <p className="text-sm font-bold">{r.company.trading_name ?? r.company.name}</p>
          <p className="font-bold" data-report-title>
            {title}
          </p>
        </header>
        {summary}
      </article>
    );
  return (
    <article
      className="print-document mx-auto grid w-full max-w-3xl gap-4 rounded-md border bg-white p-6 text-sm text-black"
      aria-label={title}
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <DocumentLetterhead company={r.company} />
        <h2 className="text-xl font-semibold" data-report-title>
          {title}
        </h2>
      </div>
      {summary}
    </article>
  );
}
