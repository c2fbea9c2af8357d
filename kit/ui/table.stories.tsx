import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './badge.tsx';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from './table.tsx';

const meta = { title: 'Kernel/UI/Table', component: Table } satisfies Meta<typeof Table>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = [
  { no: 'INV-0041', client: 'Kasarani Steel Ltd', status: 'Paid', amount: 'KES 84,000' },
  { no: 'INV-0042', client: 'Athi River Cement', status: 'Overdue', amount: 'KES 126,500' },
  { no: 'INV-0043', client: 'Thika Foods', status: 'Draft', amount: 'KES 42,000' },
];

export const Invoices: Story = {
  render: () => (
    <Table>
      <TableCaption>Invoices this month</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Number</TableHead>
          <TableHead>Client</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Amount</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.no}>
            <TableCell className="font-medium">{r.no}</TableCell>
            <TableCell>{r.client}</TableCell>
            <TableCell>
              <Badge variant={r.status === 'Overdue' ? 'destructive' : 'secondary'}>{r.status}</Badge>
            </TableCell>
            <TableCell className="text-right tabular-nums">{r.amount}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell colSpan={3}>Total</TableCell>
          <TableCell className="text-right tabular-nums">KES 252,500</TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  ),
};
