// The statement of account printed to PDF (ADR 029), read back with a real PDF
// text extractor (unpdf): the customer sees their PIN, the period, every line
// with its running balance, the closing balance, the ageing and how to pay.
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  renderStatementPdf,
  type StatementDocument,
  type StatementJson,
  statementFileName,
  statementFromJson,
} from './statement-pdf.ts';

async function textOf(pdf: Buffer) {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { totalPages, text } = await extractText(doc, { mergePages: true });
  return { pages: totalPages, text: text.replace(/\s+/g, ' ') };
}

const json: StatementJson = {
  customer: {
    id: 'c1',
    name: 'Timau Roses Ltd',
    kra_pin: 'P051063352J',
    email: 'accounts@timauroses.co.ke',
    physical_address: 'Timau, Meru County',
    postal_address: 'P.O. Box 88-60200, Meru',
  },
  company: {
    name: 'Safeworks Consultants Ltd',
    kra_pin: 'P051234567Q',
    vat_number: null,
    email: 'accounts@safeworks.co.ke',
    phone: '+254 20 765 4321',
    address: 'Kilimani Business Centre, Argwings Kodhek Rd',
    postal_address: 'P.O. Box 12345-00100, Nairobi',
    website: null,
    locale: 'en-KE',
    footer: 'Safeworks Consultants Ltd · Registered in Kenya',
    bank: {
      bank_name: 'Equity Bank',
      branch: 'Kilimani',
      account_name: 'Safeworks Consultants Ltd',
      account_number: '0170 2999 1234',
      swift: null,
    },
    mpesa: { paybill: '522533', account: 'TIMAUROSESLTD' },
  },
  currency: 'KES',
  from: '2026-09-01',
  to: '2026-11-30',
  today: '2026-11-30',
  opening_balance: '12000.00',
  lines: [
    {
      date: '2026-09-14',
      kind: 'invoice',
      reference: 'INV-2026-0101',
      description: 'Invoice, due 14 Oct 2026',
      debit: '116000.00',
      credit: '0.00',
      balance: '128000.00',
    },
    {
      date: '2026-10-02',
      kind: 'payment',
      reference: 'RCT-2026-0040',
      description: 'Payment — M-Pesa SKL4XB2M9Q',
      debit: '0.00',
      credit: '50000.00',
      balance: '78000.00',
    },
    {
      date: '2026-10-20',
      kind: 'credit_note',
      reference: 'CN-2026-0007',
      description: 'Credit note on INV-2026-0101: one day not delivered',
      debit: '0.00',
      credit: '8430.30',
      balance: '69569.70',
    },
  ],
  total_debits: '116000.00',
  total_credits: '58430.30',
  closing_balance: '69569.70',
  ageing: {
    current: '0.00',
    days_1_30: '0.00',
    days_31_60: '57569.70',
    days_61_90: '12000.00',
    days_90_plus: '0.00',
    total: '69569.70',
  },
  unapplied_credit: '0.00',
};

describe('printing a statement of account', () => {
  it('prints the customer and their PIN, the period, each line with its running balance, the totals, the ageing and how to pay', async () => {
    const { pages, text } = await textOf(await renderStatementPdf(statementFromJson(json)));
    expect(pages).toBe(1);
    expect(text).toContain('STATEMENT OF ACCOUNT');
    expect(text).toContain('Safeworks Consultants Ltd');
    expect(text).toContain('Timau Roses Ltd');
    expect(text).toContain('P051063352J');
    expect(text).toMatch(/1 Sept? 2026 – 30 Nov 2026/);
    expect(text).toMatch(/Opening balance 12,000\.00/);
    expect(text).toMatch(/INV-2026-0101 Invoice, due 14 Oct 2026 116,000\.00 128,000\.00/);
    expect(text).toMatch(/RCT-2026-0040 .*50,000\.00 78,000\.00/);
    expect(text).toMatch(/CN-2026-0007 .*8,430\.30 69,569\.70/);
    expect(text).toMatch(/Closing balance 116,000\.00 58,430\.30 69,569\.70/);
    expect(text).toMatch(/31–60 days .*57,569\.70/);
    expect(text).toContain('Pay bill 522533, account TIMAUROSESLTD');
    expect(text).toContain('Equity Bank, Kilimani');
  });

  it('shows money held for the customer as a negative balance with the credit explained, and no payment instructions', async () => {
    const credit: StatementDocument = {
      ...statementFromJson(json),
      lines: [],
      openingBalance: '-5000.00',
      totalDebits: '0.00',
      totalCredits: '0.00',
      closingBalance: '-5000.00',
      ageing: {
        current: '0.00',
        days_1_30: '0.00',
        days_31_60: '0.00',
        days_61_90: '0.00',
        days_90_plus: '0.00',
        total: '0.00',
      },
      unappliedCredit: '5000.00',
    };
    const { text } = await textOf(await renderStatementPdf(credit));
    expect(text).toMatch(/Closing balance 0\.00 0\.00 -5,000\.00/);
    expect(text).toContain('not yet applied to an invoice: KES 5,000.00');
    expect(text).not.toContain('How to pay');
  });

  it('breaks a long statement across pages and names the file after the customer and the last day', async () => {
    const many = {
      ...json,
      lines: Array.from({ length: 120 }, (_, i) => ({ ...json.lines[0], reference: `INV-2026-${1000 + i}` })),
    };
    const { pages, text } = await textOf(await renderStatementPdf(statementFromJson(many)));
    expect(pages).toBeGreaterThan(2);
    expect(text).toContain('INV-2026-1119');
    expect(text).toContain(`Page 1 of ${pages}`);
    expect(statementFileName(statementFromJson(json))).toBe('Statement-timau-roses-ltd-2026-11-30.pdf');
    expect(statementFileName({ customer: { name: 'Njũgũna & Sons (K) Ltd.' }, to: '2026-12-31' })).toBe(
      'Statement-njuguna-sons-k-ltd-2026-12-31.pdf',
    );
  });
});
