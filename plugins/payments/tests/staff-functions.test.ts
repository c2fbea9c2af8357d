// The staff side of online payments over HTTP (issue 24, ADR 061): the reconcile sweep finds a lost callback
// and settles it exactly once however often it runs; "Check now" asks about one payment; a refund through the
// sandbox is sent and booked once for one press, and staff are refused.
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonKey, apiUrl, serviceClient, serviceRoleKey } from '../../../tests/support/clients.ts';
import { invoiceState, issuedInvoice, paymentsOf, people, sandboxIntent, settle } from './support.ts';

async function tokenOf(client: Awaited<ReturnType<typeof people>>['admin']) {
  return (await client.auth.getSession()).data.session?.access_token ?? '';
}

async function staffFn(token: string, body: Record<string, unknown>) {
  const res = await fetch(`${apiUrl()}/functions/v1/payments-staff`, {
    method: 'POST',
    headers: { apikey: anonKey(), 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { error?: string } };
}

/** A sandbox payment the payer completed whose callback never came, started `minutes` ago. */
async function lostCallback(price: number, minutes: number) {
  const inv = await issuedInvoice(price);
  const intent = await sandboxIntent(inv.token, String(price));
  const svc = serviceClient();
  const made = await svc
    .from('payment_intents')
    .update({
      created_at: new Date(Date.now() - minutes * 60_000).toISOString(),
      sandbox_behaviour: {
        drop: true,
        provider_state: {
          outcome: 'succeeded',
          transaction_id: `SBTLOST${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
          at: new Date().toISOString(),
        },
      },
    })
    .eq('id', intent.id)
    .select('id');
  expect(made.error).toBeNull();
  return { inv, intent };
}

describe('Stuck online payments', () => {
  it('the scheduled reconcile finds a lost callback and credits it exactly once, even when three runs overlap', async () => {
    const { inv, intent } = await lostCallback(2500, 5);
    const fresh = await lostCallback(700, 0);
    const runs = await Promise.all(
      Array.from({ length: 3 }, () =>
        staffFn(serviceRoleKey(), { action: 'reconcile', older_than_minutes: 2 }),
      ),
    );
    expect(runs.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(runs.reduce((n, r) => n + Number(r.body.credited), 0)).toBe(1);
    expect(await paymentsOf(inv.id)).toHaveLength(1);
    expect(await invoiceState(inv.id)).toMatchObject({ status: 'paid', paid: 2500 });
    // A payment started just now is left to its callback.
    const young = await serviceClient()
      .from('payment_intents')
      .select('status')
      .eq('id', fresh.intent.id)
      .single();
    expect(young.data?.status).toBe('pending');
    const events = await serviceClient()
      .from('payment_events')
      .select('kind, result')
      .eq('intent_id', intent.id)
      .eq('kind', 'poll');
    expect(events.data?.filter((e) => /^Credited as receipt/.test(e.result))).toHaveLength(1);
    // The payer's receipt link from /payment/success: the PDF for this token, nothing for a made-up one.
    const pdf = await fetch(`${apiUrl()}/functions/v1/payments-receipt?intent=${intent.public_token}`, {
      headers: { apikey: anonKey() },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    const forged = await fetch(`${apiUrl()}/functions/v1/payments-receipt?intent=${'0'.repeat(64)}`, {
      headers: { apikey: anonKey() },
    });
    expect(forged.status).toBe(404);
    expect((await forged.json()).error).toMatch(/not valid/);
    const notYet = await fetch(
      `${apiUrl()}/functions/v1/payments-receipt?intent=${fresh.intent.public_token}`,
      {
        headers: { apikey: anonKey() },
      },
    );
    expect(notYet.status).toBe(404);
    expect((await notYet.json()).error).toMatch(/no receipt yet/);
    const serviceMayNotRefund = await staffFn(serviceRoleKey(), { action: 'refund', intent_id: intent.id });
    expect(serviceMayNotRefund.status).toBe(403);
  });

  it('the job payments.reconcile-stuck settles a lost callback by itself, once: a second run credits nothing', async () => {
    const { inv, intent } = await lostCallback(1800, 3);
    const boss = await userWithRole('superadmin');
    // Settings → Scheduled jobs lists it, on by default.
    const jobs = await boss.client.rpc('admin_list_jobs');
    expect(jobs.error).toBeNull();
    expect(jobs.data).toContainEqual(
      expect.objectContaining({ name: 'payments.reconcile-stuck', enabled: true, run_every_seconds: 120 }),
    );
    const runJob = async () => {
      const run = await boss.client.rpc('admin_run_job_now', { job_name: 'payments.reconcile-stuck' });
      expect(run.error).toBeNull();
      expect(run.data).toEqual([{ job: 'payments.reconcile-stuck', status: 'succeeded', error: null }]);
    };
    await runJob();
    // The job queued a call of payments-staff; the server makes it at once (no outside scheduler).
    const deadline = Date.now() + 20_000;
    while ((await invoiceState(inv.id)).status !== 'paid') {
      if (Date.now() > deadline) throw new Error('the job never settled the lost callback');
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await invoiceState(inv.id)).toMatchObject({ status: 'paid', paid: 1800 });
    const settled = await serviceClient()
      .from('payment_intents')
      .select('status')
      .eq('id', intent.id)
      .single();
    expect(settled.data?.status).toBe('succeeded');

    // The second run finds nothing stuck for this intent: still one payment, one crediting poll.
    await runJob();
    await new Promise((r) => setTimeout(r, 1500));
    expect(await paymentsOf(inv.id)).toHaveLength(1);
    const polls = await serviceClient()
      .from('payment_events')
      .select('result')
      .eq('intent_id', intent.id)
      .eq('kind', 'poll');
    expect(polls.data?.filter((e) => /^Credited as receipt/.test(e.result))).toHaveLength(1);
  });

  it('an admin presses "Check now" on one stuck payment; staff are refused', async () => {
    const { admin, staff } = await people();
    const { inv, intent } = await lostCallback(1200, 0);
    const refused = await staffFn(await tokenOf(staff), { action: 'check', intent_id: intent.id });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/Only an admin/);
    const checked = await staffFn(await tokenOf(admin), { action: 'check', intent_id: intent.id });
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({ asked: true, status: 'succeeded', credited: true });
    const again = await staffFn(await tokenOf(admin), { action: 'check', intent_id: intent.id });
    expect(again.body).toMatchObject({
      asked: false,
      credited: false,
      note: 'Already succeeded: nothing to ask',
    });
    expect(await paymentsOf(inv.id)).toHaveLength(1);
  });
});

describe('Refunds from the staff screen', () => {
  it('an admin refunds part of a sandbox payment; a double click is one refund; the invoice owes the part again', async () => {
    const { admin, staff } = await people();
    const inv = await issuedInvoice(4000);
    const intent = await sandboxIntent(inv.token, '4000');
    const paid = await settle({
      provider_reference: intent.provider_reference,
      outcome: 'succeeded',
      transaction_id: `SBTR${Date.now().toString(36).toUpperCase()}`,
      amount: '4000',
      currency: 'KES',
    });
    expect(paid.data).toMatchObject({ credited: true });
    const press = { action: 'refund', intent_id: intent.id, amount: '1000', reason: 'One item returned' };
    const staffTry = await staffFn(await tokenOf(staff), { ...press, key: 'staff-key-123' });
    expect(staffTry.status).toBe(403);

    const key = `press-${Date.now().toString(36)}`;
    const token = await tokenOf(admin);
    const [a, b] = await Promise.all([staffFn(token, { ...press, key }), staffFn(token, { ...press, key })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const done = await staffFn(token, { ...press, key });
    expect(done.body.refund).toMatchObject({ status: 'succeeded' });
    const refunds = await admin
      .from('payment_refunds')
      .select('status, provider_refund_reference')
      .eq('intent_id', intent.id);
    expect(refunds.data).toEqual([
      { status: 'succeeded', provider_refund_reference: expect.stringMatching(/^SBR-/) },
    ]);
    expect(await invoiceState(inv.id)).toEqual({ status: 'partially_paid', paid: 3000, due: 1000 });

    const refusedBySandbox = await staffFn(token, { ...press, amount: '0.13', key: `${key}-b` });
    expect(refusedBySandbox.status).toBe(422);
    expect(refusedBySandbox.body.error).toMatch(/The refund did not go through: The sandbox refuses/);
    expect(await invoiceState(inv.id)).toMatchObject({ paid: 3000 });
  });
});
