// "Record payment" on a supplier bill (ADR 083), its server call stubbed: an admin pays what is left by
// default, is told in words when the amount is more than that or the date is to come, sends one payment for
// a double click, and a retry after the server's refusal sends the same payment id with the server's words shown.
import { fakeProfile, fakeSupabase } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

import type { SupplierBill } from '../supplier-bills-shapes.ts';
import { RecordSupplierPaymentDialog } from './record-supplier-payment-dialog.tsx';

const BILL = {
  id: 'bill-1',
  number: 'BILL-2026-000007',
  balance: '347.97',
  supplier: { name: 'Usalama Fire' },
};

beforeEach(() => {
  fakeSupabase.reset();
  fakeSupabase.respond(() => ({ data: [] }));
});

function open(run: ReturnType<typeof vi.fn>) {
  const onOpenChange = vi.fn();
  const onDone = vi.fn();
  renderWithKernel(
    <RecordSupplierPaymentDialog
      open
      onOpenChange={onOpenChange}
      bill={BILL}
      onDone={onDone}
      run={run as never}
    />,
    { path: '/dashboard/pos/bills/bill-1', profile: fakeProfile('u-1', 'admin') },
  );
  return { onOpenChange, onDone };
}

const paid = (status: SupplierBill['status'], balance: string) => ({ id: BILL.id, status, balance });

describe('an admin recording a payment to a supplier', () => {
  it('pays what is left by default, once for a double click, and is refused more than is left or a date to come', async () => {
    const user = userEvent.setup();
    const run = vi.fn(async () => paid('paid', '0.00'));
    const { onOpenChange, onDone } = open(run);
    const amount = await screen.findByLabelText('Amount paid');
    expect(amount).toHaveValue('347.97');

    await user.clear(amount);
    await user.type(amount, '400');
    const date = screen.getByLabelText('Date paid');
    await user.clear(date);
    await user.type(date, '2999-01-01');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText(/^Only .*347\.97 is left to pay on BILL-2026-000007$/)).toBeVisible();
    expect(screen.getByText('The payment date cannot be after today')).toBeVisible();
    expect(run).not.toHaveBeenCalled();

    await user.clear(amount);
    await user.type(amount, '347.97');
    await user.clear(date);
    await user.type(date, '2026-01-15');
    await user.selectOptions(screen.getByLabelText('How it was paid'), 'M-Pesa');
    await user.type(screen.getByLabelText('Reference (optional)'), ' QWE123RTY9 ');
    await user.dblClick(screen.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(run).toHaveBeenCalledTimes(1);
    expect(run.mock.calls[0]?.slice(1)).toEqual([
      'bill-1',
      { amount: '347.97', paid_on: '2026-01-15', method: 'mpesa', reference: 'QWE123RTY9' },
    ]);
    expect(onDone).toHaveBeenCalledWith(paid('paid', '0.00'));
  });

  it('reads the server’s refusal in its words, and trying again sends the same payment', async () => {
    const user = userEvent.setup();
    const run = vi
      .fn()
      .mockRejectedValueOnce(
        new Error(
          'Only 100.00 is left to pay on bill BILL-2026-000007: a payment of 347.97 would pay more than the bill',
        ),
      )
      .mockResolvedValueOnce(paid('open', '0.00'));
    const { onOpenChange } = open(run);
    await screen.findByLabelText('Amount paid');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(
      await screen.findByText(
        'Only 100.00 is left to pay on bill BILL-2026-000007: a payment of 347.97 would pay more than the bill',
      ),
    ).toBeVisible();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);

    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [first, second] = run.mock.calls;
    expect(first?.[0]).toEqual(expect.any(String));
    expect(second?.[0]).toBe(first?.[0]);
  });
});
