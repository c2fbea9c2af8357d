import { describe, expect, it } from 'vitest';
import { invoicingEvents } from './events.ts';

const people = { actor: 'Grace Njeri', nameOf: () => 'Grace Njeri' };
const entry = (action: string, details: Record<string, unknown>) => ({
  id: 1,
  at: '2026-11-26T10:00:00Z',
  actor: null,
  action,
  target: 'sales_settings',
  details,
});

describe('sales setup in Settings → Activity', () => {
  it('a superadmin reads which sales settings changed, in words', () => {
    expect(
      invoicingEvents.describe(
        entry('invoicing.sales_settings_changed', {
          changed: ['kra_pin', 'mpesa_paybill', 'invoice_number_format'],
        }),
        people,
      ),
    ).toBe('Grace Njeri changed the sales settings (KRA PIN, M-Pesa pay-bill, invoice numbers)');
  });

  it('reads a new VAT rate and a deleted planned one', () => {
    expect(
      invoicingEvents.describe(
        entry('invoicing.tax_rates_insert', { tax_code: 'VAT', rate: 18, effective_from: '2027-07-01' }),
        people,
      ),
    ).toBe('Grace Njeri set VAT to 18 % from 2027-07-01');
    expect(
      invoicingEvents.describe(
        entry('invoicing.tax_rates_delete', { tax_code: 'VAT', rate: 18, effective_from: '2027-07-01' }),
        people,
      ),
    ).toBe('Grace Njeri deleted the planned 18 % rate of VAT from 2027-07-01');
    expect(invoicingEvents.describe(entry('invoicing.other', {}), people)).toBeNull();
  });
});

describe('an invoice’s timeline', () => {
  it('reads issuing, crediting and voiding in words', () => {
    expect(
      invoicingEvents.describe(
        entry('invoicing.invoice_issued', { changes: { number: 'INV-2026-0042', total: 1000 } }),
        people,
      ),
    ).toBe('Grace Njeri issued invoice INV-2026-0042');
    expect(
      invoicingEvents.describe(
        entry('invoicing.credit_note_issued', {
          body: 'Two did not attend',
          changes: { number: 'CN-2026-0003' },
        }),
        people,
      ),
    ).toBe('Grace Njeri issued credit note CN-2026-0003: Two did not attend');
    expect(
      invoicingEvents.describe(entry('invoicing.invoice_voided', { body: 'Wrong customer' }), people),
    ).toBe('Grace Njeri voided this invoice: Wrong customer');
  });

  it('reads payments recorded, credit applied and payments reversed in words', () => {
    expect(
      invoicingEvents.describe(
        entry('invoicing.payment_recorded', {
          changes: { receipt: 'RCT-2026-0004', amount: 20000, method: 'mpesa' },
        }),
        people,
      ),
    ).toBe('Grace Njeri recorded payment RCT-2026-0004 of 20,000.00 by M-Pesa');
    expect(
      invoicingEvents.describe(
        entry('invoicing.credit_applied', { changes: { amount: 5000, invoice: 'INV-2026-0009' } }),
        people,
      ),
    ).toBe("Grace Njeri applied 5,000.00 of the customer's credit to INV-2026-0009");
    expect(
      invoicingEvents.describe(
        entry('invoicing.payment_reversed', { body: 'Wrong amount', changes: { receipt: 'RCT-2026-0004' } }),
        people,
      ),
    ).toBe('Grace Njeri reversed payment RCT-2026-0004: Wrong amount');
  });
  it('says who e-mailed a receipt and who linked or unlinked a shop account (ADR 032)', () => {
    expect(
      invoicingEvents.describe(
        entry('invoicing.receipt_sent', { changes: { receipt: 'RCT-2026-0007' } }),
        people,
      ),
    ).toBe('Grace Njeri e-mailed receipt RCT-2026-0007');
    expect(
      invoicingEvents.describe(
        entry('invoicing.shop_account_linked', { changes: { email: 'wanjiru@bamburi.example' } }),
        people,
      ),
    ).toBe("Grace Njeri linked the shop account wanjiru@bamburi.example: it sees this customer's invoices");
    expect(
      invoicingEvents.describe(
        entry('invoicing.shop_account_unlinked', { changes: { email: 'wanjiru@bamburi.example' } }),
        people,
      ),
    ).toBe('Grace Njeri unlinked the shop account wanjiru@bamburi.example');
  });
  it('says who invited an address, that the client accepted, and what became of the links (ADR 036)', () => {
    const email = 'wanjiru@bamburi.example';
    expect(
      invoicingEvents.describe(entry('invoicing.shop_account_invited', { changes: { email } }), people),
    ).toBe("Grace Njeri invited wanjiru@bamburi.example to see this customer's invoices at the shop");
    expect(
      invoicingEvents.describe(
        entry('invoicing.shop_account_linked', { changes: { email, invitation_id: 'i1' } }),
        people,
      ),
    ).toBe("wanjiru@bamburi.example accepted the invitation: the shop account sees this customer's invoices");
    expect(
      invoicingEvents.describe(
        entry('invoicing.shop_account_invitation_withdrawn', { changes: { email } }),
        people,
      ),
    ).toBe('Grace Njeri withdrew the invitation of wanjiru@bamburi.example');
    expect(
      invoicingEvents.describe(entry('invoicing.invoice_link_revoked', { changes: { email } }), people),
    ).toBe(
      "Grace Njeri unlinked the shop account wanjiru@bamburi.example: the client's link it was shown was revoked",
    );
    expect(invoicingEvents.describe(entry('invoicing.invoice_link_shared', {}), people)).toBe(
      'Grace Njeri shared this invoice again: a new client link (the revoked one stays revoked)',
    );
  });

  it('reads an e-mailed invoice with who it went to', () => {
    expect(
      invoicingEvents.describe(
        entry('invoicing.invoice_sent', {
          body: 'Sent to accounts@kengen.example',
          changes: { email_id: 'x', to: ['accounts@kengen.example'], cc: ['cfo@kengen.example'] },
        }),
        people,
      ),
    ).toBe('Grace Njeri e-mailed this invoice to accounts@kengen.example, cfo@kengen.example');
  });

  it('reads payment reminders sent, paused and resumed in words', () => {
    expect(
      invoicingEvents.describe(
        entry('invoicing.reminder_sent', {
          changes: { invoice: 'INV-2026-0002', to: 'accounts@coastline-cement.co.ke', offset_days: 7 },
        }),
        people,
      ),
    ).toBe('Payment reminder for INV-2026-0002 e-mailed to accounts@coastline-cement.co.ke (7 days overdue)');
    expect(
      invoicingEvents.describe(
        entry('invoicing.reminders_paused', { changes: { reason: 'Payment plan' } }),
        people,
      ),
    ).toBe('Grace Njeri paused payment reminders: Payment plan');
    expect(
      invoicingEvents.describe(entry('invoicing.reminders_paused', { reason: 'Disputed' }), people),
    ).toBe('Grace Njeri paused payment reminders: Disputed');
    expect(invoicingEvents.describe(entry('invoicing.reminders_resumed', {}), people)).toBe(
      'Grace Njeri resumed payment reminders',
    );
  });

  it('reads a statement e-mailed in words', () => {
    expect(
      invoicingEvents.describe(
        entry('invoicing.statement_sent', {
          body: 'Statement 1 August 2026 to 26 November 2026 sent to accounts@timauroses.co.ke',
          changes: { closing_balance: '69569.70', from: '2026-08-01', to: '2026-11-26' },
        }),
        people,
      ),
    ).toBe('Grace Njeri e-mailed the statement of account to accounts@timauroses.co.ke (balance 69,569.70)');
  });
});
