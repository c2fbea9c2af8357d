import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../ui/button.tsx';
import { RecordPage } from './record-page.tsx';

const meta = {
  title: 'Kernel/Record/Record page',
  component: RecordPage,
  parameters: { path: '/dashboard/leads/42' },
  args: {
    title: 'Acme Manufacturing Ltd',
    subtitle: 'Lead · Industrial Area, Nairobi',
    status: { label: 'Contacted' },
    actions: <Button size="sm">Convert to customer</Button>,
    overflow: [
      { label: 'Assign to…', onSelect: () => {} },
      { label: 'Archive', onSelect: () => {}, destructive: true },
    ],
    facts: [
      { label: 'Contact', value: 'Grace Wanjiru' },
      { label: 'Phone', value: '+254 712 345 678', copy: '+254712345678' },
      { label: 'E-mail', value: 'grace@acme.co.ke', copy: 'grace@acme.co.ke' },
      { label: 'Source', value: null },
    ],
    tabs: [
      { id: 'timeline', label: 'Timeline', content: <p>The timeline goes here.</p> },
      { id: 'quotations', label: 'Quotations', content: <p>Quotations for this lead.</p> },
    ],
  },
} satisfies Meta<typeof RecordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
export const OneTabNoFacts: Story = {
  args: { facts: [], tabs: [{ id: 'timeline', label: 'Timeline', content: <p>Only a timeline.</p> }] },
};
