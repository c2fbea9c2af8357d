// M-Pesa refunds through Daraja's Reversal API (issue 24, ADR 079), over HTTP against the local fake of Daraja: an
// admin's "Refund…" asks for the reversal of the whole payment (its receipt number), nothing is booked until
// Daraja's result comes to the URL made for that refund; the result books it once (replayed and five at once:
// one reversal of the payment), a forged result (wrong key, another conversation) is refused and logged, a part
// refund is refused in words, and a refusal by M-Pesa books nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonKey, apiUrl, serviceClient } from '../../../tests/support/clients.ts';
import { startDarajaFake } from './daraja-fake.ts';
import { invoiceState, issuedInvoice, people } from './support.ts';

const KEYS = { key: 'fake-consumer-key-r', secret: 'fake-consumer-secret-r' };
let fake: Awaited<ReturnType<typeof startDarajaFake>>;
let superadmin: Awaited<ReturnType<typeof userWithRole>>;
let adminToken = '';

beforeAll(async () => {
  fake = await startDarajaFake(KEYS);
  superadmin = await userWithRole('superadmin');
  const set = await superadmin.client.rpc('set_payment_provider', {
    p: {
      provider: 'mpesa',
      enabled: true,
      mode: 'sandbox',
      settings: { shortcode: '174379', base_url: fake.baseUrl, initiator: 'testapi' },
      secrets: {
        consumer_key: KEYS.key,
        consumer_secret: KEYS.secret,
        passkey: 'fake-passkey',
        security_credential: 'encrypted-initiator-password',
      },
    },
  });
  expect(set.error).toBeNull();
  const { admin } = await people();
  adminToken = (await admin.auth.getSession()).data.session?.access_token ?? '';
});
afterAll(async () => {
  // The suites share one database on PostgreSQL: the reversal's secret goes, as other suites expect M-Pesa's keys.
  await superadmin.client.rpc('set_payment_provider', {
    p: { provider: 'mpesa', enabled: false, secrets: { security_credential: null } },
  });
  await fake.close();
});

let n = 0;
/** An invoice of `price` paid in full by M-Pesa (STK push confirmed): its id, intent and receipt number. */
async function paidByMpesa(price: number) {
  const inv = await issuedInvoice(price);
  const res = await fetch(`${apiUrl()}/functions/v1/payments-start`, {
    method: 'POST',
    headers: { apikey: anonKey(), 'Content-Type': 'application/json' },
    body: JSON.stringify({
      invoice_token: inv.token,
      amount: String(price),
      provider: 'mpesa',
      phone: '0712345678',
    }),
  });
  expect(res.status).toBe(200);
  const push = [...fake.pushes.values()].at(-1)!;
  n += 1;
  const receipt = `TRV${Date.now().toString(36).toUpperCase()}${n}`.slice(0, 10);
  expect((await fake.complete(push, '0', receipt)).status).toBe(200);
  const it = await serviceClient()
    .from('payment_intents')
    .select('id')
    .eq('transaction_id', receipt)
    .single();
  expect(it.error).toBeNull();
  return { invoiceId: inv.id, intentId: it.data?.id as string, receipt };
}

async function staffFn(body: Record<string, unknown>) {
  const res = await fetch(`${apiUrl()}/functions/v1/payments-staff`, {
    method: 'POST',
    headers: { apikey: anonKey(), 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { error?: string } };
}

const refundOf = async (intentId: string) =>
  (await serviceClient().from('payment_refunds').select('*').eq('intent_id', intentId)).data ?? [];

const reversalsOfInvoice = async (invoiceId: string) => {
  const pays = await serviceClient()
    .from('payments')
    .select('id')
    .eq(
      'customer_id',
      (await serviceClient().from('invoices').select('customer_id').eq('id', invoiceId).single()).data
        ?.customer_id,
    );
  const ids = (pays.data ?? []).map((p) => p.id);
  return (await serviceClient().from('payment_reversals').select('id').in('payment_id', ids)).data ?? [];
};

describe('M-Pesa refunds by reversal', () => {
  it('an admin refunds an M-Pesa payment: the reversal is asked, the result books it once however often it comes, forged results change nothing', async () => {
    const paid = await paidByMpesa(3000);
    expect(await invoiceState(paid.invoiceId)).toEqual({ status: 'paid', paid: 3000, due: 0 });

    // A part is refused in words: Daraja reverses whole transactions.
    const part = await staffFn({
      action: 'refund',
      intent_id: paid.intentId,
      amount: '1000',
      reason: 'Overpaid',
      key: `rv-part-${paid.receipt}`,
    });
    expect(part.status).toBe(422);
    expect(part.body.error).toMatch(
      /^M-Pesa reverses a whole payment: refund KES 3,000\.00 \(all of receipt /,
    );

    const key = `rv-${paid.receipt}`;
    const asked = await Promise.all(
      [1, 2].map(() =>
        staffFn({
          action: 'refund',
          intent_id: paid.intentId,
          amount: '3000',
          reason: 'Work cancelled',
          key,
        }),
      ),
    );
    for (const a of asked) expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(asked.map((a) => a.body.message)).toContain(
      'M-Pesa is reversing the payment: the refund is booked when Safaricom confirms it',
    );
    const mine = fake.reversals.filter((r) => r.body.TransactionID === paid.receipt);
    expect(mine).toHaveLength(1);
    const [rev] = mine;
    expect(rev.body).toMatchObject({
      CommandID: 'TransactionReversal',
      Initiator: 'testapi',
      SecurityCredential: 'encrypted-initiator-password',
      Amount: 3000,
      ReceiverParty: '174379',
      RecieverIdentifierType: '11',
    });
    expect(String(rev.body.ResultURL)).toMatch(
      /payments-webhook\?provider=mpesa&refund=[0-9a-f-]{36}&key=[0-9a-f]{64}&reversal=result$/,
    );
    // Nothing booked before the result.
    expect(await invoiceState(paid.invoiceId)).toEqual({ status: 'paid', paid: 3000, due: 0 });
    expect((await refundOf(paid.intentId))[0]).toMatchObject({
      status: 'requested',
      provider_refund_reference: rev.conversationId,
    });
    // Pressed again later: the same refund, never a second reversal.
    const again = await staffFn({
      action: 'refund',
      intent_id: paid.intentId,
      amount: '3000',
      reason: 'Work cancelled',
      key,
    });
    expect(again.status).toBe(200);
    expect(fake.reversals.filter((r) => r.body.TransactionID === paid.receipt)).toHaveLength(1);

    // Forged: the key of no refund, then the right URL naming another conversation.
    const wrongKey = String(rev.body.ResultURL).replace(/key=[0-9a-f]{64}/, `key=${'0'.repeat(64)}`);
    expect((await fake.completeReversal(rev, '0', { url: wrongKey })).status).toBe(401);
    expect((await fake.completeReversal(rev, '0', { conversationId: 'AG_FORGED_1' })).status).toBe(401);
    expect(await invoiceState(paid.invoiceId)).toEqual({ status: 'paid', paid: 3000, due: 0 });
    const logged = await serviceClient()
      .from('payment_events')
      .select('result')
      .eq('provider', 'mpesa')
      .like('result', '%Reversal result%');
    expect((logged.data ?? []).length).toBeGreaterThanOrEqual(2);

    // The real result: five at once and three replays → booked once.
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => fake.completeReversal(rev, '0')));
    for (const r of results)
      expect(r).toEqual({ status: 200, body: { ResultCode: 0, ResultDesc: 'Accepted' } });
    for (const _ of [1, 2, 3]) expect((await fake.completeReversal(rev, '0')).status).toBe(200);
    expect(await invoiceState(paid.invoiceId)).toEqual({ status: 'issued', paid: 0, due: 3000 });
    expect(await reversalsOfInvoice(paid.invoiceId)).toHaveLength(1);
    const [done] = await refundOf(paid.intentId);
    expect(done).toMatchObject({ status: 'succeeded' });
    expect(await refundOf(paid.intentId)).toHaveLength(1);
  });

  it('M-Pesa refuses a reversal: the refund is marked failed and nothing is booked', async () => {
    const paid = await paidByMpesa(1200);
    const asked = await staffFn({
      action: 'refund',
      intent_id: paid.intentId,
      amount: '1200',
      reason: 'Duplicate payment',
      key: `rv-${paid.receipt}`,
    });
    expect(asked.status).toBe(200);
    const rev = fake.reversals.find((r) => r.body.TransactionID === paid.receipt)!;
    expect((await fake.completeReversal(rev, '2001')).status).toBe(200);
    expect(await invoiceState(paid.invoiceId)).toEqual({ status: 'paid', paid: 1200, due: 0 });
    expect((await refundOf(paid.intentId))[0]).toMatchObject({ status: 'failed' });
    expect(await reversalsOfInvoice(paid.invoiceId)).toHaveLength(0);
  });
});

describe('an M-Pesa reversal M-Pesa never answers', () => {
  const runJob = async () => {
    const run = await superadmin.client.rpc('admin_run_job_now', {
      job_name: 'payments.reversals-unanswered',
    });
    expect(run.error).toBeNull();
  };
  /** A paid M-Pesa invoice whose whole refund Daraja accepted and never answered: its refund row and reversal. */
  async function unanswered(price: number) {
    const paid = await paidByMpesa(price);
    const asked = await staffFn({
      action: 'refund',
      intent_id: paid.intentId,
      amount: String(price),
      reason: 'Work cancelled',
      key: `rv-na-${paid.receipt}`,
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const rev = fake.reversals.find((r) => r.body.TransactionID === paid.receipt)!;
    const [refund] = await refundOf(paid.intentId);
    return { ...paid, rev, refundId: refund?.id as string };
  }
  const noAnswerEvents = async (intentId: string) =>
    (
      await serviceClient()
        .from('payment_events')
        .select('result')
        .eq('intent_id', intentId)
        .eq('outcome', 'no_answer')
    ).data ?? [];
  const backdate = async (refundId: string, minutes: number) => {
    const at = new Date(Date.now() - minutes * 60_000).toISOString();
    const r = await serviceClient().from('payment_refunds').update({ requested_at: at }).eq('id', refundId);
    expect(r.error).toBeNull();
  };

  it('after 30 minutes staff see it needs checking; an admin marks it done by hand and it is booked once, a late result changes nothing', async () => {
    const { admin, staff } = await people();
    const r = await unanswered(2500);
    // Within the half hour: not marked, and not to be settled by hand (its result may be on the way).
    await backdate(r.refundId, 29);
    await runJob();
    expect(await noAnswerEvents(r.intentId)).toEqual([]);
    const early = await admin.rpc('settle_unanswered_refund', {
      refund_id: r.refundId,
      outcome: 'done',
      note: 'Reversed in the portal',
    });
    expect(early.error?.message).toMatch(/^M-Pesa may still answer this reversal/);

    await backdate(r.refundId, 31);
    await runJob();
    await runJob();
    const events = await noAnswerEvents(r.intentId);
    expect(events).toHaveLength(1);
    expect(events[0]?.result).toMatch(
      /^No answer from M-Pesa since \d{4}-\d\d-\d\d \d\d:\d\d UTC about the reversal of KES 2500\.00 \(.+\): check the Daraja portal/,
    );
    const [marked] = await refundOf(r.intentId);
    expect(marked).toMatchObject({ status: 'requested' });
    expect(marked?.no_answer_at).not.toBeNull();
    expect(await invoiceState(r.invoiceId)).toEqual({ status: 'paid', paid: 2500, due: 0 });

    // Staff may not; an admin must say what the portal shows.
    const byStaff = await staff.rpc('settle_unanswered_refund', {
      refund_id: r.refundId,
      outcome: 'done',
      note: 'x',
    });
    expect(byStaff.error?.code).toBe('42501');
    const noNote = await admin.rpc('settle_unanswered_refund', {
      refund_id: r.refundId,
      outcome: 'done',
      note: ' ',
    });
    expect(noNote.error?.message).toMatch(/^Say what the Daraja portal shows/);

    // Three presses at once: one booking.
    const settled = await Promise.all(
      [1, 2, 3].map(() =>
        admin.rpc('settle_unanswered_refund', {
          refund_id: r.refundId,
          outcome: 'done',
          note: 'Portal: reversal OEI2AK4Q16 completed',
        }),
      ),
    );
    for (const s of settled) expect(s.error).toBeNull();
    expect(settled.filter((s) => (s.data as { duplicate: boolean }).duplicate === false)).toHaveLength(1);
    expect(await invoiceState(r.invoiceId)).toEqual({ status: 'issued', paid: 0, due: 2500 });
    expect(await reversalsOfInvoice(r.invoiceId)).toHaveLength(1);
    expect((await refundOf(r.intentId))[0]).toMatchObject({ status: 'succeeded' });

    // M-Pesa's result comes after all: accepted, nothing booked again.
    expect((await fake.completeReversal(r.rev, '0')).status).toBe(200);
    expect(await reversalsOfInvoice(r.invoiceId)).toHaveLength(1);
    expect(await invoiceState(r.invoiceId)).toEqual({ status: 'issued', paid: 0, due: 2500 });
  });

  it('an admin marks an unanswered reversal failed: nothing is booked, a late success is put in the events, and the payment can be refunded again', async () => {
    const { admin } = await people();
    const r = await unanswered(1800);
    await backdate(r.refundId, 45);
    await runJob();
    const failed = await admin.rpc('settle_unanswered_refund', {
      refund_id: r.refundId,
      outcome: 'failed',
      note: 'Portal: no reversal of this receipt',
    });
    expect(failed.error).toBeNull();
    expect((await refundOf(r.intentId))[0]).toMatchObject({ status: 'failed' });
    expect(await invoiceState(r.invoiceId)).toEqual({ status: 'paid', paid: 1800, due: 0 });

    expect((await fake.completeReversal(r.rev, '0')).status).toBe(200);
    expect(await reversalsOfInvoice(r.invoiceId)).toHaveLength(0);
    const late = await serviceClient()
      .from('payment_events')
      .select('result')
      .eq('intent_id', r.intentId)
      .like('result', 'M-Pesa answered late%');
    expect(late.data?.map((e) => e.result)).toEqual([
      'M-Pesa answered late that the reversal of KES 1800.00 went through, but it was marked failed by hand: check the Daraja portal',
    ]);

    const again = await staffFn({
      action: 'refund',
      intent_id: r.intentId,
      amount: '1800',
      reason: 'Work cancelled',
      key: `rv-na2-${r.receipt}`,
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(fake.reversals.filter((x) => x.body.TransactionID === r.receipt)).toHaveLength(2);
  });
});
