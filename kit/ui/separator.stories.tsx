import type { Meta, StoryObj } from '@storybook/react-vite';
import { Separator } from './separator.tsx';

const meta = { title: 'Kernel/UI/Separator', component: Separator } satisfies Meta<typeof Separator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Both: Story = {
  render: () => (
    <div className="max-w-sm text-sm">
      <p>Audits</p>
      <Separator className="my-3" />
      <div className="flex h-5 items-center gap-3">
        <span>Noise</span>
        <Separator orientation="vertical" />
        <span>Air</span>
        <Separator orientation="vertical" />
        <span>Lighting</span>
      </div>
    </div>
  ),
};
