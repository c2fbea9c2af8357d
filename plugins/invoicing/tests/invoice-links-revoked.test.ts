// Issue 20, finding 8 (ADR 036): a revoked client link stays revoked — opening /shop/invoices or a
// reminder going out no longer makes a new one — until staff share the invoice again; and the links a
// shop account was shown stop working for everyone when staff unlink that account.
import { addDays, format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient, serviceClient, signedInClient } from '../../../tests/support/clients.ts';
import { inviteAndAccept } from './shop-invitations-support.ts';

type Client = Awaited<ReturnType<typeof userWithRole>>['client'];
type Row = { id: string; public_path: string | null };

async function world() {
  const [{ client: staff }, { client: admin }] = await Promise.all([
    userWithRole('staff'),
    userWithRole('admin'),
  ]);
  const made = await staff
    .from('customers')
    .insert({
      name: `Athi River Tanners ${Date.now().toString(36)}`,
      email: 'accounts@athi-tanners.example.test',
    })
    .select('id')
    .single();
  expect(made.error).toBeNull();
  const customerId = made.data?.id as string;
  const today = (await serviceClient().rpc('test_company_today')).data as string;
  const saved = await staff.rpc('save_invoice_draft', {
    invoice_id: null,
    draft: {
      customer_id: customerId,
      due_date: today,
      lines: [{ description: 'Noise survey', quantity: '1', unit_price: '36000', tax_code: 'EXEMPT' }],
    },
  });
  expect(saved.error).toBeNull();
  const issued = await admin.rpc('issue_invoice', { invoice_id: saved.data.id });
  expect(issued.error).toBeNull();
  return { staff, customerId, invoiceId: saved.data.id as string, today };
}

async function pathShownTo(shopper: Client, invoiceId: string) {
  const listed = await shopper.rpc('my_invoices');
  expect(listed.error).toBeNull();
  return (listed.data as Row[]).find((r) => r.id === invoiceId)?.public_path ?? null;
}

const tokenOf = (path: string | null) => path?.split('/').pop() ?? '';

async function opens(token: string) {
  const r = await anonClient().rpc('public_invoice', { token });
  return r.error === null && r.data !== null;
}

describe('revoked client links', () => {
  it('a link staff revoked stays revoked when the shop customer opens their invoices or a reminder goes out, until staff share it again', async () => {
    const { staff, customerId, invoiceId, today } = await world();
    const shopper = await signedInClient();
    await inviteAndAccept(staff, customerId, shopper);

    const first = tokenOf(await pathShownTo(shopper.client, invoiceId));
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(await opens(first)).toBe(true);

    expect((await staff.rpc('revoke_invoice_link', { invoice_id: invoiceId })).error).toBeNull();
    expect(await opens(first)).toBe(false);
    // The shop page lists the invoice without a link, and makes none.
    expect(await pathShownTo(shopper.client, invoiceId)).toBeNull();
    expect((await staff.from('invoice_links').select('token').eq('invoice_id', invoiceId)).data).toEqual([]);

    // A reminder goes out without a link, and makes none.
    const overdue = format(addDays(new Date(`${today}T00:00:00`), 7), 'yyyy-MM-dd');
    const ran = await serviceClient().rpc('test_queue_invoice_reminders', {
      on_date: overdue,
      invoice_ids: [invoiceId],
    });
    expect(ran.error).toBeNull();
    const reminder = await staff
      .from('invoice_reminders')
      .select('email_id')
      .eq('invoice_id', invoiceId)
      .eq('status', 'queued')
      .single();
    expect(reminder.error).toBeNull();
    const mail = await serviceClient()
      .from('email_outbox')
      .select('template_data')
      .eq('id', reminder.data?.email_id as string)
      .single();
    expect(mail.data?.template_data?.invoice?.url ?? null).toBeNull();
    expect((await staff.from('invoice_links').select('token').eq('invoice_id', invoiceId)).data).toEqual([]);

    // Staff share it again: a new link, which the shop page shows.
    const shared = await staff.rpc('invoice_link', { invoice_id: invoiceId });
    expect(shared.error).toBeNull();
    const second = (shared.data as { token: string }).token;
    expect(second).not.toBe(first);
    expect(tokenOf(await pathShownTo(shopper.client, invoiceId))).toBe(second);
    expect(await opens(second)).toBe(true);
    expect(await opens(first)).toBe(false);
    const events = await staff
      .from('record_events')
      .select('kind')
      .eq('record_type', 'invoices')
      .eq('record_id', invoiceId)
      .in('kind', ['invoicing.invoice_link_revoked', 'invoicing.invoice_link_shared']);
    expect(events.data?.map((e) => e.kind).sort()).toEqual([
      'invoicing.invoice_link_revoked',
      'invoicing.invoice_link_shared',
    ]);
  });

  it('unlinking a shop account stops the links it was shown; the customer’s other account gets a new one', async () => {
    const { staff, customerId, invoiceId } = await world();
    const leaver = await signedInClient();
    const stayer = await signedInClient();
    await inviteAndAccept(staff, customerId, leaver);
    await inviteAndAccept(staff, customerId, stayer);
    const seen = tokenOf(await pathShownTo(leaver.client, invoiceId));
    expect(await opens(seen)).toBe(true);

    const unlinked = await staff.rpc('unlink_customer_account', {
      customer_id: customerId,
      user_id: leaver.user.id,
    });
    expect(unlinked.error).toBeNull();
    expect(await opens(seen)).toBe(false);
    expect((await leaver.client.rpc('my_invoices')).data).toEqual([]);

    const fresh = tokenOf(await pathShownTo(stayer.client, invoiceId));
    expect(fresh).toMatch(/^[0-9a-f]{64}$/);
    expect(fresh).not.toBe(seen);
    expect(await opens(fresh)).toBe(true);
    const events = await staff
      .from('record_events')
      .select('body')
      .eq('record_type', 'invoices')
      .eq('record_id', invoiceId)
      .eq('kind', 'invoicing.invoice_link_revoked');
    expect(events.data?.[0]?.body).toContain(leaver.email);
  });
});
