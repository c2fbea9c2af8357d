import type { Meta, StoryObj } from '@storybook/react-vite';
import { Label } from './label.tsx';
import { Switch } from './switch.tsx';

const meta = { title: 'Kernel/UI/Switch', component: Switch } satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { 'aria-label': 'Leads', defaultChecked: true } };
export const WithLabel: Story = {
  render: () => (
    <div className="flex items-center gap-3">
      <Switch id="sms" />
      <Label htmlFor="sms">Bulk SMS</Label>
    </div>
  ),
};
export const Disabled: Story = { args: { 'aria-label': 'Accounting', disabled: true } };
