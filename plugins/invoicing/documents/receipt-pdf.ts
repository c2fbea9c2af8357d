// A payment receipt as an A4 PDF (ADR 032): the same letterhead and colours as
// the sales documents (pdf-layout.ts), then who paid, how, how much (in words
// too), the invoices it paid and the credit left; a reversed payment prints
// a REVERSED watermark and the reason. Amounts are decimal strings from the
// database (payment_receipt): this file does no arithmetic.
import type { Content, TableCell } from 'pdfmake';
import { amountInWords } from './amount-in-words.ts';
import { renderPdf } from './pdf.ts';
import { BRAND, companyHeader, formatters, INK, MUTED, RULE } from './pdf-layout.ts';
import type { IssuingCompany } from './sales-document.ts';

export interface ReceiptDocument {
  /** RCT-2026-0001 */
  number: string;
  /** ISO date the money was received. */
  receivedOn: string;
  /** What the method column says: "M-Pesa", "Bank transfer"… */
  method: string;
  /** M-Pesa code. */
  transactionCode?: string | null;
  /** Bank reference, cheque number… */
  reference?: string | null;
  payer?: string | null;
  currency: string;
  amount: string;
  creditLeft: string;
  locale: string;
  company: IssuingCompany;
  customer: { name: string; kraPin?: string | null; address?: string[] };
  invoices: { number: string; amount: string; credit: boolean }[];
  reversal?: { reference: string; reason: string; date: string } | null;
  footer?: string | null;
}

export function receiptFileName(number: string): string {
  return `${number.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'receipt'}.pdf`;
}

type Definition = Parameters<typeof renderPdf>[0];

export function receiptDefinition(doc: ReceiptDocument): Definition {
  const f = formatters(doc.locale);
  const money = (a: string) => `${doc.currency} ${f.money(a)}`;
  const meta: [string, string][] = [
    ['Receipt number', doc.number],
    ['Date received', f.date(doc.receivedOn)],
    ['Method', doc.method],
  ];
  if (doc.transactionCode) meta.push(['M-Pesa code', doc.transactionCode]);
  if (doc.reference) meta.push(['Reference', doc.reference]);
  if (doc.payer) meta.push(['Paid by', doc.payer]);

  const content: Content[] = [
    companyHeader(doc.company),
    { text: 'PAYMENT RECEIPT', style: 'title', margin: [0, 18, 0, 10] },
  ];
  if (doc.reversal)
    content.push({
      table: {
        widths: ['*'],
        body: [
          [
            {
              text: `REVERSED on ${f.date(doc.reversal.date)} (${doc.reversal.reference}): ${doc.reversal.reason}`,
              color: '#991b1b',
              bold: true,
            },
          ],
        ],
      },
      layout: { hLineColor: () => '#991b1b', vLineColor: () => '#991b1b' },
      margin: [0, 0, 0, 10],
    });
  content.push({
    columns: [
      {
        stack: [
          { text: 'Received from', style: 'label' },
          { text: doc.customer.name, bold: true },
          { text: (doc.customer.address ?? []).filter(Boolean).join('\n') },
          doc.customer.kraPin ? { text: `KRA PIN ${doc.customer.kraPin}`, color: MUTED } : { text: '' },
        ],
      },
      {
        width: 230,
        table: {
          widths: ['auto', '*'],
          body: meta.map(([k, v]) => [
            { text: k, color: MUTED },
            { text: v, alignment: 'right', bold: k === 'Receipt number' },
          ]),
        },
        layout: 'noBorders',
      },
    ],
    columnGap: 24,
  });
  content.push({
    table: {
      widths: ['*', 'auto'],
      body: [
        [
          { text: 'Amount received', bold: true, color: BRAND, fontSize: 12 },
          { text: money(doc.amount), bold: true, color: BRAND, fontSize: 12, alignment: 'right' },
        ],
      ],
    },
    layout: { hLineColor: () => RULE, vLineWidth: () => 0 },
    margin: [0, 16, 0, 4],
  });
  const words = amountInWords(doc.amount, doc.currency);
  if (words) content.push({ text: words, italics: true, margin: [0, 0, 0, 12] });

  content.push({ text: 'Applied to', style: 'heading' });
  if (doc.invoices.length === 0) content.push({ text: 'No invoice: held as credit.', color: MUTED });
  else
    content.push({
      table: {
        headerRows: 1,
        widths: ['*', 'auto'],
        body: [
          [
            { text: 'Invoice', style: 'tableHeader' },
            { text: 'Amount', style: 'tableHeader', alignment: 'right' },
          ],
          ...doc.invoices.map((i): TableCell[] => [
            i.credit ? `${i.number} (credit applied later)` : i.number,
            { text: f.money(i.amount), alignment: 'right' },
          ]),
        ],
      },
      layout: 'lightHorizontalLines',
    });
  if (Number(doc.creditLeft) !== 0)
    content.push({
      text: [{ text: 'Credit on account: ', bold: true }, money(doc.creditLeft)],
      margin: [0, 8, 0, 0],
    });
  content.push({ text: 'Thank you for your payment.', margin: [0, 18, 0, 0] });

  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 56],
    info: { title: `Receipt ${doc.number}`, author: doc.company.name, subject: doc.customer.name },
    watermark: doc.reversal ? { text: 'REVERSED', opacity: 0.08, bold: true } : undefined,
    defaultStyle: { font: 'Roboto', fontSize: 9.5, color: INK, lineHeight: 1.15 },
    styles: {
      brand: { fontSize: 18, bold: true, color: BRAND },
      title: { fontSize: 16, bold: true, color: BRAND, characterSpacing: 1 },
      label: { fontSize: 8, color: MUTED, margin: [0, 0, 0, 2] },
      heading: { fontSize: 10, bold: true, margin: [0, 8, 0, 3] },
      tableHeader: { bold: true, fontSize: 8.5, color: MUTED },
    },
    footer: (page: number, pages: number) => ({
      columns: [
        { text: doc.footer ?? doc.company.name, fontSize: 7.5, color: MUTED },
        {
          text: `${doc.number} · Page ${page} of ${pages}`,
          alignment: 'right',
          fontSize: 7.5,
          color: MUTED,
          width: 160,
        },
      ],
      margin: [40, 20, 40, 0],
    }),
    content,
  };
}

export async function renderReceiptPdf(doc: ReceiptDocument): Promise<Buffer> {
  return renderPdf(receiptDefinition(doc));
}
