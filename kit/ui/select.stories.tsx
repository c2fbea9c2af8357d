import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormField } from './form-field.tsx';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from './select.tsx';

const meta = { title: 'Kernel/UI/Select', component: Select } satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

/** FormField labels the trigger through a render function (the Select root is not an element). */
export const InAFormField: Story = {
  render: () => (
    <div className="max-w-xs">
      <FormField label="Role">
        {(field) => (
          <Select defaultValue="staff">
            <SelectTrigger {...field}>
              <SelectValue placeholder="Choose a role" />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="staff">Staff</SelectItem>
              <SelectItem value="customer">Customer</SelectItem>
            </SelectContent>
          </Select>
        )}
      </FormField>
    </div>
  ),
};
export const GroupsAndPlaceholder: Story = {
  render: () => (
    <Select>
      <SelectTrigger className="w-60" aria-label="Service">
        <SelectValue placeholder="Choose a service" />
      </SelectTrigger>
      <SelectContent>
        <SelectGroup>
          <SelectLabel>Audits</SelectLabel>
          <SelectItem value="osh-audit">OSH audit</SelectItem>
          <SelectItem value="fire-audit">Fire safety audit</SelectItem>
        </SelectGroup>
        <SelectSeparator />
        <SelectGroup>
          <SelectLabel>Surveys</SelectLabel>
          <SelectItem value="noise">Noise survey</SelectItem>
          <SelectItem value="air" disabled>
            Air quality (booked out)
          </SelectItem>
        </SelectGroup>
      </SelectContent>
    </Select>
  ),
};
