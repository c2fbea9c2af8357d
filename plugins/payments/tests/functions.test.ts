// The payments functions over HTTP (issue 24, ADR 053): a payer starts from the invoice link and answers the
// sandbox's hosted page; the signed callback settles the invoice; a garbled signature, a bad body and an
// unknown provider are refused and logged; a lost callback is found when the payer's page asks; a superadmin's
// replay from payment testing credits nothing twice.
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonKey, apiUrl, serviceClient } from '../../../tests/support/clients.ts';
import { invoiceState, issuedInvoice, paymentsOf } from './support.ts';

const fn = (name: string, init: RequestInit = {}) =>
  fetch(`${apiUrl()}/functions/v1/${name}`, {
    ...init,
    headers: { apikey: anonKey(), 'Content-Type': 'application/json', ...(init.headers ?? {}) },
  });

async function start(token: string, amount: string) {
  const res = await fn('payments-start', {
    method: 'POST',
    body: JSON.stringify({ invoice_token: token, amount, provider: 'sandbox' }),
  });
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body as { token: string; status_path: string; redirect_path: string };
}

async function choose(redirectPath: string, outcome: string) {
  const res = await fetch(`${apiUrl()}${redirectPath}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `outcome=${outcome}`,
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  return res.headers.get('location') ?? '';
}

const status = async (token: string) => {
  const res = await fn('payments-status', { method: 'POST', body: JSON.stringify({ token }) });
  return (await res.json()) as { status: string; receipt_number: string | null; reason: string | null };
};

describe('Paying an invoice online through the functions', () => {
  it('a signed-out client pays part of an invoice on the sandbox page, lands on the callback page with a receipt, and it is e-mailed', async () => {
    const inv = await issuedInvoice(8000, `accounts.${Date.now().toString(36)}@kitengela-glass.example`);
    const started = await start(inv.token, '3000');
    expect(started.redirect_path).toMatch(/^\/functions\/v1\/payments-sandbox\?ref=SBX-/);
    const page = await fetch(`${apiUrl()}${started.redirect_path}`);
    expect(await page.text()).toMatch(/KES 3,000\.00/);
    const back = await choose(started.redirect_path, 'succeeded');
    expect(back).toMatch(new RegExp(`/payment/callback\\?intent=${started.token}$`));
    const s = await status(started.token);
    expect(s.status).toBe('succeeded');
    expect(s.receipt_number).toMatch(/^RCT-/);
    expect(await invoiceState(inv.id)).toEqual({ status: 'partially_paid', paid: 3000, due: 5000 });
    // The receipt went out through the outbox, with its PDF, as staff would send it.
    const mail = await serviceClient()
      .from('email_outbox')
      .select('template, to_addresses, attachments')
      .eq('record_id', inv.customerId)
      .eq('template', 'payment_receipt');
    expect(mail.data).toHaveLength(1);
    expect(JSON.stringify(mail.data?.[0]?.attachments)).toMatch(/receipts\//);
    // Choosing again (a double click, the back button) changes nothing.
    await choose(started.redirect_path, 'succeeded');
    expect(await paymentsOf(inv.id)).toHaveLength(1);
  });

  it('a declined payment ends failed with a reason in words; a tampered status request reads nothing', async () => {
    const inv = await issuedInvoice(1500);
    const started = await start(inv.token, '1500');
    await choose(started.redirect_path, 'failed');
    const s = await status(started.token);
    expect(s).toMatchObject({ status: 'failed', receipt_number: null });
    expect(s.reason).toMatch(/did not go through/);
    const tampered = await fn('payments-status', {
      method: 'POST',
      body: JSON.stringify({ token: 'x'.repeat(64) }),
    });
    expect(tampered.status).toBe(404);
  });

  it('callbacks with a bad signature, a broken body or for an unknown provider are refused in words and logged', async () => {
    const inv = await issuedInvoice(900);
    const started = await start(inv.token, '900');
    const ref = new URL(`${apiUrl()}${started.redirect_path}`).searchParams.get('ref');
    const forged = await fn('payments-webhook?provider=sandbox', {
      method: 'POST',
      headers: { 'x-sandbox-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` },
      body: JSON.stringify({
        reference: ref,
        outcome: 'succeeded',
        transaction_id: 'SBTFORGED',
        amount: '900.00',
        currency: 'KES',
      }),
    });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ error: 'Bad signature' });
    const broken = await fn('payments-webhook?provider=sandbox', { method: 'POST', body: '{not json' });
    expect(broken.status).toBe(400);
    const nobody = await fn('payments-webhook?provider=paypal', { method: 'POST', body: '{}' });
    expect(nobody.status).toBe(404);
    const events = await serviceClient()
      .from('payment_events')
      .select('kind, result, intent_id')
      .eq('provider', 'sandbox')
      .eq('kind', 'rejected')
      .order('id', { ascending: false })
      .limit(5);
    expect(events.data?.map((e) => e.result)).toEqual(
      expect.arrayContaining(['Refused: Bad signature', 'Refused: The body is not JSON']),
    );
    expect(await paymentsOf(inv.id)).toHaveLength(0);
  });

  it('a superadmin rehearses a lost callback, finds it by checking the status, and a replayed callback credits nothing twice', async () => {
    const sa = await userWithRole('superadmin');
    const session = (await sa.client.auth.getSession()).data.session;
    const admin = (body: unknown) =>
      fn('payments-admin', {
        method: 'POST',
        headers: { Authorization: `Bearer ${session?.access_token}` },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: await r.json() }));
    const staff = await userWithRole('staff');
    const staffSession = (await staff.client.auth.getSession()).data.session;
    const refused = await fn('payments-admin', {
      method: 'POST',
      headers: { Authorization: `Bearer ${staffSession?.access_token}` },
      body: JSON.stringify({ action: 'rehearse', scenario: 'success' }),
    });
    expect(refused.status).toBe(403);

    const lost = await admin({ action: 'rehearse', scenario: 'timeout' });
    expect(lost.status, JSON.stringify(lost.body)).toBe(200);
    const pending = await serviceClient()
      .from('payment_intents')
      .select('status')
      .eq('id', lost.body.intent_id)
      .single();
    expect(pending.data?.status).toBe('pending');
    const checked = await admin({ action: 'check-status', intent_id: lost.body.intent_id });
    expect(checked.body).toMatchObject({ asked: true, status: 'succeeded', credited: true });

    const dup = await admin({ action: 'rehearse', scenario: 'duplicate' });
    expect(dup.body.deliveries).toHaveLength(5);
    const callbacks = await sa.client
      .from('payment_events')
      .select('id, kind')
      .eq('intent_id', dup.body.intent_id)
      .eq('kind', 'callback')
      .order('id');
    expect(callbacks.data).toHaveLength(5);
    const replayed = await admin({ action: 'replay', event_id: callbacks.data?.[0]?.id });
    expect(replayed.body.replayed.answer).toMatchObject({ status: 'succeeded' });
    expect(replayed.body.replayed.answer.result).toMatch(/Already credited/);
    const allocations = await serviceClient()
      .from('payment_allocations')
      .select('payment_id')
      .eq('invoice_id', dup.body.invoice_id);
    expect(allocations.data).toHaveLength(1);
  });
});
