import { fakeSupabase } from '@kernel/app/testing/fake-supabase.ts';
import { createTestQueryClient } from '@kernel/app/testing/render-with-kernel.tsx';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

import { useFormatters } from './use-company-format.ts';

function Amount() {
  const { money, date } = useFormatters();
  return (
    <p>
      {money('1500')} on {date('2026-11-25T21:30:00Z', 'datetime')}
    </p>
  );
}

beforeEach(() => fakeSupabase.reset());

describe('screens write money and dates the company’s way', () => {
  it('paints at once with the defaults, then follows the company’s settings', async () => {
    fakeSupabase.respond(() => ({
      data: [{ currency: 'USD', timezone: 'Europe/London', phone_country: 'GB', locale: 'en-GB' }],
    }));
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <Amount />
      </QueryClientProvider>,
    );
    expect(screen.getByText(/^Ksh\s?1,500\.00 on 26 Nov 2026, 00:30$/)).toBeInTheDocument();
    expect(await screen.findByText('US$1,500.00 on 25 Nov 2026, 21:30')).toBeInTheDocument();
    expect(fakeSupabase.rpcCalls()).toEqual([['company_profile', undefined]]);
  });
});
