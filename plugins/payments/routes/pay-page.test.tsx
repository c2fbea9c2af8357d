// The client's pay page, signed out, under the firm's part-payment rule (ADR 075): with parts off the amount due is
// shown, not asked, and paid whole; with a minimum part a smaller part is refused before anything is started.
import { fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
  supabaseUrl: 'http://api.test',
}));

import PayPage from './pay-page.tsx';

const TOKEN = 'p'.repeat(64);
const INVOICE = {
  number: 'INV-2026-0042',
  currency: 'KES',
  amount_due: '12345.00',
  status: 'issued',
  company: { name: 'Safeworks Consultants Ltd', trading_name: 'Safeworks', locale: 'en-KE' },
};

function answering(rules: { partial_allowed: boolean; minimum_part: string | null }) {
  fakeSupabase.respond((q: RecordedQuery) => {
    if (q.table === 'rpc/public_invoice') return { data: INVOICE };
    if (q.table === 'rpc/online_payment_options')
      return { data: [{ provider: 'sandbox', label: 'Sandbox', mode: 'sandbox' }] };
    if (q.table === 'rpc/online_payment_rules') return { data: { ...rules, currency: 'KES' } };
    return { data: [] };
  });
}

beforeEach(() => {
  fakeSupabase.reset();
  fakeSupabase.respondFunction(() => ({ data: { token: 't', status_path: '/payment/callback?intent=t' } }));
});

const open = () =>
  renderWithKernel(<PayPage />, {
    path: `/invoice/${TOKEN}/pay`,
    route: '/invoice/:token/pay',
    profile: null,
  });

describe('a signed-out client paying an invoice online', () => {
  it('when the firm takes no parts, sees the amount due without a field and pays it whole', async () => {
    answering({ partial_allowed: false, minimum_part: null });
    const user = userEvent.setup();
    open();
    expect(await screen.findByTestId('amount-to-pay')).toHaveTextContent(/KES\s12,345\.00/);
    expect(screen.queryByLabelText(/Amount to pay/)).not.toBeInTheDocument();
    expect(screen.getByText('This invoice is paid in full online.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Pay KES\s12,345\.00$/ }));
    await waitFor(() => expect(fakeSupabase.invokes).toHaveLength(1));
    expect(fakeSupabase.invokes[0]).toMatchObject({
      name: 'payments-start',
      options: { body: expect.objectContaining({ invoice_token: TOKEN, amount: '12345.00' }) },
    });
  });

  it('with a minimum part, a smaller part is refused in words and nothing is started', async () => {
    answering({ partial_allowed: true, minimum_part: '1000.00' });
    const user = userEvent.setup();
    open();
    const amount = await screen.findByLabelText('Amount to pay (KES)');
    expect(screen.getByText(/or part of it: at least KES\s1,000\.00/)).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '500');
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByText('Pay at least 1000.00, or the whole 12345.00 due')).toBeInTheDocument();
    expect(fakeSupabase.invokes).toHaveLength(0);
  });
});
