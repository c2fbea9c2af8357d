// The payments list (ADR 032) on the kernel's test harness: it reads payments_list
// with a count, each row opening its receipt, reversed payments marked, and turns
// the URL's search and filters (method, reversed, received period) into the query.
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

import PaymentsPage from './payments-page.tsx';

const ROW = {
  id: 'p1',
  number: 'RCT-2026-0004',
  customer_id: 'c1',
  customer_name: 'Nyali Coral Beach Hotel',
  method: 'mpesa',
  currency: 'KES',
  amount: 25000,
  received_on: '2026-11-20',
  transaction_code: 'SKL4XB2M9Q',
  reference: null,
  payer: 'Hassan Omar',
  recorded_at: '2026-11-20T09:00:00Z',
  reversed_at: '2026-11-21T09:00:00Z',
  allocated: 20000,
  credit_left: 0,
};

function answer(q: RecordedQuery) {
  if (q.table === 'payments_list') return { data: [ROW], count: 1 };
  return { data: [] };
}

beforeEach(() => {
  fakeSupabase.reset();
  fakeSupabase.respond(answer);
});

describe('Payments list', () => {
  it('lists payments from the list view, reversed ones marked, each opening its receipt; search and filters reach the query', async () => {
    renderWithKernel(<PaymentsPage />, {
      path: '/dashboard/invoicing/payments?q=SKL4&f.method=mpesa&f.reversed=yes&f.period=this-year',
      route: '/dashboard/invoicing/payments',
      profile: fakeProfile('me', 'staff'),
    });
    const link = await screen.findByRole('link', { name: 'RCT-2026-0004' });
    expect(link).toHaveAttribute('href', '/dashboard/invoicing/payments/p1');
    expect(screen.getAllByText('Reversed').length).toBeGreaterThan(0);
    expect(screen.getAllByText('SKL4XB2M9Q').length).toBeGreaterThan(0);
    await waitFor(() => {
      const q = fakeSupabase.queries.find((x) => x.table === 'payments_list');
      expect(q).toBeDefined();
      const calls = q?.calls.map(([m, ...a]) => [m, a[0], a[1]]);
      expect(calls).toContainEqual(['in', 'method', ['mpesa']]);
      expect(calls).toContainEqual(['not', 'reversed_at', 'is']);
      expect(calls).toContainEqual(['gte', 'received_on', `${new Date().getFullYear()}-01-01`]);
      const search = q?.calls.find(([m]) => m === 'or')?.[1] as string;
      for (const column of ['number', 'transaction_code', 'reference', 'customer_name', 'payer'])
        expect(search).toContain(`${column}.ilike`);
    });
  });
});
