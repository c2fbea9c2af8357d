// Settings → Paying online (ADR 075), its server calls stubbed: an admin lets clients pay part of an invoice with
// a smallest part and is told it is saved; the server's refusal is shown in its words, and the form stays.
import { fakeProfile } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { DataError } from '@kernel/data/data-error.ts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));
const data = vi.hoisted(() => ({
  getPaymentSettings: vi.fn(),
  paymentRules: vi.fn(),
  savePaymentSettings: vi.fn(),
}));
vi.mock('../data.ts', async (original) => ({
  ...(await original<typeof import('../data.ts')>()),
  ...data,
}));

import PaymentRulesPanel from './payment-rules-panel.tsx';

beforeEach(() => {
  vi.clearAllMocks();
  data.getPaymentSettings.mockResolvedValue({ partial_allowed: false, minimum_part: null });
  data.paymentRules.mockResolvedValue({ partial_allowed: false, minimum_part: null, currency: 'KES' });
});

describe('the rules for paying online', () => {
  it('an admin lets clients pay part of an invoice, 1,000 at the least, and is told it is saved', async () => {
    const user = userEvent.setup();
    data.savePaymentSettings.mockResolvedValue({ partial_allowed: true, minimum_part: '1000.00' });
    renderWithKernel(<PaymentRulesPanel />, { profile: fakeProfile('me', 'admin') });
    await user.click(await screen.findByLabelText('Clients may pay part of an invoice online'));
    await user.type(screen.getByLabelText('Smallest part (KES, optional)'), '1000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(data.savePaymentSettings).toHaveBeenCalledWith({ partial_allowed: true, minimum_part: '1000' });
  });

  it('shows the server’s refusal in its words, and saves nothing', async () => {
    const user = userEvent.setup();
    data.savePaymentSettings.mockRejectedValue(
      new DataError({
        message: 'Only an admin can change the rules for paying online',
        code: '42501',
        status: 403,
      }),
    );
    renderWithKernel(<PaymentRulesPanel />, { profile: fakeProfile('me', 'staff') });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only an admin can change the rules for paying online',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
