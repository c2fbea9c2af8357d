import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
import { Button } from './button.tsx';
import { PageHeader } from './page-header.tsx';

const meta = {
  title: 'Kernel/UI/Page header',
  component: PageHeader,
  args: { title: 'Leads', description: 'Enquiries from first contact to won or lost.' },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithActions: Story = {
  args: {
    actions: (
      <Button>
        <Plus aria-hidden="true" /> New lead
      </Button>
    ),
  },
};
