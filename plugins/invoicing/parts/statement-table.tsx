// The statement's lines (ADR 029): opening balance, each invoice, credit note,
// payment, reversal and void with its debit or credit and the running balance,
// then the closing balance; and the ageing of what is open, as figures and as
// small bars (the figures are the accessible version: the bars are decoration).
// Amounts are the database's decimal strings, formatted, never added up here.
import { useFormatters } from '@kit/format/use-company-format.ts';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@kit/ui/table.tsx';
import { Link } from 'react-router-dom';
import { AGEING_BUCKETS, KIND_LABELS, type Statement, type StatementAgeing } from '../statement-data.ts';

// Amounts never wrap (issue 22 item 2): a long one widens its column instead of breaking over two lines.
const num = 'whitespace-nowrap text-right tabular-nums';

export function StatementTable({ statement: s }: { statement: Statement }) {
  const { money, date } = useFormatters();
  const m = (v: string) => money(v, 'none');
  const blankIfZero = (v: string) => (Number(v) === 0 ? '' : m(v));
  return (
    <Table aria-label={`Statement lines, ${s.currency}`}>
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>Reference</TableHead>
          <TableHead className="hidden sm:table-cell">Details</TableHead>
          <TableHead className="text-right">Debit</TableHead>
          <TableHead className="text-right">Credit</TableHead>
          <TableHead className="text-right">Balance</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow>
          <TableCell>{date(s.from)}</TableCell>
          <TableCell colSpan={1} className="font-medium">
            Opening balance
          </TableCell>
          <TableCell className="hidden sm:table-cell" />
          <TableCell />
          <TableCell />
          <TableCell className={`${num} font-medium`}>{m(s.opening_balance)}</TableCell>
        </TableRow>
        {s.lines.map((l) => (
          <TableRow key={`${l.kind}-${l.record_id}`}>
            <TableCell className="whitespace-nowrap">{date(l.date)}</TableCell>
            <TableCell>
              <span className="block text-xs text-muted-foreground">{KIND_LABELS[l.kind]}</span>
              <Link to={l.link} className="underline-offset-2 hover:underline print:no-underline">
                {l.reference}
              </Link>
            </TableCell>
            <TableCell className="hidden text-muted-foreground sm:table-cell">{l.description}</TableCell>
            <TableCell className={num}>{blankIfZero(l.debit)}</TableCell>
            <TableCell className={num}>{blankIfZero(l.credit)}</TableCell>
            <TableCell className={num}>{m(l.balance)}</TableCell>
          </TableRow>
        ))}
        {s.lines.length === 0 && (
          <TableRow>
            <TableCell colSpan={6} className="text-center text-muted-foreground">
              No invoices, credit notes or payments in this period.
            </TableCell>
          </TableRow>
        )}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell>{date(s.to)}</TableCell>
          <TableCell className="font-semibold">Closing balance</TableCell>
          <TableCell className="hidden sm:table-cell" />
          <TableCell className={num}>{m(s.total_debits)}</TableCell>
          <TableCell className={num}>{m(s.total_credits)}</TableCell>
          <TableCell className={`${num} font-semibold`} data-testid="closing-balance">
            {m(s.closing_balance)}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}

/** What is open by age, as a list of figures with a bar each (the bar's length is relative to the largest). */
export function AgeingSummary({ ageing, currency }: { ageing: StatementAgeing; currency: string }) {
  const { money } = useFormatters();
  const values = AGEING_BUCKETS.map((b) => Math.max(Number(ageing[b.key]), 0));
  const largest = Math.max(...values, 0);
  return (
    <dl className="grid gap-1.5 text-sm" aria-label="Ageing of what is open">
      {AGEING_BUCKETS.map((b, i) => (
        <div key={b.key} className="grid grid-cols-[6.5rem_1fr] items-center gap-2">
          <dt className="text-muted-foreground">{b.label}</dt>
          <dd className="flex items-center gap-2">
            <span aria-hidden="true" className="h-2.5 flex-1 rounded-sm bg-muted">
              <span
                className={
                  i === 0
                    ? 'block h-full rounded-sm bg-primary/60'
                    : 'block h-full rounded-sm bg-destructive/70'
                }
                style={{ width: largest > 0 ? `${(values[i] / largest) * 100}%` : '0%' }}
              />
            </span>
            <span className="min-w-24 text-right tabular-nums">
              {money(ageing[b.key], 'none')} <span className="sr-only">{currency}</span>
            </span>
          </dd>
        </div>
      ))}
      <div className="grid grid-cols-[6.5rem_1fr] gap-2 border-t pt-1.5 font-medium">
        <dt>Total open</dt>
        <dd className="text-right tabular-nums">{money(ageing.total, 'none')}</dd>
      </div>
    </dl>
  );
}
