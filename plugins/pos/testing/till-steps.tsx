// What a cashier does at the till in the till's page tests, written once: open the till at the shop, scan
// the helmet, pay. A test that checks something between two of these steps (the suggested amount, the
// change) does that step itself; these wait for what the cashier would see before going on.
import { fakeProfile } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import TillPage from '../routes/till-page.tsx';
import { HELMET, HELMET_CODE } from './till-fixtures.ts';

export type Cashier = ReturnType<typeof userEvent.setup>;

/** The till open as `role` at the shop, once its location is read: the cashier and the search field. */
export async function openTill(role: 'staff' | 'admin' = 'staff') {
  const user = userEvent.setup();
  renderWithKernel(<TillPage />, { path: '/dashboard/pos', profile: fakeProfile('me', role) });
  const search = await screen.findByLabelText('Search or scan');
  await waitFor(() => expect(screen.getByLabelText('Location')).toHaveValue('loc-shop'));
  return { user, search };
}

/** Scans the helmet's code, as a scanner types it with Enter, and waits for its line in the cart. */
export async function scanHelmet(user: Cashier) {
  await user.type(screen.getByLabelText('Search or scan'), `${HELMET_CODE}{Enter}`);
  await screen.findByRole('listitem', { name: HELMET.name });
}

/**
 * F4 (cash for what is due), then `tendered` typed over the suggested amount when given, then `pay`'s keys
 * (F9; `{F9}{F9}` for an impatient cashier).
 */
export async function pay(
  user: Cashier,
  { tendered, pay = '{F9}' }: { tendered?: string; pay?: string } = {},
) {
  await user.keyboard('{F4}');
  const cash = await screen.findByLabelText('Cash amount');
  if (tendered !== undefined) {
    await user.clear(cash);
    await user.type(cash, tendered);
  }
  await user.keyboard(pay);
}

/** A sale of one helmet: scanned, then paid as `pay` says. */
export async function sell(user: Cashier, payment: Parameters<typeof pay>[1] = {}) {
  await scanHelmet(user);
  await pay(user, payment);
}
