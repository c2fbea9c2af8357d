// A discount above the cashier's 10 % needs an admin (issue 25, ADR 072): the admin types their POS PIN
// at the till (public.pos_approve_discount), the sale is then stored with who approved it
// (public.pos_record_sale); wrong PINs are counted and the fifth in 15 minutes locks the PIN; the hashes
// are the service role's only.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient, serviceClient } from '../../../tests/support/clients.ts';
import { discountApprovalSchema, pinAdminSchema, saleReceiptSchema } from '../shapes.ts';
import { saleOf, stockedItem, tillLocations } from './support.ts';

const PIN = '4826';

async function adminWithPin(pin = PIN) {
  const admin = await userWithRole('admin', { name: `Approver ${randomUUID().slice(0, 8)}` });
  const set = await admin.client.rpc('pos_set_pin', { p_pin: pin });
  expect(set.error).toBeNull();
  return admin;
}

/** A staff cashier's cart of one 1,000.00 item with a 25 % line discount, paid in cash. */
async function discountedSale() {
  const admin = await userWithRole('admin');
  const staff = await userWithRole('staff');
  const item = await stockedItem(admin.client, { price: '1000.00', quantity: 5 });
  const { shop } = await tillLocations(staff.client);
  // 1,000 less 25 % = 750 + 16 % VAT = 870.
  const sale = saleOf(
    shop,
    [{ catalog_item_id: item.id, quantity: 1, discount_percent: 25 }],
    [{ method: 'cash', amount: '870' }],
  );
  return { staff, item, sale };
}

describe('a discount above the cashier’s limit', () => {
  it('a cashier’s 25 % discount is refused without an admin’s approval', async () => {
    const { staff, item, sale } = await discountedSale();
    const { error } = await staff.client.rpc('pos_record_sale', { p_sale: sale });
    expect(error?.code).toBe('42501');
    expect(error?.message).toBe(`Line 1 (${item.name}): a discount above 10 % needs an admin`);
  });

  it('an admin’s right PIN approves it: the sale is stored once with the approver, within the approved percent', async () => {
    const { staff, item, sale } = await discountedSale();
    const admin = await adminWithPin();

    const approved = await staff.client.rpc('pos_approve_discount', {
      p_sale: sale.id,
      p_admin: admin.id,
      p_pin: PIN,
      p_percent: 25,
    });
    expect(approved.error).toBeNull();
    expect(discountApprovalSchema.parse(approved.data)).toMatchObject({
      approved: true,
      approved_by: admin.id,
      max_percent: '25.00',
    });

    // More than approved is still refused, naming the approved percent.
    const more = await staff.client.rpc('pos_record_sale', {
      p_sale: { ...sale, lines: [{ ...sale.lines[0]!, discount_percent: 30 }] },
    });
    expect(more.error?.message).toBe(`Line 1 (${item.name}): a discount above 25 % needs an admin`);

    const stored = await staff.client.rpc('pos_record_sale', { p_sale: sale });
    expect(stored.error).toBeNull();
    expect(saleReceiptSchema.parse(stored.data)).toMatchObject({ total: '870.00', already: false });
    const replay = await staff.client.rpc('pos_record_sale', { p_sale: sale });
    expect(saleReceiptSchema.parse(replay.data).already).toBe(true);

    const row = await staff.client
      .from('pos_sales')
      .select('discount_approved_by')
      .eq('id', sale.id)
      .single();
    expect(row.data?.discount_approved_by).toBe(admin.id);
  });

  it('an approval no longer counts once its admin is disabled', async () => {
    const { staff, item, sale } = await discountedSale();
    const admin = await adminWithPin();
    const approved = await staff.client.rpc('pos_approve_discount', {
      p_sale: sale.id,
      p_admin: admin.id,
      p_pin: PIN,
      p_percent: 25,
    });
    expect(approved.data).toMatchObject({ approved: true });
    const off = await serviceClient().from('profiles').update({ is_active: false }).eq('auth_id', admin.id);
    expect(off.error).toBeNull();

    const { error } = await staff.client.rpc('pos_record_sale', { p_sale: sale });
    expect(error?.message).toBe(`Line 1 (${item.name}): a discount above 10 % needs an admin`);
  });

  it('an admin selling at the till needs no PIN, and the sale names them as the approver', async () => {
    const admin = await userWithRole('admin');
    const item = await stockedItem(admin.client, { price: '1000.00', quantity: 5 });
    const { shop } = await tillLocations(admin.client);
    const sale = saleOf(
      shop,
      [{ catalog_item_id: item.id, quantity: 1, discount_percent: 40 }],
      [{ method: 'cash', amount: '696' }],
    );
    const stored = await admin.client.rpc('pos_record_sale', { p_sale: sale });
    expect(stored.error).toBeNull();
    const row = await admin.client
      .from('pos_sales')
      .select('discount_approved_by')
      .eq('id', sale.id)
      .single();
    expect(row.data?.discount_approved_by).toBe(admin.id);
  });
});

describe('wrong PINs', () => {
  it('a wrong PIN approves nothing and says how many tries are left; the fifth locks the PIN, even against the right one', async () => {
    const { staff, item, sale } = await discountedSale();
    const admin = await adminWithPin();
    const tryPin = (pin: string) =>
      staff.client.rpc('pos_approve_discount', {
        p_sale: sale.id,
        p_admin: admin.id,
        p_pin: pin,
        p_percent: 25,
      });

    for (const left of [4, 3, 2, 1]) {
      const wrong = await tryPin('9999');
      expect(wrong.error).toBeNull();
      expect(discountApprovalSchema.parse(wrong.data)).toMatchObject({
        approved: false,
        locked: false,
        tries_left: left,
        message: `Wrong PIN: ${left} ${left === 1 ? 'try' : 'tries'} left before it locks for 15 minutes`,
      });
    }
    // Nothing was approved: the sale is still refused.
    const refused = await staff.client.rpc('pos_record_sale', { p_sale: sale });
    expect(refused.error?.message).toBe(`Line 1 (${item.name}): a discount above 10 % needs an admin`);

    const fifth = await tryPin('9999');
    expect(fifth.data).toMatchObject({ approved: false, locked: true, tries_left: 0 });
    expect((fifth.data as { message: string }).message).toMatch(
      /^Wrong PIN\. .+'s PIN is now locked for 15 minutes \(until \d\d:\d\d\)$/,
    );

    const right = await tryPin(PIN);
    expect(right.error?.code).toBe('PT429');
    expect(right.error?.message).toMatch(/PIN is locked after 5 wrong tries: try again after \d\d:\d\d$/);
    const approvals = await staff.client
      .from('pos_discount_approvals')
      .select('sale_id')
      .eq('sale_id', sale.id);
    expect(approvals.data).toEqual([]);

    // The admin, signed in as themselves, sets a new PIN: the lock goes with the old one.
    expect((await admin.client.rpc('pos_set_pin', { p_pin: '60917' })).error).toBeNull();
    expect((await tryPin('60917')).data).toMatchObject({ approved: true });
  });

  it('20 wrong tries sent at once count 20: five are answered, the PIN locks, the other 15 are refused', async () => {
    const { staff, sale } = await discountedSale();
    const admin = await adminWithPin();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        staff.client.rpc('pos_approve_discount', {
          p_sale: sale.id,
          p_admin: admin.id,
          p_pin: '1357',
          p_percent: 25,
        }),
      ),
    );
    const answered = answers.filter((a) => a.error === null);
    expect(answered).toHaveLength(5);
    expect(answered.filter((a) => (a.data as { locked: boolean }).locked)).toHaveLength(1);
    expect(answers.filter((a) => a.error?.code === 'PT429')).toHaveLength(15);
  });
});

describe('who may set a PIN and approve', () => {
  it('staff can neither set a PIN nor approve; a PIN is 4–8 digits and not a run', async () => {
    const staff = await userWithRole('staff');
    const other = await userWithRole('staff');
    const set = await staff.client.rpc('pos_set_pin', { p_pin: '4826' });
    expect(set.error?.code).toBe('42501');
    expect(set.error?.message).toBe('Only an admin can set a POS PIN');

    const asApprover = await staff.client.rpc('pos_approve_discount', {
      p_sale: randomUUID(),
      p_admin: other.id,
      p_pin: '4826',
      p_percent: 20,
    });
    expect(asApprover.error?.message).toBe('Only an active admin can approve a discount');

    const admin = await userWithRole('admin', { name: 'Pinless Admin' });
    const noPin = await staff.client.rpc('pos_approve_discount', {
      p_sale: randomUUID(),
      p_admin: admin.id,
      p_pin: '4826',
      p_percent: 20,
    });
    expect(noPin.error?.message).toBe('Pinless Admin has not set a POS PIN yet (My POS PIN, on the till)');

    for (const [pin, message] of [
      ['482', 'The PIN is 4 to 8 digits'],
      ['48a6', 'The PIN is 4 to 8 digits'],
      ['123456789', 'The PIN is 4 to 8 digits'],
      ['1234', 'Choose a PIN that is not a run like 1234 or 1111'],
      ['0000', 'Choose a PIN that is not a run like 1234 or 1111'],
      ['8765', 'Choose a PIN that is not a run like 1234 or 1111'],
    ] as const) {
      expect((await admin.client.rpc('pos_set_pin', { p_pin: pin })).error?.message, pin).toBe(message);
    }
  });

  it('the PIN hashes are readable by nobody through /rest/v1 but the service role; staff see who has a PIN', async () => {
    const admin = await adminWithPin();
    const superadmin = await userWithRole('superadmin');
    const staff = await userWithRole('staff');
    for (const client of [anonClient(), staff.client, admin.client, superadmin.client]) {
      const { data, error } = await client.from('pos_pins').select('*');
      expect(data).toBeNull();
      expect(error?.code).toBe('42501');
    }
    const service = await serviceClient().from('pos_pins').select('user_id, hash').eq('user_id', admin.id);
    expect(service.data).toHaveLength(1);

    const list = await staff.client.rpc('pos_pin_admins');
    expect(list.error).toBeNull();
    const me = pinAdminSchema
      .strict()
      .array()
      .parse(list.data)
      .find((r) => r.user_id === admin.id);
    expect(me).toMatchObject({ has_pin: true, pin_set_at: expect.any(String) });
  });
});
