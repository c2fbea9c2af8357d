import type { Meta, StoryObj } from '@storybook/react-vite';
import { Building2, FileText, FolderKanban, Receipt, Settings, Target, UserCog } from 'lucide-react';
import { HomeView, type ModuleCard } from './home-view.tsx';

const staffCards: ModuleCard[] = [
  {
    pluginId: 'customers',
    label: 'Customers',
    path: '/dashboard/customers',
    icon: Building2,
    description: 'Client companies and sites with contacts, history and documents.',
  },
  {
    pluginId: 'leads',
    label: 'Leads',
    path: '/dashboard/leads',
    icon: Target,
    description: 'Enquiries from the website, phone and referrals, followed to a won project.',
  },
  {
    pluginId: 'projects',
    label: 'Projects',
    path: '/dashboard/projects',
    icon: FolderKanban,
    description: 'Audits, risk assessments and trainings with their tasks, visits and reports.',
  },
  {
    pluginId: 'quotations',
    label: 'Quotations',
    path: '/dashboard/quotations',
    icon: FileText,
    description: 'Priced offers for OSH services, sent as PDF.',
  },
  {
    pluginId: 'invoicing',
    label: 'Invoicing',
    path: '/dashboard/invoicing',
    icon: Receipt,
    description: 'Invoices with VAT, payments and balances.',
  },
];

const adminCards: ModuleCard[] = [
  ...staffCards,
  {
    pluginId: 'users',
    label: 'Users',
    path: '/dashboard/users',
    icon: UserCog,
    description: 'Staff accounts: roles and access.',
  },
  {
    pluginId: 'settings',
    label: 'Settings',
    path: '/dashboard/settings',
    icon: Settings,
    description: 'Module switches and company settings.',
  },
];

const meta = {
  title: 'Plugins/Home',
  component: HomeView,
  args: { fullName: 'Amina Wanjiku', role: 'staff', cards: staffCards, now: new Date('2026-03-02T09:00:00') },
} satisfies Meta<typeof HomeView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A staff member's home: one card per module in their menu. */
export const Staff: Story = {};

/** A superadmin also gets the admin modules. */
export const Superadmin: Story = {
  args: {
    fullName: 'Peter Otieno',
    role: 'superadmin',
    cards: adminCards,
    now: new Date('2026-03-02T15:00:00'),
  },
};

/** Every module is switched off for this user. */
export const NoModules: Story = { args: { cards: [] } };
