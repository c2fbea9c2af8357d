// Online payments for admins (ADR 061) on the kernel's test harness: the status filter in the URL reaches the
// query; a held payment is credited after a confirmation; a held order (no invoice) offers no credit; a refund
// above what the payment holds is refused on the form before anything is sent.
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

import OnlinePaymentsPage from './online-payments-page.tsx';

const ROW = {
  id: '11111111-1111-4111-8111-111111111111',
  invoice_id: '22222222-2222-4222-8222-222222222222',
  invoice_number: 'INV-2026-0042',
  customer_name: 'Kitengela Glass',
  amount: '1000.00',
  currency: 'KES',
  provider: 'sandbox',
  provider_reference: 'SBX-ABC',
  transaction_id: 'SBTXYZ',
  status: 'held',
  failure_reason:
    'The provider reported KES 100.00 for a payment of KES 1000.00: held for review, not credited',
  phone: null,
  attempts: 1,
  payment_id: null,
  receipt_number: null,
  payment_amount: null,
  payment_reversed_at: null,
  test: false,
  created_at: '2026-11-27T10:00:00Z',
  resolution: null,
  resolution_reason: null,
  refunded: '0.00',
  refund_in_flight: null,
  needs_review: true,
};

let row: typeof ROW | (typeof ROW & Record<string, unknown>) = ROW;

function answer(q: RecordedQuery) {
  if (q.table === 'payment_intents_staff' && q.calls.some(([m]) => m === 'range'))
    return { data: [row], count: 1 };
  if (q.table === 'payment_intents_staff') return { data: [row] };
  if (q.table === 'payment_events')
    return {
      data: [
        {
          id: 1,
          intent_id: ROW.id,
          provider: 'sandbox',
          kind: 'callback',
          verified: true,
          outcome: 'succeeded',
          result: ROW.failure_reason,
          body: {},
          at: '2026-11-27T10:00:01Z',
        },
      ],
    };
  if (q.table === 'rpc/resolve_held_payment')
    return { data: { resolution: 'credited', duplicate: false, receipt: 'RCT-2026-0100' } };
  return { data: null };
}

beforeEach(() => {
  row = ROW;
  fakeSupabase.reset();
  fakeSupabase.respond(answer);
});

const open = (path: string) =>
  renderWithKernel(<OnlinePaymentsPage />, {
    path,
    route: '/dashboard/payments',
    profile: fakeProfile('me', 'admin'),
  });

describe('Online payments', () => {
  it('an admin filters held payments and credits the amount received after confirming', async () => {
    const user = userEvent.setup();
    open('/dashboard/payments?f.status=held');
    await user.click(await screen.findByText('INV-2026-0042'));
    const list = fakeSupabase.queries.find(
      (q) => q.table === 'payment_intents_staff' && q.calls.some(([m]) => m === 'range'),
    );
    expect(list?.calls).toContainEqual(['in', 'status', ['held']]);
    const dialog = await screen.findByRole('dialog', { name: /Online payment · INV-2026-0042/ });
    expect(await within(dialog).findByText('Held for review')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Credit the amount received' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Credit the amount received?' });
    await user.click(within(confirm).getByRole('button', { name: 'Credit it' }));
    await waitFor(() =>
      expect(fakeSupabase.queries.find((q) => q.table === 'rpc/resolve_held_payment')?.args).toMatchObject({
        intent_id: ROW.id,
        resolution: 'credit',
      }),
    );
  });

  it('a held payment for an order shows "Order" and can only be marked for refund', async () => {
    row = { ...ROW, invoice_id: null, invoice_number: null } as unknown as typeof ROW;
    open(`/dashboard/payments?payment=${ROW.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Online payment · Order' });
    expect(await within(dialog).findByRole('button', { name: 'Mark for refund…' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Credit the amount received' })).toBeNull();
  });

  it('a refund above what the payment holds is refused on the form, nothing sent', async () => {
    const user = userEvent.setup();
    row = {
      ...ROW,
      status: 'succeeded',
      needs_review: false,
      payment_id: '33333333-3333-4333-8333-333333333333',
      receipt_number: 'RCT-2026-0100',
      payment_amount: '1000.00',
    } as unknown as typeof ROW;
    open(`/dashboard/payments?payment=${ROW.id}`);
    const dialog = await screen.findByRole('dialog', { name: /Online payment/ });
    await user.click(await within(dialog).findByRole('button', { name: 'Refund…' }));
    const form = await screen.findByRole('dialog', { name: 'Refund RCT-2026-0100' });
    const amount = within(form).getByLabelText('Amount (KES)');
    await user.clear(amount);
    await user.type(amount, '1000.01');
    await user.type(within(form).getByLabelText('Reason'), 'Too much');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(await within(form).findByText('At most KES 1,000.00 can be refunded')).toBeVisible();
    expect(fakeSupabase.invokes).toEqual([]);
  });

  it('an M-Pesa reversal unanswered for half an hour says so, and an admin marks it reversed with what the portal shows', async () => {
    const user = userEvent.setup();
    const mpesa = {
      ...ROW,
      provider: 'mpesa',
      status: 'succeeded',
      failure_reason: null,
      needs_review: false,
      payment_id: '33333333-3333-4333-8333-333333333333',
      receipt_number: 'RCT-2026-0100',
      payment_amount: '1000.00',
      refund_in_flight: 'requested',
    };
    const refundId = '44444444-4444-4444-8444-444444444444';
    fakeSupabase.respond((q) => {
      if (q.table === 'payment_intents_staff') return { data: [mpesa], count: 1 };
      if (q.table === 'payment_refunds')
        return {
          data: { id: refundId, requested_at: '2026-11-27T10:05:00Z', no_answer_at: '2026-11-27T10:40:00Z' },
        };
      if (q.table === 'rpc/settle_unanswered_refund')
        return { data: { status: 'succeeded', duplicate: false } };
      return answer(q);
    });
    open(`/dashboard/payments?payment=${ROW.id}`);
    const dialog = await screen.findByRole('dialog', { name: /Online payment/ });
    expect(
      await within(dialog).findByText(/^No answer from M-Pesa since .+: check the Daraja portal/),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Mark reversed…' }));
    const form = await screen.findByRole('dialog', { name: 'Mark the reversal done' });
    await user.type(within(form).getByLabelText('Reason'), 'Portal: reversal OEI2AK4Q16 completed');
    await user.click(within(form).getByRole('button', { name: 'Mark done and book' }));
    await waitFor(() =>
      expect(fakeSupabase.queries.find((q) => q.table === 'rpc/settle_unanswered_refund')?.args).toEqual({
        refund_id: refundId,
        outcome: 'done',
        note: 'Portal: reversal OEI2AK4Q16 completed',
      }),
    );
  });
});
