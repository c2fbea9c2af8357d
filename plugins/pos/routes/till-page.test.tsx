// The till on the kernel's test harness, with its server calls stubbed: a scanned code adds its item,
// F4 takes cash for what is due, F9 pays; a sale whose request failed keeps its id, so paying again
// sends the same sale (the server stores it once), and a second F9 while one is in flight sends nothing.
import { fakeProfile } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { DataError } from '@kernel/data/data-error.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QUEUE_KEY } from '../sale-queue.ts';
import type { SaleReceipt } from '../shapes.ts';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));
const invoicing = vi.hoisted(() => ({ listTaxRates: vi.fn() }));
vi.mock('../../invoicing/public.ts', () => invoicing);
const data = vi.hoisted(() => ({
  listLocations: vi.fn(async () => [{ id: 'loc-shop', code: 'shop', name: 'Shop' }]),
  pricesIncludeTax: vi.fn(async () => false),
  tillSearch: vi.fn(),
  recordSale: vi.fn(),
  getReceipt: vi.fn(),
  refundSale: vi.fn(),
}));
vi.mock('../data.ts', async (original) => ({ ...(await original<typeof import('../data.ts')>()), ...data }));
const sessions = vi.hoisted(() => ({
  openSessionAt: vi.fn(async (): Promise<string | null> => 'session-1'),
  sessionReport: vi.fn(),
  openSession: vi.fn(),
}));
vi.mock('../sessions.ts', async (original) => ({
  ...(await original<typeof import('../sessions.ts')>()),
  ...sessions,
}));
const tillData = vi.hoisted(() => ({
  listPinAdmins: vi.fn(),
  approveDiscount: vi.fn(),
  setPosPin: vi.fn(),
  createPosCustomer: vi.fn(),
  getPosSettings: vi.fn(),
}));
vi.mock('../till-data.ts', async (original) => ({
  ...(await original<typeof import('../till-data.ts')>()),
  ...tillData,
}));

import { HELMET, REPORT } from '../testing/till-fixtures.ts';
import { openTill, pay, scanHelmet, sell } from '../testing/till-steps.tsx';
import TillPage from './till-page.tsx';

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
  invoicing.listTaxRates.mockResolvedValue([{ code: 'VAT', name: 'VAT', rate: '16' }]);
  data.pricesIncludeTax.mockResolvedValue(false);
  data.tillSearch.mockResolvedValue([HELMET]);
  sessions.openSessionAt.mockResolvedValue('session-1');
  sessions.sessionReport.mockResolvedValue(REPORT);
  tillData.getPosSettings.mockResolvedValue({ max_discount_percent: '100.00' });
  tillData.listPinAdmins.mockResolvedValue([
    { user_id: 'u-amani', full_name: 'Amani Admin', has_pin: true, pin_set_at: '2026-11-20T08:00:00Z' },
    { user_id: 'u-pinless', full_name: 'Pinless Admin', has_pin: false, pin_set_at: null },
  ]);
});

describe('the till', () => {
  it('keeps the sale’s id after the server refuses it, so paying again cannot store it twice', async () => {
    data.recordSale
      .mockRejectedValueOnce(
        new DataError({ message: 'The session was just closed', code: 'P0001', status: 400 }),
      )
      .mockImplementation(async (sale: { id: string }) => receipt(sale.id));
    const { user } = await openTill();
    await scanHelmet(user);
    expect(data.tillSearch).toHaveBeenCalledWith('6161234500019', 'loc-shop');

    await user.keyboard('{F4}');
    const cash = await screen.findByLabelText('Cash amount');
    expect(cash).toHaveValue('986.00');
    await user.clear(cash);
    await user.type(cash, '1000');
    expect(screen.getByTestId('till-change')).toHaveTextContent('14.00');

    await user.keyboard('{F9}');
    expect(
      await screen.findByText(/The sale was not stored: The session was just closed/),
    ).toBeInTheDocument();
    await user.keyboard('{F9}');
    expect(await screen.findByText(/Sale recorded/)).toBeInTheDocument();

    expect(data.recordSale).toHaveBeenCalledTimes(2);
    const [first, second] = data.recordSale.mock.calls.map(
      ([sale]) => sale as { id: string; lines: unknown[] },
    );
    expect(second?.id).toBe(first?.id);
    expect(first?.lines).toEqual([expect.objectContaining({ id: HELMET.id, quantity: '1' })]);
  });

  it('keeps a sale paid with no network on the till, says it waits, and sends it once when the network is back', async () => {
    data.recordSale
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementation(async (sale: { id: string }) => receipt(sale.id));
    const { user } = await openTill();
    await sell(user, { tendered: '1000' });

    expect(await screen.findByText(/Sale kept on this till/)).toBeInTheDocument();
    expect(screen.getByText(/Change due/)).toHaveTextContent('14.00');
    expect(screen.getByTestId('till-queue')).toHaveTextContent('1 sale waiting to be sent');
    expect(JSON.parse(localStorage.getItem(QUEUE_KEY) ?? '[]')).toHaveLength(1);

    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByTestId('till-queue')).not.toBeInTheDocument());
    expect(localStorage.getItem(QUEUE_KEY)).toBe('[]');
    const ids = data.recordSale.mock.calls.map(([sale]) => (sale as { id: string }).id);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);

    // The next sale is a new one.
    await user.click(screen.getByRole('button', { name: 'New sale' }));
    expect(await screen.findByLabelText('Search or scan')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: HELMET.name })).not.toBeInTheDocument();
  });

  it('prices a sale with the VAT it last read when the network dropped before the rates answered', async () => {
    // An earlier opening of this till read the rates and the price setting.
    const first = renderWithKernel(<TillPage />, {
      path: '/dashboard/pos',
      profile: fakeProfile('me', 'staff'),
    });
    await waitFor(() => expect(localStorage.getItem('safeworks.pos.tax-rates')).toContain('"16"'));
    await waitFor(() => expect(localStorage.getItem('safeworks.pos.prices-include-tax')).toBe('false'));
    first.unmount();
    // Now the rates never answer: the connection went.
    invoicing.listTaxRates.mockReturnValue(new Promise(() => {}));
    data.pricesIncludeTax.mockReturnValue(new Promise(() => {}));
    const { user } = await openTill();
    await scanHelmet(user);
    await user.keyboard('{F4}');
    // 850 + 16 % VAT, not 850 while "Loading the tax rates…".
    expect(await screen.findByLabelText('Cash amount')).toHaveValue('986.00');
    expect(screen.queryByText('Loading the tax rates…')).not.toBeInTheDocument();
  });

  it('suggests no cash amount before it knows any VAT rate, rather than the amount without VAT', async () => {
    invoicing.listTaxRates.mockReturnValue(new Promise(() => {}));
    const { user } = await openTill();
    await scanHelmet(user);
    await user.keyboard('{F4}');
    expect(await screen.findByLabelText('Cash amount')).toHaveValue('');
  });

  it('sends what a reload left waiting, and keeps a sale the server refuses with its words until sent again', async () => {
    const user = userEvent.setup();
    const waiting = (id: string) => ({
      sale: {
        id,
        location_id: 'loc-shop',
        customer_user_id: null,
        cart_discount_percent: '0',
        lines: [
          {
            ...HELMET,
            unit_price: '850',
            on_hand: '5',
            tax_rate: '16',
            quantity: '1',
            discount_percent: '0',
          },
        ],
        payments: [{ method: 'cash', amount: '1000', reference: '' }],
      },
      total: '986.00',
      change: '14.00',
      queued_at: '2026-11-27T10:00:00Z',
      refused: null,
    });
    localStorage.setItem(QUEUE_KEY, JSON.stringify([waiting('sale-a'), waiting('sale-b')]));
    const soldOut = `Only 0 of "${HELMET.name}" in stock at Shop (asked for 1)`;
    data.recordSale.mockImplementation(async (sale: { id: string }) => {
      if (sale.id === 'sale-b') throw new DataError({ message: soldOut, code: '23514', status: 400 });
      return receipt(sale.id);
    });
    renderWithKernel(<TillPage />, { path: '/dashboard/pos', profile: fakeProfile('me', 'staff') });

    expect(
      await screen.findByText(new RegExp(`was refused: ${soldOut.replace(/[()]/g, '\\$&')}`)),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('till-queue')).not.toBeInTheDocument();
    expect(data.recordSale).toHaveBeenCalledTimes(2);
    expect(JSON.parse(localStorage.getItem(QUEUE_KEY) ?? '[]')).toEqual([
      expect.objectContaining({ refused: soldOut, sale: expect.objectContaining({ id: 'sale-b' }) }),
    ]);

    // The stock is received; the cashier sends it again, with the same id.
    data.recordSale.mockImplementation(async (sale: { id: string }) => receipt(sale.id));
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(screen.queryByText(/was refused/)).not.toBeInTheDocument());
    expect(data.recordSale).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'sale-b' }));
    expect(localStorage.getItem(QUEUE_KEY)).toBe('[]');
  });

  it('sends one sale for two quick F9 presses, and starts the next sale with a new id', async () => {
    let release: () => void = () => {};
    data.recordSale.mockImplementation(
      (sale: { id: string }) =>
        new Promise<SaleReceipt>((resolve) => (release = () => resolve(receipt(sale.id)))),
    );
    const { user } = await openTill();
    await sell(user, { pay: '{F9}{F9}' });
    expect(data.recordSale).toHaveBeenCalledTimes(1);
    release();
    await user.click(await screen.findByRole('button', { name: 'New sale' }));

    await sell(user);
    release();
    await screen.findByRole('button', { name: 'New sale' });
    const ids = data.recordSale.mock.calls.map(([sale]) => (sale as { id: string }).id);
    expect(ids).toHaveLength(2);
    expect(ids[1]).not.toBe(ids[0]);
  });

  it('adds a match chosen with the arrow keys and Enter, the mouse never needed', async () => {
    data.tillSearch.mockResolvedValue([
      { ...HELMET, exact: false },
      { ...HELMET, id: 'i-2', name: 'Safety helmet, yellow' },
    ]);
    const { user, search } = await openTill();
    await user.type(search, 'helmet');
    await screen.findByRole('button', { name: /Safety helmet, yellow/ });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(await screen.findByRole('listitem', { name: 'Safety helmet, yellow' })).toBeInTheDocument();
    expect(search).toHaveFocus();
  });

  it('does not sell while no session is open at the location, and opens one with the counted float', async () => {
    const user = userEvent.setup();
    sessions.openSessionAt.mockResolvedValue(null);
    sessions.openSession.mockImplementation(async () => REPORT);
    renderWithKernel(<TillPage />, { path: '/dashboard/pos', profile: fakeProfile('me', 'staff') });
    expect(await screen.findByText('No session is open at Shop.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Search or scan')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open session…' }));
    await user.type(await screen.findByLabelText('Float counted'), '1000');
    await user.keyboard('{Enter}');
    expect(await screen.findByLabelText('Search or scan')).toBeInTheDocument();
    expect(screen.getByText(/Session open/)).toBeInTheDocument();
    expect(sessions.openSession).toHaveBeenCalledTimes(1);
    expect(sessions.openSession).toHaveBeenCalledWith(
      expect.objectContaining({ location: 'loc-shop', float: '1000' }),
    );
  });
});

describe('a refund at the till right after the sale', () => {
  it('refunds one of two helmets from the receipt just printed, by keyboard, to the M-Pesa it was paid with, not back on the shelf', async () => {
    const line = {
      line_no: 1,
      refunded: '0',
      name: HELMET.name,
      sku: HELMET.sku,
      quantity: '2',
      unit_price: '850.00',
      discount_percent: '0',
      tax_code: 'VAT',
      tax_rate: '16',
      amount: '1700.00',
      tax: '272.00',
      total: '1972.00',
    };
    const sold = (id: string): SaleReceipt => ({
      ...receipt(id),
      total: '1972.00',
      lines: [line],
      payments: [
        { method: 'mpesa', amount: '1000.00', tendered: null, reference: 'QWE1RTY2UI' },
        { method: 'cash', amount: '972.00', tendered: '1000.00', reference: null },
      ],
    });
    data.recordSale.mockImplementation(async (sale: { id: string }) => sold(sale.id));
    data.refundSale.mockResolvedValue({
      id: 'refund-1',
      number: 'RF-2026-000003',
      total: '986.00',
      method: 'mpesa',
      already: false,
    });
    data.getReceipt.mockImplementation(async (id: string) => ({
      ...sold(id),
      already: true,
      lines: [{ ...line, refunded: '1' }],
      refunds: [
        {
          number: 'RF-2026-000003',
          total: '986.00',
          method: 'mpesa',
          reason: 'Cracked shell',
          created_at: '2026-11-27T10:05:00Z',
        },
      ],
    }));
    const { user } = await openTill();
    await sell(user);
    expect(await screen.findByText(/Sale recorded: POS-2026-000007/)).toBeInTheDocument();

    // New sale has the focus; one Shift+Tab back is Refund….
    expect(screen.getByRole('button', { name: 'New sale' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Refund…' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Refund from POS-2026-000007' });
    await user.type(within(dialog).getByLabelText(new RegExp(HELMET.name.replace(/[()]/g, '\\$&'))), '1');
    await user.selectOptions(within(dialog).getByLabelText('Give back by'), 'M-Pesa');
    await user.click(within(dialog).getByLabelText('Put the goods back in stock'));
    await user.type(within(dialog).getByLabelText('Reason'), 'Cracked shell');
    await user.tab();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Refund' })).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const saleId = data.recordSale.mock.calls[0]?.[0]?.id as string;
    expect(data.refundSale).toHaveBeenCalledTimes(1);
    expect(data.refundSale).toHaveBeenCalledWith(
      expect.objectContaining({
        sale_id: saleId,
        method: 'mpesa',
        restock: false,
        reason: 'Cracked shell',
        lines: [{ line_no: 1, quantity: '1' }],
      }),
    );
    // The receipt is read again: the refund is listed, the heading still says the sale was recorded.
    expect(await screen.findByRole('list', { name: 'Refunds' })).toHaveTextContent(
      /Refund RF-2026-000003: .*986\.00 by M-Pesa — Cracked shell/,
    );
    expect(data.getReceipt).toHaveBeenCalledWith(saleId);
    expect(screen.getByText(/Sale recorded: POS-2026-000007/)).toBeInTheDocument();
    // The other helmet can still come back.
    expect(screen.getByRole('button', { name: 'Refund…' })).toBeInTheDocument();
  });

  it('offers no Refund… once every line has come back', async () => {
    data.recordSale.mockImplementation(async (sale: { id: string }) => ({
      ...receipt(sale.id),
      lines: [
        {
          line_no: 1,
          refunded: '1',
          name: HELMET.name,
          sku: HELMET.sku,
          quantity: '1',
          unit_price: '850.00',
          discount_percent: '0',
          tax_code: 'VAT',
          tax_rate: '16',
          amount: '850.00',
          tax: '136.00',
          total: '986.00',
        },
      ],
    }));
    const { user } = await openTill();
    await sell(user);
    await screen.findByText(/Sale recorded/);
    expect(screen.queryByRole('button', { name: 'Refund…' })).not.toBeInTheDocument();
  });
});

describe('a discount above the cashier’s limit at the till', () => {
  it('waits for an admin: “Approve…”, a wrong PIN says the tries left, the right one lets the sale through with its id', async () => {
    tillData.approveDiscount
      .mockResolvedValueOnce({
        approved: false,
        locked: false,
        tries_left: 4,
        message: 'Wrong PIN: 4 tries left before it locks for 15 minutes',
      })
      .mockImplementation(async (v: { sale: string; admin: string }) => ({
        approved: true,
        sale_id: v.sale,
        approved_by: v.admin,
        approver: 'Amani Admin',
        max_percent: '25.00',
      }));
    data.recordSale.mockImplementation(async (sale: { id: string }) => receipt(sale.id));
    const { user } = await openTill();
    await scanHelmet(user);
    // A cashier does not set a PIN.
    expect(screen.queryByRole('button', { name: /My POS PIN/ })).not.toBeInTheDocument();

    const discount = screen.getByLabelText('Discount %');
    await user.clear(discount);
    await user.type(discount, '25');
    expect(screen.getByRole('alert')).toHaveTextContent('A discount above 10 % needs an admin');
    expect(screen.getByText('Needs an admin: a discount of 25 % is above 10 %')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Pay/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Approve…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the discount' });
    const admin = await within(dialog).findByLabelText('Admin');
    expect(admin).toHaveValue('u-amani');
    expect(within(dialog).getByRole('option', { name: 'Pinless Admin (no PIN yet)' })).toBeDisabled();

    const pin = within(dialog).getByLabelText('PIN');
    await user.type(pin, '9999{Enter}');
    expect(
      await within(dialog).findByText('Wrong PIN: 4 tries left before it locks for 15 minutes'),
    ).toBeInTheDocument();
    expect(pin).toHaveValue('');
    await user.type(pin, '4826{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Discounts up to 25 % approved by Amani Admin')).toBeInTheDocument();
    expect(screen.queryByText(/Needs an admin/)).not.toBeInTheDocument();

    // 850 less 25 % = 637.50 + 16 % VAT = 739.50.
    await user.keyboard('{F4}');
    expect(await screen.findByLabelText('Cash amount')).toHaveValue('739.50');
    await user.keyboard('{F9}');
    expect(await screen.findByText(/Sale recorded/)).toBeInTheDocument();
    const approvedFor = tillData.approveDiscount.mock.calls.map(
      ([v]) => v as { sale: string; percent: string },
    );
    expect(approvedFor[1]).toMatchObject({ admin: 'u-amani', pin: '4826', percent: '25' });
    const sold = data.recordSale.mock.calls[0]?.[0] as { id: string };
    expect(sold.id).toBe(approvedFor[1]?.sale);
  });

  it('names the firm’s ceiling: above it nobody can approve, and “Approve…” says how far an admin may go', async () => {
    tillData.getPosSettings.mockResolvedValue({ max_discount_percent: '30.00' });
    const { user } = await openTill();
    await scanHelmet(user);
    // Nothing asked about the ceiling until a discount is typed (the till's opening stays small, ADR 084).
    expect(tillData.getPosSettings).not.toHaveBeenCalled();

    const discount = screen.getByLabelText('Discount %');
    await user.clear(discount);
    await user.type(discount, '40');
    const problem = 'The firm’s ceiling is 30 %: no discount above it, even with an admin’s PIN';
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(problem));
    // The Pay button says why it is off.
    expect(screen.getByRole('button', { name: /^Pay/ })).toHaveAccessibleDescription(problem);
    expect(screen.getByText('The firm’s ceiling: 30 % on a line or the cart')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve…' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Pay/ })).toBeDisabled();

    await user.clear(discount);
    await user.type(discount, '25');
    expect(screen.getByText('Needs an admin: a discount of 25 % is above 10 %')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the discount' });
    expect(dialog).toHaveTextContent(
      'A discount of 25 % is above the cashier’s limit. An admin approves it with their POS PIN, up to the firm’s ceiling of 30 %.',
    );
  });

  it('adds a new customer from two fields and puts them on the sale', async () => {
    tillData.createPosCustomer.mockResolvedValue({
      id: 'c-new',
      full_name: 'Wanjiru Kamau',
      email: null,
      phone: '254712345678',
    });
    data.recordSale.mockImplementation(async (sale: { id: string }) => receipt(sale.id));
    const { user } = await openTill();
    await scanHelmet(user);

    await user.click(screen.getByRole('button', { name: 'New customer…' }));
    const dialog = await screen.findByRole('dialog', { name: 'New customer' });
    await user.type(within(dialog).getByLabelText('Name'), 'Wanjiru Kamau');
    await user.type(within(dialog).getByLabelText('Phone or e-mail'), '0712 345 678{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(tillData.createPosCustomer).toHaveBeenCalledWith({
      full_name: 'Wanjiru Kamau',
      contact: '0712 345 678',
    });

    await pay(user);
    expect(await screen.findByText(/Sale recorded/)).toBeInTheDocument();
    expect(data.recordSale.mock.calls[0]?.[0]).toMatchObject({ customer_user_id: 'c-new' });
  });

  it('lets an admin set their POS PIN from the till, typed twice', async () => {
    tillData.setPosPin.mockResolvedValue(undefined);
    const { user } = await openTill('admin');
    await user.click(await screen.findByRole('button', { name: 'My POS PIN…' }));
    const dialog = await screen.findByRole('dialog', { name: 'My POS PIN' });
    await user.type(within(dialog).getByLabelText('New PIN (4–8 digits)'), '4826');
    await user.type(within(dialog).getByLabelText('Type it again'), '4827{Enter}');
    expect(
      await within(dialog).findByText('The two PINs differ: type the same PIN twice'),
    ).toBeInTheDocument();
    expect(tillData.setPosPin).not.toHaveBeenCalled();
    await user.clear(within(dialog).getByLabelText('Type it again'));
    await user.type(within(dialog).getByLabelText('Type it again'), '4826{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(tillData.setPosPin).toHaveBeenCalledWith('4826');
  });
});
