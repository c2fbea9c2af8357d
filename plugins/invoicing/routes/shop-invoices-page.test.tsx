// /shop/invoices (ADR 032): signed out → sign in (the path remembered for after
// login); signed in but not linked → ask the firm; linked → the invoices, each
// linking to its public page, overdue marked, and the payments.
import { REDIRECT_STORAGE_KEY } from '@config/constants.ts';
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

import ShopInvoicesPage from './shop-invoices-page.tsx';

let customers: unknown[] = [];
const invoices = [
  {
    id: 'i1',
    number: 'INV-2026-0011',
    customer_name: 'Bamburi Cement',
    issue_date: '2026-10-01',
    due_date: '2026-10-31',
    currency: 'KES',
    total: 34800,
    amount_due: 14800,
    status: 'partially_paid',
    is_overdue: true,
    public_path: '/invoice/abc123',
  },
];
const payments = [
  {
    id: 'p1',
    number: 'RCT-2026-0003',
    method: 'mpesa',
    currency: 'KES',
    amount: 20000,
    received_on: '2026-10-15',
    transaction_code: 'SKL4XB2M9Q',
    reference: null,
    reversed_at: null,
    payment_allocations: [{ amount: 20000, invoice: { number: 'INV-2026-0011' } }],
  },
];

function answer(q: RecordedQuery) {
  if (q.table === 'rpc/my_customers') return { data: customers };
  if (q.table === 'rpc/my_invoices') return { data: invoices };
  if (q.table === 'rpc/my_payments') return { data: payments };
  return { data: [] };
}

beforeEach(() => {
  fakeSupabase.reset();
  fakeSupabase.respond(answer);
  customers = [];
  sessionStorage.clear();
});

const renderPage = (signedIn: boolean) =>
  renderWithKernel(<ShopInvoicesPage />, {
    path: '/shop/invoices',
    profile: signedIn ? fakeProfile('shopper', 'customer') : null,
  });

describe('a shop customer’s invoices', () => {
  it('asks a visitor to sign in, and remembers to come back here', async () => {
    renderPage(false);
    expect(screen.getByText('Sign in to see your invoices')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(sessionStorage.getItem(REDIRECT_STORAGE_KEY)).toBe('/shop/invoices');
    expect(fakeSupabase.queries).toHaveLength(0);
  });

  it('tells a signed-in account that is not linked to contact the firm', async () => {
    renderPage(true);
    expect(await screen.findByText('Your account is not linked to a company yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(fakeSupabase.rpcCalls().map(([name]) => name)).toEqual(['my_customers']);
  });

  it('lists a linked account’s invoices (to their public page, overdue marked) and payments', async () => {
    customers = [{ id: 'c1', name: 'Bamburi Cement' }];
    renderPage(true);
    const table = await screen.findByRole('table', { name: 'Your invoices' });
    const link = within(table).getByRole('link', { name: 'INV-2026-0011' });
    expect(link).toHaveAttribute('href', '/invoice/abc123');
    expect(table).toHaveTextContent('Overdue');
    expect(table).toHaveTextContent('14,800.00');
    expect(screen.getByText('For Bamburi Cement.')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your payments' });
    expect(list).toHaveTextContent('RCT-2026-0003');
    expect(list).toHaveTextContent('for INV-2026-0011');
  });
});
