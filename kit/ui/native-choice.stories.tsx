import type { Meta, StoryObj } from '@storybook/react-vite';
import { NativeCheckbox, NativeRadio } from './native-choice.tsx';

const meta = {
  title: 'Kernel/UI/NativeChoice',
  component: NativeCheckbox,
} satisfies Meta<typeof NativeCheckbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Checkboxes: Story = {
  render: () => (
    <fieldset className="grid gap-2 text-sm">
      <legend className="font-medium">Types</legend>
      {['Site visit', 'Training', 'Audit'].map((t, i) => (
        <label key={t} className="flex items-center gap-2">
          <NativeCheckbox defaultChecked={i === 0} />
          {t}
        </label>
      ))}
      <label className="flex items-center gap-2">
        <NativeCheckbox disabled />
        Meeting (disabled)
      </label>
    </fieldset>
  ),
};

export const Radios: Story = {
  render: () => (
    <fieldset className="grid gap-2 text-sm">
      <legend className="font-medium">Change</legend>
      {['This event', 'This and following', 'All events'].map((t, i) => (
        <label key={t} className="flex items-center gap-2">
          <NativeRadio name="scope" defaultChecked={i === 0} />
          {t}
        </label>
      ))}
    </fieldset>
  ),
};
