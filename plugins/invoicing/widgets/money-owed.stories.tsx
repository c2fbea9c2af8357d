// "Money owed" on Home (presentational): receivables with overdue invoices, nothing overdue, nothing owed,
// loading and a failed read.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MoneyOwedView } from './money-owed.tsx';
import { SUMMARY } from './money-owed-fixtures.ts';

const meta = {
  title: 'Plugins/Invoicing/MoneyOwed',
  component: MoneyOwedView,
  parameters: { path: '/dashboard' },
} satisfies Meta<typeof MoneyOwedView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithOverdue: Story = { args: { summary: SUMMARY } };

export const NothingOverdue: Story = {
  args: {
    summary: {
      ...SUMMARY,
      currencies: SUMMARY.currencies.map((c) => ({ ...c, overdue: '0.00', overdue_count: 0 })),
      most_overdue: [],
    },
  },
};

export const NothingOwed: Story = {
  args: { summary: { as_of: '2026-11-26', currencies: [], most_overdue: [] } },
};

export const Loading: Story = { args: { summary: undefined } };

export const CouldNotLoad: Story = {
  args: { summary: undefined, error: new Error('connection refused'), onRetry: () => {} },
};
