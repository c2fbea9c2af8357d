// /shop/invitation#<token> (ADR 036): the client sees whom the invitation is
// for; signed out → sign in (coming back here, the token kept for the round
// trip and taken off the address bar) or create the invited account; signed in
// with that address → accept; with another → told to sign in with the right one.
import { REDIRECT_STORAGE_KEY } from '@config/constants.ts';
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

import ShopInvitationPage from './shop-invitation-page.tsx';

const TOKEN = 'a'.repeat(64);
let invitation: unknown = null;
function answer(q: RecordedQuery) {
  if (q.table === 'rpc/customer_invitation')
    return { data: (q.args as { token: string }).token === TOKEN ? invitation : null };
  if (q.table === 'rpc/accept_customer_invitation')
    return { data: { customer_name: 'Timau Roses Ltd', email: 'buyer@example.test' } };
  return { data: null };
}

beforeEach(() => {
  fakeSupabase.reset();
  fakeSupabase.respond(answer);
  sessionStorage.clear();
  invitation = {
    email: 'buyer@example.test',
    customer_name: 'Timau Roses Ltd',
    expires_at: '2099-01-01T00:00:00Z',
    status: 'pending',
  };
  window.history.replaceState(null, '', `/shop/invitation#${TOKEN}`);
});

const renderPage = (as: string | null) =>
  renderWithKernel(<ShopInvitationPage />, {
    path: '/shop/invitation',
    profile: as ? fakeProfile(as, 'customer') : null,
  });

describe('accepting an invitation to see a customer’s invoices', () => {
  it('a visitor signs in with the invited address and comes back here; the token leaves the address bar', async () => {
    renderPage(null);
    expect(await screen.findByText(/invoices and payments of/)).toHaveTextContent('Timau Roses Ltd');
    expect(window.location.hash).toBe('');
    expect(screen.getByLabelText('E-mail')).toHaveValue('buyer@example.test');
    expect(screen.getByRole('button', { name: 'Create my account' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(sessionStorage.getItem(REDIRECT_STORAGE_KEY)).toBe('/shop/invitation');
    expect(fakeSupabase.rpcCalls()).toEqual([['customer_invitation', { token: TOKEN }]]);
  });

  it('the invited account accepts and is sent to its invoices', async () => {
    window.history.replaceState(null, '', '/shop/invitation');
    sessionStorage.setItem('safeworks.shop-invitation', TOKEN);
    renderPage('buyer');
    await userEvent.click(await screen.findByRole('button', { name: 'Accept the invitation' }));
    expect(await screen.findByText("Your account sees Timau Roses Ltd's invoices")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your invoices' })).toHaveAttribute('href', '/shop/invoices');
    expect(fakeSupabase.rpcCalls()).toContainEqual(['accept_customer_invitation', { token: TOKEN }]);
  });

  it('another account is told to sign in with the invited address, and cannot accept', async () => {
    renderPage('someone');
    expect(await screen.findByText(/This invitation is for buyer@example.test/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).not.toBeInTheDocument();
  });

  it('a made-up or withdrawn invitation says so', async () => {
    window.history.replaceState(null, '', '/shop/invitation#nope');
    const { unmount } = renderPage(null);
    expect(await screen.findByText('This invitation link is not valid')).toBeInTheDocument();
    unmount();
    window.history.replaceState(null, '', `/shop/invitation#${TOKEN}`);
    invitation = { ...(invitation as object), status: 'withdrawn' };
    renderPage(null);
    expect(await screen.findByText('This invitation was withdrawn')).toBeInTheDocument();
  });
});
