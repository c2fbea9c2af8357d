// The till's "New customer" in two fields (issue 25, ADR 072): the pos-create-customer function makes a
// POS customer account (the shop's kind: is_pos_customer, role customer) from a name and a phone or an
// e-mail, after public.pos_new_customer_check accepted the cashier and the fields; a phone or e-mail
// already in use is refused in words the cashier can act on.
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { httpError } from '../../../tests/functions/support.ts';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { serviceClient, uniqueEmail } from '../../../tests/support/clients.ts';
import { saleOf, stockedItem, tillLocations } from './support.ts';

/** A Kenyan mobile number no other test uses, as a cashier types it. */
const newPhone = () => `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

async function createCustomer(client: SupabaseClient, body: Record<string, unknown>) {
  const { data, error } = await client.functions.invoke('pos-create-customer', { body });
  if (error) {
    const { status, body: answer } = await httpError(error);
    return { status, body: answer };
  }
  return { status: 201, body: data as { user: { id: string; full_name: string; phone: string | null } } };
}

describe('a new POS customer from the till', () => {
  it('a cashier adds a customer by name and phone, who is a shop customer account and can be sold to at once', async () => {
    const admin = await userWithRole('admin');
    const staff = await userWithRole('staff');
    const typed = newPhone();
    const made = await createCustomer(staff.client, { full_name: '  Wanjiru   Kamau ', contact: typed });
    expect(made.status).toBe(201);
    const user = (made.body as { user: { id: string; full_name: string; email: null; phone: string } }).user;
    expect(user).toEqual({
      id: expect.any(String),
      full_name: 'Wanjiru Kamau',
      email: null,
      phone: `254${typed.slice(1)}`,
    });

    const stored = await serviceClient().auth.admin.getUserById(user.id);
    expect(stored.data.user?.user_metadata).toMatchObject({
      full_name: 'Wanjiru Kamau',
      is_pos_customer: true,
    });
    expect(stored.data.user?.phone).toBe(`254${typed.slice(1)}`);
    const profile = await serviceClient().from('profiles').select('role').eq('auth_id', user.id).single();
    expect(profile.data?.role).toBe('customer');

    // In the picker's list, and on a sale.
    const listed = await staff.client
      .rpc('pos_customers')
      .select('user_id, full_name')
      .eq('user_id', user.id);
    expect(listed.data).toEqual([{ user_id: user.id, full_name: 'Wanjiru Kamau' }]);
    const item = await stockedItem(admin.client, { price: '100.00', quantity: 1 });
    const { shop } = await tillLocations(staff.client);
    const sale = {
      ...saleOf(shop, [{ catalog_item_id: item.id, quantity: 1 }], [{ method: 'cash', amount: '116' }]),
      customer_user_id: user.id,
    };
    const sold = await staff.client.rpc('pos_record_sale', { p_sale: sale });
    expect(sold.error).toBeNull();
    expect(sold.data).toMatchObject({ customer: 'Wanjiru Kamau' });
  });

  it('a phone or e-mail already in use is refused with words the cashier can act on, naming the POS customer', async () => {
    const staff = await userWithRole('staff');
    const phone = newPhone();
    const email = uniqueEmail('till-customer');
    expect((await createCustomer(staff.client, { full_name: 'Otieno Ouma', contact: phone })).status).toBe(
      201,
    );
    const byEmail = await createCustomer(staff.client, {
      full_name: 'Achieng Ouma',
      contact: email.toUpperCase(),
    });
    expect(byEmail.status).toBe(201);

    // The same number typed another way.
    const samePhone = await createCustomer(staff.client, {
      full_name: 'Someone Else',
      contact: `+254 ${phone.slice(1, 4)} ${phone.slice(4)}`,
    });
    expect(samePhone).toEqual({
      status: 409,
      body: {
        error: 'A POS customer with this phone already exists: Otieno Ouma',
        code: 'customer_exists',
        user_id: expect.any(String),
      },
    });
    const sameEmail = await createCustomer(staff.client, { full_name: 'Someone Else', contact: email });
    expect(sameEmail.body).toMatchObject({
      error: 'A POS customer with this e-mail already exists: Achieng Ouma',
      user_id: (byEmail.body as { user: { id: string } }).user.id,
    });
    // A staff member's e-mail is not a shop customer's.
    const staffs = await createCustomer(staff.client, { full_name: 'Someone Else', contact: staff.email });
    expect(staffs).toEqual({
      status: 409,
      body: { error: 'This e-mail belongs to another account, not a shop customer', code: 'customer_exists' },
    });
  });

  it('refuses an empty name, an unreadable contact, and callers who are not staff', async () => {
    const staff = await userWithRole('staff');
    expect(await createCustomer(staff.client, { full_name: ' ', contact: newPhone() })).toEqual({
      status: 400,
      body: { error: "Type the customer's name", field: 'full_name' },
    });
    expect(await createCustomer(staff.client, { full_name: 'Amina', contact: '12345' })).toEqual({
      status: 400,
      body: { error: 'Type a phone number such as 0712 345 678, or an e-mail address', field: 'contact' },
    });
    const customer = await userWithRole('customer');
    const refused = await createCustomer(customer.client, { full_name: 'Amina', contact: newPhone() });
    expect(refused).toEqual({ status: 403, body: { error: 'Only staff can add a POS customer' } });
  });
});
