import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { RecordLoader } from './record-loader.tsx';

const back = { to: '/dashboard/customers', label: 'All customers' };
const meta = {
  title: 'Kernel/Record/Record loader',
  component: RecordLoader<{ name: string }>,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    noun: 'customer',
    back,
    query: { isPending: true, error: null, data: undefined, refetch: () => {} },
    children: (c: { name: string }) => <h1 className="text-2xl font-semibold">{c.name}</h1>,
  },
} satisfies Meta<typeof RecordLoader<{ name: string }>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const NotFound: Story = {
  args: { query: { isPending: false, error: null, data: null, refetch: () => {} } },
};
export const LoadFailed: Story = {
  args: { query: { isPending: false, error: new Error('Network down'), data: undefined, refetch: () => {} } },
};
export const Loaded: Story = {
  args: { query: { isPending: false, error: null, data: { name: 'Acme Ltd' }, refetch: () => {} } },
};
