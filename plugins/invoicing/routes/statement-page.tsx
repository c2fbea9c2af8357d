// /dashboard/invoicing/statements/:customerId?from=&to= (ADR 029): a customer's
// statement of account for a period kept in the URL (default: the first day of
// the month three months back to the company's today) — opening balance, each
// movement with the running balance, closing balance, ageing — printable (only
// the statement prints), as a PDF, or e-mailed to the customer.
import { calendarDate } from '@kit/format/dates.ts';
import { useCompanyFormat, useFormatters } from '@kit/format/use-company-format.ts';
import { DocumentLetterhead } from '@kit/print/letterhead.tsx';
import { Button } from '@kit/ui/button.tsx';
import { Input } from '@kit/ui/input.tsx';
import { Label } from '@kit/ui/label.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ArrowLeft, Download, Mail, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { SendStatementDialog } from '../parts/send-statement-dialog.tsx';
import { AgeingSummary, StatementTable } from '../parts/statement-table.tsx';
import '@kit/print/print-document.css';
import { downloadStatementPdf, getStatement, periodFrom, statementKeys } from '../statement-data.ts';

export default function StatementPage() {
  const { customerId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const format = useCompanyFormat();
  const { money, date } = useFormatters();
  const { from, to } = periodFrom(params, calendarDate(new Date(), format));
  const [sending, setSending] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const statement = useQuery({
    queryKey: [...statementKeys.detail(customerId), from, to],
    queryFn: () => getStatement(customerId, from, to),
    placeholderData: keepPreviousData,
    enabled: from <= to,
  });

  const setPeriod = (next: { from?: string; to?: string }) =>
    setParams(
      (p) => {
        const n = new URLSearchParams(p);
        n.set('from', next.from ?? from);
        n.set('to', next.to ?? to);
        return n;
      },
      { replace: true },
    );

  const s = statement.data;
  const name = s?.customer.name ?? 'Customer';
  const download = async () => {
    setDownloading(true);
    try {
      await downloadStatementPdf(customerId, from, to);
      toast.success('Statement downloaded');
    } catch (e) {
      toast.error(e instanceof Error && e.message ? e.message : 'The PDF could not be made. Try again.');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="grid gap-6">
      <div className="grid gap-4 print:hidden">
        <PageHeader
          title={s ? `Statement — ${name}` : 'Statement of account'}
          description={
            <Link
              to={`/dashboard/customers/${customerId}?tab=balance`}
              className="inline-flex items-center gap-1"
            >
              <ArrowLeft className="size-3.5" aria-hidden="true" />
              Back to the customer
            </Link>
          }
          actions={
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" disabled={!s || downloading} onClick={() => void download()}>
                <Download aria-hidden="true" />
                Download PDF
              </Button>
              <Button variant="outline" disabled={!s} onClick={() => window.print()}>
                <Printer aria-hidden="true" />
                Print
              </Button>
              <Button disabled={!s} onClick={() => setSending(true)}>
                <Mail aria-hidden="true" />
                E-mail statement
              </Button>
            </div>
          }
        />
        <fieldset className="flex flex-wrap items-end gap-3">
          <legend className="sr-only">Period</legend>
          <div className="grid gap-1">
            <Label htmlFor="statement-from">From</Label>
            <Input
              id="statement-from"
              type="date"
              value={from}
              max={to}
              onChange={(e) => e.target.value && setPeriod({ from: e.target.value })}
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="statement-to">To</Label>
            <Input
              id="statement-to"
              type="date"
              value={to}
              min={from}
              onChange={(e) => e.target.value && setPeriod({ to: e.target.value })}
            />
          </div>
          {from > to && (
            <p role="alert" className="text-sm text-destructive">
              The period starts after it ends.
            </p>
          )}
        </fieldset>
      </div>

      {statement.error ? (
        <LoadError what="the statement" error={statement.error} onRetry={() => void statement.refetch()} />
      ) : !s ? (
        <Skeleton className="h-96 w-full" aria-busy="true" />
      ) : (
        <article
          aria-label={`Statement of account, ${name}`}
          className="statement-document print-document grid gap-6 rounded-md border bg-background p-4 sm:p-8"
          aria-busy={statement.isFetching}
        >
          <header className="flex flex-wrap justify-between gap-4">
            <div className="grid gap-3">
              <DocumentLetterhead company={s.company} />
              <h2 className="text-xl font-bold tracking-wide">STATEMENT OF ACCOUNT</h2>
            </div>
            <dl className="grid grid-cols-[auto_auto] gap-x-4 text-sm">
              <dt className="text-muted-foreground">Period</dt>
              <dd>
                {date(s.from)} – {date(s.to)}
              </dd>
              <dt className="text-muted-foreground">Currency</dt>
              <dd>{s.currency}</dd>
              <dt className="text-muted-foreground">Balance due</dt>
              <dd className="font-semibold tabular-nums">{money(s.closing_balance, 'none')}</dd>
            </dl>
          </header>
          <div className="text-sm">
            <p className="text-xs text-muted-foreground">Statement for</p>
            <p className="font-medium">{s.customer.name}</p>
            {s.customer.address && <p className="whitespace-pre-line">{s.customer.address}</p>}
            {s.customer.kra_pin && <p>KRA PIN {s.customer.kra_pin}</p>}
          </div>
          <StatementTable statement={s} />
          <section aria-labelledby="ageing-heading" className="grid gap-2 sm:max-w-md">
            <h3 id="ageing-heading" className="font-medium">
              Ageing on {date(s.to)} (days past the due date)
            </h3>
            <AgeingSummary ageing={s.ageing} currency={s.currency} />
            {Number(s.unapplied_credit) !== 0 && (
              <p className="text-sm text-muted-foreground">
                Payments received and not yet applied to an invoice: {money(s.unapplied_credit, 'none')}{' '}
                {s.currency}. Balance due = total open − this credit.
              </p>
            )}
          </section>
        </article>
      )}

      {sending && s && (
        <SendStatementDialog
          customerId={customerId}
          customerName={name}
          from={from}
          to={to}
          onOpenChange={setSending}
        />
      )}
    </div>
  );
}
