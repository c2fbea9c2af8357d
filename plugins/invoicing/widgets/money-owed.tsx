// "Money owed" on the dashboard home: at a glance, what customers owe the firm,
// how much of it is overdue and what came in this month — then the invoices
// longest overdue, each a link, so chasing payment starts here.
import { useLiveInvalidation } from '@kernel/data/use-live-invalidation.ts';
import type { HomeWidgetContext } from '@kernel/registry/extension-points.ts';
import { formatMoney } from '@kit/format/money.ts';
import { useFormatters } from '@kit/format/use-company-format.ts';
import { Badge } from '@kit/ui/badge.tsx';
import { ListCard } from '@kit/ui/list-card.tsx';
import { useQuery } from '@tanstack/react-query';
import { Banknote } from 'lucide-react';
import { Link } from 'react-router-dom';
import {
  type OverdueInvoice,
  type ReceivablesSummary,
  receivablesKeys,
  receivablesSummary,
} from '../receivables-data.ts';

function Figure(props: { label: string; value: string; note?: string; tone?: 'danger' }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{props.label}</dt>
      <dd
        className={`text-lg font-semibold tabular-nums ${props.tone === 'danger' ? 'text-destructive' : ''}`}
      >
        {props.value}
      </dd>
      {props.note ? <dd className="text-xs text-muted-foreground">{props.note}</dd> : null}
    </div>
  );
}

export function MoneyOwedView(props: {
  summary: ReceivablesSummary | undefined;
  error?: Error | null;
  onRetry?: () => void;
}) {
  const { format, date } = useFormatters();
  const money = (amount: string, currency: string) =>
    formatMoney(amount, { locale: format.locale, currency });
  const s = props.summary;
  return (
    <ListCard<OverdueInvoice>
      title="Money owed"
      icon={Banknote}
      what="What customers owe"
      empty={s?.currencies.length ? 'Nothing is overdue.' : 'No invoice is waiting for payment.'}
      items={s?.most_overdue}
      error={props.error}
      onRetry={props.onRetry}
      renderItem={(i) => (
        <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="grid min-w-0">
            <Link to={`/dashboard/invoices/${i.id}`} className="truncate font-medium hover:underline">
              {i.number} · {i.customer_name}
            </Link>
            <span className="text-xs text-muted-foreground">
              due {date(i.due_date)} · {money(i.amount_due, i.currency)}
            </span>
          </span>
          <Badge variant="destructive">
            {i.days_overdue} {i.days_overdue === 1 ? 'day' : 'days'} overdue
          </Badge>
        </li>
      )}
      footer={
        s ? (
          <>
            {s.currencies.map((c) => (
              <section key={c.currency} aria-label={`Receivables in ${c.currency}`} className="border-t pt-3">
                <dl className="grid grid-cols-3 gap-3">
                  <Figure
                    label="Owed now"
                    value={money(c.owed, c.currency)}
                    note={`${c.open_count} ${c.open_count === 1 ? 'invoice' : 'invoices'}`}
                  />
                  <Figure
                    label="Overdue"
                    value={money(c.overdue, c.currency)}
                    note={`${c.overdue_count} ${c.overdue_count === 1 ? 'invoice' : 'invoices'}`}
                    tone={c.overdue_count > 0 ? 'danger' : undefined}
                  />
                  <Figure label="Received this month" value={money(c.received_this_month, c.currency)} />
                </dl>
              </section>
            ))}
            <Link to="/dashboard/invoicing?f.overdue=yes" className="text-sm text-primary hover:underline">
              All overdue invoices
            </Link>
          </>
        ) : null
      }
    />
  );
}

const summaryQuery = { queryKey: receivablesKeys.all, queryFn: receivablesSummary };

/** Home opened: the summary is read as soon as the role allows the card, before it renders. */
export function prefetch({ queryClient }: HomeWidgetContext) {
  void queryClient.prefetchQuery(summaryQuery);
}

export default function MoneyOwedWidget() {
  const summary = useQuery(summaryQuery);
  useLiveInvalidation({ table: 'invoices', queryKey: receivablesKeys.all });
  useLiveInvalidation({ table: 'payments', queryKey: receivablesKeys.all });
  return (
    <MoneyOwedView summary={summary.data} error={summary.error} onRetry={() => void summary.refetch()} />
  );
}
