// A customer's statement of account (ADR 029) as an A4 PDF: the sales
// documents' letterhead and look (pdf-layout.ts), the customer with their KRA
// PIN, the period, the opening balance, every movement with the running
// balance, the closing balance, the ageing of what is open and how to pay.
// Every amount comes from public.customer_statement as a decimal string: the
// PDF does no arithmetic, so paper and screen always agree.
import type { Content, TableCell } from 'pdfmake';
import { renderPdf } from './pdf.ts';
import {
  BRAND,
  companyHeader,
  formatters,
  lines,
  MUTED,
  pageStyle,
  RULE,
  type TDocumentDefinitions,
} from './pdf-layout.ts';
import {
  type DocumentParty,
  type IssuingCompany,
  issuingCompany,
  type PaymentInstructions,
} from './sales-document.ts';

export type StatementLineKind = 'invoice' | 'credit_note' | 'payment' | 'reversal' | 'void';

export interface StatementLine {
  date: string;
  kind: StatementLineKind;
  reference: string;
  description: string;
  debit: string;
  credit: string;
  balance: string;
}

export interface StatementAgeing {
  current: string;
  days_1_30: string;
  days_31_60: string;
  days_61_90: string;
  days_90_plus: string;
  total: string;
}

export interface StatementDocument {
  locale: string;
  currency: string;
  /** ISO dates: the period, and the day it was printed. */
  from: string;
  to: string;
  printedOn?: string | null;
  company: IssuingCompany;
  customer: DocumentParty;
  openingBalance: string;
  lines: StatementLine[];
  totalDebits: string;
  totalCredits: string;
  closingBalance: string;
  ageing: StatementAgeing;
  unappliedCredit: string;
  payment?: PaymentInstructions | null;
  footer?: string | null;
}

/** What public.customer_statement answers (the parts the PDF prints). */
export interface StatementJson {
  customer: {
    id: string;
    name: string;
    kra_pin: string | null;
    email: string | null;
    phone?: string | null;
    postal_address?: string | null;
    physical_address?: string | null;
  };
  company: {
    name: string;
    kra_pin: string | null;
    vat_number: string | null;
    email: string | null;
    phone: string | null;
    address: string | null;
    postal_address: string | null;
    website: string | null;
    logo_path?: string | null;
    locale: string | null;
    footer: string | null;
    bank: {
      bank_name: string;
      branch: string | null;
      account_name: string;
      account_number: string;
      swift: string | null;
    } | null;
    mpesa: { paybill: string; account: string } | null;
  };
  currency: string;
  from: string;
  to: string;
  today?: string;
  opening_balance: string;
  lines: (StatementLine & { record_id?: string; link?: string })[];
  total_debits: string;
  total_credits: string;
  closing_balance: string;
  ageing: StatementAgeing & { overdue_count?: number; open_count?: number };
  unapplied_credit: string;
}

const present = (...xs: (string | null | undefined)[]) => xs.filter((x): x is string => Boolean(x));

export function statementFromJson(
  s: StatementJson,
  opts: { logoDataUrl?: string | null } = {},
): StatementDocument {
  const c = s.company;
  return {
    locale: c.locale ?? 'en-KE',
    currency: s.currency,
    from: s.from,
    to: s.to,
    printedOn: s.today ?? null,
    company: issuingCompany(c, opts.logoDataUrl ?? null),
    customer: {
      name: s.customer.name,
      kraPin: s.customer.kra_pin,
      address: present(s.customer.physical_address, s.customer.postal_address),
      email: s.customer.email,
      phone: s.customer.phone ?? null,
    },
    openingBalance: s.opening_balance,
    lines: s.lines.map((l) => ({
      date: l.date,
      kind: l.kind,
      reference: l.reference,
      description: l.description,
      debit: l.debit,
      credit: l.credit,
      balance: l.balance,
    })),
    totalDebits: s.total_debits,
    totalCredits: s.total_credits,
    closingBalance: s.closing_balance,
    ageing: s.ageing,
    unappliedCredit: s.unapplied_credit,
    payment: {
      mpesa: c.mpesa,
      bank: c.bank
        ? {
            bankName: c.bank.bank_name,
            accountName: c.bank.account_name,
            accountNumber: c.bank.account_number,
            branch: c.bank.branch,
            swift: c.bank.swift,
          }
        : null,
    },
    footer: c.footer,
  };
}

/** `Statement-kitengela-glass-ltd-2026-11-30.pdf`: safe on every file system. */
export function statementFileName(doc: Pick<StatementDocument, 'customer' | 'to'>): string {
  const slug =
    doc.customer.name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'customer';
  return `Statement-${slug}-${doc.to}.pdf`;
}

export const AGEING_BUCKETS: { key: keyof StatementAgeing; label: string }[] = [
  { key: 'current', label: 'Current' },
  { key: 'days_1_30', label: '1–30 days' },
  { key: 'days_31_60', label: '31–60 days' },
  { key: 'days_61_90', label: '61–90 days' },
  { key: 'days_90_plus', label: 'Over 90 days' },
];

const KIND_LABEL: Record<StatementLineKind, string> = {
  invoice: 'Invoice',
  credit_note: 'Credit note',
  payment: 'Payment',
  reversal: 'Reversal',
  void: 'Void',
};

export function statementDefinition(doc: StatementDocument): TDocumentDefinitions {
  const f = formatters(doc.locale);
  const amount = (v: string) => (Number(v) === 0 ? '' : f.money(v));
  // Amounts never wrap (issue 22 item 2): their columns are as wide as their longest amount.
  const right = (text: string, extra: Partial<{ bold: boolean; color: string }> = {}): TableCell => ({
    text,
    alignment: 'right',
    noWrap: true,
    ...extra,
  });

  const customer: Content = {
    stack: [
      { text: 'Statement for', style: 'label' },
      { text: doc.customer.name, bold: true },
      { text: lines(...(doc.customer.address ?? [])) },
      { text: lines(doc.customer.phone, doc.customer.email), color: MUTED },
    ],
  };
  const meta: [string, string][] = [
    ['Period', `${f.date(doc.from)} – ${f.date(doc.to)}`],
    ...(doc.customer.kraPin ? [['Customer PIN', doc.customer.kraPin] as [string, string]] : []),
    ['Currency', doc.currency],
    ...(doc.printedOn ? [['Printed on', f.date(doc.printedOn)] as [string, string]] : []),
    ['Balance due', f.money(doc.closingBalance)],
  ];
  const metaTable: Content = {
    table: {
      widths: ['auto', '*'],
      body: meta.map(([k, v]) => [
        { text: k, color: MUTED },
        { text: v, alignment: 'right', bold: k === 'Balance due' },
      ]),
    },
    layout: 'noBorders',
  };

  const lineTable: Content = {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: [56, 54, 76, '*', 'auto', 'auto', 'auto'],
      body: [
        ['Date', 'Type', 'Reference', 'Details', 'Debit', 'Credit', 'Balance'].map((h, i) => ({
          text: h,
          style: 'tableHeader',
          alignment: i >= 4 ? 'right' : 'left',
        })),
        [
          f.date(doc.from),
          { text: '', colSpan: 1 },
          '',
          { text: 'Opening balance', bold: true },
          '',
          '',
          right(f.money(doc.openingBalance), { bold: true }),
        ],
        ...doc.lines.map((l): TableCell[] => [
          f.date(l.date),
          { text: KIND_LABEL[l.kind], color: MUTED },
          l.reference,
          { text: l.description, fontSize: 8.5 },
          right(amount(l.debit)),
          right(amount(l.credit)),
          right(f.money(l.balance)),
        ]),
        [
          f.date(doc.to),
          '',
          '',
          { text: 'Closing balance', bold: true, color: BRAND },
          right(f.money(doc.totalDebits), { bold: true }),
          right(f.money(doc.totalCredits), { bold: true }),
          right(f.money(doc.closingBalance), { bold: true, color: BRAND }),
        ],
      ],
    },
    layout: {
      hLineWidth: (i: number, node: { table: { body: unknown[] } }) =>
        i === 0 ? 0 : i === 1 || i === node.table.body.length - 1 ? 1 : 0.5,
      vLineWidth: () => 0,
      hLineColor: () => RULE,
      paddingTop: () => 3,
      paddingBottom: () => 3,
    },
    fontSize: 8.5,
  };

  const ageingTable: Content = {
    stack: [
      { text: `Ageing on ${f.date(doc.to)} (days past the due date)`, style: 'heading' },
      {
        table: {
          widths: ['*', '*', '*', '*', '*', '*'],
          body: [
            [...AGEING_BUCKETS.map((b) => b.label), 'Total open'].map((h) => ({
              text: h,
              style: 'tableHeader',
              alignment: 'right',
            })),
            [...AGEING_BUCKETS.map((b) => doc.ageing[b.key]), doc.ageing.total].map((v, i) =>
              right(f.money(v), { bold: i === AGEING_BUCKETS.length }),
            ),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      ...(Number(doc.unappliedCredit) !== 0
        ? [
            {
              text: `Payments received and not yet applied to an invoice: ${doc.currency} ${f.money(doc.unappliedCredit)}. Balance due = total open − this credit.`,
              color: MUTED,
              fontSize: 8.5,
              margin: [0, 4, 0, 0] as [number, number, number, number],
            },
          ]
        : []),
    ],
  };

  const p = doc.payment;
  const howToPay: Content[] =
    p && (p.bank || p.mpesa) && Number(doc.closingBalance) > 0
      ? [
          { text: 'How to pay', style: 'heading' },
          ...(p.mpesa
            ? [
                {
                  text: [
                    { text: 'M-Pesa: ', bold: true },
                    `Pay bill ${p.mpesa.paybill}, account ${p.mpesa.account}`,
                  ],
                },
              ]
            : []),
          ...(p.bank
            ? [
                {
                  text: [
                    { text: 'Bank transfer: ', bold: true },
                    lines(
                      `${p.bank.bankName}${p.bank.branch ? `, ${p.bank.branch}` : ''}`,
                      `Account name ${p.bank.accountName}, account number ${p.bank.accountNumber}`,
                      p.bank.swift ? `SWIFT ${p.bank.swift}` : null,
                    ),
                  ],
                },
              ]
            : []),
          { text: 'Please quote the invoice numbers you pay with your payment.', color: MUTED },
        ]
      : [];

  return {
    ...pageStyle,
    pageOrientation: 'portrait',
    info: {
      title: `Statement of account ${doc.customer.name} ${doc.to}`,
      author: doc.company.name,
      subject: doc.customer.name,
    },
    footer: (page: number, pages: number) => ({
      columns: [
        { text: doc.footer ?? doc.company.name, fontSize: 7.5, color: MUTED },
        {
          text: `Statement ${f.date(doc.to)} · Page ${page} of ${pages}`,
          alignment: 'right',
          fontSize: 7.5,
          color: MUTED,
          width: 180,
        },
      ],
      margin: [40, 20, 40, 0],
    }),
    content: [
      companyHeader(doc.company),
      { text: 'STATEMENT OF ACCOUNT', style: 'title', margin: [0, 18, 0, 10] },
      { columns: [customer, { width: 220, stack: [metaTable] }], columnGap: 24 },
      { text: '', margin: [0, 12, 0, 0] },
      lineTable,
      { stack: [ageingTable], unbreakable: true, margin: [0, 10, 0, 0] },
      { stack: howToPay, unbreakable: true, margin: [0, 6, 0, 0] },
    ],
  };
}

export async function renderStatementPdf(doc: StatementDocument): Promise<Buffer> {
  return renderPdf(statementDefinition(doc));
}
