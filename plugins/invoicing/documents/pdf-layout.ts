// The A4 layout of a sales document (ADR 025) as a pdfmake document
// definition: pure data, so tests can read it and the renderer only prints it.
// pdfmake brings what hand-drawn pdfkit would make us write: tables that break
// across pages with their header repeated, text wrapping, page numbers, and a
// built-in QR code encoder (no image library needed).
import type { Content, createPdf, TableCell } from 'pdfmake';
import {
  type DocumentLine,
  documentTitle,
  type IssuingCompany,
  type SalesDocument,
} from './sales-document.ts';

export type TDocumentDefinitions = Parameters<typeof createPdf>[0];

// Shared with the statement of account (statement-pdf.ts): one look for every document the firm sends.
export const INK = '#1f2937';
export const MUTED = '#6b7280';
export const RULE = '#d1d5db';
export const BRAND = '#0f5132';

export interface Formatters {
  money(amount: string): string;
  quantity(amount: string): string;
  date(iso: string): string;
}

/** Exact formatting: Intl formats the decimal string itself, so no amount passes through a float. */
export function formatters(locale: string): Formatters {
  const money = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const qty = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  const date = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return {
    money: (a) => money.format(a as Intl.StringNumericLiteral),
    quantity: (a) => qty.format(a as Intl.StringNumericLiteral),
    date: (iso) => date.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)),
  };
}

export function lines(...parts: (string | null | undefined)[]): string {
  return parts.filter((p): p is string => !!p && p.trim() !== '').join('\n');
}

function meta(doc: SalesDocument, f: Formatters): [string, string][] {
  const rows: [string, string][] = [];
  rows.push([
    'Number',
    doc.number
      ? doc.number + (doc.revision && doc.revision > 1 ? ` (revision ${doc.revision})` : '')
      : 'Draft',
  ]);
  rows.push([doc.kind === 'quotation' ? 'Date' : 'Date issued', f.date(doc.issueDate)]);
  if (doc.dueDate) rows.push([doc.kind === 'quotation' ? 'Valid until' : 'Due date', f.date(doc.dueDate)]);
  if (doc.reference)
    rows.push([doc.kind === 'credit_note' ? 'Corrects invoice' : 'Reference', doc.reference]);
  if (doc.customer.kraPin) rows.push(['Customer PIN', doc.customer.kraPin]);
  rows.push(['Currency', doc.currency]);
  return rows;
}

function lineRow(line: DocumentLine, i: number, f: Formatters): TableCell[] {
  return [
    { text: String(i + 1), color: MUTED },
    { text: line.description },
    { text: f.quantity(line.quantity) + (line.unit ? ` ${line.unit}` : ''), alignment: 'right' },
    { text: f.money(line.unitPrice), alignment: 'right' },
    {
      text: line.discountPercent && Number(line.discountPercent) !== 0 ? `${line.discountPercent}%` : '',
      alignment: 'right',
    },
    { text: line.taxLabel, alignment: 'right' },
    { text: f.money(line.net), alignment: 'right' },
  ];
}

function totalsRows(doc: SalesDocument, f: Formatters): TableCell[][] {
  const t = doc.totals;
  const rows: TableCell[][] = [['Subtotal', { text: f.money(t.subtotal), alignment: 'right' }]];
  if (t.discount && Number(t.discount) !== 0)
    rows.push(['Discount', { text: `− ${f.money(t.discount)}`, alignment: 'right' }]);
  // The summary lists every rate; the totals only the ones that add tax.
  for (const tax of t.taxes.filter((x) => Number(x.tax) !== 0))
    rows.push([`${tax.label} on ${f.money(tax.taxable)}`, { text: f.money(tax.tax), alignment: 'right' }]);
  rows.push([
    { text: `Total (${doc.currency})`, bold: true },
    { text: f.money(t.total), bold: true, alignment: 'right' },
  ]);
  if (t.paid && Number(t.paid) !== 0)
    rows.push(['Paid', { text: `− ${f.money(t.paid)}`, alignment: 'right' }]);
  if (t.credited && Number(t.credited) !== 0)
    rows.push(['Credited', { text: `− ${f.money(t.credited)}`, alignment: 'right' }]);
  if (t.due !== undefined && t.due !== null)
    rows.push([
      { text: 'Amount due', bold: true, color: BRAND },
      { text: f.money(t.due), bold: true, color: BRAND, alignment: 'right' },
    ]);
  return rows;
}

function paymentBlock(doc: SalesDocument): Content[] {
  const p = doc.payment;
  if (!p || (!p.bank && !p.mpesa) || doc.kind === 'credit_note') return [];
  const out: Content[] = [{ text: 'How to pay', style: 'heading' }];
  if (p.mpesa)
    out.push({
      text: [{ text: 'M-Pesa: ', bold: true }, `Pay bill ${p.mpesa.paybill}, account ${p.mpesa.account}`],
    });
  if (p.bank)
    out.push({
      text: [
        { text: 'Bank transfer: ', bold: true },
        lines(
          `${p.bank.bankName}${p.bank.branch ? `, ${p.bank.branch}` : ''}`,
          `Account name ${p.bank.accountName}, account number ${p.bank.accountNumber}`,
          p.bank.swift ? `SWIFT ${p.bank.swift}` : null,
        ),
      ],
    });
  if (doc.number) out.push({ text: `Please quote ${doc.number} with your payment.`, color: MUTED });
  return out;
}

/** The letterhead: the logo (or the name) on the left, the company's details on the right. */
export function companyHeader(c: IssuingCompany): Content {
  const brand: Content = c.logoDataUrl
    ? { image: c.logoDataUrl, fit: [170, 64] }
    : { text: c.name, style: 'brand' };
  const companyDetails: Content = {
    stack: [
      ...(c.logoDataUrl ? [{ text: c.name, bold: true }] : []),
      { text: lines(...(c.address ?? [])) },
      { text: lines(c.phone, c.email, c.website) },
      { text: lines(c.kraPin ? `KRA PIN ${c.kraPin}` : null, c.vatNumber ? `VAT No. ${c.vatNumber}` : null) },
    ],
    alignment: 'right',
    fontSize: 8.5,
    color: MUTED,
  };
  return { columns: [brand, companyDetails], columnGap: 20 };
}

/** Page size, margins, font and the named styles every document uses. */
export const pageStyle = {
  pageSize: 'A4',
  pageMargins: [40, 40, 40, 56],
  defaultStyle: { font: 'Roboto', fontSize: 9.5, color: INK, lineHeight: 1.15 },
  styles: {
    brand: { fontSize: 18, bold: true, color: BRAND },
    title: { fontSize: 16, bold: true, color: BRAND, characterSpacing: 1 },
    label: { fontSize: 8, color: MUTED, margin: [0, 0, 0, 2] },
    heading: { fontSize: 10, bold: true, margin: [0, 8, 0, 3] },
    tableHeader: { bold: true, fontSize: 8.5, color: MUTED },
  },
} satisfies Partial<TDocumentDefinitions>;

export function salesDocumentDefinition(doc: SalesDocument): TDocumentDefinitions {
  const f = formatters(doc.locale);
  const title = documentTitle(doc);
  const c = doc.company;

  const header = companyHeader(c);

  const billTo: Content = {
    stack: [
      { text: doc.kind === 'quotation' ? 'Prepared for' : 'Bill to', style: 'label' },
      { text: doc.customer.name, bold: true },
      {
        text: lines(
          doc.customer.attention ? `Attn: ${doc.customer.attention}` : null,
          ...(doc.customer.address ?? []),
        ),
      },
      { text: lines(doc.customer.phone, doc.customer.email), color: MUTED },
    ],
  };
  const metaTable: Content = {
    table: {
      widths: ['auto', '*'],
      body: meta(doc, f).map(([k, v]) => [
        { text: k, color: MUTED },
        { text: v, alignment: 'right', bold: k === 'Number' },
      ]),
    },
    layout: 'noBorders',
  };

  const lineTable: Content = {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: [14, '*', 52, 64, 34, 48, 70],
      body: [
        ['#', 'Description', 'Qty', 'Unit price', 'Disc.', 'Tax', 'Amount'].map((h, i) => ({
          text: h,
          style: 'tableHeader',
          alignment: i >= 2 ? 'right' : 'left',
        })),
        ...doc.lines.map((l, i) => lineRow(l, i, f)),
      ],
    },
    layout: {
      hLineWidth: (i: number) => (i === 0 ? 0 : i === 1 ? 1 : 0.5),
      vLineWidth: () => 0,
      hLineColor: () => RULE,
      paddingTop: () => 4,
      paddingBottom: () => 4,
    },
  };

  const taxSummary: Content =
    doc.totals.taxes.length > 0
      ? {
          stack: [
            { text: 'Tax summary', style: 'heading' },
            {
              table: {
                widths: ['*', 'auto', 'auto'],
                body: [
                  [
                    { text: 'Rate', style: 'tableHeader' },
                    { text: 'Taxable', style: 'tableHeader', alignment: 'right' },
                    { text: 'Tax', style: 'tableHeader', alignment: 'right' },
                  ],
                  ...doc.totals.taxes.map((t): TableCell[] => [
                    t.label,
                    { text: f.money(t.taxable), alignment: 'right' },
                    { text: f.money(t.tax), alignment: 'right' },
                  ]),
                ],
              },
              layout: 'lightHorizontalLines',
              fontSize: 8.5,
            },
          ],
        }
      : { text: '' };

  const totals: Content = {
    table: { widths: ['*', 'auto'], body: totalsRows(doc, f) },
    layout: {
      hLineWidth: (i: number, node: { table: { body: unknown[] } }) =>
        i === node.table.body.length ? 0 : 0.5,
      vLineWidth: () => 0,
      hLineColor: () => RULE,
    },
  };

  const qr: Content[] = doc.publicUrl
    ? [
        { qr: doc.publicUrl, fit: 84, eccLevel: 'M', alignment: 'right' },
        { text: 'Scan to view online', fontSize: 7, color: MUTED, alignment: 'right', margin: [0, 2, 0, 0] },
      ]
    : [];

  const content: Content[] = [
    header,
    { text: title.toUpperCase(), style: 'title', margin: [0, 18, 0, 10] },
    { columns: [billTo, { width: 210, stack: [metaTable] }], columnGap: 24 },
    { text: '', margin: [0, 12, 0, 0] },
    lineTable,
    {
      columns: [
        { width: '*', stack: [taxSummary] },
        { width: 230, stack: [totals] },
      ],
      columnGap: 24,
      margin: [0, 10, 0, 0],
    },
  ];
  if (doc.totalInWords) content.push({ text: doc.totalInWords, italics: true, margin: [0, 8, 0, 0] });
  const closing: Content[] = [...paymentBlock(doc)];
  if (doc.notes) closing.push({ text: 'Notes', style: 'heading' }, { text: doc.notes });
  if (doc.terms) closing.push({ text: 'Terms', style: 'heading' }, { text: doc.terms, fontSize: 8.5 });
  if (doc.publicUrl)
    closing.push({
      text: doc.publicUrl,
      link: doc.publicUrl,
      fontSize: 7.5,
      color: BRAND,
      margin: [0, 6, 0, 0],
    });
  content.push({
    columns: [
      { width: '*', stack: closing },
      { width: 100, stack: qr },
    ],
    columnGap: 20,
    margin: [0, 14, 0, 0],
    unbreakable: closing.length < 12,
  });

  return {
    ...pageStyle,
    info: { title: `${title} ${doc.number ?? '(draft)'}`, author: c.name, subject: doc.customer.name },
    watermark: doc.watermark ? { text: doc.watermark, opacity: 0.08, bold: true } : undefined,
    footer: (page: number, pages: number) => ({
      columns: [
        { text: doc.footer ?? c.name, fontSize: 7.5, color: MUTED },
        {
          text: `${doc.number ?? title} · Page ${page} of ${pages}`,
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
