// A quotation's page on the kernel's test harness: the document as the client
// reads it (number with revision, lines, tax summary, total) and the actions a
// sent quotation allows.
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

import { DOCUMENT, RECORD } from './fixtures.ts';
import QuotationPage from './quotation-page.tsx';

let record = RECORD;
let doc = DOCUMENT;
let invoices: { id: string; number: string | null; status: string }[] = [];
let projects: { id: string; number: string; title: string }[] = [];
function answer(q: RecordedQuery) {
  if (q.table === 'quotations') return { data: record };
  if (q.table === 'rpc/quotation_document') return { data: doc };
  if (q.table === 'invoices') return { data: invoices };
  if (q.table === 'rpc/quotation_project') return { data: projects };
  if (q.table === 'rpc/invoice_from_quotation')
    return { data: { id: 'inv-9', number: null, status: 'draft' } };
  return { data: [] };
}

beforeEach(() => {
  invoices = [];
  projects = [];
  record = RECORD;
  doc = DOCUMENT;
  fakeSupabase.reset();
  fakeSupabase.respond(answer);
});

const renderPage = () =>
  renderWithKernel(<QuotationPage />, {
    path: '/dashboard/quotations/q1',
    route: '/dashboard/quotations/:id',
    profile: fakeProfile('me', 'staff'),
  });

describe('a staff member opening a sent quotation', () => {
  it('reads the document with its revision, lines, tax summary and total, and may send again or revise', async () => {
    renderPage();
    const article = await screen.findByRole('article', { name: 'Quotation QUO-2026-0007 (revision 2)' });
    expect(within(article).getByText('Bamburi Cement Ltd')).toBeInTheDocument();
    expect(within(article).getByText('Travel and accommodation (2 nights)')).toBeInTheDocument();
    expect(within(article).getByTestId('quotation-total')).toHaveTextContent('68,324.00');
    expect(within(article).getByRole('region', { name: 'Tax summary' })).toHaveTextContent('VAT 16%');
    expect(screen.getByRole('button', { name: 'Send again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revise' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('a draft offers Edit and Send, and is marked as a draft', async () => {
    record = { ...RECORD, status: 'draft', number: null, revision: 1, public_token: null, sent_at: null };
    doc = { ...DOCUMENT, status: 'draft', number: null, revision: 1 };
    renderPage();
    expect(await screen.findByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revise' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Draft').length).toBeGreaterThan(0);
  });

  it('a draft revision 2 may be discarded after confirming, back to revision 1', async () => {
    const user = userEvent.setup();
    record = { ...RECORD, status: 'draft', revision: 2, public_token: null, sent_at: null };
    doc = { ...DOCUMENT, status: 'draft', revision: 2 };
    const { location } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Discard this revision…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard revision 2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard revision' }));
    await waitFor(() => expect(location().pathname).toBe('/dashboard/quotations/q0'));
    const call = fakeSupabase.queries.find((q) => q.table === 'rpc/delete_quotation');
    expect(call?.args).toEqual({ quotation_id: RECORD.id });
  });

  it('an accepted one is invoiced in one step, with or without a project, then links to its invoice', async () => {
    const user = userEvent.setup();
    record = { ...RECORD, status: 'accepted' };
    doc = { ...DOCUMENT, status: 'accepted' };
    const { location } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Create invoice' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Invoice this quotation?' });
    const box = await within(dialog).findByRole('checkbox', { name: 'Also start a project for this work' });
    expect(box).toBeChecked();
    await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Create invoice' }));
    await waitFor(() => expect(location().pathname).toBe('/dashboard/invoices/inv-9'));
    const call = fakeSupabase.queries.find((q) => q.table === 'rpc/invoice_from_quotation');
    expect(call?.args).toEqual({ quotation_id: RECORD.id, with_project: false });
  });

  it('when a project already exists for the work, the dialog names it and starts no second one', async () => {
    const user = userEvent.setup();
    record = { ...RECORD, status: 'accepted' };
    doc = { ...DOCUMENT, status: 'accepted' };
    projects = [{ id: 'p-4', number: 'PRJ-2026-0004', title: 'Fire audit — Bamburi Cement Ltd' }];
    const { location } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Create invoice' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Invoice this quotation?' });
    expect(
      await within(dialog).findByText('PRJ-2026-0004 · Fire audit — Bamburi Cement Ltd'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/It will be linked to project/)).toHaveTextContent(
      'no new project is started',
    );
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create invoice' }));
    await waitFor(() => expect(location().pathname).toBe('/dashboard/invoices/inv-9'));
    const call = fakeSupabase.queries.find((q) => q.table === 'rpc/invoice_from_quotation');
    expect(call?.args).toEqual({ quotation_id: RECORD.id, with_project: false });
  });

  it('an accepted one already invoiced links to that invoice instead', async () => {
    record = { ...RECORD, status: 'accepted' };
    doc = { ...DOCUMENT, status: 'accepted' };
    invoices = [{ id: 'inv-3', number: 'INV-2026-0031', status: 'issued' }];
    renderPage();
    expect(await screen.findByRole('link', { name: 'Invoice INV-2026-0031' })).toHaveAttribute(
      'href',
      '/dashboard/invoices/inv-3',
    );
    expect(screen.queryByRole('button', { name: 'Create invoice' })).toBeNull();
  });
});
