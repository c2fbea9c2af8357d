// POS documents through supabase-js (issue 25, ADR 076): a closed session's Z report as a PDF for an
// admin or a cashier of that session (not another session's cashier, not a customer); a purchase
// order e-mailed to its supplier with its PDF attached, once however often it is clicked, on the
// order's timeline, refused in words when the supplier has no address; a till receipt e-mailed to a
// customer through the outbox, once per request.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderEmail } from '../../../kernel/functions/_shared/mail-render.ts';
import { httpError } from '../../../tests/functions/support.ts';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { serviceClient } from '../../../tests/support/clients.ts';
import { purchaseOrderSchema } from '../purchasing-shapes.ts';
import { locationIds, saleOf, stockedItem, tillLocations } from './support.ts';

let n = 0;
function stamp() {
  n += 1;
  return `${Date.now().toString(36)}${process.pid}${n}`;
}

async function pdfText(bytes: ArrayBuffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** A function's answer as { status, body }: the PDF's bytes or the JSON (or error JSON). */
async function invoke(client: SupabaseClient, name: string, body: Record<string, unknown>) {
  const { data, error } = await client.functions.invoke(name, { body });
  if (error) {
    const answer = await httpError(error);
    return { status: answer.status, body: answer.body as { error: string }, bytes: null };
  }
  if (data instanceof Blob) return { status: 200, body: null, bytes: await data.arrayBuffer() };
  return { status: 200, body: data, bytes: null };
}

async function closedSession(cashier: SupabaseClient, admin: SupabaseClient) {
  const code = `z-${stamp()}`.slice(0, 30);
  const loc = await admin
    .from('pos_locations')
    .insert({ code, name: `Till ${code}` })
    .select('id')
    .single();
  expect(loc.error).toBeNull();
  const till = loc.data?.id as string;
  const item = await stockedItem(admin, { price: '250.00' });
  expect(
    (
      await admin.rpc('pos_receive_stock', {
        p_item: item.id,
        p_location: till,
        p_quantity: 5,
        p_unit_cost: '100',
      })
    ).error,
  ).toBeNull();
  const session = randomUUID();
  expect(
    (await cashier.rpc('pos_open_session', { p_session: session, p_location: till, p_float: '500' })).error,
  ).toBeNull();
  // 2 × 250 + 16 % VAT = 580.
  const sold = await cashier.rpc('pos_record_sale', {
    p_sale: saleOf(till, [{ catalog_item_id: item.id, quantity: 2 }], [{ method: 'cash', amount: '600' }]),
  });
  expect(sold.error).toBeNull();
  const closed = await cashier.rpc('pos_close_session', {
    p_session: session,
    p_counted: { cash: '1075' },
    p_note: 'Short by five',
  });
  expect(closed.error).toBeNull();
  return { session, z: closed.data.z_number as string, till };
}

describe('the Z report as a PDF', () => {
  it('a cashier who closed the session downloads its Z report, with the letterhead and the counted difference', async () => {
    const [admin, cashier] = await Promise.all([userWithRole('admin'), userWithRole('staff')]);
    const { session, z } = await closedSession(cashier.client, admin.client);
    const got = await invoke(cashier.client, 'pos-z-report', { session_id: session });
    expect(got.status).toBe(200);
    const text = await pdfText(got.bytes as ArrayBuffer);
    const { data: org } = await admin.client.from('organizations').select('name').eq('id', 1).single();
    expect(text).toContain('Z REPORT');
    expect(text).toContain(z);
    expect(text).toContain(org?.name as string);
    // Expected cash 500 + 580 = 1,080; counted 1,075.
    expect(text).toContain('1,080.00');
    expect(text).toContain('-5.00');
    expect(text).toContain('Short by five');
    // An admin may too.
    expect((await invoke(admin.client, 'pos-z-report', { session_id: session })).status).toBe(200);
  });

  it('a cashier of another session, a customer and a stranger cannot fetch it; an open session has none yet', async () => {
    const [admin, cashier, other, customer] = await Promise.all([
      userWithRole('admin'),
      userWithRole('staff'),
      userWithRole('staff'),
      userWithRole('customer'),
    ]);
    const { session, z } = await closedSession(cashier.client, admin.client);
    const refused = await invoke(other.client, 'pos-z-report', { session_id: session });
    expect(refused).toMatchObject({
      status: 403,
      body: { error: `Only an admin or a cashier of this session can download its Z report (${z})` },
    });
    const direct = await other.client.rpc('pos_z_report', { p_session: session });
    expect(direct.error?.code).toBe('42501');
    expect((await invoke(customer.client, 'pos-z-report', { session_id: session })).status).toBe(403);
    expect((await customer.client.rpc('pos_z_report', { p_session: session })).error?.code).toBe('42501');
    expect((await invoke(cashier.client, 'pos-z-report', { session_id: randomUUID() })).status).toBe(404);

    const open = randomUUID();
    const loc = await admin.client
      .from('pos_locations')
      .insert({ code: `zo-${stamp()}`.slice(0, 30), name: 'Open till' })
      .select('id')
      .single();
    await cashier.client.rpc('pos_open_session', { p_session: open, p_location: loc.data?.id, p_float: '0' });
    expect(await invoke(cashier.client, 'pos-z-report', { session_id: open })).toMatchObject({
      status: 409,
      body: {
        error:
          'This session is still open: its Z report is made when it is closed (the X report is on the screen)',
      },
    });
  });
});

async function draftOrder(staff: SupabaseClient, admin: SupabaseClient, email: string | null) {
  const item = await stockedItem(admin);
  const { shop } = await locationIds(staff);
  const sup = await staff
    .from('pos_suppliers')
    .insert({ name: `Usalama Supplies ${stamp()}`, contact_name: 'Peter Otieno', email })
    .select('id, name')
    .single();
  expect(sup.error).toBeNull();
  const id = randomUUID();
  const saved = await staff.rpc('pos_save_purchase_order', {
    p_order: {
      id,
      supplier_id: sup.data?.id,
      location_id: shop,
      lines: [{ catalog_item_id: item.id, quantity: '12', unit_cost: '406.125' }],
    },
  });
  expect(saved.error).toBeNull();
  return { id, number: saved.data.number as string, supplier: sup.data as { id: string; name: string } };
}

/** The message as the sender renders it: the template from the database with the queued data. */
async function rendered(mail: { template: string; template_data: Record<string, unknown> }) {
  const { data: t } = await serviceClient()
    .from('email_templates')
    .select('subject, html_body, text_body')
    .eq('key', mail.template)
    .single();
  return renderEmail(t as { subject: string; html_body: string }, mail.template_data, { name: 'Safeworks' });
}

const mailsAbout = async (type: string, id: string) =>
  (
    await serviceClient()
      .from('email_outbox')
      .select('id, template, to_addresses, template_data, attachments')
      .eq('record_type', type)
      .eq('record_id', id)
  ).data ?? [];

describe('sending a purchase order by e-mail', () => {
  it('a buyer sends a draft once, however often it is clicked: the PDF attached, the order sent, on its timeline', async () => {
    const [admin, staff] = await Promise.all([
      userWithRole('admin'),
      userWithRole('staff', { name: 'Grace Wambui' }),
    ]);
    const po = await draftOrder(staff.client, admin.client, 'orders@usalama.example');

    const pdf = await invoke(staff.client, 'pos-purchase-order', { order_id: po.id });
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.bytes as ArrayBuffer);
    expect(text).toContain('PURCHASE ORDER');
    expect(text).toContain(po.number);
    // 12 × 406.125 = 4,873.50; the unit cost keeps its third decimal.
    expect(text).toContain('406.125');
    expect(text).toContain('4,873.50');

    const [a, b] = await Promise.all([
      invoke(staff.client, 'pos-purchase-order', { order_id: po.id, send: true }),
      invoke(staff.client, 'pos-purchase-order', { order_id: po.id, send: true }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body, b.body].map((x) => (x as { already: boolean }).already).sort()).toEqual([false, true]);
    const order = purchaseOrderSchema.parse(a.body);
    expect(order).toMatchObject({ status: 'sent', emailed_to: 'orders@usalama.example' });

    const mails = await mailsAbout('pos_purchase_orders', po.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      template: 'pos_purchase_order',
      to_addresses: ['orders@usalama.example'],
      template_data: {
        supplier: { name: po.supplier.name, contact: 'Peter Otieno' },
        order: { number: po.number, total: 'KES 4,873.50', deliver_to: 'Shop' },
        sender: { name: 'Grace Wambui' },
      },
    });
    expect(mails[0]?.attachments).toEqual([
      expect.objectContaining({ bucket: 'sales-documents', filename: `${po.number}.pdf` }),
    ]);
    const message = await rendered(mails[0] as never);
    expect(message.subject).toBe(`Purchase order ${po.number} from Safeworks`);
    expect(message.text).toContain('Dear Peter Otieno');
    expect(message.text).toContain('KES 4,873.50');
    expect(mails[0]?.attachments[0].path).toMatch(new RegExp(`^purchase-orders/${po.id}/[0-9a-f]{16}/`));

    const events = await staff.client
      .from('record_events')
      .select('kind, body')
      .eq('record_type', 'pos_purchase_orders')
      .eq('record_id', po.id);
    expect(events.data).toContainEqual({
      kind: 'pos.purchase_order_sent',
      body: `Purchase order ${po.number} e-mailed to ${po.supplier.name} (orders@usalama.example)`,
    });

    // Later clicks answer the same order and send nothing.
    const later = await invoke(staff.client, 'pos-purchase-order', { order_id: po.id, send: true });
    expect(later.body).toMatchObject({ already: true, status: 'sent' });
    expect(await mailsAbout('pos_purchase_orders', po.id)).toHaveLength(1);
  });

  it('a supplier without an e-mail address is named, and the order stays a draft; a customer cannot send', async () => {
    const [admin, staff, customer] = await Promise.all([
      userWithRole('admin'),
      userWithRole('staff'),
      userWithRole('customer'),
    ]);
    const po = await draftOrder(staff.client, admin.client, null);
    const refused = await invoke(staff.client, 'pos-purchase-order', { order_id: po.id, send: true });
    expect(refused).toMatchObject({
      status: 422,
      body: {
        error: `${po.supplier.name} has no valid e-mail address: add one under Suppliers, then send the order again`,
      },
    });
    const still = await staff.client.rpc('pos_purchase_order', { p_order: po.id });
    expect(still.data).toMatchObject({ status: 'draft', emailed_at: null });
    expect(await mailsAbout('pos_purchase_orders', po.id)).toEqual([]);

    expect(
      (await invoke(customer.client, 'pos-purchase-order', { order_id: po.id, send: true })).status,
    ).toBe(403);
    const direct = await customer.client.rpc('pos_send_purchase_order', {
      p_order: po.id,
      p_pdf_path: `purchase-orders/${po.id}/x/${po.number}.pdf`,
    });
    expect(direct.error?.code).toBe('42501');
    // A path the server did not store is never attached.
    await staff.client.from('pos_suppliers').update({ email: 'po@usalama.example' }).eq('id', po.supplier.id);
    const forged = await staff.client.rpc('pos_send_purchase_order', {
      p_order: po.id,
      p_pdf_path: `purchase-orders/${po.id}/x/${po.number}.pdf`,
    });
    expect(forged.error?.code).toBe('P0002');
    expect(await mailsAbout('pos_purchase_orders', po.id)).toEqual([]);
  });
});

describe('e-mailing a till receipt', () => {
  it('a cashier e-mails the receipt once per request, with its lines and totals, on the sale’s timeline', async () => {
    const [admin, staff, customer] = await Promise.all([
      userWithRole('admin'),
      userWithRole('staff'),
      userWithRole('customer'),
    ]);
    const { shop } = await tillLocations(staff.client);
    const item = await stockedItem(admin.client, { price: '1000.00', quantity: 3 });
    const sold = await staff.client.rpc('pos_record_sale', {
      p_sale: saleOf(shop, [{ catalog_item_id: item.id, quantity: 1 }], [{ method: 'cash', amount: '1200' }]),
    });
    expect(sold.error).toBeNull();
    const sale = sold.data as { id: string; number: string };
    const request = randomUUID();
    const send = () =>
      staff.client.rpc('pos_email_receipt', {
        p_request: request,
        p_sale: sale.id,
        p_to: ' Wanjiku@Example.com ',
      });
    const [a, b] = await Promise.all([send(), send()]);
    expect(a.error).toBeNull();
    expect(b.error).toBeNull();
    expect([a.data.already, b.data.already].sort()).toEqual([false, true]);
    expect(a.data.email_id).toBe(b.data.email_id);
    expect(a.data).toMatchObject({ to: 'wanjiku@example.com', number: sale.number });

    const mails = await mailsAbout('pos_sales', sale.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      template: 'pos_receipt',
      to_addresses: ['wanjiku@example.com'],
      template_data: {
        receipt: {
          number: sale.number,
          lines: [{ name: item.name, quantity: '1', total: 'KES 1,160.00' }],
          total: 'KES 1,160.00',
          tax: 'KES 160.00',
          payments: [{ method: 'Cash', amount: 'KES 1,200.00' }],
          change: 'KES 40.00',
        },
      },
    });

    const message = await rendered(mails[0] as never);
    expect(message.subject).toBe(`Your receipt ${sale.number} from Safeworks`);
    expect(message.text).toContain(`1 × ${item.name}`);
    expect(message.text).toContain('Total KES 1,160.00');
    const events = await staff.client
      .from('record_events')
      .select('kind, body')
      .eq('record_type', 'pos_sales')
      .eq('record_id', sale.id);
    expect(events.data).toContainEqual({
      kind: 'pos.receipt_emailed',
      body: `Receipt ${sale.number} e-mailed to wanjiku@example.com`,
    });

    // Another request (the customer asks again) is another message.
    const again = await staff.client.rpc('pos_email_receipt', {
      p_request: randomUUID(),
      p_sale: sale.id,
      p_to: 'wanjiku@example.com',
    });
    expect(again.data.already).toBe(false);
    expect(await mailsAbout('pos_sales', sale.id)).toHaveLength(2);

    const bad = await staff.client.rpc('pos_email_receipt', {
      p_request: randomUUID(),
      p_sale: sale.id,
      p_to: 'not an address',
    });
    expect(bad.error).toMatchObject({
      code: '22023',
      message: "Type the customer's e-mail address (like name@example.com)",
    });
    const stranger = await customer.client.rpc('pos_email_receipt', {
      p_request: randomUUID(),
      p_sale: sale.id,
      p_to: 'me@example.com',
    });
    expect(stranger.error?.code).toBe('42501');
    expect(await mailsAbout('pos_sales', sale.id)).toHaveLength(2);
  });
});
