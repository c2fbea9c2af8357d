// PDFs a client opens by a link's token (issue 20 #13, #14, #18c; ADR 035):
// invoice-pdf and quotation-pdf render once per document state and serve the
// same bytes from memory until the state changes (a payment, an answer); the
// requests for one link are limited (429 with Retry-After); a withdrawn link is
// 410, an unknown one 404; quotation-pdf takes no other host as ?origin=.
import type { SupabaseClient } from '@supabase/supabase-js';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { callFunction } from '../../../tests/functions/support.ts';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient } from '../../../tests/support/clients.ts';
import { draftQuotation, newCustomer } from './support.ts';

async function textOf(bytes: ArrayBuffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const invoicePdf = (token: string) =>
  callFunction('invoice-pdf', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });

let n = 0;
async function issuedInvoice(staff: SupabaseClient, admin: SupabaseClient) {
  n += 1;
  const customer = await staff
    .from('customers')
    .insert({ name: `Kakuzi ${Date.now().toString(36)}${n}` })
    .select('id')
    .single();
  expect(customer.error).toBeNull();
  const saved = await staff.rpc('save_invoice_draft', {
    invoice_id: null,
    draft: {
      customer_id: customer.data?.id,
      lines: [{ description: 'Ergonomics assessment', quantity: 1, unit_price: '40000', tax_code: 'VAT' }],
    },
  });
  expect(saved.error).toBeNull();
  const issued = await admin.rpc('issue_invoice', { invoice_id: saved.data.id });
  expect(issued.error).toBeNull();
  const link = await staff.rpc('invoice_link', { invoice_id: saved.data.id });
  expect(link.error).toBeNull();
  return {
    id: saved.data.id as string,
    customerId: customer.data!.id as string,
    token: link.data.token as string,
  };
}

describe('a client opening an invoice PDF by its link', () => {
  it('is rendered once per state of the invoice: the same PDF from memory, a new one after a payment', async () => {
    const [{ client: staff }, { client: admin }] = await Promise.all([
      userWithRole('staff'),
      userWithRole('admin'),
    ]);
    const inv = await issuedInvoice(staff, admin);

    const first = await invoicePdf(inv.token);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-document-cache')).toBe('miss');
    const firstBytes = await first.arrayBuffer();
    const second = await invoicePdf(inv.token);
    expect(second.status).toBe(200);
    expect(second.headers.get('x-document-cache')).toBe('hit');
    expect(Buffer.from(await second.arrayBuffer()).equals(Buffer.from(firstBytes))).toBe(true);
    expect(await textOf(firstBytes)).toContain('46,400.00');

    // A payment changes what is due: the next request renders the new state.
    const paid = await staff.rpc('record_payment', {
      payload: {
        customer_id: inv.customerId,
        method: 'cash',
        amount: '10000',
        allocations: [{ invoice_id: inv.id, amount: '10000' }],
      },
    });
    expect(paid.error).toBeNull();
    const after = await invoicePdf(inv.token);
    expect(after.status).toBe(200);
    expect(after.headers.get('x-document-cache')).toBe('miss');
    expect(await textOf(await after.arrayBuffer())).toContain('36,400.00');
    expect((await invoicePdf(inv.token)).headers.get('x-document-cache')).toBe('hit');
  });

  it('answers 429 with Retry-After once one link asked too often in a minute, cached or not', async () => {
    const [{ client: staff }, { client: admin }] = await Promise.all([
      userWithRole('staff'),
      userWithRole('admin'),
    ]);
    const inv = await issuedInvoice(staff, admin);
    const answers: number[] = [];
    let limited: Response | null = null;
    for (let i = 0; i < 14; i++) {
      const res = await invoicePdf(inv.token);
      answers.push(res.status);
      if (res.status === 429) limited = res;
      await res.arrayBuffer();
    }
    expect(answers.slice(0, 12)).toEqual(Array(12).fill(200));
    expect(answers.slice(12)).toEqual([429, 429]);
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited?.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // Another client's link is not held up.
    const other = await issuedInvoice(staff, admin);
    expect((await invoicePdf(other.token)).status).toBe(200);
  });

  it('a withdrawn link is 410, an unknown one 404, never a server error', async () => {
    const [{ client: staff }, { client: admin }] = await Promise.all([
      userWithRole('staff'),
      userWithRole('admin'),
    ]);
    const inv = await issuedInvoice(staff, admin);
    expect((await staff.rpc('revoke_invoice_link', { invoice_id: inv.id })).error).toBeNull();
    expect((await invoicePdf(inv.token)).status).toBe(410);
    expect((await invoicePdf('e'.repeat(64))).status).toBe(404);
    // The page's own read over REST answers the same.
    const page = await anonClient().rpc('public_invoice', { token: inv.token });
    expect(page.status).toBe(410);
  });
});

describe('a client opening a quotation PDF by its link', () => {
  async function sentQuotation() {
    const staff = await userWithRole('staff');
    const customer = await newCustomer(staff.client, 'Sasini Tea');
    const draft = await draftQuotation(staff.client, customer.id);
    const issued = await staff.client.rpc('issue_quotation', { quotation_id: draft.id });
    expect(issued.error).toBeNull();
    return {
      staff,
      id: draft.id,
      token: issued.data.public_token as string,
      number: issued.data.number as string,
    };
  }

  it('prints the link on the site URL, refuses another host as origin, and renders anew once answered', async () => {
    const q = await sentQuotation();
    const page = await anonClient().rpc('public_quotation', { token: q.token });
    const publicUrl = page.data.public_url as string;
    const site = new URL(publicUrl).origin;

    const evil = await callFunction(
      `quotation-pdf?token=${q.token}&origin=${encodeURIComponent('https://evil.example')}`,
    );
    expect(evil.status).toBe(400);
    await evil.arrayBuffer();

    const first = await callFunction(`quotation-pdf?token=${q.token}&origin=${encodeURIComponent(site)}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-document-cache')).toBe('miss');
    const text = await textOf(await first.arrayBuffer());
    expect(text.replace(/ /g, '')).toContain(`/quotation/${q.token}`);
    expect(text).not.toContain('evil.example');
    const again = await callFunction(`quotation-pdf?token=${q.token}`);
    expect(again.headers.get('x-document-cache')).toBe('hit');
    await again.arrayBuffer();

    const accepted = await anonClient().rpc('accept_quotation', {
      token: q.token,
      signer_name: 'Wanjiru Kamau',
    });
    expect(accepted.error).toBeNull();
    const after = await callFunction(`quotation-pdf?token=${q.token}`);
    expect(after.status).toBe(200);
    expect(after.headers.get('x-document-cache')).toBe('miss');
    await after.arrayBuffer();

    // Answering twice is a conflict (409), not a server error.
    const twice = await anonClient().rpc('reject_quotation', { token: q.token, reason: 'Changed our mind' });
    expect(twice.status).toBe(409);
    expect(twice.error?.code).toBe('PT409');
  });

  it('a withdrawn link is 410 and an unknown one 404', async () => {
    const q = await sentQuotation();
    expect((await q.staff.client.rpc('revoke_quotation_link', { quotation_id: q.id })).error).toBeNull();
    const gone = await callFunction(`quotation-pdf?token=${q.token}`);
    expect(gone.status).toBe(410);
    await gone.arrayBuffer();
    const unknown = await callFunction(`quotation-pdf?token=${'b'.repeat(64)}`);
    expect(unknown.status).toBe(404);
    await unknown.arrayBuffer();
  });
});
