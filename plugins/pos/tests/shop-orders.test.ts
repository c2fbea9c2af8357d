// The online shop's orders through supabase-js (issue 27, ADR 057): the database prices the order (never the
// browser), never oversells (the last unit goes to one buyer), stores an order once however often it is sent,
// pays it once through the payments settle path, and lets a visitor see only the order whose link they hold.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient, serviceClient } from '../../../tests/support/clients.ts';
import { shopOrderSchema } from '../shop-shapes.ts';
import { onHand, stockedItem } from './support.ts';

let admin: SupabaseClient;
let staff: SupabaseClient;
let phoneSeq = 0;

beforeAll(async () => {
  [admin, staff] = await Promise.all([
    userWithRole('admin').then((u) => u.client),
    userWithRole('staff').then((u) => u.client),
  ]);
  const sandbox = await serviceClient()
    .from('payment_providers')
    .update({ enabled: true })
    .eq('provider', 'sandbox')
    .select('provider');
  expect(sandbox.error).toBeNull();
}, 60_000);

/** A stocked product published in the shop with `quantity` on the shop's shelf. */
async function onlineItem(opts: { price?: string; quantity?: number } = {}) {
  const item = await stockedItem(admin, { price: opts.price ?? '1000.00', quantity: opts.quantity ?? 10 });
  const r = await admin.rpc('pos_set_sold_online', { p_item: item.id, p_sold_online: true });
  expect(r.error).toBeNull();
  return item;
}

/** A different Kenyan phone per order (the per-phone rate limit stays out of the way). */
function phone() {
  phoneSeq += 1;
  return `07${String(process.pid % 100).padStart(2, '0')}${String(Date.now() % 10000).padStart(4, '0')}${String(phoneSeq % 100).padStart(2, '0')}`;
}

function orderOf(
  lines: { sku: string; quantity: number; unit_price?: string }[],
  extra: Record<string, unknown> = {},
) {
  return {
    id: randomUUID(),
    name: 'Achieng Otieno',
    phone: phone(),
    email: 'achieng@example.co.ke',
    fulfilment: 'delivery',
    county: 'Nairobi',
    town: 'Westlands',
    lines,
    ...extra,
  };
}

async function place(client: SupabaseClient, order: Record<string, unknown>) {
  return client.rpc('shop_place_order', { p: order });
}

async function sandboxIntentFor(token: string) {
  const r = await serviceClient().rpc('create_payment_intent', {
    p: { order_token: token, provider: 'sandbox' },
  });
  expect(r.error).toBeNull();
  return r.data as {
    id: string;
    public_token: string;
    provider_reference: string;
    amount: number | string;
    currency: string;
  };
}

function settle(p: Record<string, unknown>) {
  return serviceClient().rpc('settle_payment_intent', {
    p: { provider: 'sandbox', source: 'callback', ...p },
  });
}

describe('the published catalogue', () => {
  it('shows a visitor the VAT-inclusive price and the stock state, and only what is sold online', async () => {
    const published = await onlineItem({ price: '1000.00', quantity: 3 });
    const hidden = await stockedItem(admin, { price: '500.00', quantity: 3 });
    const visitor = anonClient();
    const found = await visitor.rpc('shop_catalog', { p_search: published.sku });
    expect(found.error).toBeNull();
    expect(found.data.items).toEqual([
      expect.objectContaining({
        sku: published.sku,
        price: '1160.00',
        stock: 'low',
        available: 3,
        currency: 'KES',
      }),
    ]);
    const none = await visitor.rpc('shop_catalog', { p_search: hidden.sku });
    expect(none.data.items).toEqual([]);
    const product = await visitor.rpc('shop_product', { p_sku: hidden.sku });
    expect(product.error?.message).toMatch(/do not sell this product online/);
  });

  it('filters by price and in-stock only, and pages', async () => {
    const cheap = await onlineItem({ price: '10.00', quantity: 20 });
    const visitor = anonClient();
    const r = await visitor.rpc('shop_catalog', { p_search: cheap.sku, p_max_price: 11.6, p_in_stock: true });
    expect(r.data.items.map((i: { sku: string }) => i.sku)).toEqual([cheap.sku]);
    expect(r.data.items[0].stock).toBe('in_stock');
    const over = await visitor.rpc('shop_catalog', { p_search: cheap.sku, p_min_price: 12 });
    expect(over.data.total).toBe(0);
    const paged = await visitor.rpc('shop_catalog', { p_page: 1, p_page_size: 1 });
    expect(paged.data.items).toHaveLength(1);
    expect(paged.data.total).toBeGreaterThanOrEqual(2);
  });
});

describe('placing an order', () => {
  it('prices the order from the database, whatever price the browser sends, and takes the stock at once', async () => {
    const item = await onlineItem({ price: '850.00', quantity: 5 });
    const r = await place(anonClient(), orderOf([{ sku: item.sku, quantity: 2, unit_price: '1.00' }]));
    expect(r.error).toBeNull();
    const order = shopOrderSchema.parse(r.data);
    // 2 × 850 = 1,700 + 16 % VAT 272 = 1,972.
    expect(order).toMatchObject({ status: 'new', total: '1972.00', tax: '272.00', already: false });
    expect(order.number).toMatch(/^SO-\d{4}-\d{6}$/);
    expect(order.lines).toEqual([
      expect.objectContaining({ sku: item.sku, quantity: '2', unit_price: '850.00' }),
    ]);
    expect((await onHand(staff, item.id)).on_hand_by_location.shop).toBe('3.000');
  });

  it('stores an order once however often it is sent: a double click, a retry, 20 at once', async () => {
    const item = await onlineItem({ quantity: 50 });
    const order = orderOf([{ sku: item.sku, quantity: 1 }]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => place(anonClient(), order)));
    for (const a of answers) expect(a.error).toBeNull();
    const orders = answers.map((a) => shopOrderSchema.parse(a.data));
    expect(new Set(orders.map((o) => o.number)).size).toBe(1);
    expect(orders.filter((o) => !o.already)).toHaveLength(1);
    expect((await onHand(staff, item.id)).on_hand_by_location.shop).toBe('49.000');
  });

  it('refuses more than is on the shelf, naming the item and what is left, and never oversells', async () => {
    const item = await onlineItem({ quantity: 2 });
    const r = await place(anonClient(), orderOf([{ sku: item.sku, quantity: 3 }]));
    expect(r.error?.message).toBe(
      `Only 2 of "${item.name}" left: lower the quantity in your cart (you asked for 3)`,
    );
    expect(r.error?.details).toBe(item.sku);
    expect((await onHand(staff, item.id)).on_hand_by_location.shop).toBe('2.000');
  });

  it('gives the last unit to one of ten buyers at once; the others are told it is sold out', async () => {
    const item = await onlineItem({ quantity: 1 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => place(anonClient(), orderOf([{ sku: item.sku, quantity: 1 }]))),
    );
    expect(answers.filter((a) => a.error === null)).toHaveLength(1);
    for (const a of answers.filter((x) => x.error))
      expect(a.error?.message).toBe(`"${item.name}" is sold out: remove it from your cart`);
    expect((await onHand(staff, item.id)).on_hand_by_location.shop).toBe('0.000');
  });

  it('refuses a buyer without a valid phone, e-mail or delivery town, in words', async () => {
    const item = await onlineItem();
    const visitor = anonClient();
    const bad = [
      [{ phone: '12345' }, 'Enter a Kenyan mobile number, like 0712 345 678'],
      [{ email: 'nope' }, 'Enter a valid e-mail address, like name@company.co.ke'],
      [{ town: '' }, 'For delivery, give the county and the town'],
    ] as const;
    for (const [change, message] of bad) {
      const r = await place(visitor, orderOf([{ sku: item.sku, quantity: 1 }], change));
      expect(r.error?.message).toBe(message);
    }
    const pickup = await place(
      visitor,
      orderOf([{ sku: item.sku, quantity: 1 }], { fulfilment: 'pickup', town: '' }),
    );
    expect(pickup.error).toBeNull();
  });

  it('limits one phone number to five orders an hour', async () => {
    const item = await onlineItem({ quantity: 20 });
    const same = phone();
    for (let i = 0; i < 5; i += 1)
      expect(
        (await place(anonClient(), orderOf([{ sku: item.sku, quantity: 1 }], { phone: same }))).error,
      ).toBeNull();
    const sixth = await place(anonClient(), orderOf([{ sku: item.sku, quantity: 1 }], { phone: same }));
    expect(sixth.error?.code).toBe('PT429');
  });

  it('links the order to a signed-in shop customer, who sees it; others and visitors do not', async () => {
    const item = await onlineItem();
    const customer = await userWithRole('customer');
    await serviceClient().auth.admin.updateUserById(customer.id, {
      user_metadata: { is_pos_customer: true },
    });
    const signIn = await customer.client.auth.refreshSession();
    expect(signIn.error).toBeNull();
    const r = await place(customer.client, orderOf([{ sku: item.sku, quantity: 1 }]));
    expect(r.error).toBeNull();
    const order = shopOrderSchema.parse(r.data);
    expect(order.signed_in).toBe(true);
    const mine = await customer.client.from('shop_orders').select('number');
    expect(mine.data).toEqual([{ number: order.number }]);

    const other = await userWithRole('customer');
    expect((await other.client.from('shop_orders').select('id')).data).toEqual([]);
    const anon = await anonClient().from('shop_orders').select('id');
    expect(anon.data ?? []).toEqual([]);
    // A visitor reads an order only by its link's token.
    const byToken = await anonClient().rpc('shop_order', { p_token: order.token });
    expect(byToken.data).toMatchObject({ number: order.number, payable: true });
    const guessed = await anonClient().rpc('shop_order', { p_token: 'x'.repeat(64) });
    expect(guessed.error?.message).toMatch(/cannot find this order/);
  });
});

describe('paying an order through the settle path', () => {
  it('marks the order paid exactly once when the callback is replayed 20 times, e-mails the buyer and tells staff', async () => {
    const item = await onlineItem({ price: '100.00' });
    const placed = shopOrderSchema.parse(
      (
        await place(
          anonClient(),
          orderOf([{ sku: item.sku, quantity: 2 }], { email: 'pays.once@example.co.ke' }),
        )
      ).data,
    );
    const intent = await sandboxIntentFor(placed.token);
    expect({ amount: Number(intent.amount), currency: intent.currency }).toEqual({
      amount: 232,
      currency: 'KES',
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        settle({
          provider_reference: intent.provider_reference,
          outcome: 'succeeded',
          transaction_id: `SBT${intent.id.slice(0, 8)}`,
          amount: '232.00',
          currency: 'KES',
        }),
      ),
    );
    for (const a of answers) expect(a.error).toBeNull();
    expect(answers.filter((a) => a.data.credited)).toHaveLength(1);
    const after = await staff.rpc('shop_set_order_status', { p_order: placed.id, p_status: 'paid' });
    expect(after.data).toMatchObject({ status: 'paid', already: true });
    // Staff were told, with a link to the order.
    const told = await staff.from('notifications').select('title, link').eq('record_id', placed.id);
    expect(told.data).toEqual([
      { title: `Online order ${placed.number} paid`, link: `/dashboard/pos/orders?order=${placed.id}` },
    ]);
    // Then packed and delivered; a delivery is never "collected".
    expect(
      (await staff.rpc('shop_set_order_status', { p_order: placed.id, p_status: 'packed' })).error,
    ).toBeNull();
    const collected = await staff.rpc('shop_set_order_status', { p_order: placed.id, p_status: 'collected' });
    expect(collected.error?.message).toBe(
      `Order ${placed.number} is packed: it can only be marked delivered or cancelled`,
    );
    const delivered = await staff.rpc('shop_set_order_status', { p_order: placed.id, p_status: 'delivered' });
    expect(delivered.data).toMatchObject({ status: 'delivered' });
    const mails = await serviceClient()
      .from('email_outbox')
      .select('subject, text_body')
      .contains('to_addresses', ['pays.once@example.co.ke'])
      .order('created_at');
    // The order's link when placed (to pay within the 30 minutes), and one confirmation of the payment.
    expect(mails.data?.map((m) => m.subject)).toEqual([
      expect.stringMatching(new RegExp(`^Order ${placed.number} received: pay by \\d{2}:\\d{2}$`)),
      `Order ${placed.number}: payment received`,
    ]);
    expect(mails.data?.[0]?.text_body).toContain(`/shop/order/${placed.token}`);
    const status = await anonClient().rpc('payment_intent_status', { token: intent.public_token });
    expect(status.data).toMatchObject({
      status: 'succeeded',
      order_number: placed.number,
      order_path: `/shop/order/${placed.token}`,
    });
  });

  it('holds a wrong amount for review and leaves the order unpaid', async () => {
    const item = await onlineItem({ price: '100.00' });
    const placed = shopOrderSchema.parse(
      (await place(anonClient(), orderOf([{ sku: item.sku, quantity: 1 }]))).data,
    );
    const intent = await sandboxIntentFor(placed.token);
    const r = await settle({
      provider_reference: intent.provider_reference,
      outcome: 'succeeded',
      transaction_id: `SBW${intent.id.slice(0, 8)}`,
      amount: '1.00',
      currency: 'KES',
    });
    expect(r.data).toMatchObject({ status: 'held', credited: false });
    expect((await anonClient().rpc('shop_order', { p_token: placed.token })).data.status).toBe('new');
  });

  it('refuses to start a payment for an amount other than the order total', async () => {
    const item = await onlineItem({ price: '100.00' });
    const placed = shopOrderSchema.parse(
      (await place(anonClient(), orderOf([{ sku: item.sku, quantity: 1 }]))).data,
    );
    const r = await serviceClient().rpc('create_payment_intent', {
      p: { order_token: placed.token, provider: 'sandbox', amount: '50' },
    });
    expect(r.error?.message).toBe('An order is paid in full: KES 116.00');
  });
});

describe('staff moving an order on', () => {
  it('allows only the next steps, and a cancelled order gives its stock back', async () => {
    const item = await onlineItem({ quantity: 4 });
    const placed = shopOrderSchema.parse(
      (await place(anonClient(), orderOf([{ sku: item.sku, quantity: 3 }]))).data,
    );
    expect((await onHand(staff, item.id)).on_hand_by_location.shop).toBe('1.000');
    const skip = await staff.rpc('shop_set_order_status', { p_order: placed.id, p_status: 'delivered' });
    expect(skip.error?.message).toBe(`Order ${placed.number} is new: it can only be marked cancelled`);
    const noReason = await staff.rpc('shop_set_order_status', { p_order: placed.id, p_status: 'cancelled' });
    expect(noReason.error?.message).toBe('Say why the order is cancelled');
    const cancelled = await staff.rpc('shop_set_order_status', {
      p_order: placed.id,
      p_status: 'cancelled',
      p_reason: 'The buyer called to cancel',
    });
    expect(cancelled.error).toBeNull();
    expect((await onHand(staff, item.id)).on_hand_by_location.shop).toBe('4.000');
    const again = await staff.rpc('shop_set_order_status', { p_order: placed.id, p_status: 'packed' });
    expect(again.error?.message).toBe(`Order ${placed.number} is cancelled: it can no longer change`);
    const visitor = await anonClient().rpc('shop_set_order_status', {
      p_order: placed.id,
      p_status: 'cancelled',
    });
    expect(visitor.error).not.toBeNull();
  });
});
