// Online payments for staff (issue 24, ADR 061) through supabase-js: an admin resolves a held payment once,
// however often the button is pressed; staff cannot; a refund is booked once, the invoice owing it again.
import { describe, expect, it } from 'vitest';
import { serviceClient } from '../../../tests/support/clients.ts';
import { invoiceState, issuedInvoice, paymentsOf, people, sandboxIntent, settle } from './support.ts';

const txn = () => `SBXT${Math.random().toString(36).slice(2, 12).toUpperCase()}`;
const key = () => `refund-${Math.random().toString(36).slice(2, 14)}`;

async function heldIntent(price: number, asked: string, received: string, currency = 'KES') {
  const inv = await issuedInvoice(price);
  const intent = await sandboxIntent(inv.token, asked);
  const t = txn();
  const held = await settle({
    provider_reference: intent.provider_reference,
    outcome: 'succeeded',
    transaction_id: t,
    amount: received,
    currency,
  });
  expect(held.data).toMatchObject({ status: 'held', credited: false });
  // What the provider reported is kept in columns (ADR 064), not only in the hold's words.
  const kept = await serviceClient()
    .from('payment_intents')
    .select('received_amount, received_currency')
    .eq('id', intent.id)
    .single();
  expect(kept.data).toEqual({ received_amount: Number(received), received_currency: currency });
  return { inv, intent, txn: t };
}

async function paidIntent(price: number, amount: string) {
  const inv = await issuedInvoice(price);
  const intent = await sandboxIntent(inv.token, amount);
  const ok = await settle({
    provider_reference: intent.provider_reference,
    outcome: 'succeeded',
    transaction_id: txn(),
    amount,
    currency: 'KES',
  });
  expect(ok.data).toMatchObject({ credited: true });
  return { inv, intent };
}

describe('Reviewing held online payments', () => {
  it('an admin credits the amount actually received once, even when "Credit" is pressed five times at once', async () => {
    const { admin } = await people();
    const { inv, intent } = await heldIntent(5000, '5000', '4500.00');
    // Crediting reads the kept amount, never the hold's text: rewording it changes nothing.
    const reworded = await serviceClient()
      .from('payment_intents')
      .update({ failure_reason: 'Held: the amount differs (reworded)' })
      .eq('id', intent.id)
      .select('id');
    expect(reworded.error).toBeNull();
    const presses = await Promise.all(
      Array.from({ length: 5 }, () =>
        admin.rpc('resolve_held_payment', { intent_id: intent.id, resolution: 'credit', reason: null }),
      ),
    );
    expect(presses.map((p) => p.error)).toEqual(Array(5).fill(null));
    expect(presses.filter((p) => p.data.duplicate === false)).toHaveLength(1);
    expect(presses.every((p) => /^RCT-/.test(p.data.receipt))).toBe(true);
    expect(await paymentsOf(inv.id)).toEqual([expect.objectContaining({ amount: 4500 })]);
    expect(await invoiceState(inv.id)).toEqual({ status: 'partially_paid', paid: 4500, due: 500 });

    const row = await admin
      .from('payment_intents_staff')
      .select('status, resolution, needs_review, receipt_number, invoice_number')
      .eq('id', intent.id)
      .single();
    expect(row.data).toMatchObject({ status: 'succeeded', resolution: 'credited', needs_review: false });
    expect(row.data?.invoice_number).toMatch(/^INV-/);
    // A callback arriving later still credits nothing.
    const late = await settle({
      provider_reference: intent.provider_reference,
      outcome: 'succeeded',
      transaction_id: txn(),
      amount: '5000',
      currency: 'KES',
    });
    expect(late.data).toMatchObject({ credited: false, duplicate: true });
    const refund = await admin.rpc('resolve_held_payment', {
      intent_id: intent.id,
      resolution: 'refund',
      reason: 'changed my mind',
    });
    expect(refund.error?.message).toMatch(/already resolved \(credited\)/);
    const audit = await admin.from('payment_events').select('kind, actor, result').eq('intent_id', intent.id);
    expect(audit.data?.filter((e) => e.kind === 'staff')).toEqual([
      expect.objectContaining({
        actor: expect.any(String),
        result: expect.stringMatching(/Credited after review/),
      }),
    ]);
  });

  it('an admin marks a payment in another currency for refund with a reason; it can never be credited later', async () => {
    const { admin } = await people();
    const { inv, intent } = await heldIntent(2000, '2000', '2000.00', 'USD');
    const credit = await admin.rpc('resolve_held_payment', { intent_id: intent.id, resolution: 'credit' });
    expect(credit.error?.message).toMatch(/only an amount in KES can be credited; mark it for refund/);
    const noReason = await admin.rpc('resolve_held_payment', { intent_id: intent.id, resolution: 'refund' });
    expect(noReason.error?.message).toMatch(/Say why/);
    const marked = await admin.rpc('resolve_held_payment', {
      intent_id: intent.id,
      resolution: 'refund',
      reason: 'Paid in dollars by mistake',
    });
    expect(marked.data).toMatchObject({ resolution: 'refund', duplicate: false, status: 'held' });
    const again = await admin.rpc('resolve_held_payment', {
      intent_id: intent.id,
      resolution: 'refund',
      reason: 'again',
    });
    expect(again.data).toMatchObject({ duplicate: true });
    expect(await paymentsOf(inv.id)).toHaveLength(0);
  });

  it('staff see online payments but cannot resolve, refund or book a refund; visitors see nothing', async () => {
    const { staff } = await people();
    const { intent } = await heldIntent(1000, '1000', '900');
    const resolve = await staff.rpc('resolve_held_payment', { intent_id: intent.id, resolution: 'credit' });
    expect(resolve.error?.message).toMatch(/Only an admin can resolve a held payment/);
    const refund = await staff.rpc('request_payment_refund', {
      p: { intent_id: intent.id, amount: '10', reason: 'nope', key: key() },
    });
    expect(refund.error?.message).toMatch(/Only an admin can refund/);
    const result = await staff.rpc('record_payment_refund_result', { p: { refund_id: intent.id, ok: true } });
    expect(result.error).not.toBeNull();
    const seen = await staff.from('payment_intents_staff').select('id').eq('id', intent.id);
    expect(seen.data).toHaveLength(1);
    const refunds = await staff.from('payment_refunds').select('id');
    expect(refunds.data).toEqual([]);
  });
});

describe('Refunding an online payment', () => {
  it('a part refund: the same press twice is one refund; the payment is reversed and the rest kept as a new receipt', async () => {
    const { admin } = await people();
    const { inv, intent } = await paidIntent(6000, '6000');
    const k = key();
    const p = { intent_id: intent.id, amount: '1500', reason: 'One visit cancelled', key: k };
    const [a, b] = await Promise.all([
      admin.rpc('request_payment_refund', { p }),
      admin.rpc('request_payment_refund', { p }),
    ]);
    expect([a.error, b.error]).toEqual([null, null]);
    expect(a.data.id).toBe(b.data.id);
    expect([a.data.created, b.data.created].sort()).toEqual([false, true]);
    const other = await admin.rpc('request_payment_refund', { p: { ...p, key: key() } });
    expect(other.error?.message).toMatch(/already under way/);
    const early = await admin.rpc('apply_payment_refund', { refund_id: a.data.id });
    expect(early.error?.message).toMatch(/provider has not confirmed/);

    const svc = serviceClient();
    const done = await svc.rpc('record_payment_refund_result', {
      p: { refund_id: a.data.id, ok: true, provider_refund_reference: 'SBR-TEST1' },
    });
    expect(done.data).toMatchObject({ status: 'provider_done' });
    const booked = await Promise.all([
      admin.rpc('apply_payment_refund', { refund_id: a.data.id }),
      admin.rpc('apply_payment_refund', { refund_id: a.data.id }),
    ]);
    expect(booked.map((x) => x.error)).toEqual([null, null]);
    expect(booked.filter((x) => x.data.duplicate === false)).toHaveLength(1);
    expect(await invoiceState(inv.id)).toEqual({ status: 'partially_paid', paid: 4500, due: 1500 });
    const row = await admin
      .from('payment_intents_staff')
      .select('refunded, payment_amount, refund_in_flight')
      .eq('id', intent.id)
      .single();
    expect(row.data).toEqual({ refunded: 1500, payment_amount: 4500, refund_in_flight: null });

    const tooMuch = await admin.rpc('request_payment_refund', {
      p: { intent_id: intent.id, amount: '4500.01', reason: 'everything', key: key() },
    });
    expect(tooMuch.error?.message).toMatch(/At most KES 4500\.00 can be refunded/);
  });

  it('a refund the provider refuses is recorded as failed and books nothing', async () => {
    const { admin } = await people();
    const { inv, intent } = await paidIntent(1000, '1000');
    const r = await admin.rpc('request_payment_refund', {
      p: { intent_id: intent.id, amount: '1000', reason: 'Duplicate payment', key: key() },
    });
    const failed = await serviceClient().rpc('record_payment_refund_result', {
      p: { refund_id: r.data.id, ok: false, note: 'Insufficient balance' },
    });
    expect(failed.data).toMatchObject({ status: 'failed' });
    const apply = await admin.rpc('apply_payment_refund', { refund_id: r.data.id });
    expect(apply.error?.message).toMatch(/has not confirmed this refund \(it is failed\)/);
    expect(await invoiceState(inv.id)).toMatchObject({ status: 'paid', paid: 1000 });
  });
});
