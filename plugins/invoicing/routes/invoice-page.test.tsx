// The invoice page on the kernel's test harness: a draft offers Edit/Delete to
// staff and Issue only to admins (after "An issued invoice cannot be changed");
// an issued invoice offers admins a credit note (limits per line) and Void.
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

import { COMPANY } from '../parts/public-invoice-fixture.ts';
import InvoicePage from './invoice-page.tsx';

const LINE = {
  id: 'l1',
  invoice_id: 'inv-1',
  position: 1,
  catalog_item_id: null,
  description: 'Fire safety training',
  unit: 'participant',
  quantity: 20,
  unit_price: 6500,
  discount_percent: 0,
  tax_code: 'VAT',
  tax_rate: 16,
  amount: 130000,
  discount: 0,
  taxable: 130000,
  tax: 20800,
  total: 150800,
};
const base = {
  id: 'inv-1',
  number: null as string | null,
  status: 'draft',
  customer_id: 'c1',
  customer: { id: 'c1', name: 'Nyali Coral Beach Hotel', kra_pin: 'P051234567X' },
  issue_date: '2026-11-20',
  due_date: '2026-12-20',
  currency: 'KES',
  prices_include_tax: false,
  document_discount: 0,
  notes: null,
  subtotal: 130000,
  discount_total: 0,
  taxable_total: 130000,
  tax_total: 20800,
  total: 150800,
  tax_summary: [{ tax_code: 'VAT', rate: '16.000', taxable: '130000.00', tax: '20800.00' }],
  amount_paid: 0,
  amount_credited: 0,
  amount_due: 150800,
  void_reason: null,
  voided_at: null,
  invoice_lines: [LINE],
  credit_notes: [],
};
let invoice: Record<string, unknown> = base;

function answer(q: RecordedQuery) {
  if (q.table === 'invoices') return { data: invoice };
  if (q.table === 'rpc/invoice_document') return { data: { company: COMPANY } };
  if (q.table === 'rpc/issue_invoice')
    return { data: { ...invoice, status: 'issued', number: 'INV-2026-0007' } };
  if (q.table === 'rpc/issue_credit_note') return { data: { id: 'cn1', number: 'CN-2026-0001' } };
  if (q.table === 'record_events') return { data: [] };
  return { data: [] };
}

beforeEach(() => {
  vi.clearAllMocks();
  fakeSupabase.reset();
  fakeSupabase.respond(answer);
  invoice = base;
});

const renderPage = (role: 'staff' | 'admin') =>
  renderWithKernel(<InvoicePage />, {
    path: '/dashboard/invoices/inv-1',
    route: '/dashboard/invoices/:id',
    profile: fakeProfile('me', role),
  });

describe('Invoice page', () => {
  it('staff see a draft with Edit and Delete but cannot issue it', async () => {
    const user = userEvent.setup();
    renderPage('staff');
    expect(await screen.findByRole('heading', { name: 'Draft invoice', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/dashboard/invoices/inv-1/edit',
    );
    expect(screen.queryByRole('button', { name: 'Issue' })).not.toBeInTheDocument();
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('150,800.00');
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Delete draft…' })).toBeInTheDocument();
  });

  it('an admin issues a draft after being told it cannot be changed afterwards', async () => {
    const user = userEvent.setup();
    renderPage('admin');
    await user.click(await screen.findByRole('button', { name: 'Issue' }));
    expect(await screen.findByText(/An issued invoice cannot be changed/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Issue invoice' }));
    await waitFor(() =>
      expect(fakeSupabase.rpcCalls()).toContainEqual(['issue_invoice', { invoice_id: 'inv-1' }]),
    );
    expect(toast.success).toHaveBeenCalledWith('Invoice issued');
  });

  it('an admin credits part of an issued invoice; more than invoiced is refused before sending', async () => {
    invoice = { ...base, status: 'issued', number: 'INV-2026-0007' };
    const user = userEvent.setup();
    renderPage('admin');
    await user.click(await screen.findByRole('button', { name: 'More actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Void…' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Credit note…' }));
    const qty = await screen.findByLabelText('Fire safety training — quantity to credit');
    await user.type(qty, '25');
    await user.type(screen.getByLabelText('Reason (printed on the credit note)'), 'Five did not attend');
    await user.click(screen.getByRole('button', { name: 'Issue credit note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('at most 20 can be credited');
    await user.clear(qty);
    await user.type(qty, '5');
    expect(screen.getByText('Credit note total: Ksh 37,700.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Issue credit note' }));
    await waitFor(() =>
      expect(fakeSupabase.rpcCalls()).toContainEqual([
        'issue_credit_note',
        {
          invoice_id: 'inv-1',
          lines: [{ invoice_line_id: 'l1', quantity: '5' }],
          reason: 'Five did not attend',
        },
      ]),
    );
  });

  it('staff see an issued invoice without Credit note or Void', async () => {
    invoice = { ...base, status: 'issued', number: 'INV-2026-0007' };
    const user = userEvent.setup();
    renderPage('staff');
    expect(
      await screen.findByRole('heading', { name: 'Invoice INV-2026-0007', level: 1 }),
    ).toBeInTheDocument();
    // The printed page carries the firm's letterhead, as the PDF does (issue 22 item 3).
    expect(await screen.findByTestId('letterhead')).toHaveTextContent(
      /Safeworks Consultants Ltd.*Mombasa Road, Nairobi.*KRA PIN P051234567Q/,
    );
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Credit note…' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Void…' })).not.toBeInTheDocument();
  });

  it('a draft offers neither Send nor the client link', async () => {
    const user = userEvent.setup();
    renderPage('staff');
    expect(await screen.findByRole('heading', { name: 'Draft invoice', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await screen.findByRole('menuitem', { name: 'Download PDF' });
    expect(screen.queryByRole('menuitem', { name: 'Copy client link' })).not.toBeInTheDocument();
  });

  it('an issued invoice offers Send, which opens the dialog with the e-mail to go', async () => {
    invoice = { ...base, status: 'issued', number: 'INV-2026-0007' };
    const user = userEvent.setup();
    renderPage('staff');
    await user.click(await screen.findByRole('button', { name: 'More actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Copy client link' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Revoke client link…' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: 'Send invoice INV-2026-0007' })).toBeInTheDocument();
  });
});
