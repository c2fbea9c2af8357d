// The dashboard frame with the kernel's hooks replaced by a fake signed-in user.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const fake = vi.hoisted(() => ({
  signOut: vi.fn(async () => {}),
  updateProfile: vi.fn(async (_changes: object) => {}),
  profile: {
    full_name: 'Grace Wanjiru' as string | null,
    email: 'grace@example.com',
    role: 'admin',
    avatar_url: null,
    phone: null,
    job_title: 'Safety officer',
  },
}));
vi.mock('../extensions/use-menu.ts', async () => {
  const { fakeMenu } = await import('./shell.fixtures.tsx');
  return { useMenu: () => fakeMenu };
});
vi.mock('../session/use-session.ts', () => ({
  useSession: () => ({
    status: 'signed-in',
    checked: true,
    session: {},
    user: { email: 'grace@example.com' },
  }),
}));
vi.mock('../session/use-profile.ts', () => ({
  useProfile: () => ({
    profile: fake.profile,
    loading: false,
    error: null,
    updateProfile: fake.updateProfile,
  }),
}));
vi.mock('../session/sign-out.ts', () => ({ signOut: fake.signOut }));

import { crumbsFromMatches } from '@kit/shell/breadcrumbs.tsx';
import { RouteErrorPage } from '@kit/shell/route-error-page.tsx';
import { createTestQueryClient } from '../app/testing/render-with-kernel.tsx';
import { DashboardLayout } from './dashboard-layout.tsx';
import { useRecordTitle } from './record-title.ts';
import { SIDEBAR_COLLAPSED_KEY } from './use-sidebar-collapsed.ts';

function NamedRecord() {
  useRecordTitle('Naivasha Greenhouses Ltd');
  return <h1>Naivasha Greenhouses Ltd</h1>;
}

function renderDashboard(path = '/dashboard/leads') {
  const routes: RouteObject[] = [
    {
      path: '/dashboard',
      element: <DashboardLayout />,
      handle: { title: 'Dashboard' },
      children: [
        { index: true, element: <h1>Home</h1>, handle: { title: 'Home' } },
        { path: 'leads', element: <h1>Leads</h1>, handle: { title: 'Leads' } },
        { path: 'self-management', element: <h1>My profile</h1>, handle: { title: 'Self-management' } },
        { path: 'customers/:id', element: <NamedRecord />, handle: { title: 'Customer' } },
      ],
    },
    { path: '/login', element: <h1>Sign in</h1> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // The frame's bell reads through the query cache, as it does under KernelProvider.
  return {
    router,
    ...render(
      <QueryClientProvider client={createTestQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}

beforeEach(() => {
  fake.signOut.mockClear();
  fake.updateProfile.mockReset();
  fake.profile.full_name = 'Grace Wanjiru';
});

describe('the dashboard frame', () => {
  it('lists the menu the kernel generated, grouped by section, with the current screen highlighted', () => {
    renderDashboard();
    const nav = screen.getAllByRole('navigation', { name: 'Dashboard' })[0] as HTMLElement;
    expect(within(nav).getByRole('list', { name: 'Sales' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Leads' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/dashboard/settings',
    );
  });

  it('shows breadcrumbs from the route titles and names the browser tab after the screen', () => {
    renderDashboard();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(trail).getByText('Leads')).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Leads — Safeworks');
  });

  it('names the record a record page shows in the last crumb and the browser tab', async () => {
    renderDashboard('/dashboard/customers/c1');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await within(trail).findByText('Naivasha Greenhouses Ltd')).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(trail).queryByText('Customer')).not.toBeInTheDocument();
    expect(document.title).toBe('Naivasha Greenhouses Ltd — Safeworks');
  });

  it('offers a skip link to the screen', () => {
    renderDashboard();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'content');
  });

  it('remembers a collapsed sidebar on the next visit, keeping the links named', async () => {
    const first = renderDashboard();
    await userEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('1');
    first.unmount();
    renderDashboard();
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
    const leads = screen.getAllByRole('link', { name: 'Leads' })[0] as HTMLElement;
    expect(leads).toHaveAttribute('aria-current', 'page');
    // Still highlighted: the collapsed entry (inside a tooltip trigger) keeps its real classes.
    expect(leads.className.split(' ')).toContain('bg-sidebar-accent');
  });

  it('opens the menu in a sheet on phones and closes it with Esc', async () => {
    renderDashboard();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Safeworks' });
    expect(within(sheet).getByRole('link', { name: 'Customers' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the phone menu after choosing a screen', async () => {
    const { router } = renderDashboard('/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Safeworks' });
    await userEvent.click(within(sheet).getByRole('link', { name: 'Leads' }));
    expect(router.state.location.pathname).toBe('/dashboard/leads');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('signs out from the account menu and goes to the login page', async () => {
    const { router } = renderDashboard();
    screen.getByRole('button', { name: 'Account menu' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Grace Wanjiru')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Your profile' })).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    expect(fake.signOut).toHaveBeenCalledTimes(1);
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('edits the member’s own name, phone and job title from the account menu', async () => {
    fake.updateProfile.mockResolvedValue(undefined);
    renderDashboard();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Your profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your profile' });
    expect(within(dialog).getByLabelText('Full name')).toHaveValue('Grace Wanjiru');
    expect(within(dialog).getByLabelText('Job title')).toHaveValue('Safety officer');
    await userEvent.type(within(dialog).getByLabelText('Phone'), '+254 712 345 678');
    await userEvent.clear(within(dialog).getByLabelText('Job title'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(fake.updateProfile).toHaveBeenCalledWith({
      full_name: 'Grace Wanjiru',
      phone: '+254 712 345 678',
      job_title: null,
    });
    expect(screen.queryByRole('dialog', { name: 'Your profile' })).not.toBeInTheDocument();
  });

  it('keeps the profile dialog open with what was typed when saving fails, and explains bad input first', async () => {
    fake.updateProfile.mockRejectedValue(new Error('new row violates check constraint'));
    renderDashboard();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Your profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your profile' });
    await userEvent.clear(within(dialog).getByLabelText('Full name'));
    await userEvent.type(within(dialog).getByLabelText('Phone'), 'call me');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter your name')).toBeInTheDocument();
    expect(within(dialog).getByText(/Use digits, spaces/)).toBeInTheDocument();
    expect(fake.updateProfile).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText('Full name'), 'Grace W.');
    await userEvent.clear(within(dialog).getByLabelText('Phone'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('new row violates check constraint');
    expect(within(dialog).getByLabelText('Full name')).toHaveValue('Grace W.');
    expect(fake.updateProfile).toHaveBeenCalledTimes(1);
  });

  it('shows initials of the name, or of the e-mail when there is no name', () => {
    fake.profile.full_name = null;
    renderDashboard();
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveTextContent('GE');
  });
});

describe('breadcrumbs', () => {
  it('fold an index route into its parent’s path and skip routes without a title', () => {
    expect(
      crumbsFromMatches([
        { pathname: '/', handle: undefined },
        { pathname: '/dashboard', handle: { title: 'Dashboard' } },
        { pathname: '/dashboard/', handle: { title: 'Home' } },
      ]),
    ).toEqual([{ title: 'Home', path: '/dashboard' }]);
  });
});

describe('a screen that fails to load', () => {
  function renderError(error: unknown) {
    const Boom = () => {
      throw error;
    };
    const router = createMemoryRouter([{ path: '/', element: <Boom />, errorElement: <RouteErrorPage /> }]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    act(() => {
      render(<RouterProvider router={router} />);
    });
  }
  it('after a deploy asks for a reload', () => {
    renderError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
    expect(screen.getByRole('heading', { name: 'A new version is available' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
  it('otherwise says something went wrong', () => {
    renderError(new Error('boom'));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  });
});
