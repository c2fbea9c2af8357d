// A signed-in shopper's cart kept by the database (issue 27: the cart follows them to another device):
// saved and read only by its owner, checked line by line, replaced whole by the last save.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient } from '../../../tests/support/clients.ts';

let shopper: { client: SupabaseClient; id: string };
let other: { client: SupabaseClient; id: string };

const gloves = { sku: 'GLV-NIT-M', name: 'Nitrile gloves (M)', price: '450.00', quantity: 2 };
const helmet = { sku: 'HLM-01', name: 'Safety helmet', price: '1250.50', quantity: 1 };

beforeAll(async () => {
  [shopper, other] = await Promise.all([userWithRole('customer'), userWithRole('customer')]);
}, 60_000);

async function savedLines(client: SupabaseClient, id: string) {
  const r = await client.from('shop_carts').select('lines').eq('user_id', id).maybeSingle();
  expect(r.error).toBeNull();
  return r.data?.lines ?? null;
}

describe('a shopper’s cart on every device', () => {
  it('a signed-in shopper saves a cart and reads it back from another device; nobody else sees it', async () => {
    const saved = await shopper.client.rpc('shop_cart_save', { p_lines: [gloves, helmet] });
    expect(saved.error).toBeNull();
    expect(saved.data).toMatchObject({ lines: [gloves, helmet] });
    expect(await savedLines(shopper.client, shopper.id)).toEqual([gloves, helmet]);
    // Another customer, or a visitor, reads nothing of it.
    expect(await savedLines(other.client, shopper.id)).toBeNull();
    const anon = await anonClient().from('shop_carts').select('lines').eq('user_id', shopper.id);
    expect(anon.data ?? []).toEqual([]);
  });

  it('the last save replaces the cart whole, and an empty list empties it (an order was placed)', async () => {
    expect((await shopper.client.rpc('shop_cart_save', { p_lines: [helmet] })).error).toBeNull();
    expect(await savedLines(shopper.client, shopper.id)).toEqual([helmet]);
    expect((await shopper.client.rpc('shop_cart_save', { p_lines: [] })).error).toBeNull();
    expect(await savedLines(shopper.client, shopper.id)).toEqual([]);
  });

  it('refuses lines a shop could not show, and keeps the cart saved before', async () => {
    expect((await shopper.client.rpc('shop_cart_save', { p_lines: [gloves] })).error).toBeNull();
    const bad: unknown[] = [
      { ...gloves, quantity: 0 },
      { ...gloves, quantity: 1000 },
      { ...gloves, quantity: 1.5 },
      { ...gloves, price: '12.345' },
      { ...gloves, price: 450 },
      { ...gloves, sku: '' },
      { sku: 'X', quantity: 1 },
    ];
    for (const line of bad) {
      const r = await shopper.client.rpc('shop_cart_save', { p_lines: [line] });
      expect(r.error?.message, JSON.stringify(line)).toMatch(/A cart line is not valid/);
    }
    const twice = await shopper.client.rpc('shop_cart_save', { p_lines: [gloves, gloves] });
    expect(twice.error?.message).toMatch(/names GLV-NIT-M twice/);
    const many = Array.from({ length: 101 }, (_, i) => ({ ...gloves, sku: `SKU-${i}` }));
    const tooMany = await shopper.client.rpc('shop_cart_save', { p_lines: many });
    expect(tooMany.error?.message).toMatch(/at most 100 products/);
    expect(await savedLines(shopper.client, shopper.id)).toEqual([gloves]);
  });

  it('a visitor who is not signed in cannot save a cart on the server', async () => {
    const r = await anonClient().rpc('shop_cart_save', { p_lines: [gloves] });
    expect(r.error).not.toBeNull();
  });
});
