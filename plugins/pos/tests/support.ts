// Shared by the POS suites: a stocked catalogue product (made by an admin, as the screens would),
// the demo locations, and a sale's payload as the till sends it.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';

let n = 0;

export async function locationIds(client: SupabaseClient): Promise<{ shop: string; van: string }> {
  const { data, error } = await client.from('pos_locations').select('id, code');
  expect(error).toBeNull();
  const byCode = new Map((data ?? []).map((l) => [l.code as string, l.id as string]));
  return { shop: byCode.get('shop') as string, van: byCode.get('van') as string };
}

/** A product in the catalogue, stocked, with `quantity` received at the shop at `cost`. */
export async function stockedItem(
  admin: SupabaseClient,
  opts: {
    price?: string;
    quantity?: number;
    cost?: string;
    reorder?: number;
    barcode?: string;
    category?: string;
  } = {},
) {
  n += 1;
  const stamp = `${Date.now().toString(36)}${process.pid}${n}`;
  const item = await admin
    .from('catalog_items')
    .insert({
      kind: 'product',
      name: `Test helmet ${stamp}`,
      unit: 'piece',
      unit_price: opts.price ?? '1000.00',
      tax_code: 'VAT',
      sku: `T-${stamp}`,
    })
    .select('id, name, sku')
    .single();
  expect(item.error).toBeNull();
  const id = item.data?.id as string;
  const saved = await admin.rpc('pos_save_stock_item', {
    p_item: id,
    p_barcode: opts.barcode ?? null,
    p_category: opts.category ?? 'Test',
    p_reorder_level: opts.reorder ?? 0,
    p_is_stocked: true,
  });
  expect(saved.error).toBeNull();
  if (opts.quantity) {
    const { shop } = await locationIds(admin);
    const received = await admin.rpc('pos_receive_stock', {
      p_item: id,
      p_location: shop,
      p_quantity: opts.quantity,
      p_unit_cost: opts.cost ?? '600',
    });
    expect(received.error).toBeNull();
  }
  return { id, name: item.data?.name as string, sku: item.data?.sku as string };
}

export function saleOf(
  location: string,
  lines: { catalog_item_id: string; quantity: number | string; discount_percent?: number }[],
  payments: { method: 'cash' | 'mpesa' | 'card'; amount: string | number; reference?: string }[],
  id: string = randomUUID(),
) {
  return { id, location_id: location, lines, payments };
}

export async function onHand(client: SupabaseClient, item: string) {
  const { data, error } = await client
    .from('pos_stock_levels')
    .select('on_hand, on_hand_by_location, average_cost')
    .eq('id', item)
    .single();
  expect(error).toBeNull();
  return data as {
    on_hand: number | string;
    on_hand_by_location: Record<string, string>;
    average_cost: number | string;
  };
}

/** The till's open session at a location: the one open, or a new one with a float of 0 (ADR 059). */
export async function openSession(client: SupabaseClient, location: string, float = '0'): Promise<string> {
  const open = await client
    .from('pos_sessions')
    .select('id')
    .eq('location_id', location)
    .is('closed_at', null)
    .maybeSingle();
  expect(open.error).toBeNull();
  if (open.data) return open.data.id as string;
  const id = randomUUID();
  const opened = await client.rpc('pos_open_session', {
    p_session: id,
    p_location: location,
    p_float: float,
  });
  // Another suite's setup opened it a moment ago: that one is the open session.
  if (opened.error?.hint === 'pos_session_open') return openSession(client, location, float);
  expect(opened.error).toBeNull();
  return id;
}

/** The shop and the van, each with a till session open: what selling and refunding need. */
export async function tillLocations(client: SupabaseClient) {
  const ids = await locationIds(client);
  await openSession(client, ids.shop);
  await openSession(client, ids.van);
  return ids;
}
