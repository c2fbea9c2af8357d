import { Card, CardContent, CardHeader, CardTitle } from '@kit/ui/card.tsx';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Building2, FileText, FolderKanban, Receipt, Settings, Target, UserCog } from 'lucide-react';
import { HomeGrid } from '../routes/home-grid.tsx';
import { GreetingView } from './greeting-view.tsx';
import { type ModuleCard, ModuleCardsView } from './module-cards-view.tsx';

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

const meta = { title: 'Plugins/Home' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const morning = new Date('2026-03-02T09:00:00');

/** Home's heading widget: the greeting and the member's role. */
export const Greeting: StoryObj<typeof GreetingView> = {
  render: (args) => <GreetingView {...args} />,
  args: { fullName: 'Amina Wanjiku', role: 'staff', now: morning },
};

/** A staff member's module cards: one per module in their menu. */
export const StaffModules: StoryObj<typeof ModuleCardsView> = {
  render: (args) => <ModuleCardsView {...args} />,
  args: { cards: staffCards },
};

/** A superadmin also gets the admin modules. */
export const SuperadminModules: StoryObj<typeof ModuleCardsView> = {
  render: (args) => <ModuleCardsView {...args} />,
  args: { cards: adminCards },
};

/** Every module is switched off for this user. */
export const NoModules: StoryObj<typeof ModuleCardsView> = {
  render: (args) => <ModuleCardsView {...args} />,
  args: { cards: [] },
};

// Passed as a spread: a JSX attribute named "role" reads to the linter as an ARIA role.
const superadminGreeting = { fullName: 'Peter Otieno', role: 'superadmin' as const, now: morning };

function kpi(title: string, value: string) {
  return () =>
    Promise.resolve({
      default: () => (
        <Card>
          <CardHeader>
            <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
          </CardHeader>
          <CardContent className="text-2xl font-semibold">{value}</CardContent>
        </Card>
      ),
    });
}

/** The grid with widgets other modules might contribute between Home's own (sizes small to full). */
export const WithContributedWidgets: Story = {
  render: () => (
    <HomeGrid
      widgets={[
        {
          pluginId: 'home',
          id: 'greeting',
          title: 'Greeting',
          order: 0,
          size: 'full',
          load: () =>
            Promise.resolve({
              default: () => <GreetingView {...superadminGreeting} />,
            }),
        },
        {
          pluginId: 'leads',
          id: 'open-leads',
          title: 'Open leads',
          order: 10,
          size: 'small',
          load: kpi('Open leads', '14'),
        },
        {
          pluginId: 'invoicing',
          id: 'overdue',
          title: 'Overdue',
          order: 20,
          size: 'small',
          load: kpi('Overdue invoices', 'KES 412,500'),
        },
        {
          pluginId: 'projects',
          id: 'due',
          title: 'Due this week',
          order: 30,
          size: 'medium',
          load: kpi('Reports due this week', '3'),
        },
        {
          pluginId: 'home',
          id: 'module-cards',
          title: 'Modules',
          order: 100,
          size: 'full',
          load: () => Promise.resolve({ default: () => <ModuleCardsView cards={adminCards} /> }),
        },
      ]}
    />
  ),
};
