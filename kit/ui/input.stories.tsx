import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from './input.tsx';

const meta = {
  title: 'Kernel/UI/Input',
  component: Input,
  args: { 'aria-label': 'Client name', placeholder: 'Kasarani Steel Ltd' },
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Invalid: Story = { args: { 'aria-invalid': true, defaultValue: 'x' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Read only' } };
