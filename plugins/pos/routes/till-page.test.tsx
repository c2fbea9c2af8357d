// The till on the kernel's test harness, with its server calls stubbed: a scanned code adds its item,
// F4 takes cash for what is due, F9 pays; a sale whose request failed keeps its id, so paying again
// sends the same sale (the server stores it once), and a second F9 while one is in flight sends nothing.
import { fakeProfile } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaleReceipt } from '../shapes.ts';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));
vi.mock('../../invoicing/public.ts', () => ({
  listTaxRates: async () => [{ code: 'VAT', name: 'VAT', rate: '16' }],
}));
const data = vi.hoisted(() => ({
  listLocations: vi.fn(async () => [{ id: 'loc-shop', code: 'shop', name: 'Shop' }]),
  pricesIncludeTax: vi.fn(async () => false),
  tillSearch: vi.fn(),
  recordSale: vi.fn(),
}));
vi.mock('../data.ts', async (original) => ({ ...(await original<typeof import('../data.ts')>()), ...data }));

import TillPage from './till-page.tsx';

const HELMET = {
  id: 'i-helmet',
  name: 'Safety helmet, white (EN 397)',
  sku: 'PPE-HLM-WHT',
  barcode: '6161234500019',
  unit: 'piece',
  unit_price: 850,
  tax_code: 'VAT',
  kind: 'product',
  is_stocked: true,
  on_hand: 5,
  exact: true,
};

const receipt = (id: string): SaleReceipt => ({
  id,
  number: 'POS-2026-000007',
  created_at: '2026-11-27T10:00:00Z',
  already: false,
  location: 'Shop',
  cashier: 'Amina Hassan',
  customer: null,
  company: 'Safeworks',
  subtotal: '850.00',
  discount: '0.00',
  tax: '136.00',
  total: '986.00',
  paid: '1000.00',
  change_due: '14.00',
  lines: [],
  payments: [{ method: 'cash', amount: '986.00', tendered: '1000.00', reference: null }],
  refunds: [],
});

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  data.tillSearch.mockResolvedValue([HELMET]);
});

describe('the till', () => {
  it('keeps the sale’s id after a failed request, so paying again cannot store it twice', async () => {
    const user = userEvent.setup();
    data.recordSale
      .mockRejectedValueOnce(new Error('Failed to fetch'))
      .mockImplementation(async (sale: { id: string }) => receipt(sale.id));
    renderWithKernel(<TillPage />, { path: '/dashboard/pos', profile: fakeProfile('me', 'staff') });

    const search = await screen.findByLabelText('Search or scan');
    await waitFor(() => expect(screen.getByLabelText('Location')).toHaveValue('loc-shop'));
    await user.type(search, '6161234500019{Enter}');
    expect(await screen.findByRole('listitem', { name: HELMET.name })).toBeInTheDocument();
    expect(data.tillSearch).toHaveBeenCalledWith('6161234500019', 'loc-shop');

    await user.keyboard('{F4}');
    const cash = await screen.findByLabelText('Cash amount');
    expect(cash).toHaveValue('986.00');
    await user.clear(cash);
    await user.type(cash, '1000');
    expect(screen.getByTestId('till-change')).toHaveTextContent('14.00');

    await user.keyboard('{F9}');
    expect(await screen.findByText(/The sale was not stored: Failed to fetch/)).toBeInTheDocument();
    await user.keyboard('{F9}');
    expect(await screen.findByText(/Sale recorded/)).toBeInTheDocument();

    expect(data.recordSale).toHaveBeenCalledTimes(2);
    const [first, second] = data.recordSale.mock.calls.map(
      ([sale]) => sale as { id: string; lines: unknown[] },
    );
    expect(second?.id).toBe(first?.id);
    expect(first?.lines).toEqual([expect.objectContaining({ id: HELMET.id, quantity: '1' })]);
  });

  it('sends one sale for two quick F9 presses, and starts the next sale with a new id', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    data.recordSale.mockImplementation(
      (sale: { id: string }) =>
        new Promise<SaleReceipt>((resolve) => (release = () => resolve(receipt(sale.id)))),
    );
    renderWithKernel(<TillPage />, { path: '/dashboard/pos', profile: fakeProfile('me', 'staff') });
    const search = await screen.findByLabelText('Search or scan');
    await waitFor(() => expect(screen.getByLabelText('Location')).toHaveValue('loc-shop'));
    await user.type(search, '6161234500019{Enter}');
    await screen.findByRole('listitem', { name: HELMET.name });
    await user.keyboard('{F4}');
    await screen.findByLabelText('Cash amount');
    await user.keyboard('{F9}{F9}');
    expect(data.recordSale).toHaveBeenCalledTimes(1);
    release();
    await user.click(await screen.findByRole('button', { name: 'New sale' }));

    await user.type(screen.getByLabelText('Search or scan'), '6161234500019{Enter}');
    await screen.findByRole('listitem', { name: HELMET.name });
    await user.keyboard('{F4}');
    await screen.findByLabelText('Cash amount');
    await user.keyboard('{F9}');
    release();
    await screen.findByRole('button', { name: 'New sale' });
    const ids = data.recordSale.mock.calls.map(([sale]) => (sale as { id: string }).id);
    expect(ids).toHaveLength(2);
    expect(ids[1]).not.toBe(ids[0]);
  });

  it('adds a match chosen with the arrow keys and Enter, the mouse never needed', async () => {
    const user = userEvent.setup();
    data.tillSearch.mockResolvedValue([
      { ...HELMET, exact: false },
      { ...HELMET, id: 'i-2', name: 'Safety helmet, yellow' },
    ]);
    renderWithKernel(<TillPage />, { path: '/dashboard/pos', profile: fakeProfile('me', 'staff') });
    const search = await screen.findByLabelText('Search or scan');
    await waitFor(() => expect(screen.getByLabelText('Location')).toHaveValue('loc-shop'));
    await user.type(search, 'helmet');
    await screen.findByRole('button', { name: /Safety helmet, yellow/ });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(await screen.findByRole('listitem', { name: 'Safety helmet, yellow' })).toBeInTheDocument();
    expect(search).toHaveFocus();
  });
});
