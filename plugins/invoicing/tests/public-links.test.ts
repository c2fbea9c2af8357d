// The client's link to an issued invoice (20261127090100_invoicing_public_links.sql): staff copy it, it
// points at this server's site URL, it stays the same until revoked, drafts have none, and nobody but
// staff can make, read or revoke one.
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient } from '../../../tests/support/clients.ts';

type Client = Awaited<ReturnType<typeof userWithRole>>['client'];

async function draftInvoice(staff: Client) {
  const made = await staff
    .from('customers')
    .insert({ name: `Kisumu Molasses ${Date.now().toString(36)}` })
    .select('id')
    .single();
  expect(made.error).toBeNull();
  const saved = await staff.rpc('save_invoice_draft', {
    invoice_id: null,
    draft: {
      customer_id: made.data?.id,
      lines: [{ description: 'Air quality survey', quantity: '1', unit_price: '48000', tax_code: 'VAT' }],
    },
  });
  expect(saved.error).toBeNull();
  return saved.data.id as string;
}

describe('the client link to an invoice', () => {
  it('a staff member copies the link of an issued invoice: the same one each time, on the site URL, until revoked', async () => {
    const [{ client: staff }, { client: admin }] = await Promise.all([
      userWithRole('staff'),
      userWithRole('admin'),
    ]);
    const id = await draftInvoice(staff);

    const onDraft = await staff.rpc('invoice_link', { invoice_id: id });
    expect(onDraft.error?.code).toBe('55000');
    expect(onDraft.error?.message).toMatch(/draft has no client link/);

    expect((await admin.rpc('issue_invoice', { invoice_id: id })).error).toBeNull();
    const first = await staff.rpc('invoice_link', { invoice_id: id });
    expect(first.error).toBeNull();
    const link = first.data as { token: string; path: string; url: string };
    expect(link.token).toMatch(/^[0-9a-f]{64}$/);
    expect(link.path).toBe(`/invoice/${link.token}`);
    expect(link.url).toMatch(/^https?:\/\/[^/]+/);
    expect(link.url.endsWith(link.path)).toBe(true);

    const again = await staff.rpc('invoice_link', { invoice_id: id });
    expect((again.data as typeof link).token).toBe(link.token);

    expect((await staff.rpc('revoke_invoice_link', { invoice_id: id })).error).toBeNull();
    const stored = await staff.from('invoice_links').select('token').eq('invoice_id', id);
    expect(stored.data).toEqual([]);
    const renewed = await staff.rpc('invoice_link', { invoice_id: id });
    expect((renewed.data as typeof link).token).not.toBe(link.token);

    const timeline = await staff
      .from('record_events')
      .select('kind')
      .eq('record_type', 'invoices')
      .eq('record_id', id)
      .eq('kind', 'invoicing.invoice_link_revoked');
    expect(timeline.data).toHaveLength(1);
  });

  it('visitors and shop customers can neither make, read nor revoke links, and staff cannot write them directly', async () => {
    const [{ client: staff }, { client: admin }, { client: shopper }] = await Promise.all([
      userWithRole('staff'),
      userWithRole('admin'),
      userWithRole('customer'),
    ]);
    const id = await draftInvoice(staff);
    expect((await admin.rpc('issue_invoice', { invoice_id: id })).error).toBeNull();
    expect((await staff.rpc('invoice_link', { invoice_id: id })).error).toBeNull();

    for (const client of [anonClient(), shopper]) {
      const made = await client.rpc('invoice_link', { invoice_id: id });
      expect(made.error).not.toBeNull();
      const revoked = await client.rpc('revoke_invoice_link', { invoice_id: id });
      expect(revoked.error).not.toBeNull();
      const read = await client.from('invoice_links').select('token');
      expect(read.data ?? []).toEqual([]);
    }
    const forged = await staff.from('invoice_links').insert({ invoice_id: id, token: 'x'.repeat(64) });
    expect(forged.error).not.toBeNull();
    const changed = await staff
      .from('invoice_links')
      .update({ token: 'y'.repeat(64) })
      .eq('invoice_id', id)
      .select();
    expect(changed.error ?? (changed.data?.length === 0 ? 'nothing changed' : null)).not.toBeNull();
    const still = await staff.from('invoice_links').select('token').eq('invoice_id', id).single();
    expect(still.data?.token).toMatch(/^[0-9a-f]{64}$/);
  });
});
