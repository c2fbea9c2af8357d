// One customer's page on the kernel's test harness: facts and tabs, archive
// with Undo, delete only for admins with the database's refusal shown, and the
// record that is gone.
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

import CustomerPage from './customer-page.tsx';

const ACME = {
  id: 'c-acme',
  kind: 'company',
  name: 'Acme Steel Ltd',
  kra_pin: 'P051234567X',
  sector: 'manufacturing',
  email: 'info@acme.co.ke',
  phone: '+254722000111',
  website: 'www.acme.co.ke',
  postal_address: null,
  physical_address: null,
  county: 'Machakos',
  tags: ['fire', 'noise'],
  owner_id: 'me',
  status: 'active',
  notes: 'Annual fire audit in March.',
  created_at: '2026-11-01T08:00:00Z',
  created_by: 'me',
  updated_at: '2026-11-01T08:00:00Z',
  updated_by: 'me',
};

let customer: Record<string, unknown> | null = ACME;
let deleteAnswer: { data?: unknown; error?: unknown } = { data: [{ id: 'c-acme' }] };
function answer(q: RecordedQuery) {
  const method = (name: string) => q.calls.find(([m]) => m === name);
  if (q.table === 'customers' && method('delete')) return deleteAnswer;
  if (q.table === 'customers' && method('update')) {
    customer = { ...(customer ?? ACME), ...(method('update')?.[1] as object) };
    return { data: customer };
  }
  if (q.table === 'customers') return { data: customer ? [customer] : [] };
  if (q.table === 'profiles')
    return { data: [{ auth_id: 'me', full_name: 'Amina Hassan', email: 'a@x.test' }] };
  if (q.table === 'contacts' || q.table === 'customer_sites' || q.table === 'record_events')
    return { data: [] };
  return { data: null };
}

const renderAs = (role: 'staff' | 'admin') =>
  renderWithKernel(<CustomerPage />, {
    path: '/dashboard/customers/c-acme',
    route: '/dashboard/customers/:id',
    profile: fakeProfile('me', role),
  });

beforeEach(() => {
  fakeSupabase.reset();
  vi.clearAllMocks();
  customer = ACME;
  deleteAnswer = { data: [{ id: 'c-acme' }] };
  fakeSupabase.respond(answer);
});

describe('a customer’s page', () => {
  it('shows the facts with call and write links, and the tabs', async () => {
    renderAs('staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Steel Ltd' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByRole('link', { name: 'info@acme.co.ke' })).toHaveAttribute(
      'href',
      'mailto:info@acme.co.ke',
    );
    expect(within(details).getByRole('link', { name: /0722/ })).toHaveAttribute('href', 'tel:+254722000111');
    expect(within(details).getByText('fire, noise')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Overview',
      'Contacts',
      'Sites',
      'Timeline',
    ]);
    expect(screen.getByText('Annual fire audit in March.')).toBeInTheDocument();
  });

  it('archives after asking, with Undo', async () => {
    renderAs('staff');
    await userEvent.click(await screen.findByRole('button', { name: 'Archive' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Archive Acme Steel Ltd?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Archive' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Acme Steel Ltd archived', expect.anything()),
    );
    const update = fakeSupabase.queries.find((q) => q.calls.some(([m]) => m === 'update'));
    expect(update?.calls.find(([m]) => m === 'update')?.[1]).toEqual({ status: 'archived' });
    const undo = toast.success.mock.calls[0]?.[1] as { action: { onClick: () => void } };
    undo.action.onClick();
    await waitFor(() =>
      expect(
        fakeSupabase.queries.filter((q) => q.calls.some(([m]) => m === 'update')).at(-1)?.calls,
      ).toContainEqual(['update', { status: 'active' }]),
    );
  });

  it('offers Delete to admins only, and says why the database refused', async () => {
    const staff = renderAs('staff');
    await userEvent.click(await screen.findByRole('button', { name: 'More actions' }));
    expect(screen.queryByRole('menuitem', { name: 'Delete…' })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Merge into another customer…' })).toBeInTheDocument();
    staff.unmount();

    deleteAnswer = {
      error: {
        code: '23503',
        message: 'Acme Steel Ltd cannot be deleted: 2 leads still refer to it. Archive it instead.',
        details: null,
        hint: null,
      },
    };
    renderAs('admin');
    await userEvent.click(await screen.findByRole('button', { name: 'More actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete…' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Acme Steel Ltd?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Acme Steel Ltd cannot be deleted: 2 leads still refer to it. Archive it instead.',
      ),
    );
  });

  it('says so when the customer is gone (merged or deleted)', async () => {
    customer = null;
    renderAs('staff');
    expect(await screen.findByText('No such customer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All customers' })).toHaveAttribute(
      'href',
      '/dashboard/customers',
    );
  });
});
