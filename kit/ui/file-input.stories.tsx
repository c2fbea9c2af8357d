import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileInput } from './file-input.tsx';

const meta = {
  title: 'Kernel/UI/FileInput',
  component: FileInput,
  args: { 'aria-label': 'CSV file', accept: '.csv,text/csv' },
} satisfies Meta<typeof FileInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Disabled: Story = { args: { disabled: true } };
