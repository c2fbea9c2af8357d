import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadError } from './load-error.tsx';

const meta = {
  title: 'Kernel/UI/LoadError',
  component: LoadError,
  args: { what: 'The board', error: { message: 'Failed to fetch' }, onRetry: () => {} },
} satisfies Meta<typeof LoadError>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {};
export const WithoutRetry: Story = { args: { onRetry: undefined } };
