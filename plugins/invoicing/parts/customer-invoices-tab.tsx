// The "Invoices" tab on a customer's page (recordTabs): their invoices, newest
// first, with what is still due in all (void and drafts left out of the sum).

import type { RecordTabProps } from '@kernel/registry/extension-points.ts';
import { useFormatters } from '@kit/format/use-company-format.ts';
import { Button } from '@kit/ui/button.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { invoiceKeys, listCustomerInvoices } from '../invoices-data.ts';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';

export default function CustomerInvoicesTab({ target }: RecordTabProps) {
  const { money, date } = useFormatters();
  const invoices = useQuery({
    queryKey: [...invoiceKeys.lists(), 'customer', target.id],
    queryFn: () => listCustomerInvoices(target.id),
  });
  const newButton = (
    <Button asChild size="sm">
      <Link to={`/dashboard/create-invoice?customer=${target.id}`}>
        <Plus aria-hidden="true" />
        New invoice
      </Link>
    </Button>
  );
  if (invoices.error)
    return <LoadError what="the invoices" error={invoices.error} onRetry={() => void invoices.refetch()} />;
  if (!invoices.data) return <Skeleton className="h-32 w-full" aria-busy="true" />;
  const open = invoices.data.filter((i) => ['issued', 'partially_paid', 'paid'].includes(i.status));
  const due = open.reduce((sum, i) => sum + Math.round(Number(i.amount_due) * 100), 0);
  const overdue = open
    .filter((i) => i.is_overdue)
    .reduce((sum, i) => sum + Math.round(Number(i.amount_due) * 100), 0);
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm">
          Due in all: <strong className="tabular-nums">{money((due / 100).toFixed(2))}</strong>
          {overdue > 0 && (
            <>
              {' '}
              · overdue:{' '}
              <strong className="tabular-nums text-destructive">{money((overdue / 100).toFixed(2))}</strong>
            </>
          )}
        </p>
        {newButton}
      </div>
      {invoices.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No invoices for {target.title} yet.</p>
      ) : (
        <ul className="grid gap-2">
          {invoices.data.map((i) => (
            <li
              key={i.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm"
            >
              <Link
                className="font-medium underline-offset-4 hover:underline"
                to={`/dashboard/invoices/${i.id}`}
              >
                {i.number ?? 'Draft invoice'}
              </Link>
              <span className="flex flex-wrap items-center gap-3">
                <span>{date(i.issue_date)}</span>
                <InvoiceStatusBadge status={i.display_status} />
                <span className="tabular-nums">{money(Number(i.total).toFixed(2))}</span>
                <span className="tabular-nums text-muted-foreground">
                  due {i.status === 'void' ? '—' : money(Number(i.amount_due).toFixed(2))}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
