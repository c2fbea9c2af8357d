import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inbox } from 'lucide-react';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';

const meta = {
  title: 'Kernel/UI/Empty state',
  component: EmptyState,
  args: {
    icon: Inbox,
    title: 'No leads yet',
    description: 'Enquiries from the website and calls appear here.',
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAction: Story = { args: { action: <Button>New lead</Button> } };
