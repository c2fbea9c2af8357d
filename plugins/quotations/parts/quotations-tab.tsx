// The "Quotations" tab on a customer's and a lead's page (recordTabs): their
// quotations (newest revision of each number) with a "New quotation" button
// that opens the form prefilled with this customer or lead.

import type { RecordTabProps } from '@kernel/registry/extension-points.ts';
import { useFormatters } from '@kit/format/use-company-format.ts';
import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import { EmptyState } from '@kit/ui/empty-state.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import { FileText, Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { listQuotationsOf, quotationKeys } from '../data.ts';
import { displayNumber, STATUS_LABELS, STATUS_TONE } from '../schema.ts';

export default function QuotationsTab({ target }: RecordTabProps) {
  const { money, date } = useFormatters();
  const isLead = target.type === 'leads';
  const list = useQuery({
    queryKey: [...quotationKeys.lists(), target.type, target.id],
    queryFn: () => listQuotationsOf(isLead ? { leadId: target.id } : { customerId: target.id }),
  });
  const newHref = `/dashboard/create-quotation?${isLead ? 'lead' : 'customer'}=${encodeURIComponent(target.id)}`;
  const newButton = (
    <Button asChild size="sm">
      <Link to={newHref}>
        <Plus className="size-4" aria-hidden="true" />
        New quotation
      </Link>
    </Button>
  );
  if (list.error)
    return <LoadError what="the quotations" error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data) return <Skeleton className="h-24" aria-label="Loading quotations" />;
  if (list.data.length === 0)
    return (
      <EmptyState
        icon={FileText}
        title="No quotations yet"
        description={`Quote ${target.title} for an audit, a survey or a training.`}
        action={newButton}
      />
    );
  return (
    <div className="grid gap-3">
      <div className="flex justify-end">{newButton}</div>
      <ul className="grid gap-2">
        {list.data.map((q) => (
          <li key={q.id} className="flex flex-wrap items-center gap-2 rounded-md border p-3 text-sm">
            <Link to={`/dashboard/quotations/${q.id}`} className="font-medium underline">
              {displayNumber(q)}
            </Link>
            <Badge variant={STATUS_TONE[q.status]}>{STATUS_LABELS[q.status]}</Badge>
            {q.title && <span className="text-muted-foreground">{q.title}</span>}
            <span className="text-muted-foreground">valid until {date(q.valid_until)}</span>
            <span className="ml-auto tabular-nums">
              {q.currency} {money(q.total, 'none')}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
