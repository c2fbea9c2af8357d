// An invoice's status as a badge: overdue (computed by the list view) in red, void struck out.
import { Badge } from '@kit/ui/badge.tsx';
import { STATUS_LABELS } from '../invoices-data.ts';

export function InvoiceStatusBadge(props: { status: string }) {
  const label = STATUS_LABELS[props.status] ?? props.status;
  const variant =
    props.status === 'overdue'
      ? 'destructive'
      : props.status === 'draft' || props.status === 'void'
        ? 'outline'
        : 'secondary';
  return (
    <Badge variant={variant} className={props.status === 'void' ? 'line-through' : undefined}>
      {label}
    </Badge>
  );
}
