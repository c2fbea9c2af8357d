// Settings → Sales on the kernel's test harness: the fake supabase client plays
// sales_settings, organizations, tax_codes and set_sales_settings.
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SalesSettings, TaxCode } from '../sales-data.ts';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

import { SalesSettingsPanel } from './sales-settings-panel.tsx';

let settings: SalesSettings;
let kraPin: string | null;
let codes: TaxCode[];
let saveError: unknown = null;
let logoPath: string | null = null;
const saves = () => fakeSupabase.rpcCalls().filter(([name]) => name === 'set_sales_settings');

function database(q: RecordedQuery) {
  if (q.table === 'sales_settings') return { data: [settings] };
  if (q.table === 'organizations')
    return {
      data: [
        {
          name: 'Safeworks',
          kra_pin: kraPin,
          address: 'Mombasa Road, Nairobi',
          postal_address: null,
          logo_path: logoPath,
          currency: 'KES',
        },
      ],
    };
  if (q.table === 'tax_codes') return { data: codes };
  if (q.table === 'tax_rates' && q.calls.some(([m]) => m === 'insert')) return { data: [{ id: 'r-new' }] };
  if (q.table === 'rpc/set_sales_settings') {
    if (saveError) return { error: saveError };
    const a = (q.args as { settings: Record<string, unknown> }).settings;
    settings = { ...settings, ...(a as Partial<SalesSettings>) };
    kraPin = (a.kra_pin as string) || null;
    return { data: settings };
  }
  return { data: null };
}

beforeEach(() => {
  vi.clearAllMocks();
  fakeSupabase.reset();
  saveError = null;
  kraPin = null;
  logoPath = null;
  settings = {
    id: true,
    legal_name: null,
    vat_number: null,
    bank_name: null,
    bank_branch: null,
    bank_account_name: null,
    bank_account_number: null,
    bank_swift: null,
    mpesa_paybill: null,
    mpesa_account: null,
    prices_include_tax: false,
    quotation_number_format: 'QUO-{YYYY}-{NNNN}',
    invoice_number_format: 'INV-{YYYY}-{NNNN}',
    credit_note_number_format: 'CN-{YYYY}-{NNNN}',
    payment_terms_days: 30,
    quotation_validity_days: 30,
    document_footer: 'Thank you for your business.',
    document_terms: null,
    reminders_enabled: true,
    reminder_offsets: [-3, 0, 7, 30],
    payment_limit_without_admin: 5000000,
    statement_reversed_payments: 'pair',
    updated_at: '2026-11-25T10:00:00Z',
    updated_by: null,
  };
  codes = [
    {
      code: 'VAT',
      name: 'VAT (standard rate)',
      kind: 'standard',
      is_active: true,
      sort_order: 10,
      tax_rates: [
        { id: 'r3', rate: 16, effective_from: '2021-01-01' },
        { id: 'r2', rate: 14, effective_from: '2020-04-01' },
        { id: 'r9', rate: 18, effective_from: '2099-07-01' },
      ],
    },
    { code: 'EXEMPT', name: 'Exempt', kind: 'exempt', is_active: true, sort_order: 30, tax_rates: [] },
  ];
  fakeSupabase.respond(database);
});

const renderPanel = () =>
  renderWithKernel(<SalesSettingsPanel />, {
    path: '/dashboard/settings?tab=sales',
    profile: fakeProfile('u-grace', 'superadmin'),
  });

describe('Settings → Sales', () => {
  it('a superadmin sets the KRA PIN, the pay-bill and the invoice format, and sees the first number it gives', async () => {
    renderPanel();
    const pin = await screen.findByLabelText('KRA PIN');
    await userEvent.type(pin, 'p051234567x');
    await userEvent.type(screen.getByLabelText('M-Pesa pay-bill number'), '522533');
    const format = screen.getByLabelText('Invoice numbers');
    await userEvent.clear(format);
    await userEvent.type(format, 'INV.{{YY}.{{NNNNN}');
    expect(format).toHaveAccessibleDescription(
      `The first of ${new Date().getFullYear()}: INV.${String(new Date().getFullYear()).slice(-2)}.00001`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save sales settings' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Sales settings saved'));
    expect(saves()[0]?.[1]).toMatchObject({
      settings: {
        kra_pin: 'P051234567X',
        mpesa_paybill: '522533',
        invoice_number_format: 'INV.{YY}.{NNNNN}',
        prices_include_tax: false,
        payment_terms_days: 30,
      },
    });
  });

  it('says what is wrong with a format without a year, and with a pay-bill of letters, before saving', async () => {
    renderPanel();
    const format = await screen.findByLabelText('Quotation numbers');
    await userEvent.clear(format);
    await userEvent.type(format, 'Q-{{NNNN}');
    await userEvent.type(screen.getByLabelText('M-Pesa pay-bill number'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Save sales settings' }));
    expect(await screen.findByText(/Put the year in exactly once/)).toBeInTheDocument();
    expect(screen.getByText('A pay-bill number has 5 to 7 digits')).toBeInTheDocument();
    expect(saves()).toHaveLength(0);
  });

  it('places a refusal of the database under its field', async () => {
    saveError = {
      code: '23514',
      message:
        'new row for relation "organizations" violates check constraint "organizations_kra_pin_format"',
    };
    renderPanel();
    await userEvent.type(await screen.findByLabelText('KRA PIN'), 'P051234567X');
    await userEvent.click(screen.getByRole('button', { name: 'Save sales settings' }));
    await waitFor(() => expect(screen.getByLabelText('KRA PIN')).toHaveAttribute('aria-invalid', 'true'));
  });

  it('a superadmin changes the payment reminder days, reads them back as a sentence, and switches reminders off', async () => {
    renderPanel();
    const days = await screen.findByLabelText('Reminder days');
    expect(days).toHaveValue('-3, 0, 7, 30');
    expect(days).toHaveAccessibleDescription(
      'Reminders go 3 days before due, on the due date, 7 and 30 days after.',
    );
    await userEvent.clear(days);
    await userEvent.type(days, '14, 0, -7');
    expect(days).toHaveAccessibleDescription(
      'Reminders go 7 days before due, on the due date, 14 days after.',
    );
    await userEvent.selectOptions(screen.getByLabelText('Reminders'), 'off');
    await userEvent.click(screen.getByRole('button', { name: 'Save sales settings' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Sales settings saved'));
    expect(saves()[0]?.[1]).toMatchObject({
      settings: { reminders_enabled: false, reminder_offsets: [-7, 0, 14] },
    });
  });

  it('says what is wrong with reminder days given twice, before saving', async () => {
    renderPanel();
    const days = await screen.findByLabelText('Reminder days');
    await userEvent.clear(days);
    await userEvent.type(days, '7, 7');
    await userEvent.click(screen.getByRole('button', { name: 'Save sales settings' }));
    expect(await screen.findByText('7 is there twice')).toBeInTheDocument();
    expect(saves()).toHaveLength(0);
  });

  it('shows today’s VAT rate and its history; only a planned rate can be deleted, after asking', async () => {
    renderPanel();
    const vat = (await screen.findByRole('heading', { name: 'VAT (standard rate)' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(vat).getByText(/Today:/)).toHaveTextContent('Today: 16 %');
    expect(within(vat).getByText(/planned/)).toBeInTheDocument();
    expect(within(vat).queryByRole('button', { name: /Delete the 16 % rate/ })).toBeNull();
    await userEvent.click(within(vat).getByRole('button', { name: 'Delete the 18 % rate from 2099-07-01' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Delete the 18 % rate from 2099-07-01?' }),
    ).toBeInTheDocument();
  });

  it('refuses a new rate from a date already past', async () => {
    renderPanel();
    const form = await screen.findByRole('form', { name: 'New rate for VAT (standard rate)' });
    await userEvent.type(within(form).getByLabelText('New rate (%)'), '17');
    await userEvent.type(within(form).getByLabelText('From'), '2020-01-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Add rate' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Choose a date after today');
    expect(fakeSupabase.queries.some((q) => q.table === 'tax_rates')).toBe(false);
  });
});

describe('what documents print from Settings → Company', () => {
  it('shows the company’s name, address and logo with a way to change them there, not a second copy', async () => {
    logoPath = 'logo-1.png';
    renderPanel();
    expect(await screen.findByRole('img', { name: 'Safeworks logo' })).toHaveAttribute(
      'src',
      'http://storage.test/branding/logo-1.png',
    );
    expect(screen.getByText(/Mombasa Road, Nairobi; its logo; amounts in KES/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change them in Company' })).toHaveAttribute(
      'href',
      '/dashboard/settings?tab=company',
    );
  });
});

describe('tax codes', () => {
  it('a superadmin adds a levy with its first rate, in one call', async () => {
    renderPanel();
    await userEvent.click(await screen.findByText('New tax code'));
    const form = screen.getByRole('form', { name: 'New tax code' });
    await userEvent.type(within(form).getByLabelText('Code'), 'levy2');
    await userEvent.type(within(form).getByLabelText('Name'), 'Tourism levy');
    await userEvent.type(within(form).getByLabelText('Rate (%)'), '2');
    await userEvent.click(within(form).getByRole('button', { name: 'Add tax code' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Tax code added'));
    const call = fakeSupabase.rpcCalls().find(([name]) => name === 'add_tax_code');
    expect(call?.[1]).toMatchObject({ code: 'LEVY2', name: 'Tourism levy', kind: 'standard', rate: 2 });
  });

  it('refuses an exempt code with a rate above 0 before asking the database', async () => {
    renderPanel();
    await userEvent.click(await screen.findByText('New tax code'));
    const form = screen.getByRole('form', { name: 'New tax code' });
    await userEvent.type(within(form).getByLabelText('Code'), 'EX2');
    await userEvent.type(within(form).getByLabelText('Name'), 'Exempt two');
    await userEvent.selectOptions(within(form).getByLabelText('Kind'), 'exempt');
    await userEvent.type(within(form).getByLabelText('Rate (%)'), '5');
    await userEvent.click(within(form).getByRole('button', { name: 'Add tax code' }));
    expect(await within(form).findByText(/Zero-rated and exempt codes are 0 %/)).toBeInTheDocument();
    expect(fakeSupabase.rpcCalls().some(([name]) => name === 'add_tax_code')).toBe(false);
  });

  it('stopping a code asks first', async () => {
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Stop using EXEMPT' }));
    expect(await screen.findByRole('alertdialog', { name: 'Stop using Exempt?' })).toBeInTheDocument();
  });
});
