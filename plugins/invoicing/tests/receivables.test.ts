// Home's "Money owed" (receivables_summary, 20261127095300): per currency, what is owed on issued and partly
// paid invoices and what came in this month; staff only. A test-only currency (XTS, ISO 4217's code for
// testing) keeps these figures apart from every other test's invoices on the shared server.
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient } from '../../../tests/support/clients.ts';

type Client = Awaited<ReturnType<typeof userWithRole>>['client'];
type Summary = {
  currencies: {
    currency: string;
    owed: string;
    overdue: string;
    open_count: number;
    received_this_month: string;
  }[];
  most_overdue: unknown[];
};

async function xtsInvoice(staff: Client, admin: Client, customerId: string, price: string) {
  const saved = await staff.rpc('save_invoice_draft', {
    invoice_id: null,
    draft: {
      customer_id: customerId,
      currency: 'XTS',
      lines: [{ description: 'Noise survey', quantity: '1', unit_price: price, tax_code: 'EXEMPT' }],
    },
  });
  expect(saved.error).toBeNull();
  const issued = await admin.rpc('issue_invoice', { invoice_id: saved.data.id });
  expect(issued.error).toBeNull();
  return issued.data.id as string;
}

describe('Money owed on Home', () => {
  it('counts issued and partly paid invoices at what they still owe, and this month’s payments, per currency', async () => {
    const [{ client: staff }, { client: admin }] = await Promise.all([
      userWithRole('staff'),
      userWithRole('admin'),
    ]);
    const c = await staff.from('customers').insert({ name: 'Tatu City Ltd' }).select('id').single();
    const customerId = c.data?.id as string;
    const a = await xtsInvoice(staff, admin, customerId, '1200.50');
    await xtsInvoice(staff, admin, customerId, '800.25');
    const draft = await staff.rpc('save_invoice_draft', {
      invoice_id: null,
      draft: {
        customer_id: customerId,
        currency: 'XTS',
        lines: [{ description: 'Not issued', quantity: '1', unit_price: '999', tax_code: 'EXEMPT' }],
      },
    });
    expect(draft.error).toBeNull();
    const pay = await staff.rpc('record_payment', {
      payload: {
        customer_id: customerId,
        method: 'cash',
        currency: 'XTS',
        amount: '500.10',
        allocations: [{ invoice_id: a, amount: '500.10' }],
      },
    });
    expect(pay.error).toBeNull();

    const { data, error } = await staff.rpc('receivables_summary');
    expect(error).toBeNull();
    const xts = (data as Summary).currencies.find((x) => x.currency === 'XTS');
    expect(xts).toEqual({
      currency: 'XTS',
      owed: '1500.65',
      overdue: '0',
      overdue_count: 0,
      open_count: 2,
      received_this_month: '500.10',
    });
  });

  it('visitors and shop customers cannot read it', async () => {
    const { client: shopper } = await userWithRole('customer');
    for (const client of [anonClient(), shopper]) {
      const { error } = await client.rpc('receivables_summary');
      expect(error).not.toBeNull();
    }
  });
});
