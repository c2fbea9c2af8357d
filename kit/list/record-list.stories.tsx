import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus, Trash2 } from 'lucide-react';
import type { FetchPage } from './fetch-page.ts';
import type { BulkAction, ListColumn, ListFilter } from './list-column.ts';
import { memorySource } from './memory-source.ts';
import { RecordList, type RecordListProps } from './record-list.tsx';

interface Customer {
  id: string;
  name: string;
  status: 'lead' | 'active' | 'dormant';
  town: string;
  contact: string;
  balance: number;
  since: string;
}
const TOWNS = ['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Eldoret', 'Thika'];
const NAMES = [
  'Acme Foods',
  'Bidii Builders',
  'Chai Estates',
  'Duka Logistics',
  'Eco Paints',
  'Faraja Hospital',
];
const STATUSES = ['lead', 'active', 'dormant'] as const;
const customers: Customer[] = Array.from({ length: 230 }, (_, i) => ({
  id: `cus-${i + 1}`,
  name: `${NAMES[i % NAMES.length]} ${Math.floor(i / NAMES.length) + 1}`,
  status: STATUSES[(i + Math.floor(i / 6)) % 3],
  town: TOWNS[Math.floor(i / 6 + i / 2) % TOWNS.length],
  contact: `info${i + 1}@example.co.ke`,
  balance: ((i * 7919) % 500_000) - 50_000,
  since: new Date(Date.UTC(2024, 0, 1) + i * 86_400_000 * 3).toISOString().slice(0, 10),
}));

const kes = new Intl.NumberFormat('en-KE', { style: 'currency', currency: 'KES' });
const columns: ListColumn<Customer>[] = [
  { id: 'name', header: 'Name', priority: 'key', sortable: true },
  {
    id: 'status',
    header: 'Status',
    priority: 'high',
    sortable: true,
    cell: (c) => (
      <Badge variant={c.status === 'active' ? 'default' : 'secondary'} className="capitalize">
        {c.status}
      </Badge>
    ),
  },
  { id: 'town', header: 'Town', sortable: true },
  { id: 'contact', header: 'Contact', priority: 'low' },
  {
    id: 'balance',
    header: 'Balance',
    align: 'end',
    sortable: true,
    cell: (c) => kes.format(c.balance),
    exportValue: (c) => c.balance.toFixed(2),
  },
  { id: 'since', header: 'Customer since', priority: 'low', sortable: true },
];
const filters: ListFilter[] = [
  {
    id: 'status',
    label: 'Status',
    options: STATUSES.map((s) => ({ value: s, label: s[0].toUpperCase() + s.slice(1) })),
  },
  { id: 'town', label: 'Town', options: TOWNS.map((t) => ({ value: t, label: t })) },
];
const bulkActions: BulkAction<Customer>[] = [
  { id: 'tag', label: 'Mark dormant', run: () => {} },
  {
    id: 'delete',
    label: 'Delete',
    icon: Trash2,
    destructive: true,
    confirm: {
      title: (n) => `Delete ${n} ${n === 1 ? 'customer' : 'customers'}?`,
      description: 'Their quotations and invoices stay; the customers cannot be restored.',
      confirmLabel: 'Delete',
    },
    run: () => {},
  },
];
const source = (rows: Customer[], options: { delayMs?: number; estimateAbove?: number } = {}) =>
  memorySource(rows, { searchText: (c) => `${c.name} ${c.contact} ${c.town}`, delayMs: 250, ...options });

const base: RecordListProps<Customer> = {
  name: 'customers',
  columns,
  filters,
  rowId: (c) => c.id,
  fetchPage: source(customers),
  rowHref: (c) => `/dashboard/customers/${c.id}`,
  defaults: { sort: [{ id: 'name', desc: false }] },
  empty: {
    description: 'Customers you add, or that buy in the shop, appear here.',
    action: (
      <Button>
        <Plus aria-hidden="true" />
        New customer
      </Button>
    ),
  },
};

const meta = {
  title: 'Kernel/List/RecordList',
  component: RecordList<Customer>,
  args: base,
  parameters: { path: '/dashboard/customers' },
} satisfies Meta<typeof RecordList<Customer>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 230 customers, sortable, searchable, filterable; the URL (in the memory router) keeps the view. */
export const ManyRows: Story = {};

export const Selection: Story = { args: { bulkActions } };

export const Loading: Story = { args: { fetchPage: () => new Promise(() => {}) } };

export const Empty: Story = { args: { fetchPage: source([]) } };

export const NoMatch: Story = { parameters: { path: '/dashboard/customers?q=zanzibar&f.status=lead' } };

const failing: FetchPage<Customer> = () => Promise.reject(new Error('permission denied for table customers'));
export const LoadError: Story = { args: { fetchPage: failing } };

/** Past PostgREST's exact-count limit the total is the planner's guess. */
export const EstimatedCount: Story = { args: { fetchPage: source(customers, { estimateAbove: 100 }) } };

/** 320 px: name and status stay; town and balance move under the name; contact and date wait for wider screens. */
export const Phone: Story = {
  args: { bulkActions },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
