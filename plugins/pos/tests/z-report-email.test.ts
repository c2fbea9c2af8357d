// The Z report e-mailed at close (issue 25, ADR 091) through supabase-js: closing a session at the till
// (the pos-z-report function) queues one 'pos_z_report' e-mail to the firm's superadmins and admins with
// the Z report's PDF attached, in the close's transaction; closing again, or twice at once, sends nothing
// more; a sale that lands while the report is printed is not left out of it; a close that cannot queue its
// e-mail does not happen; a close through the API alone still e-mails, with a link.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderEmail } from '../../../kernel/functions/_shared/mail-render.ts';
import { httpError } from '../../../tests/functions/support.ts';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { serviceClient } from '../../../tests/support/clients.ts';
import { saleOf, stockedItem } from './support.ts';

const COUNTED = { cash: '1075' };

async function invoke(client: SupabaseClient, body: Record<string, unknown>) {
  const { data, error } = await client.functions.invoke('pos-z-report', { body });
  if (error) {
    const answer = await httpError(error);
    return { status: answer.status, body: answer.body as Record<string, unknown> };
  }
  return { status: 200, body: data as Record<string, unknown> };
}

/** A till of its own with a session open (float 500) and one sale of 580 in cash. */
async function openTill() {
  const [admin, cashier] = await Promise.all([userWithRole('admin'), userWithRole('staff')]);
  const code = `zm-${Date.now().toString(36)}${randomUUID().slice(0, 6)}`;
  const loc = await admin.client
    .from('pos_locations')
    .insert({ code, name: `Till ${code}` })
    .select('id')
    .single();
  expect(loc.error).toBeNull();
  const till = loc.data?.id as string;
  const item = await stockedItem(admin.client, { price: '250.00' });
  const received = await admin.client.rpc('pos_receive_stock', {
    p_item: item.id,
    p_location: till,
    p_quantity: 10,
    p_unit_cost: '100',
  });
  expect(received.error).toBeNull();
  const session = randomUUID();
  const opened = await cashier.client.rpc('pos_open_session', {
    p_session: session,
    p_location: till,
    p_float: '500',
  });
  expect(opened.error).toBeNull();
  const sell = async () => {
    // 2 × 250 + 16 % VAT = 580.
    const sold = await cashier.client.rpc('pos_record_sale', {
      p_sale: saleOf(till, [{ catalog_item_id: item.id, quantity: 2 }], [{ method: 'cash', amount: '580' }]),
    });
    expect(sold.error).toBeNull();
  };
  await sell();
  return { admin, cashier, session, sell };
}

async function zMails(session: string) {
  const { data, error } = await serviceClient()
    .from('email_outbox')
    .select('id, to_addresses, template, template_data, attachments')
    .eq('record_type', 'pos_sessions')
    .eq('record_id', session);
  expect(error).toBeNull();
  return data ?? [];
}

async function sessionRow(session: string) {
  const { data } = await serviceClient()
    .from('pos_sessions')
    .select('closed_at, z_number, z_email_id')
    .eq('id', session)
    .single();
  return data as { closed_at: string | null; z_number: string | null; z_email_id: string | null };
}

/** Who should get it: active superadmins, then admins, longest-serving first, at most 50. */
async function expectedRecipients() {
  const { data } = await serviceClient()
    .from('profiles')
    .select('email, role, created_at')
    .eq('is_active', true)
    .in('role', ['admin', 'superadmin'])
    .not('email', 'is', null)
    .order('created_at')
    .limit(1000);
  const rows = (data ?? []) as { email: string; role: string }[];
  return [...rows.filter((r) => r.role === 'superadmin'), ...rows.filter((r) => r.role === 'admin')]
    .map((r) => r.email.trim().toLowerCase())
    .slice(0, 50);
}

describe('the Z report e-mailed at close', () => {
  it('closing at the till e-mails the Z report to the superadmins and admins with its PDF attached, once', async () => {
    const { cashier, session } = await openTill();
    // A disabled admin is not told.
    const gone = await userWithRole('admin');
    await serviceClient().from('profiles').update({ is_active: false }).eq('auth_id', gone.id);

    const closed = await invoke(cashier.client, {
      session_id: session,
      close: { counted: COUNTED, note: 'Short by five' },
    });
    expect(closed.status).toBe(200);
    const z = closed.body.z_number as string;
    expect(z).toMatch(/^Z-\d{4}-\d{6}$/);
    expect(closed.body).toMatchObject({
      status: 'closed',
      already: false,
      emailed: true,
      difference: '-5.00',
    });

    const mails = await zMails(session);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.template).toBe('pos_z_report');
    expect(mail.to_addresses).toEqual(await expectedRecipients());
    expect(mail.to_addresses).not.toContain(gone.email.toLowerCase());
    expect(mail.to_addresses).not.toContain(cashier.email.toLowerCase());
    expect(mail.template_data).toMatchObject({
      z: {
        number: z,
        sales_count: 1,
        sales_total: 'KES 580.00',
        difference: 'KES -5.00',
        note: 'Short by five',
      },
    });
    const [file] = mail.attachments as { bucket: string; path: string; filename: string; sha256?: string }[];
    expect(file).toMatchObject({ bucket: 'sales-documents', filename: `${z}.pdf` });
    expect(file?.path.startsWith(`z-reports/${session}/`)).toBe(true);
    expect(file?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect((await sessionRow(session)).z_email_id).toBe(mail.id);
    // As the sender renders it: the seeded template with the queued data.
    const { data: template } = await serviceClient()
      .from('email_templates')
      .select('subject, html_body, text_body')
      .eq('key', 'pos_z_report')
      .single();
    const message = await renderEmail(
      template as { subject: string; html_body: string },
      mail.template_data as Record<string, unknown>,
      { name: 'Safeworks' },
    );
    expect(message.subject).toMatch(new RegExp(`^Z report ${z}: Till zm-\\S+ closed by staff `));
    expect(message.text).toContain('Short by five');
    expect(message.text).toContain('The Z report is attached.');

    // The attached PDF is the Z report that was closed: its number, the difference, the note.
    const pdf = await serviceClient().storage.from('sales-documents').download(file!.path);
    expect(pdf.error).toBeNull();
    const doc = await getDocumentProxy(new Uint8Array(await pdf.data!.arrayBuffer()));
    const text = (await extractText(doc, { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(text).toContain(z);
    expect(text).toContain('Short by five');

    // Closing again answers the same Z report and sends nothing more.
    const again = await invoke(cashier.client, { session_id: session, close: { counted: COUNTED } });
    expect(again.body).toMatchObject({ z_number: z, already: true, emailed: true });
    expect(await zMails(session)).toHaveLength(1);
  });

  it('two closes at once: one Z report, one e-mail', async () => {
    const { cashier, session } = await openTill();
    const both = await Promise.all([
      invoke(cashier.client, { session_id: session, close: { counted: COUNTED } }),
      invoke(cashier.client, { session_id: session, close: { counted: COUNTED } }),
    ]);
    expect(both.map((b) => b.status)).toEqual([200, 200]);
    expect(new Set(both.map((b) => b.body.z_number)).size).toBe(1);
    expect(both.map((b) => b.body.already).sort()).toEqual([false, true]);
    expect(await zMails(session)).toHaveLength(1);
  });

  it('a sale made while the report was printed is not left out: that close is refused whole, the next one counts it', async () => {
    const { cashier, session, sell } = await openTill();
    const preview = await cashier.client.rpc('pos_close_preview', { p_session: session, p_counted: COUNTED });
    expect(preview.error).toBeNull();
    const { already: _a, ...printed } = preview.data as Record<string, unknown>;
    expect(printed).toMatchObject({ status: 'closed', sales_count: 1 });
    // The dry run wrote nothing but the Z number it reserved.
    expect(await sessionRow(session)).toMatchObject({ closed_at: null, z_number: null });

    await sell();
    const stale = await cashier.client.rpc('pos_close_session', {
      p_session: session,
      p_counted: COUNTED,
      p_report: printed,
      p_pdf_path: `z-reports/${session}/stale/${printed.z_number}.pdf`,
    });
    expect(stale.error?.code).toBe('40001');
    expect(await sessionRow(session)).toMatchObject({ closed_at: null, z_number: null, z_email_id: null });
    expect(await zMails(session)).toHaveLength(0);

    // Through the till it is printed again with both sales, under the number reserved for it.
    const closed = await invoke(cashier.client, {
      session_id: session,
      close: { counted: { cash: '1660' } },
    });
    expect(closed.body).toMatchObject({ z_number: printed.z_number, sales_count: 2, difference: '0.00' });
    expect(await zMails(session)).toHaveLength(1);
  });

  it('a close whose e-mail cannot be queued does not happen: a PDF the server did not make is refused, the session stays open', async () => {
    const { cashier, session } = await openTill();
    const preview = await cashier.client.rpc('pos_close_preview', { p_session: session, p_counted: COUNTED });
    const { already: _a, ...printed } = preview.data as Record<string, unknown>;
    const forged = await cashier.client.rpc('pos_close_session', {
      p_session: session,
      p_counted: COUNTED,
      p_report: printed,
      p_pdf_path: `z-reports/${session}/forged/${printed.z_number}.pdf`,
    });
    expect(forged.error?.code).toBe('P0002');
    const elsewhere = await cashier.client.rpc('pos_close_session', {
      p_session: session,
      p_counted: COUNTED,
      p_report: printed,
      p_pdf_path: `purchase-orders/${randomUUID()}/x/PO.pdf`,
    });
    expect(elsewhere.error?.code).toBe('22023');
    expect(await sessionRow(session)).toMatchObject({ closed_at: null, z_number: null });
    expect(await zMails(session)).toHaveLength(0);
  });

  it('a close through the API without the printed report still e-mails the admins, with a link to the report', async () => {
    const { cashier, session } = await openTill();
    const closed = await cashier.client.rpc('pos_close_session', { p_session: session, p_counted: COUNTED });
    expect(closed.error).toBeNull();
    expect(closed.data).toMatchObject({ already: false, emailed: true });
    const [mail, ...more] = await zMails(session);
    expect(more).toHaveLength(0);
    expect(mail?.attachments).toEqual([]);
    expect(mail?.template_data).toMatchObject({ z: { attached: false } });
    const link = (mail?.template_data as { z?: { link?: string } } | undefined)?.z?.link;
    expect(link).toMatch(new RegExp(`/dashboard/pos/sessions/${session}$`));
  });
});
