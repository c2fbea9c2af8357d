// Sending a quotation through the edge functions (ADR 026): quotation-send
// numbers it, stores its PDF in sales-documents/quotations/<id>/ and queues the
// e-mail with it attached; a retry takes no second number; quotation-pdf gives
// staff the stored PDF by id and a client the PDF by the link's token only.
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { callFunction, httpError } from '../../../tests/functions/support.ts';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { serviceClient } from '../../../tests/support/clients.ts';
import { draftQuotation, newCustomer } from './support.ts';

async function textOf(bytes: ArrayBuffer) {
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(doc, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('staff send a quotation by e-mail', () => {
  it('numbers it, stores and attaches the PDF, links the public page; sending again re-queues with the same number', async () => {
    const staff = await userWithRole('staff');
    const customer = await newCustomer(staff.client, 'Mumias Sugar');
    const draft = await draftQuotation(staff.client, customer.id);
    const send = () =>
      staff.client.functions.invoke('quotation-send', {
        body: { id: draft.id, to: ['procurement@example.test'], origin: 'https://safeworks.example' },
      });
    const first = await send();
    expect(first.error).toBeNull();
    const { email_id, number, public_url } = first.data as {
      email_id: string;
      number: string;
      public_url: string;
    };
    expect(number).toMatch(/^QUO-\d{4}-\d{4,}$/);
    // On the configured site URL: the origin the caller sent (another host) is not used (ADR 035).
    expect(public_url).toMatch(/^https?:\/\/[^/]+\/quotation\/[0-9a-f]{64}$/);
    expect(public_url).not.toContain('safeworks.example');

    const mail = await serviceClient().from('email_outbox').select('attachments').eq('id', email_id).single();
    expect(mail.data?.attachments).toEqual([
      expect.objectContaining({ path: `quotations/${draft.id}/${number}.pdf`, filename: `${number}.pdf` }),
    ]);
    const stored = await staff.client.storage
      .from('sales-documents')
      .download(`quotations/${draft.id}/${number}.pdf`);
    expect(stored.error).toBeNull();
    const text = await textOf(await stored.data!.arrayBuffer());
    expect(text).toContain(number);
    expect(text).toContain(customer.name);
    expect(text).toContain('Fire safety audit');

    const again = await send();
    expect(again.error).toBeNull();
    expect((again.data as { number: string }).number).toBe(number);
    expect((again.data as { email_id: string }).email_id).not.toBe(email_id);

    // Staff download: the stored PDF, named after the number.
    const res = await callFunction(`quotation-pdf?id=${draft.id}`, {
      headers: {
        authorization: `Bearer ${(await staff.client.auth.getSession()).data.session?.access_token}`,
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${number}.pdf"`);
    expect(await textOf(await res.arrayBuffer())).toContain(number);

    // A client, signed out, with the token only.
    const token = public_url.split('/').at(-1)!;
    const pub = await callFunction(`quotation-pdf?token=${token}`);
    expect(pub.status).toBe(200);
    expect(await textOf(await pub.arrayBuffer())).toContain(number);
    const byId = await callFunction(`quotation-pdf?id=${draft.id}`);
    expect(byId.status).toBe(403);
    const guess = await callFunction(`quotation-pdf?token=${'0'.repeat(64)}`);
    expect(guess.status).toBe(404);
  });

  it('a shop customer cannot send, and an address is required', async () => {
    const staff = await userWithRole('staff');
    const customer = await newCustomer(staff.client);
    const draft = await draftQuotation(staff.client, customer.id);
    const noTo = await staff.client.functions.invoke('quotation-send', { body: { id: draft.id, to: [] } });
    expect((await httpError(noTo.error)).status).toBe(400);
    const shopper = await userWithRole('customer');
    const refused = await shopper.client.functions.invoke('quotation-send', {
      body: { id: draft.id, to: ['x@example.test'] },
    });
    expect((await httpError(refused.error)).status).toBe(403);
    const row = await staff.client.from('quotations').select('status, number').eq('id', draft.id).single();
    expect(row.data).toEqual({ status: 'draft', number: null });
  });
});
