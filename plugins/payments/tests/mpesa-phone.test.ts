// The M-Pesa phone in the company's phone country (issue 24, ADR 079) through supabase-js: create_payment_intent
// normalises what a payer typed to Daraja's 2547XXXXXXXX / 2541XXXXXXXX (the same table as pay-form.test.ts),
// refuses what is not a Kenyan mobile number in words, and a firm whose phone country is not Kenya is neither
// offered M-Pesa nor able to start it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient } from '../../../tests/support/clients.ts';
import { issuedInvoice } from './support.ts';

let invoiceId = '';
beforeAll(async () => {
  invoiceId = (await issuedInvoice(5000)).id;
  const on = await serviceClient()
    .from('payment_providers')
    .update({ enabled: true })
    .eq('provider', 'mpesa');
  expect(on.error).toBeNull();
});
afterAll(async () => {
  await serviceClient().from('organizations').update({ phone_country: 'KE' }).eq('id', 1);
  await serviceClient().from('payment_providers').update({ enabled: false }).eq('provider', 'mpesa');
});

// A rehearsal (test: true) is exempt from the per-invoice rate limit, so one invoice serves the whole table.
const start = (phone: string) =>
  serviceClient().rpc('create_payment_intent', {
    p: { invoice_id: invoiceId, test: true, amount: '100', provider: 'mpesa', phone },
  });

describe('the M-Pesa phone a payer types', () => {
  it.each([
    ['0712 345 678', '254712345678'],
    ['0112345678', '254112345678'],
    ['712345678', '254712345678'],
    ['+254 712 345 678', '254712345678'],
    ['+254 0712 345 678', '254712345678'],
    ['00254712345678', '254712345678'],
    ['254712345678', '254712345678'],
    ['(0712) 345-678', '254712345678'],
  ])('a payer in a Kenyan firm who types %s is prompted on %s', async (typed, msisdn) => {
    const r = await start(typed);
    expect(r.error).toBeNull();
    const row = await serviceClient().from('payment_intents').select('phone').eq('id', r.data.id).single();
    expect(row.data?.phone).toBe(msisdn);
  });

  it.each([
    ['', 'Enter the M-Pesa phone number, like 0712 345 678'],
    ['+255 712 345 678', /^Enter a Kenyan M-Pesa number: it starts 07 or 01 and has 10 digits/],
    ['0201234567', /^Enter a Kenyan M-Pesa number/],
    ['0712 345 67', /^Enter a Kenyan M-Pesa number/],
    ['2547123456789', /^Enter a Kenyan M-Pesa number/],
  ])('a payer who types "%s" is refused in words and nothing starts', async (typed, message) => {
    const r = await start(typed);
    expect(r.error?.message).toMatch(message);
  });

  it('a firm outside Kenya: clients are not offered M-Pesa, and starting it is refused', async () => {
    const before = await anonClient().rpc('online_payment_options');
    expect((before.data as { provider: string }[]).map((o) => o.provider)).toContain('mpesa');
    const tz = await serviceClient().from('organizations').update({ phone_country: 'TZ' }).eq('id', 1);
    expect(tz.error).toBeNull();
    try {
      const after = await anonClient().rpc('online_payment_options');
      expect((after.data as { provider: string }[]).map((o) => o.provider)).not.toContain('mpesa');
      const r = await start('0712 345 678');
      expect(r.error?.message).toBe('M-Pesa is for firms in Kenya: choose another way to pay');
    } finally {
      await serviceClient().from('organizations').update({ phone_country: 'KE' }).eq('id', 1);
    }
  });
});
