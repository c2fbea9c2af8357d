// Issue 22 item 1: the firm's largest single payment without an admin. A staff member's typo of
// 999,999,999 is refused in words and nothing is written; an admin may record it (a real large
// payment); a superadmin sets the limit in Settings → Sales, and an empty limit lifts it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';

type Client = Awaited<ReturnType<typeof userWithRole>>['client'];
let staff: Client;
let admin: Client;
let superadmin: Client;
let customerId: string;

const payment = (amount: string) => ({
  payload: { customer_id: customerId, method: 'bank_transfer', amount, reference: 'Limit test' },
});

beforeAll(async () => {
  [staff, admin, superadmin] = await Promise.all(
    (['staff', 'admin', 'superadmin'] as const).map((r) => userWithRole(r).then((u) => u.client)),
  );
  const made = await staff
    .from('customers')
    .insert({ name: `Naivasha Flowers ${Date.now().toString(36)}` })
    .select('id')
    .single();
  expect(made.error).toBeNull();
  customerId = made.data?.id as string;
});

afterAll(async () => {
  await superadmin.rpc('set_sales_settings', { settings: { payment_limit_without_admin: 5000000 } });
});

const paymentsOfCustomer = async () =>
  (await admin.from('payments').select('amount').eq('customer_id', customerId)).data ?? [];

describe('the largest payment staff can record without an admin', () => {
  it('is five million on a new install, and refuses a staff typo above it without writing anything', async () => {
    const settings = await staff.from('sales_settings').select('payment_limit_without_admin').single();
    expect(Number(settings.data?.payment_limit_without_admin)).toBe(5000000);
    const typo = await staff.rpc('record_payment', payment('999999999'));
    expect(typo.error?.code).toBe('42501');
    expect(typo.error?.message).toBe(
      'A payment above 5,000,000.00 needs an admin: check the amount, or ask an admin to record it',
    );
    expect(await paymentsOfCustomer()).toEqual([]);
    const atLimit = await staff.rpc('record_payment', payment('5000000'));
    expect(atLimit.error).toBeNull();
  });

  it('lets an admin record a larger payment', async () => {
    const big = await admin.rpc('record_payment', payment('7500000.50'));
    expect(big.error).toBeNull();
    expect(String(big.data.amount)).toMatch(/^7500000\.5/);
  });

  it('is set by a superadmin, refused when not above 0, and lifted when emptied', async () => {
    const lower = await superadmin.rpc('set_sales_settings', {
      settings: { payment_limit_without_admin: 1000 },
    });
    expect(lower.error).toBeNull();
    expect((await staff.rpc('record_payment', payment('1000.01'))).error?.message).toMatch(/above 1,000\.00/);
    const zero = await superadmin.rpc('set_sales_settings', { settings: { payment_limit_without_admin: 0 } });
    expect(zero.error?.message).toMatch(/sales_settings_payment_limit_positive/);
    const none = await superadmin.rpc('set_sales_settings', {
      settings: { payment_limit_without_admin: null },
    });
    expect(none.error).toBeNull();
    expect((await staff.rpc('record_payment', payment('6000000'))).error).toBeNull();
    const byStaff = await staff.rpc('set_sales_settings', { settings: { payment_limit_without_admin: 1 } });
    expect(byStaff.error?.code).toBe('42501');
  });
});
