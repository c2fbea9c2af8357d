import { Breadcrumbs } from '@kit/shell/breadcrumbs.tsx';
import { NotFoundPage } from '@kit/shell/not-found-page.tsx';
import { RouteErrorPage } from '@kit/shell/route-error-page.tsx';
import { StatefulShellFrame } from '@kit/shell/shell-frame.tsx';
import { Sidebar } from '@kit/shell/sidebar.tsx';
import { TopBar } from '@kit/shell/top-bar.tsx';
import { UserMenu } from '@kit/shell/user-menu.tsx';
import { EmptyState } from '@kit/ui/empty-state.tsx';
import { FullScreenSpinner } from '@kit/ui/full-screen-spinner.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { fakeCrumbs, fakeMenu, fakeUser } from './shell.fixtures.tsx';
import { SiteFallback } from './site-fallback.tsx';

const meta = { title: 'Kernel/Shell' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function LeadsScreen() {
  return (
    <>
      <PageHeader title="Leads" description="Enquiries from first contact to won or lost." />
      <EmptyState title="No leads yet" description="Leads from the website and calls appear here." />
    </>
  );
}

/** The dashboard frame with a fake signed-in superadmin and a generated menu ("Leads" is active). */
export const DashboardFrame: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <StatefulShellFrame menu={fakeMenu} crumbs={fakeCrumbs} user={fakeUser} onSignOut={() => {}}>
      <LeadsScreen />
    </StatefulShellFrame>
  ),
};

export const CollapsedSidebar: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <StatefulShellFrame
      menu={fakeMenu}
      crumbs={fakeCrumbs}
      user={fakeUser}
      onSignOut={() => {}}
      initiallyCollapsed
    >
      <LeadsScreen />
    </StatefulShellFrame>
  ),
};

/** On a phone the sidebar becomes a sheet behind "Open menu" (Esc closes it). */
export const PhoneMenuOpen: Story = {
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: () => (
    <StatefulShellFrame
      menu={fakeMenu}
      crumbs={fakeCrumbs}
      user={fakeUser}
      onSignOut={() => {}}
      initiallyMenuOpen
    >
      <LeadsScreen />
    </StatefulShellFrame>
  ),
};

export const SidebarOnly: Story = {
  render: () => <Sidebar menu={fakeMenu} collapsed={false} onCollapsedChange={() => {}} className="flex" />,
};

export const TopBarWithoutName: Story = {
  render: () => (
    <TopBar
      crumbs={[...fakeCrumbs, { title: 'Kasarani Steel', path: '/dashboard/leads/7' }]}
      user={{ name: null, email: 'staff@demo.safeworks.test', role: 'staff', avatarUrl: null }}
      onOpenMenu={() => {}}
      onSignOut={() => {}}
    />
  ),
};

export const AccountMenu: Story = {
  render: () => (
    <div className="flex justify-end">
      <UserMenu name="Grace Wanjiru" email={fakeUser.email} userRole="admin" onSignOut={() => {}} />
    </div>
  ),
};

export const BreadcrumbTrail: Story = { render: () => <Breadcrumbs crumbs={fakeCrumbs} /> };
export const Spinner: Story = { parameters: { layout: 'fullscreen' }, render: () => <FullScreenSpinner /> };
export const NotFound: Story = { render: () => <NotFoundPage /> };
export const NoPublicSite: Story = { parameters: { layout: 'fullscreen' }, render: () => <SiteFallback /> };

function Boom(): never {
  throw new Error('Failed to fetch dynamically imported module: /assets/leads-page-1a2b3c.js');
}
/** A lazy screen from an older build failed to load (the router's errorElement). */
export const RouteErrorAfterDeploy: Story = {
  parameters: { router: false },
  render: () => (
    <RouterProvider
      router={createMemoryRouter([{ path: '/', element: <Boom />, errorElement: <RouteErrorPage /> }])}
    />
  ),
};
