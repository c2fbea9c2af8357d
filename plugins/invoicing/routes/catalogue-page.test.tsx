// The catalogue on the kernel's test harness: the list query (search, the
// "in use" default, kind filter from the URL), staff read only, an admin adds
// an item, and a SKU another item has lands under its field.
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

import CataloguePage from './catalogue-page.tsx';

const EXTINGUISHER = {
  id: 'i-ext',
  kind: 'product',
  name: 'Fire extinguisher, 6 kg dry powder (ABC)',
  description: 'KEBS-marked',
  unit: 'piece',
  unit_price: 4800,
  tax_code: 'VAT',
  sku: 'FIRE-EXT-DP6',
  service_id: null,
  is_active: true,
  updated_at: '2026-11-20T08:00:00Z',
};

let insertAnswer: { data?: unknown; error?: unknown } = {};
function answer(q: RecordedQuery) {
  if (q.table === 'tax_codes')
    return {
      data: [
        { code: 'VAT', name: 'VAT (standard rate)' },
        { code: 'EXEMPT', name: 'Exempt' },
      ],
    };
  if (q.table === 'catalog_items' && q.calls.some(([m]) => m === 'insert')) return insertAnswer;
  if (q.table === 'catalog_items') return { data: [EXTINGUISHER], count: 1 };
  return { data: null };
}

const renderPage = (role: 'staff' | 'admin', path = '/dashboard/invoicing/catalogue') =>
  renderWithKernel(<CataloguePage />, {
    path,
    route: '/dashboard/invoicing/catalogue',
    profile: fakeProfile('me', role),
  });

const listQueries = () =>
  fakeSupabase.queries.filter((q) => q.table === 'catalog_items' && q.calls.some(([m]) => m === 'select'));

beforeEach(() => {
  vi.clearAllMocks();
  fakeSupabase.reset();
  insertAnswer = {};
  fakeSupabase.respond(answer);
});

describe('the catalogue', () => {
  it('a staff member finds an item by search and sees its price per unit, but no way to change it', async () => {
    renderPage('staff', '/dashboard/invoicing/catalogue?q=extinguisher&f.kind=product');
    expect(await screen.findByText('Fire extinguisher, 6 kg dry powder (ABC)')).toBeInTheDocument();
    expect(screen.getByText(/4,800\.00/)).toBeInTheDocument();
    const calls = JSON.stringify(listQueries().at(-1)?.calls);
    expect(calls).toContain('extinguisher');
    expect(calls).toContain('["eq","is_active",true]');
    expect(calls).toContain('product');
    expect(screen.queryByRole('button', { name: 'New item' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
  });

  it('an admin adds a pair of ear muffs with an exact price', async () => {
    insertAnswer = { data: [{ ...EXTINGUISHER, id: 'i-ear', name: 'Ear muffs, 27 dB', unit_price: 1200.5 }] };
    renderPage('admin');
    await userEvent.click(await screen.findByRole('button', { name: 'New item' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Ear muffs, 27 dB');
    await userEvent.type(screen.getByLabelText('Unit price'), '1,200.50');
    await userEvent.clear(screen.getByLabelText('Unit'));
    await userEvent.type(screen.getByLabelText('Unit'), 'pair');
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Ear muffs, 27 dB added to the catalogue'),
    );
    const insert = fakeSupabase.queries.find((q) => q.calls.some(([m]) => m === 'insert'));
    expect(insert?.calls.find(([m]) => m === 'insert')?.[1]).toMatchObject({
      kind: 'product',
      name: 'Ear muffs, 27 dB',
      unit: 'pair',
      unit_price: '1200.50',
      tax_code: 'VAT',
      sku: null,
      is_active: true,
    });
  });

  it('an admin is told under the SKU field when another item has it', async () => {
    insertAnswer = {
      error: {
        code: '23505',
        message: 'duplicate key value violates unique constraint "catalog_items_sku_key"',
      },
    };
    renderPage('admin');
    await userEvent.click(await screen.findByRole('button', { name: 'New item' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Extinguisher again');
    await userEvent.type(screen.getByLabelText('Unit price'), '4800');
    await userEvent.type(screen.getByLabelText(/SKU/), 'FIRE-EXT-DP6');
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    expect(await screen.findByText('Another item already has this SKU')).toBeInTheDocument();
  });

  it('refuses a negative or over-precise price before asking the database', async () => {
    renderPage('admin');
    await userEvent.click(await screen.findByRole('button', { name: 'New item' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Helmet');
    await userEvent.type(screen.getByLabelText('Unit price'), '-850.555');
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    expect(await screen.findByText(/A price of 0 or more, with at most 2 decimals/)).toBeInTheDocument();
    expect(fakeSupabase.queries.some((q) => q.calls.some(([m]) => m === 'insert'))).toBe(false);
  });
});

describe('editing an item', () => {
  it('an admin raises the extinguisher’s price; the form starts from the stored values', async () => {
    renderPage('admin');
    // The row's button (the list draws rows as a table and as cards for phones).
    const [edit] = await screen.findAllByRole('button', {
      name: 'Edit Fire extinguisher, 6 kg dry powder (ABC)',
    });
    await userEvent.click(edit as HTMLElement);
    const price = await screen.findByLabelText('Unit price');
    expect(price).toHaveValue('4800.00');
    expect(screen.getByLabelText(/SKU/)).toHaveValue('FIRE-EXT-DP6');
    fakeSupabase.respond((q) =>
      q.calls.some(([m]) => m === 'update') ? { data: [{ ...EXTINGUISHER, unit_price: 5200 }] } : answer(q),
    );
    await userEvent.clear(price);
    await userEvent.type(price, '5200');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Fire extinguisher, 6 kg dry powder (ABC) saved'),
    );
    const update = fakeSupabase.queries.find((q) => q.calls.some(([m]) => m === 'update'));
    expect(update?.calls).toContainEqual(['eq', 'id', 'i-ext']);
    expect(update?.calls.find(([m]) => m === 'update')?.[1]).toMatchObject({ unit_price: '5200' });
  });
});
