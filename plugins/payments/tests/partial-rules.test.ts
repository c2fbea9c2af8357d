// The firm's rule on part payments (issue 24, ADR 075) through supabase-js: an admin switches parts off or sets a
// minimum part (Settings → Paying online); create_payment_intent — what payments-start calls — then refuses a
// part in words, the pay page's rules say so to a visitor, and the whole amount still pays.
import { afterAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient } from '../../../tests/support/clients.ts';
import { invoiceState, issuedInvoice, people, sandboxIntent, settle } from './support.ts';

const start = (token: string, amount: string) =>
  serviceClient().rpc('create_payment_intent', { p: { invoice_token: token, amount, provider: 'sandbox' } });

// The suites share one server: whatever a test changed, the next file finds today's default (parts allowed).
afterAll(async () => {
  const { admin } = await people();
  const r = await admin.rpc('set_payment_settings', { p: { partial_allowed: true, minimum_part: null } });
  expect(r.error).toBeNull();
});

describe('Paying part of an invoice online', () => {
  it('by default a signed-out client pays part of an invoice through the sandbox', async () => {
    const rules = await anonClient().rpc('online_payment_rules');
    expect(rules.error).toBeNull();
    expect(rules.data).toMatchObject({ partial_allowed: true, minimum_part: null, currency: 'KES' });
    const inv = await issuedInvoice(12345);
    const intent = await sandboxIntent(inv.token, '2345');
    const paid = await settle({
      provider_reference: intent.provider_reference,
      outcome: 'succeeded',
      transaction_id: `SBXP${Date.now().toString(36).toUpperCase()}`,
      amount: '2345.00',
      currency: 'KES',
    });
    expect(paid.error).toBeNull();
    expect(await invoiceState(inv.id)).toEqual({ status: 'partially_paid', paid: 2345, due: 10000 });
  });

  it('when an admin turns parts off, a part is refused with the amount due, and the whole amount is taken', async () => {
    const { admin } = await people();
    const off = await admin.rpc('set_payment_settings', { p: { partial_allowed: false } });
    expect(off.error).toBeNull();
    expect(off.data).toMatchObject({ partial_allowed: false });
    expect((await anonClient().rpc('online_payment_rules')).data).toMatchObject({ partial_allowed: false });

    const inv = await issuedInvoice(12345);
    const part = await start(inv.token, '5000');
    expect(part.error?.message).toBe('This invoice must be paid in full: KES 12,345.00');
    const whole = await start(inv.token, '12345.00');
    expect(whole.error).toBeNull();
    expect(whole.data).toMatchObject({ amount: 12345, currency: 'KES' });
    // Leaving the amount out pays the amount due, as before.
    expect((await start(inv.token, undefined as unknown as string)).error).toBeNull();
  });

  it('a minimum part refuses smaller parts in words; a part at the minimum and the whole smaller due pass', async () => {
    const { admin } = await people();
    const set = await admin.rpc('set_payment_settings', {
      p: { partial_allowed: true, minimum_part: '1000' },
    });
    expect(set.error).toBeNull();
    expect(Number(set.data.minimum_part)).toBe(1000);
    expect((await anonClient().rpc('online_payment_rules')).data).toMatchObject({
      partial_allowed: true,
      minimum_part: '1000.00',
    });

    const inv = await issuedInvoice(12345);
    const small = await start(inv.token, '999.99');
    expect(small.error?.message).toBe('Pay at least KES 1,000.00, or the whole KES 12,345.00 due');
    expect((await start(inv.token, '1000')).error).toBeNull();

    // An invoice owing less than the minimum is paid whole: that is not a part.
    const tiny = await issuedInvoice(600);
    expect((await start(tiny.token, '600')).error).toBeNull();
    expect((await start(tiny.token, '300')).error?.message).toBe(
      'Pay at least KES 1,000.00, or the whole KES 600.00 due',
    );
  });

  it('only an admin changes the rules; bad minimums are refused in words; visitors read only the rules', async () => {
    const { staff, admin } = await people();
    const byStaff = await staff.rpc('set_payment_settings', { p: { partial_allowed: false } });
    expect(byStaff.error?.message).toBe('Only an admin can change how clients pay online');
    const byVisitor = await anonClient().rpc('set_payment_settings', { p: { partial_allowed: false } });
    expect(byVisitor.error).not.toBeNull();
    expect((await staff.from('payment_settings').select('*')).data).toEqual([]);
    expect((await anonClient().from('payment_settings').select('*')).error).not.toBeNull();
    expect((await admin.from('payment_settings').select('partial_allowed')).data).toHaveLength(1);

    for (const [value, message] of [
      ['0', /above 0 with at most 2 decimals/],
      ['10.005', /above 0 with at most 2 decimals/],
      ['NaN', /must be a number|NaN|not a number/i],
      ['ten', /must be a number/],
    ] as const) {
      const r = await admin.rpc('set_payment_settings', { p: { minimum_part: value } });
      expect(r.error?.message, value).toMatch(message);
    }
    const cleared = await admin.rpc('set_payment_settings', { p: { minimum_part: '' } });
    expect(cleared.error).toBeNull();
    expect(cleared.data.minimum_part).toBeNull();
  });
});
