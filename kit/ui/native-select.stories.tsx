import type { Meta, StoryObj } from '@storybook/react-vite';
import { NativeSelect } from './native-select.tsx';

const meta = {
  title: 'Kernel/UI/NativeSelect',
  component: NativeSelect,
  args: {
    'aria-label': 'Show',
    children: ['Everyone', 'Staff', 'Customers', 'Disabled accounts'].map((o) => (
      <option key={o}>{o}</option>
    )),
  },
} satisfies Meta<typeof NativeSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Small: Story = { args: { className: 'h-8 px-2' } };
export const Disabled: Story = { args: { disabled: true } };
