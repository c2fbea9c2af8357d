// Issue 22 item 1: a payment above what the invoice owes is asked about before it is recorded.
import { fakeProfile, fakeSupabase } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

import { RecordPaymentDialog } from './record-payment-dialog.tsx';

const invoice = { id: 'inv-1', number: 'INV-2026-0021', customer_id: 'c-1', amount_due: '141061.51' };

beforeEach(() => {
  fakeSupabase.reset();
  fakeSupabase.respond(() => ({ data: [] }));
});

function open() {
  const run = vi.fn(async () => ({ number: 'RCT-2026-0001' }));
  renderWithKernel(
    <RecordPaymentDialog
      open
      onOpenChange={() => {}}
      invoice={invoice}
      onDone={() => {}}
      run={run as never}
    />,
    { path: '/dashboard/invoices/inv-1', profile: fakeProfile('u-1', 'staff') },
  );
  return run;
}

describe('staff recording a payment that is more than the invoice owes', () => {
  it('are shown the credit it would leave and must press again to record it', async () => {
    const user = userEvent.setup();
    const run = open();
    const amount = await screen.findByLabelText('Amount received');
    await user.clear(amount);
    await user.type(amount, '999999999');
    await user.type(screen.getByLabelText('M-Pesa code'), 'SKL4XB2M9Q');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('999,858,937.49 more than INV-2026-0021 owes');
    expect(run).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /^Record with .*999,858,937\.49 credit$/ }));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('are asked again after changing the amount, and not at all when it pays the invoice exactly', async () => {
    const user = userEvent.setup();
    const run = open();
    const amount = await screen.findByLabelText('Amount received');
    await user.clear(amount);
    await user.type(amount, '150000');
    await user.type(screen.getByLabelText('M-Pesa code'), 'SKL4XB2M9Q');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('8,938.49 more than');
    await user.clear(amount);
    await user.type(amount, '141061.51');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(run).toHaveBeenCalledTimes(1);
  });
});
