// Sales documents printed to PDF (ADR 025), read back with a real PDF text
// extractor (unpdf, i.e. pdf.js): what a client or KRA would read on paper.
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderSalesPdf } from './pdf.ts';
import { salesDocumentDefinition } from './pdf-layout.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import { issuingCompany, pdfFileName, type SalesDocument } from './sales-document.ts';
import { renderStatementPdf } from './statement-pdf.ts';

// A 1×1 PNG: enough to prove a data: URL logo is embedded.
const LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

function invoice(over: Partial<SalesDocument> = {}): SalesDocument {
  return {
    kind: 'invoice',
    number: 'INV-2026-0042',
    issueDate: '2026-11-25',
    dueDate: '2026-12-25',
    currency: 'KES',
    locale: 'en-KE',
    company: {
      name: 'Safeworks Consultants Ltd',
      kraPin: 'P051234567Q',
      vatNumber: '0123456X',
      address: ['Kilimani Business Centre, Argwings Kodhek Rd', 'P.O. Box 12345-00100, Nairobi'],
      phone: '+254 20 765 4321',
      email: 'accounts@safeworks.co.ke',
    },
    customer: {
      name: 'Timau Roses Ltd',
      kraPin: 'P051063352J',
      address: ['Timau, Meru County'],
      attention: 'Wanjikũ Njũgũna',
    },
    lines: [
      {
        description: 'Fire safety audit — main packhouse and cold stores',
        quantity: '1',
        unit: 'job',
        unitPrice: '85000.00',
        taxLabel: 'VAT 16%',
        net: '85000.00',
      },
      {
        description: 'Noise survey (per measuring day)',
        quantity: '2.5',
        unit: 'day',
        unitPrice: '18000.00',
        discountPercent: '10',
        taxLabel: 'VAT 16%',
        net: '40500.00',
      },
      {
        description: 'First-aid training manuals',
        quantity: '12',
        unit: 'pc',
        unitPrice: '450.00',
        taxLabel: 'Exempt',
        net: '5400.00',
      },
    ],
    totals: {
      subtotal: '130900.00',
      taxes: [
        { label: 'VAT 16%', taxable: '125500.00', tax: '20080.00' },
        { label: 'Exempt', taxable: '5400.00', tax: '0.00' },
      ],
      total: '150980.00',
      paid: '50000.00',
      due: '100980.00',
    },
    payment: {
      mpesa: { paybill: '522522', account: 'INV-2026-0042' },
      bank: {
        bankName: 'KCB Bank',
        branch: 'Kilimani',
        accountName: 'Safeworks Consultants Ltd',
        accountNumber: '1234567890',
      },
    },
    publicUrl: 'https://safeworks.example/documents/9f1c2e7a',
    terms: 'Payment within 30 days. Interest may be charged on late payments.',
    ...over,
  };
}

async function textOf(pdf: Buffer) {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { totalPages, text } = await extractText(doc, { mergePages: true });
  return { pages: totalPages, text: text.replace(/\s+/g, ' ') };
}

describe('printing a sales document to PDF', () => {
  it('an invoice shows its number, both KRA PINs, the lines, the tax summary per rate, totals and how to pay', async () => {
    const pdf = await renderSalesPdf(invoice());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, text } = await textOf(pdf);
    expect(pages).toBe(1);
    for (const expected of [
      'TAX INVOICE',
      'INV-2026-0042',
      'KRA PIN P051234567Q',
      'P051063352J',
      'Timau Roses Ltd',
      'Attn: Wanjikũ Njũgũna',
      'Fire safety audit — main packhouse and cold stores',
      '2.5 day',
      '10%',
      '40,500.00',
      'VAT 16% on 125,500.00',
      '20,080.00',
      'Total (KES)',
      '150,980.00',
      'Amount due',
      '100,980.00',
      'Pay bill 522522, account INV-2026-0042',
      'Account name Safeworks Consultants Ltd, account number 1234567890',
      '25 Dec 2026',
      'Page 1 of 1',
    ])
      expect(text).toContain(expected);
  });

  it('a long invoice runs onto more pages with the column headings repeated and every page numbered', async () => {
    const many = Array.from({ length: 90 }, (_, i) => ({
      description: `Fire extinguisher service, unit ${i + 1}`,
      quantity: '1',
      unitPrice: '1500.00',
      taxLabel: 'VAT 16%',
      net: '1500.00',
    }));
    const pdf = await renderSalesPdf(invoice({ lines: many }));
    const doc = await getDocumentProxy(new Uint8Array(pdf));
    const { totalPages, text } = await extractText(doc, { mergePages: false });
    expect(totalPages).toBeGreaterThanOrEqual(3);
    text.forEach((page, i) => {
      // Every page that carries lines carries the headings; the last may hold only the totals.
      if (page.includes('Fire extinguisher service')) expect(page).toContain('Unit price');
      expect(page).toContain(`Page ${i + 1} of ${totalPages}`);
    });
    expect(text.join(' ')).toContain('unit 90');
  });

  it('a quotation says valid until and its revision; a draft has no number and is marked', async () => {
    const quote = await textOf(
      await renderSalesPdf(
        invoice({
          kind: 'quotation',
          number: 'QUO-2026-0007',
          revision: 2,
          totals: { ...invoice().totals, paid: null, due: null },
        }),
      ),
    );
    expect(quote.text).toContain('QUOTATION');
    expect(quote.text).toContain('QUO-2026-0007 (revision 2)');
    expect(quote.text).toContain('Valid until');
    expect(quote.text).not.toContain('Amount due');

    const draft = salesDocumentDefinition(invoice({ number: null, watermark: 'DRAFT' }));
    expect(draft.watermark).toMatchObject({ text: 'DRAFT' });
    expect((await textOf(await renderSalesPdf(invoice({ number: null })))).text).toContain('Draft');
  });

  it('a logo given as a data: URL is embedded, and a remote image is refused rather than fetched', async () => {
    const withLogo = await renderSalesPdf(invoice({ company: { ...invoice().company, logoDataUrl: LOGO } }));
    expect(withLogo.includes('/Subtype /Image')).toBe(true);
    await expect(
      renderSalesPdf(
        invoice({ company: { ...invoice().company, logoDataUrl: 'http://169.254.169.254/logo.png' } }),
      ),
    ).rejects.toThrow();
  });

  it('the QR code and link lead to the public page only when there is one', () => {
    const withLink = JSON.stringify(salesDocumentDefinition(invoice()).content);
    expect(withLink).toContain('"qr":"https://safeworks.example/documents/9f1c2e7a"');
    expect(JSON.stringify(salesDocumentDefinition(invoice({ publicUrl: null })).content)).not.toContain(
      '"qr"',
    );
  });

  it('file names are the document number, safe on every system', () => {
    expect(pdfFileName({ kind: 'invoice', number: 'INV-2026-0042' })).toBe('INV-2026-0042.pdf');
    expect(pdfFileName({ kind: 'quotation', number: 'QUO-2026-0007', revision: 2 })).toBe(
      'QUO-2026-0007-rev2.pdf',
    );
    expect(pdfFileName({ kind: 'credit_note', number: null })).toBe('draft-credit-note.pdf');
    expect(pdfFileName({ kind: 'invoice', number: '../INV 1/2' })).toBe('..-INV-1-2.pdf');
  });

  it('every document — quotation, invoice, credit note, receipt, statement — prints the one full letterhead from Settings → Company', async () => {
    // As every document's JSON answers the company (Settings → Company and → Sales).
    const company = issuingCompany(
      {
        name: 'Safeworks Consultants Ltd',
        kra_pin: 'P051234567Q',
        vat_number: '0123456X',
        email: 'accounts@safeworks.co.ke',
        phone: '+254 20 765 4321',
        address: 'Kilimani Business Centre\nArgwings Kodhek Rd',
        postal_address: 'P.O. Box 12345-00100, Nairobi',
        website: 'safeworks.co.ke',
      },
      LOGO,
    );
    const ageing = {
      current: '0.00',
      days_1_30: '0.00',
      days_31_60: '0.00',
      days_61_90: '0.00',
      days_90_plus: '0.00',
      total: '0.00',
    };
    const printed = await Promise.all([
      renderSalesPdf(invoice({ kind: 'quotation', company })),
      renderSalesPdf(invoice({ company })),
      renderSalesPdf(invoice({ kind: 'credit_note', reference: 'INV-2026-0042', company })),
      renderReceiptPdf({
        number: 'RCT-2026-0001',
        receivedOn: '2026-11-20',
        method: 'M-Pesa',
        currency: 'KES',
        amount: '50000.00',
        creditLeft: '0.00',
        locale: 'en-KE',
        company,
        customer: { name: 'Timau Roses Ltd' },
        invoices: [{ number: 'INV-2026-0042', amount: '50000.00', credit: false }],
      }),
      renderStatementPdf({
        locale: 'en-KE',
        currency: 'KES',
        from: '2026-09-01',
        to: '2026-11-30',
        company,
        customer: { name: 'Timau Roses Ltd' },
        openingBalance: '0.00',
        lines: [],
        totalDebits: '0.00',
        totalCredits: '0.00',
        closingBalance: '0.00',
        ageing,
        unappliedCredit: '0.00',
      }),
    ]);
    for (const pdf of printed) {
      const { text } = await textOf(pdf);
      expect(pdf.includes('/Subtype /Image')).toBe(true);
      for (const part of [
        'Safeworks Consultants Ltd',
        'Kilimani Business Centre',
        'Argwings Kodhek Rd',
        'P.O. Box 12345-00100, Nairobi',
        '+254 20 765 4321',
        'accounts@safeworks.co.ke',
        'KRA PIN P051234567Q',
        'VAT No. 0123456X',
      ])
        expect(text).toContain(part);
    }
  });
});
