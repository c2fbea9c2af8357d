// Card payments through Stripe Checkout and Paystack, each against a local fake of its API (issue 24, ADR 053):
// Stripe's session is opened with the intent's amount in cents, the signed checkout.session.completed webhook
// credits the invoice once however often Stripe delivers it, a bad signature is refused, an event type not acted
// on is acknowledged, and a lost webhook is found by asking Stripe for the session; Paystack's transaction is
// initialised with our reference and the customer's e-mail, and its HMAC-SHA512-signed charge.success credits once;
// an admin's refund reaches each fake with the amount in minor units (Stripe's with its idempotency key, ADR 061).
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonKey, apiUrl } from '../../../tests/support/clients.ts';
import { invoiceState, issuedInvoice, paymentsOf } from './support.ts';

const SK = 'sk_test_fake';
const PSK = 'sk_test_paystack_fake';
const paystackInits: Record<string, unknown>[] = [];
const WHSEC = 'whsec_fake_secret';
type Session = {
  id: string;
  url: string;
  status: string;
  payment_status: string;
  amount_total: number;
  currency: string;
  payment_intent: string | null;
};
const sessions = new Map<string, Session>();
const forms: URLSearchParams[] = [];
/** Refunds the fakes were asked for: Stripe's form and Idempotency-Key, Paystack's JSON body. */
const stripeRefunds: { form: URLSearchParams; key: string | undefined }[] = [];
const paystackRefunds: Record<string, unknown>[] = [];
let server: http.Server;
let base = '';
let superadmin: Awaited<ReturnType<typeof userWithRole>>;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const url = new URL(req.url ?? '/', 'http://fake');
      if (url.pathname.startsWith('/paystack/')) {
        if (req.headers.authorization !== `Bearer ${PSK}`)
          return send(401, { status: false, message: 'Invalid key' });
        if (url.pathname === '/paystack/transaction/initialize') {
          const body = JSON.parse(raw);
          paystackInits.push(body);
          return send(200, {
            status: true,
            message: 'Authorization URL created',
            data: {
              authorization_url: `https://checkout.paystack.test/${body.reference}`,
              access_code: 'ac',
              reference: body.reference,
            },
          });
        }
        if (req.method === 'POST' && url.pathname === '/paystack/refund') {
          const body = JSON.parse(raw);
          paystackRefunds.push(body);
          return send(200, {
            status: true,
            message: 'Refund has been queued for processing',
            data: { id: 3018284, status: 'pending', amount: body.amount, currency: 'KES' },
          });
        }
        return send(404, { status: false, message: 'Not found' });
      }
      if (req.headers.authorization !== `Bearer ${SK}`)
        return send(401, { error: { message: 'Invalid API Key provided' } });
      if (url.pathname === '/v1/balance') return send(200, { object: 'balance', available: [] });
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const form = new URLSearchParams(raw);
        forms.push(form);
        const id = `cs_test_${crypto.randomBytes(8).toString('hex')}`;
        const s: Session = {
          id,
          url: `https://checkout.stripe.test/c/pay/${id}`,
          status: 'open',
          payment_status: 'unpaid',
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
          currency: String(form.get('line_items[0][price_data][currency]')),
          payment_intent: null,
        };
        sessions.set(id, s);
        return send(200, { object: 'checkout.session', ...s });
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        const key = req.headers['idempotency-key'] as string | undefined;
        const seen = stripeRefunds.findIndex((r) => r.key && r.key === key);
        if (seen < 0) stripeRefunds.push({ form: new URLSearchParams(raw), key });
        return send(200, {
          object: 'refund',
          id: `re_test_${seen < 0 ? stripeRefunds.length : seen + 1}`,
          status: 'succeeded',
        });
      }
      const m = /^\/v1\/checkout\/sessions\/(cs_test_\w+)$/.exec(url.pathname);
      if (m && sessions.has(m[1])) return send(200, { object: 'checkout.session', ...sessions.get(m[1]) });
      send(404, { error: { message: 'No such resource' } });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  superadmin = await userWithRole('superadmin');
  const set = await superadmin.client.rpc('set_payment_provider', {
    p: {
      provider: 'stripe',
      enabled: true,
      settings: { base_url: base },
      secrets: { secret_key: SK, webhook_secret: WHSEC },
    },
  });
  expect(set.error).toBeNull();
  const ps = await superadmin.client.rpc('set_payment_provider', {
    p: {
      provider: 'paystack',
      enabled: true,
      settings: { base_url: `${base}/paystack` },
      secrets: { secret_key: PSK },
    },
  });
  expect(ps.error).toBeNull();
});
afterAll(async () => {
  await superadmin.client.rpc('set_payment_provider', { p: { provider: 'stripe', enabled: false } });
  await superadmin.client.rpc('set_payment_provider', { p: { provider: 'paystack', enabled: false } });
  await new Promise<void>((r) => server.close(() => r()));
});

function signed(payload: string, secret = WHSEC) {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${crypto.createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex')}`;
}

/** The admins' payments-staff function, as the superadmin (an admin and more). */
async function staffFn(body: Record<string, unknown>) {
  const token = (await superadmin.client.auth.getSession()).data.session?.access_token;
  const res = await fetch(`${apiUrl()}/functions/v1/payments-staff`, {
    method: 'POST',
    headers: { apikey: anonKey(), Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

async function webhook(event: unknown, secret = WHSEC) {
  const payload = JSON.stringify(event);
  const res = await fetch(`${apiUrl()}/functions/v1/payments-webhook?provider=stripe`, {
    method: 'POST',
    headers: {
      apikey: anonKey(),
      'Content-Type': 'application/json',
      'Stripe-Signature': signed(payload, secret),
    },
    body: payload,
  });
  return { status: res.status, body: await res.json() };
}

async function startCard(token: string, amount: string) {
  const res = await fetch(`${apiUrl()}/functions/v1/payments-start`, {
    method: 'POST',
    headers: { apikey: anonKey(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ invoice_token: token, amount, provider: 'stripe' }),
  });
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body as { token: string; redirect_path: string };
}

describe('Paying by card (Stripe Checkout, Paystack)', () => {
  it('the signed completed event credits the invoice once, however often Stripe delivers it', async () => {
    const inv = await issuedInvoice(4200.5);
    const started = await startCard(inv.token, '4200.50');
    expect(started.redirect_path).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const form = forms.at(-1)!;
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('420050');
    expect(form.get('success_url')).toMatch(new RegExp(`/payment/callback\\?intent=${started.token}$`));
    const session = [...sessions.values()].at(-1)!;
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: 'pi_test_123' });
    const event = { id: 'evt_1', type: 'checkout.session.completed', data: { object: session } };

    const forged = await webhook(event, 'whsec_wrong');
    expect(forged).toEqual({ status: 401, body: { error: 'Bad signature' } });
    const first = await webhook(event);
    expect(first.body).toMatchObject({ received: true, status: 'succeeded' });
    const again = await webhook(event);
    expect(again.body.result).toMatch(/Already credited/);
    expect(await paymentsOf(inv.id)).toHaveLength(1);
    expect(await invoiceState(inv.id)).toEqual({ status: 'paid', paid: 4200.5, due: 0 });
    const other = await webhook({ id: 'evt_2', type: 'payment_intent.created', data: { object: session } });
    expect(other).toMatchObject({ status: 200, body: { status: 'ignored' } });

    // An admin refunds part of it from Online payments (ADR 061): Stripe gets the amount in cents and the
    // refund's own idempotency key; the invoice owes the part again.
    const intent = await superadmin.client
      .from('payment_intents')
      .select('id')
      .eq('provider_reference', session.id)
      .single();
    const refund = await staffFn({
      action: 'refund',
      intent_id: intent.data?.id,
      amount: '200.25',
      reason: 'One extinguisher returned',
      key: `card-${Date.now().toString(36)}`,
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(refund.body.refund).toMatchObject({ status: 'succeeded', provider_refund_reference: 're_test_1' });
    expect(stripeRefunds).toHaveLength(1);
    expect(stripeRefunds[0]?.form.get('amount')).toBe('20025');
    expect(stripeRefunds[0]?.form.get('payment_intent')).toBe('pi_test_123');
    expect(stripeRefunds[0]?.key).toBe(`refund-${refund.body.refund.id}`);
    expect(await invoiceState(inv.id)).toEqual({ status: 'partially_paid', paid: 4000.25, due: 200.25 });
  });

  it('a lost webhook is found by asking Stripe; the key works in "Test connection"', async () => {
    const inv = await issuedInvoice(800);
    await startCard(inv.token, '800');
    const session = [...sessions.values()].at(-1)!;
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: 'pi_test_lost' });
    const session2 = (await superadmin.client.auth.getSession()).data.session;
    const admin = (body: unknown) =>
      fetch(`${apiUrl()}/functions/v1/payments-admin`, {
        method: 'POST',
        headers: {
          apikey: anonKey(),
          Authorization: `Bearer ${session2?.access_token}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body),
      }).then((r) => r.json());
    const intent = await superadmin.client
      .from('payment_intents')
      .select('id')
      .eq('provider', 'stripe')
      .eq('provider_reference', session.id)
      .single();
    const checked = await admin({ action: 'check-status', intent_id: intent.data?.id });
    expect(checked).toMatchObject({ asked: true, status: 'succeeded', credited: true });
    expect(await invoiceState(inv.id)).toMatchObject({ status: 'paid' });
    expect(await admin({ action: 'test-connection', provider: 'stripe' })).toMatchObject({ ok: true });
  });

  it('Paystack: the transaction carries our reference and the e-mail; its signed charge.success credits once', async () => {
    const email = `accounts.${Date.now().toString(36)}@athi-paints.example`;
    const inv = await issuedInvoice(1999.99, email);
    const res = await fetch(`${apiUrl()}/functions/v1/payments-start`, {
      method: 'POST',
      headers: { apikey: anonKey(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ invoice_token: inv.token, amount: '1999.99', provider: 'paystack' }),
    });
    const started = await res.json();
    expect(res.status, JSON.stringify(started)).toBe(200);
    const init = paystackInits.at(-1) as {
      reference: string;
      email: string;
      amount: string;
      currency: string;
    };
    expect(init).toMatchObject({ email, amount: '199999', currency: 'KES' });
    expect(started.redirect_path).toBe(`https://checkout.paystack.test/${init.reference}`);
    const event = JSON.stringify({
      event: 'charge.success',
      data: { id: 4099260516, reference: init.reference, amount: 199999, currency: 'KES', status: 'success' },
    });
    const post = (signature: string) =>
      fetch(`${apiUrl()}/functions/v1/payments-webhook?provider=paystack`, {
        method: 'POST',
        headers: { apikey: anonKey(), 'Content-Type': 'application/json', 'x-paystack-signature': signature },
        body: event,
      }).then(async (r) => ({ status: r.status, body: await r.json() }));
    const good = crypto.createHmac('sha512', PSK).update(event).digest('hex');
    expect((await post('0'.repeat(128))).status).toBe(401);
    expect((await post(good)).body).toMatchObject({ status: 'succeeded' });
    expect((await post(good)).body.result).toMatch(/Already credited/);
    expect(await paymentsOf(inv.id)).toHaveLength(1);
    expect(await invoiceState(inv.id)).toEqual({ status: 'paid', paid: 1999.99, due: 0 });

    const intent = await superadmin.client
      .from('payment_intents')
      .select('id')
      .eq('provider_reference', init.reference)
      .single();
    const refund = await staffFn({
      action: 'refund',
      intent_id: intent.data?.id,
      amount: '1999.99',
      reason: 'Paid twice by mistake',
      key: `paystack-${Date.now().toString(36)}`,
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(paystackRefunds.at(-1)).toEqual({ transaction: init.reference, amount: 199999 });
    expect(await invoiceState(inv.id)).toEqual({ status: 'issued', paid: 0, due: 1999.99 });
  });
});
