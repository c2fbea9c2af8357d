import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Pagination } from './pagination.tsx';

const meta = {
  title: 'Kernel/UI/Pagination',
  component: Pagination,
  args: { page: 2, pageSize: 25, total: 137, onPageChange: () => {} },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

function Live({ total }: { total: number }) {
  const [page, setPage] = useState(1);
  return <Pagination page={page} pageSize={25} total={total} onPageChange={setPage} />;
}
export const Interactive: Story = { render: () => <Live total={137} /> };
export const LastPage: Story = { args: { page: 6 } };
export const Empty: Story = { args: { page: 1, total: 0 } };
