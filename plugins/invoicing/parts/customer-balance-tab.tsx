// The "Balance" tab on a customer's page (recordTabs, ADR 029): what they owe
// today (the statement's closing balance as of the company's today), the credit
// we hold for them, how old what is open is (figures, with bars), how many
// invoices are overdue, and the way to their statement or to e-mail it.

import type { RecordTabProps } from '@kernel/registry/extension-points.ts';
import { calendarDate } from '@kit/format/dates.ts';
import { useCompanyFormat, useFormatters } from '@kit/format/use-company-format.ts';
import { Button } from '@kit/ui/button.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import { FileText, Mail } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { defaultPeriod, getStatement, type Statement, statementKeys } from '../statement-data.ts';
import { SendStatementDialog } from './send-statement-dialog.tsx';
import { AgeingSummary } from './statement-table.tsx';

export default function CustomerBalanceTab({ target }: RecordTabProps) {
  const format = useCompanyFormat();
  const today = calendarDate(new Date(), format);
  const balance = useQuery({
    queryKey: [...statementKeys.detail(target.id), today, today],
    queryFn: () => getStatement(target.id, today, today),
  });
  const [sending, setSending] = useState(false);
  if (balance.error)
    return <LoadError what="the balance" error={balance.error} onRetry={() => void balance.refetch()} />;
  if (!balance.data) return <Skeleton className="h-40 w-full" aria-busy="true" />;
  const period = defaultPeriod(today);
  return (
    <>
      <BalanceSummary
        statement={balance.data}
        statementLink={`/dashboard/invoicing/statements/${target.id}?from=${period.from}&to=${period.to}`}
        onEmail={() => setSending(true)}
      />
      {sending && (
        <SendStatementDialog
          customerId={target.id}
          customerName={target.title}
          from={period.from}
          to={period.to}
          onOpenChange={setSending}
        />
      )}
    </>
  );
}

/** The tab's content for one statement (as of today): exported for the story. */
export function BalanceSummary(props: { statement: Statement; statementLink: string; onEmail: () => void }) {
  const { money } = useFormatters();
  const s = props.statement;
  const owes = Number(s.closing_balance);
  const nothing = owes === 0 && Number(s.ageing.total) === 0 && Number(s.unapplied_credit) === 0;
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <Figure label="Owes now" value={`${money(s.ageing.total, 'none')} ${s.currency}`} strong />
        <Figure label="Credit held" value={`${money(s.unapplied_credit, 'none')} ${s.currency}`} />
        <Figure
          label="Overdue invoices"
          value={String(s.ageing.overdue_count)}
          tone={s.ageing.overdue_count > 0 ? 'text-destructive' : undefined}
        />
      </div>
      <p className="text-sm" data-testid="balance-due">
        {owes > 0
          ? `Balance due: ${money(s.closing_balance, 'none')} ${s.currency}.`
          : owes < 0
            ? `We hold ${money(String(-owes), 'none')} ${s.currency} for this customer (more paid than invoiced).`
            : 'Nothing is due.'}
      </p>
      {nothing ? (
        <p className="text-sm text-muted-foreground">
          No issued invoices or payments yet: the balance appears here once there are.
        </p>
      ) : (
        <section aria-labelledby="balance-ageing" className="grid gap-2 sm:max-w-md">
          <h3 id="balance-ageing" className="text-sm font-medium">
            What is open, by days past the due date
          </h3>
          <AgeingSummary ageing={s.ageing} currency={s.currency} />
        </section>
      )}
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <Link to={props.statementLink}>
            <FileText aria-hidden="true" />
            Statement
          </Link>
        </Button>
        <Button variant="outline" onClick={props.onEmail}>
          <Mail aria-hidden="true" />
          E-mail statement
        </Button>
      </div>
    </div>
  );
}

function Figure(props: { label: string; value: string; strong?: boolean; tone?: string }) {
  return (
    <div className="rounded-md border p-3">
      <p className="text-xs text-muted-foreground">{props.label}</p>
      <p className={`tabular-nums ${props.strong ? 'text-lg font-semibold' : 'text-lg'} ${props.tone ?? ''}`}>
        {props.value}
      </p>
    </div>
  );
}
