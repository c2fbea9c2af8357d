// A purchase order as an A4 PDF (ADR 076), the attachment of the e-mail to the supplier: the firm's
// letterhead (invoicing's server-side document code, ADR 041), the supplier, where to deliver, the
// lines at the ordered cost and the total. Amounts are the database's decimal strings
// (public.pos_purchase_order): this file does no arithmetic.
import type { Content, TableCell } from 'pdfmake';
import { renderPdf } from '#invoicing-documents/pdf.ts';
import { companyHeader, formatters, lines, MUTED, pageStyle, RULE } from '#invoicing-documents/pdf-layout.ts';
import { issuingCompany, type LetterheadJson } from '#invoicing-documents/sales-document.ts';

export interface PurchaseOrderJson {
  id: string;
  number: string;
  status: string;
  expected_on: string | null;
  notes: string | null;
  created_at: string;
  supplier: {
    name: string;
    contact_name: string | null;
    phone: string | null;
    email: string | null;
    tax_pin: string | null;
    address: string | null;
  };
  location: { name: string };
  lines: {
    line_no: number;
    name: string;
    sku: string | null;
    unit: string | null;
    quantity: string;
    unit_cost: string;
    amount: string;
  }[];
  total: string;
  company: LetterheadJson & { locale?: string | null; footer?: string | null; logo_path?: string | null };
}

export function purchaseOrderFileName(o: Pick<PurchaseOrderJson, 'number'>): string {
  return `${o.number.replace(/[^A-Za-z0-9._-]+/g, '-') || 'purchase-order'}.pdf`;
}

export function purchaseOrderDefinition(o: PurchaseOrderJson, logoDataUrl: string | null = null) {
  const locale = o.company.locale ?? 'en-KE';
  const f = formatters(locale);
  // Unit costs are kept to 4 decimals: printed with at least 2, at most 4, never rounded away.
  const cost = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 4 });
  const right = (text: string): TableCell => ({ text, alignment: 'right' });
  const meta: [string, string][] = [
    ['Order number', o.number],
    ['Date', f.date(o.created_at)],
    ['Deliver to', o.location.name],
  ];
  if (o.expected_on) meta.push(['Expected by', f.date(o.expected_on)]);
  const s = o.supplier;
  const content: Content[] = [
    companyHeader(issuingCompany(o.company, logoDataUrl)),
    { text: 'PURCHASE ORDER', style: 'title', margin: [0, 18, 0, 10] },
    {
      columns: [
        {
          stack: [
            { text: 'Supplier', style: 'label' },
            { text: s.name, bold: true },
            { text: lines(s.contact_name ? `Attn: ${s.contact_name}` : null, s.address) },
            { text: lines(s.phone, s.email), color: MUTED },
            s.tax_pin ? { text: `KRA PIN ${s.tax_pin}`, color: MUTED } : { text: '' },
          ],
        },
        {
          width: 230,
          table: {
            widths: ['auto', '*'],
            body: meta.map(([k, v]) => [
              { text: k, color: MUTED },
              { text: v, alignment: 'right', bold: k === 'Order number' },
            ]),
          },
          layout: 'noBorders',
        },
      ],
      columnGap: 24,
      margin: [0, 0, 0, 14],
    },
    {
      table: {
        headerRows: 1,
        dontBreakRows: true,
        widths: [14, '*', 60, 70, 80],
        body: [
          ['#', 'Item', 'Quantity', 'Unit cost', 'Amount'].map((h, i) => ({
            text: h,
            style: 'tableHeader',
            alignment: i < 2 ? 'left' : 'right',
          })),
          ...o.lines.map((l): TableCell[] => [
            { text: String(l.line_no), color: MUTED },
            { stack: [l.name, ...(l.sku ? [{ text: l.sku, fontSize: 8, color: MUTED }] : [])] },
            right(`${f.quantity(l.quantity)}${l.unit ? ` ${l.unit}` : ''}`),
            right(cost.format(l.unit_cost as Intl.StringNumericLiteral)),
            right(f.money(l.amount)),
          ]),
          [
            { text: 'Total', bold: true, colSpan: 4, alignment: 'right' },
            '',
            '',
            '',
            { text: f.money(o.total), bold: true, alignment: 'right' },
          ],
        ],
      },
      layout: { hLineColor: () => RULE, vLineWidth: () => 0 },
    },
  ];
  if (o.notes) content.push({ text: o.notes, margin: [0, 12, 0, 0] });
  content.push({
    text: `Please quote ${o.number} on your delivery note and invoice.`,
    color: MUTED,
    margin: [0, 12, 0, 0],
  });
  return {
    ...pageStyle,
    info: { title: `Purchase order ${o.number}`, author: o.company.name, subject: s.name },
    watermark: o.status === 'cancelled' ? { text: 'CANCELLED', opacity: 0.08, bold: true } : undefined,
    footer: (page: number, pages: number) => ({
      columns: [
        { text: o.company.footer ?? o.company.name, fontSize: 7.5, color: MUTED },
        {
          text: `${o.number} · Page ${page} of ${pages}`,
          alignment: 'right' as const,
          fontSize: 7.5,
          color: MUTED,
          width: 160,
        },
      ],
      margin: [40, 20, 40, 0] as [number, number, number, number],
    }),
    content,
  };
}

export async function renderPurchaseOrderPdf(
  o: PurchaseOrderJson,
  logoDataUrl: string | null = null,
): Promise<Buffer> {
  return renderPdf(purchaseOrderDefinition(o, logoDataUrl));
}
