// The client list and "New customer" on the kernel's test harness: the list
// query, the duplicate warning before saving, "Save anyway", and a refusal
// of the database placed under its field.
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

import CustomersPage from './customers-page.tsx';

const ACME = {
  id: 'c-acme',
  name: 'Acme Steel Ltd',
  kra_pin: 'P051234567X',
  sector: 'manufacturing',
  email: 'info@acme.co.ke',
  phone: '+254722000111',
  county: 'Machakos',
  tags: ['fire'],
  owner_id: 'me',
  status: 'active',
  created_at: '2026-11-01T08:00:00Z',
};

let duplicates: unknown[] = [];
let insertAnswer: { data?: unknown; error?: unknown } = {};
function answer(q: RecordedQuery) {
  if (q.table === 'rpc/find_customer_duplicates') return { data: duplicates };
  if (q.table === 'rpc/customer_tags') return { data: [{ tag: 'fire', customers: 1 }] };
  if (q.table === 'profiles')
    return { data: [{ auth_id: 'me', full_name: 'Amina Hassan', email: 'a@x.test' }] };
  if (q.table === 'customers' && q.calls.some(([m]) => m === 'insert')) return insertAnswer;
  if (q.table === 'customers') return { data: [ACME], count: 1 };
  return { data: null };
}

const renderPage = (path = '/dashboard/customers') =>
  renderWithKernel(<CustomersPage />, {
    path,
    route: '/dashboard/customers',
    profile: fakeProfile('me', 'staff'),
  });

beforeEach(() => {
  fakeSupabase.reset();
  duplicates = [];
  insertAnswer = {};
  fakeSupabase.respond(answer);
});

describe('the customer list', () => {
  it('lists active customers by default, searching search_text', async () => {
    renderPage('/dashboard/customers?q=acme');
    expect(await screen.findByRole('link', { name: 'Acme Steel Ltd' })).toHaveAttribute(
      'href',
      '/dashboard/customers/c-acme',
    );
    const list = fakeSupabase.queries.find(
      (q) => q.table === 'customers' && q.calls.some(([m]) => m === 'range'),
    );
    expect(list?.calls).toContainEqual(['eq', 'status', 'active']);
    expect(list?.calls).toContainEqual(['or', 'search_text.ilike."*acme*"']);
  });

  it('shows archived ones when the status filter asks for them', async () => {
    renderPage('/dashboard/customers?f.status=archived');
    await screen.findByRole('link', { name: 'Acme Steel Ltd' });
    const list = fakeSupabase.queries.find(
      (q) => q.table === 'customers' && q.calls.some(([m]) => m === 'range'),
    );
    expect(list?.calls).not.toContainEqual(['eq', 'status', 'active']);
    expect(list?.calls).toContainEqual(['in', 'status', ['archived']]);
  });
});

describe('a new customer', () => {
  async function openAndFill(name: string) {
    const view = renderPage('/dashboard/customers?new=1');
    const dialog = await screen.findByRole('dialog', { name: 'New customer' });
    await userEvent.type(within(dialog).getByLabelText('Name'), name);
    await userEvent.type(within(dialog).getByLabelText(/^KRA PIN/), 'p051 234 568y');
    return { view, dialog };
  }

  it('warns about likely duplicates first, then saves anyway on request', async () => {
    duplicates = [{ ...ACME, reason: 'very similar name', score: 0.9 }];
    insertAnswer = { data: { ...ACME, id: 'c-new', name: 'Acme Steel', kind: 'company', status: 'active' } };
    const { view, dialog } = await openAndFill('Acme Steel');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add customer' }));

    const warning = await within(dialog).findByRole('alert', { name: 'This may already be a customer' });
    expect(within(warning).getByText('Very similar name')).toBeInTheDocument();
    expect(
      within(warning).getByRole('link', { name: 'Open the existing one: Acme Steel Ltd' }),
    ).toHaveAttribute('href', '/dashboard/customers/c-acme');
    expect(fakeSupabase.rpcCalls()).toContainEqual([
      'find_customer_duplicates',
      { p_name: 'Acme Steel', p_kra_pin: 'P051234568Y', p_email: null, p_phone: null, p_exclude: null },
    ]);
    expect(fakeSupabase.queries.some((q) => q.calls.some(([m]) => m === 'insert'))).toBe(false);

    await userEvent.click(within(warning).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(view.location().pathname).toBe('/dashboard/customers/c-new'));
    const insert = fakeSupabase.queries.find((q) => q.calls.some(([m]) => m === 'insert'));
    expect(insert?.calls.find(([m]) => m === 'insert')?.[1]).toMatchObject({
      name: 'Acme Steel',
      kra_pin: 'P051234568Y',
      owner_id: 'me',
    });
  });

  it('puts a KRA PIN another customer holds under the KRA PIN field', async () => {
    insertAnswer = {
      error: {
        code: '23505',
        message: 'duplicate key value violates unique constraint "customers_kra_pin_key"',
        details: null,
        hint: null,
      },
    };
    const { dialog } = await openAndFill('Zeta Works');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add customer' }));
    expect(await within(dialog).findByText('Another customer already has this KRA PIN')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^KRA PIN/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the KRA PIN format before asking the server', async () => {
    renderPage('/dashboard/customers?new=1');
    const dialog = await screen.findByRole('dialog', { name: 'New customer' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Theta');
    await userEvent.type(within(dialog).getByLabelText(/^KRA PIN/), '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add customer' }));
    expect(
      await within(dialog).findByText(/A KRA PIN is A or P, nine digits and a letter/),
    ).toBeInTheDocument();
    expect(fakeSupabase.rpcCalls().some(([name]) => name === 'find_customer_duplicates')).toBe(false);
  });
});
