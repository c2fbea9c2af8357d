import type { Meta, StoryObj } from '@storybook/react-vite';
import { Target } from 'lucide-react';
import { ComingSoonView } from './coming-soon-screen.tsx';

const meta = {
  title: 'Kernel/Shell/ComingSoon',
  component: ComingSoonView,
  args: {
    title: 'Leads',
    description:
      'Enquiries from the website, phone and referrals, followed from first contact to a won project or a lost reason.',
    moduleTitle: 'Leads',
    icon: Target,
  },
} satisfies Meta<typeof ComingSoonView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A module's list screen before its issue lands (`comingSoon: true` in the manifest). */
export const ListScreen: Story = {};

/** A record's page: names the record and leads back to the list. */
export const RecordPage: Story = {
  args: { title: 'Lead 7', back: { path: '/dashboard/leads', label: 'leads' } },
};

/** A module without a menu entry falls back to a generic icon. */
export const WithoutIcon: Story = { args: { icon: undefined } };
