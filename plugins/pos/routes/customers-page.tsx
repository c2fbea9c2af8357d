// /dashboard/pos/customers: the shop's customer accounts (spec §6: accounts with is_pos_customer, who
// never enter the dashboard), with what they bought at the till. Invitations, loyalty and purchase
// history per customer come later (ADR 054).
import { useFormatters } from '@kit/format/use-company-format.ts';
import type { ListColumn } from '@kit/list/list-column.ts';
import { RecordList } from '@kit/list/record-list.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { customerKeys, fetchPosCustomers, type PosCustomer } from '../data.ts';
import { PosNav } from '../parts/pos-nav.tsx';

export default function CustomersPage() {
  const { money, date } = useFormatters();
  const columns: ListColumn<PosCustomer>[] = [
    { id: 'full_name', header: 'Name', priority: 'key', value: (c) => c.full_name || c.email || '' },
    { id: 'email', header: 'E-mail', priority: 'high' },
    { id: 'phone', header: 'Phone', priority: 'low' },
    {
      id: 'sales_count',
      header: 'Till sales',
      align: 'end',
      value: (c) => String(c.sales_count ?? 0),
    },
    {
      id: 'sales_total',
      header: 'Spent',
      align: 'end',
      sortable: true,
      value: (c) => String(c.sales_total ?? '0'),
      cell: (c) => <span className="tabular-nums">{money(String(c.sales_total ?? '0'))}</span>,
    },
    {
      id: 'last_sale_at',
      header: 'Last sale',
      sortable: true,
      priority: 'low',
      value: (c) => (c.last_sale_at ? date(c.last_sale_at) : ''),
    },
    {
      id: 'created_at',
      header: 'Account since',
      sortable: true,
      priority: 'low',
      value: (c) => (c.created_at ? date(c.created_at) : ''),
    },
  ];
  return (
    <div>
      <PosNav />
      <PageHeader
        title="POS customers"
        description="The shop’s customer accounts: they sign in to the shop, never to this dashboard."
      />
      <RecordList<PosCustomer>
        name="POS customers"
        queryKey={customerKeys.lists()}
        columns={columns}
        fetchPage={fetchPosCustomers}
        rowId={(c) => c.user_id}
        defaults={{ sort: [{ id: 'created_at', desc: true }] }}
        searchPlaceholder="Name, e-mail, phone…"
        empty={{ description: 'Customers who sign up in the shop or are added at the till appear here.' }}
      />
    </div>
  );
}
