// The signed-in shopper's saved cart (issue 27, public.shop_carts): loaded only once someone is signed in,
// so a visitor's first download of the shop does not carry these calls (site/shop/cart-sync.ts imports this
// file on demand).
import { rpcResult } from '@kernel/data/parse-result.ts';
import { supabase } from '@kernel/supabase.ts';
import { z } from 'zod';
import type { CartLine } from './cart.ts';

const savedCartSchema = z
  .object({
    lines: z.array(
      z.object({
        sku: z.string(),
        name: z.string(),
        price: z.string(),
        quantity: z.number().int().positive(),
      }),
    ),
  })
  .nullable();

/** The cart saved for this user, or null when they have none yet. */
export async function loadSavedCart(userId: string): Promise<CartLine[] | null> {
  const answer = await supabase.from('shop_carts').select('lines').eq('user_id', userId).maybeSingle();
  return rpcResult('shop_carts', savedCartSchema, answer)?.lines ?? null;
}

export async function saveCart(lines: CartLine[]): Promise<void> {
  const { error } = await supabase.rpc('shop_cart_save', {
    p_lines: lines.map(({ sku, name, price, quantity }) => ({ sku, name, price, quantity })),
  });
  if (error) throw new Error(error.message);
}
