import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { BalanceSummary } from './customer-balance-tab.tsx';
import { statementFixture } from './statement-fixtures.ts';
import { AgeingSummary, StatementTable } from './statement-table.tsx';

// The parts link to invoices and statements: a router around them.
const inRouter = (node: React.ReactNode) => (
  <RouterProvider router={createMemoryRouter([{ path: '/', element: node }])} />
);

const meta = {
  title: 'Invoicing/Statement',
  component: StatementTable,
  args: { statement: statementFixture },
  render: (args) => inRouter(<StatementTable {...args} />),
} satisfies Meta<typeof StatementTable>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Lines: Story = {};

export const NothingInThePeriod: Story = {
  args: { statement: { ...statementFixture, lines: [], closing_balance: statementFixture.opening_balance } },
};

export const Ageing: Story = {
  render: () => <AgeingSummary ageing={statementFixture.ageing} currency="KES" />,
};

export const BalanceTab: Story = {
  render: () =>
    inRouter(
      <BalanceSummary
        statement={statementFixture}
        statementLink="/dashboard/invoicing/statements/c1"
        onEmail={() => {}}
      />,
    ),
};

export const BalanceTabMoneyHeld: Story = {
  render: () =>
    inRouter(
      <BalanceSummary
        statement={{
          ...statementFixture,
          closing_balance: '-5000.00',
          unapplied_credit: '5000.00',
          ageing: {
            current: '0.00',
            days_1_30: '0.00',
            days_31_60: '0.00',
            days_61_90: '0.00',
            days_90_plus: '0.00',
            total: '0.00',
            overdue_count: 0,
            open_count: 0,
          },
        }}
        statementLink="/dashboard/invoicing/statements/c1"
        onEmail={() => {}}
      />,
    ),
};
