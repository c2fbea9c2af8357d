// The "Shop account" tab on a customer (ADR 032): the linked shop accounts, link
// by e-mail (the database's refusal shown under the field), unlink after a
// confirmation.
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

import ShopAccountTab from './shop-account-tab.tsx';

let accounts: unknown[] = [];
function answer(q: RecordedQuery) {
  if (q.table === 'rpc/customer_shop_accounts') return { data: accounts };
  if (q.table === 'rpc/link_customer_account') {
    const email = (q.args as { email: string }).email;
    if (email === 'taken@example.com')
      return {
        data: null,
        error: {
          code: '23505',
          message: 'The shop account taken@example.com is already linked to Athi River Steel',
        },
        status: 409,
      };
    return { data: { customer_id: 'c1' } };
  }
  if (q.table === 'rpc/unlink_customer_account') return { data: null };
  return { data: [] };
}

beforeEach(() => {
  vi.clearAllMocks();
  fakeSupabase.reset();
  fakeSupabase.respond(answer);
  accounts = [];
});

const renderTab = () =>
  renderWithKernel(<ShopAccountTab target={{ type: 'customers', id: 'c1', title: 'Timau Roses Ltd' }} />, {
    path: '/dashboard/customers/c1?tab=shop-account',
    route: '/dashboard/customers/:id',
    profile: fakeProfile('me', 'staff'),
  });

describe('the Shop account tab', () => {
  it('links a shop account by e-mail, and shows why the database refused one', async () => {
    renderTab();
    expect(await screen.findByText('No shop account is linked to Timau Roses Ltd.')).toBeInTheDocument();
    const field = screen.getByLabelText('Link a shop account by e-mail');
    await userEvent.type(field, 'taken@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Link account' }));
    expect(await screen.findByText(/already linked to Athi River Steel/)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field);
    await userEvent.type(field, 'wanjiru@timau.example');
    await userEvent.click(screen.getByRole('button', { name: 'Link account' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(fakeSupabase.rpcCalls()).toContainEqual([
      'link_customer_account',
      { customer_id: 'c1', email: 'wanjiru@timau.example' },
    ]);
  });

  it('lists the linked accounts and unlinks one after confirming', async () => {
    accounts = [
      {
        user_id: 'u9',
        email: 'wanjiru@timau.example',
        full_name: 'Wanjiru Kamau',
        linked_at: '2026-11-20T08:00:00Z',
        linked_by_name: 'Grace Njeri',
      },
    ];
    renderTab();
    const list = await screen.findByRole('list', { name: 'Linked shop accounts' });
    expect(list).toHaveTextContent('wanjiru@timau.example');
    expect(list).toHaveTextContent('by Grace Njeri');
    await userEvent.click(within(list).getByRole('button', { name: 'Unlink wanjiru@timau.example' }));
    expect(fakeSupabase.rpcCalls().map(([n]) => n)).not.toContain('unlink_customer_account');
    await userEvent.click(await screen.findByRole('button', { name: 'Unlink' }));
    await waitFor(() =>
      expect(fakeSupabase.rpcCalls()).toContainEqual([
        'unlink_customer_account',
        { customer_id: 'c1', user_id: 'u9' },
      ]),
    );
  });
});
