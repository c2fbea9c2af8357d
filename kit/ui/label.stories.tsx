import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

const meta = { title: 'Kernel/UI/Label', component: Label } satisfies Meta<typeof Label>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithInput: Story = {
  render: () => (
    <div className="grid max-w-sm gap-1.5">
      <Label htmlFor="site">Site name</Label>
      <Input id="site" />
    </div>
  ),
};
