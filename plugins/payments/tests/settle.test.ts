// The one settle path (issue 24, ADR 053) through supabase-js: whatever the number, order and timing of a
// provider's deliveries, a payment is credited once — 20 replays, 10 at the same instant, a failure after the
// success, a success after expiry; a wrong amount is held, an unknown reference refused.
import { describe, expect, it } from 'vitest';
import { serviceClient } from '../../../tests/support/clients.ts';
import { invoiceState, issuedInvoice, paymentsOf, sandboxIntent, settle } from './support.ts';

const txn = () => `SBXT${Math.random().toString(36).slice(2, 12).toUpperCase()}`;

describe('Settling an online payment', () => {
  it('a client pays part of an invoice: one success credits it once, 20 replays change nothing', async () => {
    const inv = await issuedInvoice(10000);
    const intent = await sandboxIntent(inv.token, '4000');
    const t = txn();
    const success = {
      provider_reference: intent.provider_reference,
      outcome: 'succeeded',
      transaction_id: t,
      amount: '4000.00',
      currency: 'KES',
    };
    const first = await settle(success);
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ status: 'succeeded', credited: true, duplicate: false });
    expect(first.data.receipt).toMatch(/^RCT-/);
    for (let i = 0; i < 20; i += 1) {
      const again = await settle(success);
      expect(again.error).toBeNull();
      expect(again.data).toMatchObject({ status: 'succeeded', credited: false, duplicate: true });
    }
    const late = await settle({ ...success, outcome: 'failed', reason: 'late failure' });
    expect(late.data).toMatchObject({ status: 'succeeded', credited: false });
    expect(await paymentsOf(inv.id)).toHaveLength(1);
    expect(await invoiceState(inv.id)).toEqual({ status: 'partially_paid', paid: 4000, due: 6000 });
    const intentRow = await serviceClient()
      .from('payment_intents')
      .select('attempts, status')
      .eq('id', intent.id)
      .single();
    expect(intentRow.data).toEqual({ attempts: 22, status: 'succeeded' });
  });

  it('10 deliveries of one success at the same instant credit it once', async () => {
    const inv = await issuedInvoice(5000);
    const intent = await sandboxIntent(inv.token, '5000');
    const t = txn();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        settle({
          provider_reference: intent.provider_reference,
          outcome: 'succeeded',
          transaction_id: t,
          amount: '5000',
          currency: 'KES',
        }),
      ),
    );
    expect(answers.map((a) => a.error)).toEqual(Array(10).fill(null));
    expect(answers.filter((a) => a.data.credited)).toHaveLength(1);
    expect(await paymentsOf(inv.id)).toHaveLength(1);
    expect(await invoiceState(inv.id)).toEqual({ status: 'paid', paid: 5000, due: 0 });
  });

  it('a wrong amount is held for review, never credited; an unknown reference is refused and logged', async () => {
    const inv = await issuedInvoice(3000);
    const intent = await sandboxIntent(inv.token, '3000');
    const wrong = await settle({
      provider_reference: intent.provider_reference,
      outcome: 'succeeded',
      transaction_id: txn(),
      amount: '30.00',
      currency: 'KES',
    });
    expect(wrong.error).toBeNull();
    expect(wrong.data).toMatchObject({ status: 'held', credited: false });
    expect(wrong.data.result).toMatch(/held for review/);
    expect(await paymentsOf(inv.id)).toHaveLength(0);

    const unknown = await settle({
      provider_reference: 'SBX-NOSUCHREFERENCE',
      outcome: 'succeeded',
      transaction_id: txn(),
      amount: '3000',
      currency: 'KES',
    });
    expect(unknown.data).toMatchObject({ status: 'unknown', credited: false });
    const logged = await serviceClient()
      .from('payment_events')
      .select('kind, result')
      .is('intent_id', null)
      .like('result', '%SBX-NOSUCHREFERENCE%');
    expect(logged.data?.[0]?.kind).toBe('rejected');
  });

  it('a cancelled payment that later succeeds (the payer paid after all) is credited once, a failure after it changes nothing', async () => {
    const inv = await issuedInvoice(2000);
    const intent = await sandboxIntent(inv.token, '2000');
    const cancelled = await settle({ provider_reference: intent.provider_reference, outcome: 'cancelled' });
    expect(cancelled.data).toMatchObject({ status: 'cancelled' });
    const status = await serviceClient().rpc('payment_intent_status', { token: intent.public_token });
    expect(status.data).toMatchObject({ status: 'cancelled' });
    const ok = await settle({
      provider_reference: intent.provider_reference,
      outcome: 'succeeded',
      transaction_id: txn(),
      amount: '2000',
      currency: 'KES',
    });
    expect(ok.data).toMatchObject({ status: 'succeeded', credited: true });
    expect(ok.data.result).toMatch(/late: the intent was cancelled/);
    expect(await invoiceState(inv.id)).toMatchObject({ status: 'paid' });
  });

  it('the invoice page cannot start a payment above what is due, on a paid invoice, or too often', async () => {
    const inv = await issuedInvoice(1000);
    const svc = serviceClient();
    const tooMuch = await svc.rpc('create_payment_intent', {
      p: { invoice_token: inv.token, amount: '1000.01', provider: 'sandbox' },
    });
    expect(tooMuch.error?.message).toMatch(/Only KES 1,000.00 is due on invoice/);
    const badLink = await svc.rpc('create_payment_intent', {
      p: { invoice_token: 'x'.repeat(40), amount: '10', provider: 'sandbox' },
    });
    expect(badLink.error?.message).toMatch(/This link does not open an invoice/);
    const mpesaNoPhone = await svc.rpc('create_payment_intent', {
      p: { invoice_token: inv.token, amount: '10', provider: 'mpesa' },
    });
    expect(mpesaNoPhone.error?.message).toMatch(/not available|phone number/);
    for (let i = 0; i < 5; i += 1) await sandboxIntent(inv.token, '10');
    const sixth = await svc.rpc('create_payment_intent', {
      p: { invoice_token: inv.token, amount: '10', provider: 'sandbox' },
    });
    expect(sixth.error?.message).toMatch(/Too many payment attempts on this invoice/);
  });
});
