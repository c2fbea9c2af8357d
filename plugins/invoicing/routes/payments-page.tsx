// /dashboard/invoicing/payments (ADR 032): every payment received. The kernel's
// RecordList over public.payments_list (ADR 015): search receipt number, M-Pesa
// code, reference, customer or payer; filters method · received period ·
// reversed; sort, paging, count and CSV in the URL. A row opens its receipt.
import { useFormatters } from '@kit/format/use-company-format.ts';
import type { ListColumn, ListFilter } from '@kit/list/list-column.ts';
import { RecordList } from '@kit/list/record-list.tsx';
import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { FileText } from 'lucide-react';
import { Link } from 'react-router-dom';
import { periodOptions } from '../invoices-data.ts';
import {
  fetchPayments,
  METHOD_LABELS,
  methodOptions,
  type PaymentListRow,
  paymentKeys,
  reversedOptions,
} from '../payments-data.ts';

export default function PaymentsPage() {
  const { money, date } = useFormatters();
  const m = (v: number | string) => money(Number(v).toFixed(2));
  const filters: ListFilter[] = [
    { id: 'method', label: 'Method', options: methodOptions },
    { id: 'period', label: 'Received', options: periodOptions },
    { id: 'reversed', label: 'Reversed', options: reversedOptions },
  ];
  const columns: ListColumn<PaymentListRow>[] = [
    { id: 'number', header: 'Receipt', priority: 'key', sortable: true, value: (p) => p.number },
    { id: 'customer', header: 'Customer', priority: 'high', value: (p) => p.customer_name },
    {
      id: 'received',
      header: 'Received',
      sortable: true,
      value: (p) => p.received_on,
      cell: (p) => date(p.received_on),
    },
    {
      id: 'method',
      header: 'Method',
      value: (p) => METHOD_LABELS[p.method] ?? p.method,
      cell: (p) => (
        <span>
          {METHOD_LABELS[p.method] ?? p.method}
          {p.reversed_at && (
            <Badge variant="destructive" className="ms-2">
              Reversed
            </Badge>
          )}
        </span>
      ),
    },
    {
      id: 'code',
      header: 'Code / reference',
      value: (p) => p.transaction_code ?? p.reference ?? '',
      cell: (p) => <span className="font-mono text-xs">{p.transaction_code ?? p.reference ?? '—'}</span>,
    },
    { id: 'payer', header: 'Payer', value: (p) => p.payer ?? '' },
    {
      id: 'amount',
      header: 'Amount',
      align: 'end',
      priority: 'high',
      sortable: true,
      value: (p) => Number(p.amount).toFixed(2),
      cell: (p) => (
        <span className={`tabular-nums whitespace-nowrap ${p.reversed_at ? 'line-through' : ''}`}>
          {m(p.amount)}
        </span>
      ),
    },
    {
      id: 'credit',
      header: 'Credit left',
      align: 'end',
      sortable: true,
      value: (p) => Number(p.credit_left).toFixed(2),
      cell: (p) => (
        <span className="tabular-nums whitespace-nowrap">
          {Number(p.credit_left) > 0 ? m(p.credit_left) : '—'}
        </span>
      ),
    },
  ];
  return (
    <div>
      <PageHeader
        title="Payments"
        description="Money received: receipts by number, M-Pesa code, reference, customer or payer. Open one to print, download or e-mail its receipt."
        actions={
          <Button asChild variant="outline">
            <Link to="/dashboard/invoicing">
              <FileText aria-hidden="true" />
              Invoices
            </Link>
          </Button>
        }
      />
      <RecordList<PaymentListRow>
        name="payments"
        queryKey={paymentKeys.lists()}
        columns={columns}
        filters={filters}
        fetchPage={fetchPayments}
        rowId={(p) => p.id}
        rowHref={(p) => `/dashboard/invoicing/payments/${p.id}`}
        defaults={{ sort: [{ id: 'received', desc: true }] }}
        searchPlaceholder="Receipt, M-Pesa code, reference, customer or payer…"
        empty={{}}
      />
    </div>
  );
}
