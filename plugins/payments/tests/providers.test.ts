// Providers and their keys (issue 24, ADR 053): a superadmin replaces M-Pesa's keys but never reads them back
// (not through /rest/v1, not through an RPC); staff, customers and visitors read neither providers nor events;
// and M-Pesa's STK push runs against a local fake of Daraja: the payer's phone answers, the unsigned callback is
// believed only when Daraja's status query agrees, and the M-Pesa receipt number is credited once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient, anonKey, apiUrl, serviceClient } from '../../../tests/support/clients.ts';
import { startDarajaFake } from './daraja-fake.ts';
import { invoiceState, issuedInvoice, paymentsOf } from './support.ts';

const KEYS = { key: 'fake-consumer-key', secret: 'fake-consumer-secret' };
let fake: Awaited<ReturnType<typeof startDarajaFake>>;
let superadmin: Awaited<ReturnType<typeof userWithRole>>;

beforeAll(async () => {
  fake = await startDarajaFake(KEYS);
  superadmin = await userWithRole('superadmin');
});
afterAll(async () => {
  await superadmin.client.rpc('set_payment_provider', { p: { provider: 'mpesa', enabled: false } });
  await fake.close();
});

const mpesaReceipt = () => `T${Math.random().toString(36).slice(2, 11).toUpperCase().padEnd(9, 'X')}`;

describe('Payment providers and their keys', () => {
  it('a superadmin replaces M-Pesa keys and sees only their names; nobody reads them back', async () => {
    const set = await superadmin.client.rpc('set_payment_provider', {
      p: {
        provider: 'mpesa',
        enabled: true,
        mode: 'sandbox',
        settings: { shortcode: '174379', base_url: fake.baseUrl },
        secrets: { consumer_key: KEYS.key, consumer_secret: KEYS.secret, passkey: 'fake-passkey' },
      },
    });
    expect(set.error).toBeNull();
    expect(set.data.secret_names).toEqual(['consumer_key', 'consumer_secret', 'passkey']);
    expect(JSON.stringify(set.data)).not.toContain('fake-consumer-secret');
    const row = await superadmin.client
      .from('payment_providers')
      .select('*')
      .eq('provider', 'mpesa')
      .single();
    expect(JSON.stringify(row.data)).not.toContain('fake-consumer-secret');
    const rpc = await superadmin.client.rpc('payment_provider_config', { provider: 'mpesa' });
    expect(rpc.error).not.toBeNull();
    const table = await superadmin.client
      .schema('app' as 'public')
      .from('payment_provider_secrets')
      .select('*');
    expect(table.data ?? []).toEqual([]);
    expect(table.error).not.toBeNull();

    const staff = await userWithRole('staff');
    expect((await staff.client.from('payment_providers').select('provider')).data).toEqual([]);
    expect((await staff.client.from('payment_events').select('id').limit(1)).data).toEqual([]);
    const staffSet = await staff.client.rpc('set_payment_provider', {
      p: { provider: 'mpesa', enabled: false },
    });
    expect(staffSet.error?.message).toBe('Only a superadmin can change payment providers');
    const anon = anonClient();
    expect((await anon.from('payment_intents').select('id').limit(1)).error).not.toBeNull();
    expect((await anon.rpc('settle_payment_intent', { p: {} })).error).not.toBeNull();

    const session = (await superadmin.client.auth.getSession()).data.session;
    const tested = await fetch(`${apiUrl()}/functions/v1/payments-admin`, {
      method: 'POST',
      headers: {
        apikey: anonKey(),
        Authorization: `Bearer ${session?.access_token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ action: 'test-connection', provider: 'mpesa' }),
    });
    expect(await tested.json()).toMatchObject({ ok: true });
  });

  it('a client pays by M-Pesa: the STK push reaches the fake, the confirmed callback credits the receipt number once', async () => {
    const inv = await issuedInvoice(2500);
    const res = await fetch(`${apiUrl()}/functions/v1/payments-start`, {
      method: 'POST',
      headers: { apikey: anonKey(), 'Content-Type': 'application/json' },
      body: JSON.stringify({
        invoice_token: inv.token,
        amount: '2500',
        provider: 'mpesa',
        phone: '0712 345 678',
      }),
    });
    const started = await res.json();
    expect(res.status, JSON.stringify(started)).toBe(200);
    const push = [...fake.pushes.values()].at(-1)!;
    expect(push.body).toMatchObject({
      BusinessShortCode: '174379',
      TransactionType: 'CustomerPayBillOnline',
      Amount: 2500,
      PhoneNumber: '254712345678',
    });
    expect(String(push.body.CallBackURL)).toMatch(/\/functions\/v1\/payments-webhook\?provider=mpesa$/);

    // A callback that says "paid" before Daraja's own status says so is not believed.
    const early = await fake.complete(push, '0', 'TEARLY0001', { recordResult: false });
    expect(early.status).toBe(401);
    expect(await paymentsOf(inv.id)).toHaveLength(0);

    const receipt = mpesaReceipt();
    const paid = await fake.complete(push, '0', receipt);
    expect(paid).toEqual({ status: 200, body: { ResultCode: 0, ResultDesc: 'Accepted' } });
    await fake.complete(push, '0', receipt);
    expect(await invoiceState(inv.id)).toEqual({ status: 'paid', paid: 2500, due: 0 });
    const pays = await serviceClient()
      .from('payments')
      .select('method, transaction_code')
      .eq('transaction_code', receipt);
    expect(pays.data).toEqual([{ method: 'mpesa', transaction_code: receipt }]);
    const status = await anonClient().rpc('payment_intent_status', { token: started.token });
    expect(status.data).toMatchObject({ status: 'succeeded', provider: 'mpesa' });
  });

  it('a payer who cancels on the phone sees the payment cancelled; a whole-shilling and phone check comes first', async () => {
    const inv = await issuedInvoice(700);
    const start = (body: Record<string, unknown>) =>
      fetch(`${apiUrl()}/functions/v1/payments-start`, {
        method: 'POST',
        headers: { apikey: anonKey(), 'Content-Type': 'application/json' },
        body: JSON.stringify({ invoice_token: inv.token, provider: 'mpesa', ...body }),
      }).then(async (r) => ({ status: r.status, body: await r.json() }));
    expect((await start({ amount: '650.50', phone: '0712345678' })).body.error).toMatch(/whole shillings/);
    expect((await start({ amount: '700', phone: '12345' })).body.error).toMatch(
      /Enter a Kenyan M-Pesa number/,
    );
    const ok = await start({ amount: '700', phone: '+254 712 345 678' });
    expect(ok.status).toBe(200);
    const push = [...fake.pushes.values()].at(-1)!;
    await fake.complete(push, '1032', '');
    const status = await anonClient().rpc('payment_intent_status', { token: ok.body.token });
    expect(status.data).toMatchObject({ status: 'cancelled' });
    expect(status.data.reason).toMatch(/cancelled/);
  });

  it('M-Pesa C2B: URLs registered with a secret key; validation rejects an unknown account; the confirmation credits once', async () => {
    const token = (await superadmin.client.auth.getSession()).data.session?.access_token;
    const res = await fetch(`${apiUrl()}/functions/v1/payments-admin`, {
      method: 'POST',
      headers: { apikey: anonKey(), Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'register-c2b' }),
    });
    expect(await res.json()).toMatchObject({ ok: true });
    const reg = fake.registered.at(-1)!;
    expect(reg).toMatchObject({ ShortCode: '174379', ResponseType: 'Completed' });
    const confirmation = String(reg.ConfirmationURL);
    const validation = String(reg.ValidationURL);
    expect(confirmation).toMatch(/payments-webhook\?provider=mpesa&key=[0-9a-f]{48}&c2b=confirmation$/);
    // The key is a secret like the others: named, never read back.
    const row = await superadmin.client
      .from('payment_providers')
      .select('secret_names')
      .eq('provider', 'mpesa')
      .single();
    expect(row.data?.secret_names).toContain('c2b_key');

    const inv = await issuedInvoice(1500);
    const number = (await serviceClient().from('invoices').select('number').eq('id', inv.id).single()).data
      ?.number;
    const receipt = mpesaReceipt();
    const message = (account: string, amount = '1500') => ({
      TransactionType: 'Pay Bill',
      TransID: receipt,
      TransTime: '20261202101500',
      TransAmount: amount,
      BusinessShortCode: '174379',
      BillRefNumber: account,
      MSISDN: '254712345678',
      FirstName: 'Amina',
      SomethingNew: 'ignored',
    });
    const post = (url: string, body: unknown) =>
      fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: await r.json() }));
    expect((await post(validation, message('NO-SUCH-INVOICE'))).body).toEqual({
      ResultCode: 'C2B00012',
      ResultDesc: 'Rejected',
    });
    expect((await post(validation, message(number))).body).toEqual({
      ResultCode: '0',
      ResultDesc: 'Accepted',
    });
    // Without the key (someone who guessed the address): refused and logged; nothing recorded.
    const forged = await post(confirmation.replace(/key=[0-9a-f]+/, 'key=guess'), message(number));
    expect(forged.status).toBe(401);
    expect(await paymentsOf(inv.id)).toEqual([]);
    // Daraja's confirmation, delivered twice: acknowledged both times, credited once under its receipt number.
    const acks = await Promise.all([
      post(confirmation, message(number)),
      post(confirmation, message(number)),
    ]);
    expect(acks.map((a) => a.body)).toEqual([
      { ResultCode: 0, ResultDesc: 'Success' },
      { ResultCode: 0, ResultDesc: 'Success' },
    ]);
    const pays = await serviceClient()
      .from('payments')
      .select('method, transaction_code')
      .eq('transaction_code', receipt);
    expect(pays.data).toEqual([{ method: 'mpesa', transaction_code: receipt }]);
    expect(await invoiceState(inv.id)).toMatchObject({ status: 'paid', paid: 1500 });

    // Production believes only Safaricom's addresses (or the list set): this test's address is not one.
    await superadmin.client.rpc('set_payment_provider', {
      p: {
        provider: 'mpesa',
        mode: 'production',
        settings: { shortcode: '174379', base_url: fake.baseUrl, c2b_allowed_ips: ['196.201.214.200'] },
      },
    });
    const outsider = await post(confirmation, { ...message(number), TransID: mpesaReceipt() });
    expect(outsider.status).toBe(403);
    expect(outsider.body.error).toMatch(/Not from Safaricom's addresses/);
  });
});
