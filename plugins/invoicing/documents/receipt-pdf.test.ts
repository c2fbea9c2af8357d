// The payment receipt PDF (ADR 032), read back with unpdf (pdf.js): what the
// customer reads on paper — the letterhead, receipt number, who paid, how, the
// amount in figures and words, the invoices it paid and the credit left; a
// reversed receipt says so with the reason.
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { type ReceiptDocument, receiptFileName, renderReceiptPdf } from './receipt-pdf.ts';

function receipt(over: Partial<ReceiptDocument> = {}): ReceiptDocument {
  return {
    number: 'RCT-2026-0001',
    receivedOn: '2026-11-24',
    method: 'M-Pesa',
    transactionCode: 'SKL4XB2M9Q',
    reference: null,
    payer: 'Wanjikũ Njũgũna',
    currency: 'KES',
    amount: '58000.50',
    creditLeft: '3000.50',
    locale: 'en-KE',
    company: {
      name: 'Safeworks Consultants Ltd',
      kraPin: 'P051234567Q',
      address: ['Kilimani Business Centre, Argwings Kodhek Rd', 'P.O. Box 12345-00100, Nairobi'],
      email: 'accounts@safeworks.co.ke',
    },
    customer: { name: 'Timau Roses Ltd', kraPin: 'P051063352J', address: ['Timau, Meru County'] },
    invoices: [
      { number: 'INV-2026-0040', amount: '40000.00', credit: false },
      { number: 'INV-2026-0041', amount: '15000.00', credit: true },
    ],
    ...over,
  };
}

async function text(doc: ReceiptDocument) {
  const bytes = new Uint8Array(await renderReceiptPdf(doc));
  const { text: t } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return t.replace(/\s+/g, ' ');
}

describe('printing a payment receipt', () => {
  it('shows the letterhead, number, payer, method and code, the amount in figures and words, the invoices and the credit left', async () => {
    const t = await text(receipt());
    for (const s of [
      'Safeworks Consultants Ltd',
      'KRA PIN P051234567Q',
      'PAYMENT RECEIPT',
      'RCT-2026-0001',
      'Timau Roses Ltd',
      'Wanjikũ Njũgũna',
      'M-Pesa',
      'SKL4XB2M9Q',
      'KES 58,000.50',
      'Fifty Eight Thousand',
      'INV-2026-0040',
      '40,000.00',
      'INV-2026-0041 (credit applied later)',
      'Credit on account',
      'KES 3,000.50',
      '24 Nov 2026',
    ])
      expect(t).toContain(s);
    expect(t).not.toContain('REVERSED');
  });

  it('a payment held wholly as credit says so; a reversed one is marked with the reason', async () => {
    const t = await text(
      receipt({
        invoices: [],
        reversal: {
          reference: 'REV-RCT-2026-0001',
          reason: 'Recorded against the wrong customer',
          date: '2026-11-25',
        },
      }),
    );
    expect(t).toContain('No invoice: held as credit.');
    expect(t).toContain('REVERSED on 25 Nov 2026 (REV-RCT-2026-0001): Recorded against the wrong customer');
  });

  it('is named after the receipt number', () => {
    expect(receiptFileName('RCT-2026-0001')).toBe('RCT-2026-0001.pdf');
    expect(receiptFileName('RCT/2026 01')).toBe('RCT-2026-01.pdf');
  });
});
