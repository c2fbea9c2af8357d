// A closed till session's Z report as an A4 PDF (ADR 076), with the firm's letterhead from
// Settings → Company — the same letterhead, fonts and colours as invoices and receipts, through
// invoicing's server-side document code (ADR 041). Amounts are the database's decimal strings
// (public.pos_z_report): this file does no arithmetic.
import type { Content, TableCell } from 'pdfmake';
import { renderPdf } from '#invoicing-documents/pdf.ts';
import { companyHeader, formatters, MUTED, pageStyle, RULE } from '#invoicing-documents/pdf-layout.ts';
import { issuingCompany, type LetterheadJson } from '#invoicing-documents/sales-document.ts';

export interface ZReportJson {
  z_number: string | null;
  location_name: string;
  opening_float: string;
  opened_at: string;
  closed_at: string | null;
  note: string | null;
  opened_by_name: string | null;
  closed_by_name: string | null;
  sales_count: number;
  sales_total: string;
  tax_total: string;
  refunds_count: number;
  refunds_total: string;
  cash_in: string;
  cash_out: string;
  cash_moves: { kind: 'in' | 'out'; amount: string; reason: string; created_at: string }[];
  methods: {
    method: string;
    sales: string;
    refunds: string;
    expected: string;
    counted: string | null;
    difference: string | null;
  }[];
  expected_cash: string;
  difference: string | null;
  company: LetterheadJson & { locale?: string | null; footer?: string | null; logo_path?: string | null };
}

const METHOD: Record<string, string> = { cash: 'Cash', mpesa: 'M-Pesa', card: 'Card' };

export function zReportFileName(r: Pick<ZReportJson, 'z_number'>): string {
  return `${(r.z_number ?? 'z-report').replace(/[^A-Za-z0-9._-]+/g, '-')}.pdf`;
}

/** "29 Nov 2026, 17:05" in the firm's locale and Nairobi time (the till's day). */
function when(locale: string, iso: string | null): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Africa/Nairobi',
  }).format(new Date(iso));
}

export function zReportDefinition(r: ZReportJson, logoDataUrl: string | null = null) {
  const locale = r.company.locale ?? 'en-KE';
  const f = formatters(locale);
  const signed = (a: string | null) => (a === null ? '' : Number(a) > 0 ? `+${f.money(a)}` : f.money(a));
  const right = (text: string, bold = false): TableCell => ({ text, alignment: 'right', bold });
  const meta: [string, string][] = [
    ['Z report', r.z_number ?? ''],
    ['Location', r.location_name],
    ['Opened', `${when(locale, r.opened_at)}${r.opened_by_name ? ` by ${r.opened_by_name}` : ''}`],
    ['Closed', `${when(locale, r.closed_at)}${r.closed_by_name ? ` by ${r.closed_by_name}` : ''}`],
  ];
  const content: Content[] = [
    companyHeader(issuingCompany(r.company, logoDataUrl)),
    { text: 'Z REPORT', style: 'title', margin: [0, 18, 0, 10] },
    {
      table: {
        widths: ['auto', '*'],
        body: meta.map(([k, v]) => [
          { text: k, color: MUTED },
          { text: v, bold: k === 'Z report' },
        ]),
      },
      layout: 'noBorders',
    },
    { text: 'Takings', style: 'heading', margin: [0, 14, 0, 3] },
    {
      table: {
        widths: ['*', 'auto'],
        body: [
          ['Opening float', right(f.money(r.opening_float))],
          [`Sales (${r.sales_count})`, right(f.money(r.sales_total))],
          ['of which VAT', right(f.money(r.tax_total))],
          [`Refunds (${r.refunds_count})`, right(f.money(r.refunds_total))],
          ['Cash in', right(f.money(r.cash_in))],
          ['Cash out', right(f.money(r.cash_out))],
        ],
      },
      layout: 'lightHorizontalLines',
    },
    { text: 'Per payment method', style: 'heading', margin: [0, 14, 0, 3] },
    {
      table: {
        headerRows: 1,
        widths: ['*', 'auto', 'auto', 'auto', 'auto', 'auto'],
        body: [
          ['Method', 'Sales', 'Refunds', 'Expected', 'Counted', 'Difference'].map((h, i) => ({
            text: h,
            style: 'tableHeader',
            alignment: i === 0 ? 'left' : 'right',
          })),
          ...r.methods.map((m): TableCell[] => [
            METHOD[m.method] ?? m.method,
            right(f.money(m.sales)),
            right(f.money(m.refunds)),
            right(f.money(m.expected)),
            right(m.counted === null ? '' : f.money(m.counted)),
            right(signed(m.difference)),
          ]),
          [
            { text: 'Difference, all methods', bold: true, colSpan: 5 },
            '',
            '',
            '',
            '',
            right(signed(r.difference ?? '0'), true),
          ],
        ],
      },
      layout: { hLineColor: () => RULE, vLineWidth: () => 0 },
    },
    {
      text: 'Expected cash = float + cash sales − cash refunds + cash in − cash out. Difference = counted − expected.',
      fontSize: 8,
      color: MUTED,
      margin: [0, 4, 0, 0],
    },
  ];
  if (r.cash_moves.length > 0)
    content.push(
      { text: 'Cash in and out', style: 'heading', margin: [0, 14, 0, 3] },
      {
        table: {
          headerRows: 1,
          widths: ['auto', 'auto', '*', 'auto'],
          body: [
            ['When', 'In / out', 'Reason', 'Amount'].map((h, i) => ({
              text: h,
              style: 'tableHeader',
              alignment: i === 3 ? 'right' : 'left',
            })),
            ...r.cash_moves.map((c): TableCell[] => [
              when(locale, c.created_at),
              c.kind === 'in' ? 'In' : 'Out',
              c.reason,
              right(f.money(c.amount)),
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
      },
    );
  if (r.note) content.push({ text: [{ text: 'Note: ', bold: true }, r.note], margin: [0, 12, 0, 0] });
  content.push({
    columns: [
      { text: 'Counted by ____________________', margin: [0, 36, 0, 0] },
      { text: 'Checked by ____________________', margin: [0, 36, 0, 0] },
    ],
  });
  return {
    ...pageStyle,
    info: { title: `Z report ${r.z_number ?? ''}`, author: r.company.name, subject: r.location_name },
    footer: (page: number, pages: number) => ({
      columns: [
        { text: r.company.footer ?? r.company.name, fontSize: 7.5, color: MUTED },
        {
          text: `${r.z_number ?? ''} · Page ${page} of ${pages}`,
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

export async function renderZReportPdf(r: ZReportJson, logoDataUrl: string | null = null): Promise<Buffer> {
  return renderPdf(zReportDefinition(r, logoDataUrl));
}
