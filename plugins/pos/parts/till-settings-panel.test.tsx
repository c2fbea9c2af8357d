// Point of sale → Settings (ADR 091), its server calls stubbed: an admin lowers the firm's discount ceiling
// and is told it is saved; a percentage out of range is refused in words before anything is sent, and the
// server's refusal is shown in its words.
import { fakeProfile } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { DataError } from '@kernel/data/data-error.ts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));
const tillData = vi.hoisted(() => ({ getPosSettings: vi.fn(), setPosSettings: vi.fn() }));
vi.mock('../till-data.ts', async (original) => ({
  ...(await original<typeof import('../till-data.ts')>()),
  ...tillData,
}));

import TillSettingsPanel from './till-settings-panel.tsx';

beforeEach(() => {
  vi.clearAllMocks();
  tillData.getPosSettings.mockResolvedValue({ max_discount_percent: '100.00' });
});

describe('the till’s settings', () => {
  it('an admin lowers the highest discount to 30 % and is told it is saved', async () => {
    const user = userEvent.setup();
    tillData.setPosSettings.mockResolvedValue({ max_discount_percent: '30.00' });
    renderWithKernel(<TillSettingsPanel />, { profile: fakeProfile('me', 'admin') });
    const field = await screen.findByLabelText('Highest discount at the till (%)');
    expect(field).toHaveValue('100');
    await user.clear(field);
    await user.type(field, '30{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Saved: discounts up to 30 %.');
    expect(tillData.setPosSettings).toHaveBeenCalledWith('30');
  });

  it('a percentage above 100 or with three decimals is refused in words, unsent; the server’s refusal is shown', async () => {
    const user = userEvent.setup();
    renderWithKernel(<TillSettingsPanel />, { profile: fakeProfile('me', 'admin') });
    const field = await screen.findByLabelText('Highest discount at the till (%)');
    for (const bad of ['150', '12.345']) {
      await user.clear(field);
      await user.type(field, `${bad}{Enter}`);
      expect(await screen.findByText('A percentage from 0 to 100, at most 2 decimals')).toBeInTheDocument();
    }
    expect(tillData.setPosSettings).not.toHaveBeenCalled();

    tillData.setPosSettings.mockRejectedValue(
      new DataError({ message: "Only an admin can change the till's settings", code: '42501', status: 403 }),
    );
    await user.clear(field);
    await user.type(field, '20{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Only an admin can change the till's settings",
    );
  });
});
