import type { Meta, StoryObj } from '@storybook/react-vite';
import { Textarea } from './textarea.tsx';

const meta = {
  title: 'Kernel/UI/Textarea',
  component: Textarea,
  args: { 'aria-label': 'Site notes', placeholder: 'Observations from the walk-through…' },
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Invalid: Story = { args: { 'aria-invalid': true } };
