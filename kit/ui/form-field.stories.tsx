import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormField } from './form-field.tsx';
import { Input } from './input.tsx';
import { Textarea } from './textarea.tsx';

const meta = { title: 'Kernel/UI/Form field', component: FormField } satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The label, description and error are tied to the control (aria-describedby, aria-invalid). */
export const States: Story = {
  args: { label: 'Email or phone', children: <Input /> },
  render: () => (
    <div className="grid max-w-sm gap-4">
      <FormField label="Email or phone" description="We never share it.">
        <Input placeholder="0712 345 678" />
      </FormField>
      <FormField label="Password" error="Use at least 8 characters">
        <Input type="password" defaultValue="short" />
      </FormField>
      <FormField label="Notes" description="Optional">
        <Textarea />
      </FormField>
    </div>
  ),
};
