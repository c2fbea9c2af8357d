// The "Shop account" tab on a customer (ADR 032, ADR 036): the linked shop
// accounts with how and when each was made and proven, an invitation by e-mail
// (the database's refusal shown under the field), open invitations withdrawn,
// unlink after a confirmation.
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
let invitations: unknown[] = [];
function answer(q: RecordedQuery) {
  if (q.table === 'rpc/customer_shop_accounts') return { data: accounts };
  if (q.table === 'customer_account_invitations') return { data: invitations };
  if (q.table === 'rpc/withdraw_customer_invitation') return { data: null };
  if (q.table === 'rpc/invite_customer_account') {
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
    return { data: { status: 'invited', email, expires_at: '2026-12-04T08:00:00Z' } };
  }
  if (q.table === 'rpc/unlink_customer_account') return { data: null };
  return { data: [] };
}

beforeEach(() => {
  vi.clearAllMocks();
  fakeSupabase.reset();
  fakeSupabase.respond(answer);
  accounts = [];
  invitations = [];
});

const renderTab = () =>
  renderWithKernel(<ShopAccountTab target={{ type: 'customers', id: 'c1', title: 'Timau Roses Ltd' }} />, {
    path: '/dashboard/customers/c1?tab=shop-account',
    route: '/dashboard/customers/:id',
    profile: fakeProfile('me', 'staff'),
  });

describe('the Shop account tab', () => {
  it('invites a shop account by e-mail, and shows why the database refused one', async () => {
    renderTab();
    expect(await screen.findByText('No shop account is linked to Timau Roses Ltd.')).toBeInTheDocument();
    const field = screen.getByLabelText('Invite a shop account by e-mail');
    await userEvent.type(field, 'taken@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/already linked to Athi River Steel/)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field);
    await userEvent.type(field, 'wanjiru@timau.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(expect.stringMatching(/^Invitation sent/)),
    );
    expect(fakeSupabase.rpcCalls()).toContainEqual([
      'invite_customer_account',
      { customer_id: 'c1', email: 'wanjiru@timau.example' },
    ]);
  });

  it('lists the linked accounts with how and when each was made and proven, and unlinks one after confirming', async () => {
    accounts = [
      {
        user_id: 'u9',
        email: 'wanjiru@timau.example',
        full_name: 'Wanjiru Kamau',
        linked_at: '2026-11-20T08:00:00Z',
        linked_by_name: 'Grace Njeri',
        account_created_at: '2026-11-02T08:00:00Z',
        email_confirmed_at: '2026-11-02T08:00:00Z',
        last_sign_in_at: null,
        invited_at: '2026-11-19T08:00:00Z',
        accepted_at: '2026-11-20T08:00:00Z',
      },
      {
        user_id: 'u8',
        email: 'old@timau.example',
        full_name: null,
        linked_at: '2026-11-10T08:00:00Z',
        linked_by_name: 'Grace Njeri',
        account_created_at: '2026-11-09T08:00:00Z',
        email_confirmed_at: '2026-11-09T08:00:00Z',
        last_sign_in_at: null,
        invited_at: null,
        accepted_at: null,
      },
    ];
    renderTab();
    const list = await screen.findByRole('list', { name: 'Linked shop accounts' });
    expect(list).toHaveTextContent('wanjiru@timau.example');
    expect(list).toHaveTextContent(/Account made .*2026/);
    expect(list).toHaveTextContent(/invitation sent .* by Grace Njeri, accepted/);
    const [, legacy] = within(list).getAllByRole('listitem');
    expect(legacy).toHaveTextContent('Address not proven');
    expect(legacy).toHaveTextContent('without an invitation');
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

  it('lists the invitations still waiting and withdraws one', async () => {
    invitations = [
      {
        id: 'i1',
        email: 'accounts@timau.example',
        invited_at: '2026-11-26T08:00:00Z',
        expires_at: '2099-12-03T08:00:00Z',
      },
    ];
    renderTab();
    const waiting = await screen.findByRole('list', { name: 'Invitations waiting' });
    expect(waiting).toHaveTextContent('accounts@timau.example');
    await userEvent.click(
      within(waiting).getByRole('button', { name: 'Withdraw the invitation of accounts@timau.example' }),
    );
    await waitFor(() =>
      expect(fakeSupabase.rpcCalls()).toContainEqual([
        'withdraw_customer_invitation',
        { invitation_id: 'i1' },
      ]),
    );
  });
});
