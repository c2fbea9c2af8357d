import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './badge.tsx';

const meta = { title: 'Kernel/UI/Badge', component: Badge, args: { children: 'Scheduled' } } satisfies Meta<
  typeof Badge
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Variants: Story = {
  render: () => (
    <div className="flex gap-2">
      <Badge>Won</Badge>
      <Badge variant="secondary">staff</Badge>
      <Badge variant="outline">Draft</Badge>
      <Badge variant="destructive">Overdue</Badge>
    </div>
  ),
};
