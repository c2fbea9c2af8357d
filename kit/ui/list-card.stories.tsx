import type { Meta, StoryObj } from '@storybook/react-vite';
import { ListTodo } from 'lucide-react';
import { ListCard } from './list-card.tsx';

const tasks = ['Walk-through of the boiler house', 'Noise readings, packing line', 'Draft the audit report'];

const meta = {
  title: 'Kernel/UI/ListCard',
  component: ListCard<string>,
  args: {
    title: 'My tasks',
    icon: ListTodo,
    what: 'Your tasks',
    empty: 'No open tasks assigned to you.',
    items: tasks,
    renderItem: (t: string) => (
      <li key={t} className="text-sm">
        {t}
      </li>
    ),
  },
} satisfies Meta<typeof ListCard<string>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {};
export const Loading: Story = { args: { items: undefined } };
export const Empty: Story = { args: { items: [] } };
export const CouldNotLoad: Story = {
  args: { items: undefined, error: new Error('Network request failed'), onRetry: () => {} },
};
