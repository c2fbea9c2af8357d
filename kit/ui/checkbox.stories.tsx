import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './checkbox.tsx';
import { Label } from './label.tsx';

const meta = { title: 'Kernel/UI/Checkbox', component: Checkbox } satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithLabel: Story = {
  render: () => (
    <div className="grid gap-3">
      <div className="flex items-center gap-2">
        <Checkbox id="ppe" defaultChecked />
        <Label htmlFor="ppe">PPE issued</Label>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id="all" checked="indeterminate" />
        <Label htmlFor="all">Select all rows</Label>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id="off" disabled />
        <Label htmlFor="off">Disabled</Label>
      </div>
    </div>
  ),
};
