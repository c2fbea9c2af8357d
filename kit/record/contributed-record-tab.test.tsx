// Tabs other plugins add to a record page: after the page's own tabs, loaded
// when opened, kept in the URL like the others, for the roles and module
// switches that allow them; a tab that throws does not take the page down.
import { fakeProfile } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import type { RecordTabProps } from '@kernel/registry/extension-points.ts';
import type { PluginManifest } from '@kernel/registry/types.ts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RecordPage } from './record-page.tsx';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

function Invoices({ target }: RecordTabProps) {
  return <p>Invoices of {target.title}</p>;
}
function Broken(): never {
  throw new Error('boom');
}

const loadInvoices = vi.fn(async () => ({ default: Invoices }));
const invoicing: PluginManifest = {
  id: 'invoicing',
  title: 'Invoicing',
  description: 'd',
  routes: [],
  recordTabs: [
    { id: 'invoices', recordTypes: ['customers'], label: 'Invoices', order: 2, load: loadInvoices },
    {
      id: 'balance',
      recordTypes: ['customers'],
      label: 'Balance',
      order: 3,
      requiredRole: 'admin',
      load: async () => ({ default: Invoices }),
    },
  ],
};
const quotations: PluginManifest = {
  id: 'quotations',
  moduleId: 'leads',
  title: 'Quotations',
  description: 'd',
  routes: [],
  recordTabs: [
    {
      id: 'quotations',
      recordTypes: ['customers', 'leads'],
      label: 'Quotations',
      order: 1,
      load: async () => ({ default: Broken }),
    },
  ],
};

const page = (type = 'customers') => (
  <RecordPage
    title="Acacia Flower Farm"
    target={{ type, id: 'c-1', title: 'Acacia Flower Farm' }}
    tabs={[{ id: 'overview', label: 'Overview', content: <p>Overview of the farm</p> }]}
  />
);

describe('tabs other plugins add to a record page', () => {
  it('a member opens the Invoices tab on a customer: it loads then, shows that customer, and the URL names it', async () => {
    const user = userEvent.setup();
    renderWithKernel(page(), {
      path: '/dashboard/customers/c-1',
      route: '/dashboard/customers/:id',
      plugins: [invoicing, quotations],
      profile: fakeProfile('me', 'staff'),
    });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Overview', 'Quotations', 'Invoices']);
    expect(loadInvoices).not.toHaveBeenCalled();
    await user.click(screen.getByRole('tab', { name: 'Invoices' }));
    expect(await screen.findByText('Invoices of Acacia Flower Farm')).toBeVisible();
    expect(window.location.search).toBe('');
  });

  it('a link to ?tab=invoices opens it; a tab that fails says so and the others still work', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithKernel(page(), {
      path: '/dashboard/customers/c-1?tab=invoices',
      route: '/dashboard/customers/:id',
      plugins: [invoicing, quotations],
      profile: fakeProfile('me', 'admin'),
    });
    expect(await screen.findByText('Invoices of Acacia Flower Farm')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Balance' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Quotations' }));
    expect(
      await screen.findByText('Quotations could not be shown. Reload the page to try again.'),
    ).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(screen.getByText('Overview of the farm')).toBeVisible();
  });

  it('a module switched off, a role below the tab, or another record type: no tab', async () => {
    renderWithKernel(page(), {
      path: '/dashboard/customers/c-1',
      route: '/dashboard/customers/:id',
      plugins: [invoicing, quotations],
      profile: fakeProfile('me', 'staff'),
      modules: [{ id: 'leads', name: 'Leads', is_enabled: false }],
    });
    await screen.findByRole('tab', { name: 'Invoices' });
    expect(screen.queryByRole('tab', { name: 'Quotations' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Balance' })).toBeNull();
  });

  it('a page without a target gets only its own tabs', async () => {
    renderWithKernel(
      <RecordPage
        title="x"
        tabs={[
          { id: 'a', label: 'A', content: <p>a</p> },
          { id: 'b', label: 'B', content: <p>b</p> },
        ]}
      />,
      {
        path: '/dashboard/customers/c-1',
        route: '/dashboard/customers/:id',
        plugins: [invoicing],
        profile: fakeProfile('me', 'staff'),
      },
    );
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['A', 'B']);
  });
});
