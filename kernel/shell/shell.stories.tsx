import type { Meta, StoryObj } from '@storybook/react-vite';
import { Building2, LayoutDashboard, Settings, Target } from 'lucide-react';
import type { MenuSection } from '../registry/types.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { FullScreenSpinner } from './full-screen-spinner.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { SidebarNav } from './sidebar-nav.tsx';
import { UserMenu } from './user-menu.tsx';

export const fakeMenu: MenuSection[] = [
  {
    section: 'overview',
    items: [{ pluginId: 'home', label: 'Home', path: '/dashboard', icon: LayoutDashboard, order: 0 }],
  },
  {
    section: 'sales',
    items: [
      { pluginId: 'customers', label: 'Customers', path: '/dashboard/customers', icon: Building2, order: 10 },
      { pluginId: 'leads', label: 'Leads', path: '/dashboard/leads', icon: Target, order: 20 },
    ],
  },
  {
    section: 'admin',
    items: [
      { pluginId: 'settings', label: 'Settings', path: '/dashboard/settings', icon: Settings, order: 20 },
    ],
  },
];

const meta = { title: 'Kernel/Shell' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dashboard frame with a fake signed-in superadmin and a generated menu. */
export const DashboardFrame: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className="flex min-h-[480px]">
      <aside className="w-64 border-r bg-sidebar p-2">
        <SidebarNav menu={fakeMenu} />
      </aside>
      <div className="flex-1">
        <header className="flex h-14 items-center gap-3 border-b px-4">
          <div className="flex-1">
            <Breadcrumbs
              crumbs={[
                { title: 'Dashboard', path: '/dashboard' },
                { title: 'Leads', path: '/dashboard/leads' },
              ]}
            />
          </div>
          <UserMenu
            name="Grace Wanjiru"
            email="superadmin@demo.safeworks.test"
            userRole="superadmin"
            onSignOut={() => {}}
          />
        </header>
        <main className="p-6">
          <h1 className="text-2xl font-semibold">Leads</h1>
        </main>
      </div>
    </div>
  ),
};

export const CollapsedSidebar: Story = {
  render: () => (
    <aside className="w-16 border-r bg-sidebar p-2">
      <SidebarNav menu={fakeMenu} collapsed />
    </aside>
  ),
};

export const Spinner: Story = { parameters: { layout: 'fullscreen' }, render: () => <FullScreenSpinner /> };
export const NotFound: Story = { render: () => <NotFoundPage /> };
