import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from './button.tsx';

const meta = {
  title: 'Kernel/UI/Button',
  component: Button,
  args: { children: 'Save lead' },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Variants: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {(['default', 'secondary', 'outline', 'ghost', 'destructive', 'link'] as const).map((v) => (
        <Button key={v} variant={v}>
          {v}
        </Button>
      ))}
    </div>
  ),
};
export const Sizes: Story = {
  render: () => (
    <div className="flex flex-wrap items-center gap-2">
      <Button size="sm">Small</Button>
      <Button>Default</Button>
      <Button size="lg">Large</Button>
      <Button size="icon" aria-label="Add lead">
        <Plus aria-hidden="true" />
      </Button>
    </div>
  ),
};
export const WithIconAndDisabled: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Button variant="destructive">
        <Trash2 aria-hidden="true" /> Delete
      </Button>
      <Button disabled>Saving…</Button>
    </div>
  ),
};
/** `asChild` renders the child element (here a router link) with button styles. */
export const AsLink: Story = {
  render: () => (
    <Button asChild variant="outline">
      <Link to="/dashboard/leads">Open leads</Link>
    </Button>
  ),
};
