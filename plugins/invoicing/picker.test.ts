// Invoicing's product picker (ADR 044): the sales catalogue for document lines, in this module and others.
import { fakeSupabase } from '@kernel/app/testing/fake-supabase.ts';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it } from 'vitest';
import { manifest } from './manifest.ts';
import { productPicker } from './picker.ts';

beforeEach(() => fakeSupabase.reset());
const client = () => fakeSupabase.client as unknown as SupabaseClient;

describe('a staff member adding a catalogue line to a quotation or an invoice', () => {
  it('is offered invoicing’s product picker, declared in its manifest', () => {
    expect(manifest.pickers?.map((p) => p.kind)).toEqual(['product']);
  });

  it('finds active items by name or code, with the exact price, unit and tax code the line takes', async () => {
    fakeSupabase.respond(() => ({
      data: [
        {
          id: 'ci-fire',
          name: 'Fire safety audit',
          sku: 'SVC-AUD-FIRE',
          unit: 'audit',
          unit_price: '45000.5',
          tax_code: 'VAT',
          is_active: true,
        },
      ],
    }));
    const options = await productPicker.search('aud', client(), { limit: 200, include: [] });
    expect(options).toEqual([
      {
        value: 'ci-fire',
        label: 'Fire safety audit',
        hint: 'SVC-AUD-FIRE · 45000.50 per audit',
        detail: { unit: 'audit', unit_price: '45000.50', tax_code: 'VAT', sku: 'SVC-AUD-FIRE' },
      },
    ]);
    const [query] = fakeSupabase.queries;
    expect(query?.table).toBe('catalog_items');
    expect(query?.calls).toContainEqual(['eq', 'is_active', true]);
    expect(query?.calls).toContainEqual(['or', 'name.ilike."*aud*",sku.ilike."*aud*"']);
  });

  it('names a withdrawn item a draft line still holds', async () => {
    fakeSupabase.respond(() => ({
      data: [
        {
          id: 'old',
          name: 'Noise survey (2024 rate)',
          sku: null,
          unit: 'survey',
          unit_price: '30000',
          tax_code: 'VAT',
          is_active: false,
        },
      ],
    }));
    const [option] = await productPicker.search('', client(), { limit: 0, include: ['old'] });
    expect(option?.hint).toBe('30000.00 per survey · withdrawn');
    expect(fakeSupabase.queries[0]?.calls).toContainEqual(['in', 'id', ['old']]);
  });
});
