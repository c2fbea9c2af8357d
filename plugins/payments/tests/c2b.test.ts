// M-Pesa C2B (issue 24, ADR 064): a customer pays the pay-bill from their phone with the invoice number as the
// account. Rehearsed through the sandbox (Daraja's confirmation shape, signed) over HTTP and straight through
// record_c2b_payment: replays and deliveries at the same instant credit once, an unknown account is held for
// staff (never lost, never credited), a forged confirmation is refused and logged, a replay from the log credits
// nothing.
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonKey, apiUrl, serviceClient } from '../../../tests/support/clients.ts';
import { invoiceState, issuedInvoice, paymentsOf, people } from './support.ts';

let boss: Promise<Awaited<ReturnType<typeof userWithRole>>> | null = null;

/** payments-admin as a superadmin (payment testing's buttons). */
async function admin(body: Record<string, unknown>) {
  boss ??= userWithRole('superadmin');
  const token = (await (await boss).client.auth.getSession()).data.session?.access_token;
  const res = await fetch(`${apiUrl()}/functions/v1/payments-admin`, {
    method: 'POST',
    headers: { apikey: anonKey(), Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

const transId = () => `SBC${Math.random().toString(36).slice(2, 12).toUpperCase()}`;

async function numberOf(invoiceId: string) {
  const r = await serviceClient().from('invoices').select('number').eq('id', invoiceId).single();
  return r.data?.number as string;
}

describe('M-Pesa C2B: paying the pay-bill with the invoice number', () => {
  it('ten confirmations of one payment at the same instant, then twenty replays, credit the invoice once', async () => {
    const inv = await issuedInvoice(3000);
    const account = (await numberOf(inv.id)).toLowerCase(); // payers type in any case
    const trans = transId();
    const first = await admin({ action: 'c2b', account, amount: '1200', trans_id: trans, repeat: 10 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.deliveries.map((d: { status: number }) => d.status)).toEqual(Array(10).fill(200));
    const replays = await admin({ action: 'c2b', account, amount: '1200', trans_id: trans, repeat: 20 });
    expect(replays.body.deliveries).toHaveLength(20);
    expect(await paymentsOf(inv.id)).toEqual([expect.objectContaining({ amount: 1200 })]);
    expect(await invoiceState(inv.id)).toEqual({ status: 'partially_paid', paid: 1200, due: 1800 });
    const intents = await serviceClient()
      .from('payment_intents')
      .select('id, status, channel, account_reference, transaction_id')
      .eq('invoice_id', inv.id);
    expect(intents.data).toEqual([
      expect.objectContaining({
        status: 'succeeded',
        channel: 'c2b',
        account_reference: account,
        transaction_id: trans,
      }),
    ]);
    const events = await serviceClient()
      .from('payment_events')
      .select('result')
      .eq('intent_id', intents.data?.[0]?.id)
      .eq('kind', 'callback');
    expect(events.data).toHaveLength(30);
    expect(events.data?.filter((e) => /^Credited as receipt/.test(e.result))).toHaveLength(1);
    // Payment testing replays one from the log: it goes back to the C2B URL and credits nothing.
    const logged = await serviceClient()
      .from('payment_events')
      .select('id')
      .eq('intent_id', intents.data?.[0]?.id)
      .eq('kind', 'callback')
      .limit(1)
      .single();
    const replayed = await admin({ action: 'replay', event_id: logged.data?.id });
    expect(replayed.body.replayed.answer).toMatchObject({ status: 'succeeded' });
    expect(replayed.body.replayed.answer.result).toMatch(/^Already credited/);
    expect(await paymentsOf(inv.id)).toHaveLength(1);
  });

  it('an unknown account number is held for staff once, never credited, and found by what was typed', async () => {
    const { admin: anAdmin } = await people();
    const trans = transId();
    const account = `NOPE-${trans.slice(-5)}`;
    const sent = await Promise.all([
      admin({ action: 'c2b', account, amount: '450', trans_id: trans, repeat: 5 }),
      serviceClient().rpc('record_c2b_payment', {
        p: { provider: 'sandbox', trans_id: trans, amount: '450', account, phone: '254708374149' },
      }),
    ]);
    expect(sent[0].status).toBe(200);
    expect(sent[1].error).toBeNull();
    const held = await anAdmin
      .from('payment_intents_staff')
      .select('id, status, needs_review, invoice_id, amount, account_reference, failure_reason, channel')
      .eq('account_reference', account);
    expect(held.data).toEqual([
      expect.objectContaining({
        status: 'held',
        needs_review: true,
        invoice_id: null,
        amount: 450,
        channel: 'c2b',
      }),
    ]);
    expect(held.data?.[0]?.failure_reason).toMatch(
      /matches no invoice: KES 450 paid by M-Pesa .* held for review/,
    );
    const found = await anAdmin
      .from('payment_intents_staff')
      .select('id')
      .ilike('search_text', `%${account}%`);
    expect(found.data).toHaveLength(1);
    // Not for an invoice: "credit" is refused in words; staff mark it for refund instead.
    const credit = await anAdmin.rpc('resolve_held_payment', {
      intent_id: held.data?.[0]?.id,
      resolution: 'credit',
      reason: null,
    });
    expect(credit.error?.message).toMatch(/not for an invoice/);
    const payments = await serviceClient().from('payments').select('id').eq('reference', trans);
    expect(payments.data).toEqual([]);
  });

  it('a paid invoice is not credited again: the money is held; a forged confirmation is refused and logged', async () => {
    const inv = await issuedInvoice(500);
    const account = await numberOf(inv.id);
    await admin({ action: 'c2b', account, amount: '500' });
    expect(await invoiceState(inv.id)).toMatchObject({ status: 'paid', paid: 500 });
    const again = await admin({ action: 'c2b', account, amount: '500' });
    expect(again.body.deliveries[0].answer).toMatchObject({ status: 'held' });
    expect(again.body.deliveries[0].answer.result).toMatch(/is paid: KES 500 paid by M-Pesa/);
    expect(await paymentsOf(inv.id)).toHaveLength(1);

    const trans = transId();
    const forged = await admin({ action: 'c2b', account, amount: '500', trans_id: trans, garble: true });
    expect(forged.body.deliveries[0].status).toBe(401);
    expect(forged.body.intent_id).toBeNull();
    const logged = await serviceClient()
      .from('payment_events')
      .select('kind, result')
      .eq('provider', 'sandbox')
      .eq('kind', 'rejected')
      .like('result', 'Refused: C2B confirmation: Bad signature%')
      .limit(1);
    expect(logged.data).toHaveLength(1);
    // Not a C2B message at all: refused in words, no stack.
    const broken = await fetch(
      `${apiUrl()}/functions/v1/payments-webhook?provider=sandbox&c2b=confirmation`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"TransID":',
      },
    );
    expect(broken.status).toBe(401);
    expect(await broken.text()).not.toMatch(/at .*\.ts/);
  });
});
