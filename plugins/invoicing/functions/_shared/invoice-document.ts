// The invoice the database answered (public.invoice_document for staff,
// public_invoice for a client's link: one JSON shape, every amount already
// computed there) as the printed model of plugins/invoicing/documents (ADR 025, 031).
// Used by invoice-pdf (staff and token) and invoice-send. No arithmetic here.

import { amountInWords } from '#invoicing-documents/amount-in-words.ts';
import {
  type DocumentParty,
  type IssuingCompany,
  issuingCompany,
  type SalesDocument,
} from '#invoicing-documents/sales-document.ts';
import type { CompanyJson, DocumentLineJson, PaymentJson } from '#kernel-functions/document-json.ts';
import { taxLabel } from './printing.ts';

/** An invoice line: the shared sales-document line (ADR 044). */
export type InvoiceLineJson = DocumentLineJson;

export interface InvoiceJson {
  /** Staff's invoice_document only; the public shape carries no ids. */
  id?: string;
  number: string | null;
  status: 'draft' | 'issued' | 'partially_paid' | 'paid' | 'void';
  overdue: boolean;
  issue_date: string;
  due_date: string;
  currency: string;
  prices_include_tax: boolean;
  document_discount: string;
  notes: string | null;
  terms: string | null;
  subtotal: string;
  discount_total: string;
  taxable_total: string;
  tax_total: string;
  total: string;
  amount_paid: string;
  amount_credited: string;
  amount_due: string;
  tax_summary: { tax_code: string; rate: string; taxable: string; tax: string }[];
  voided_on: string | null;
  lines: InvoiceLineJson[];
  credit_notes: { number: string; issue_date: string; total: string }[];
  company: CompanyJson & { trading_name: string | null };
  payment: PaymentJson;
  customer: {
    name: string;
    kra_pin: string | null;
    email: string | null;
    phone: string | null;
    postal_address: string | null;
    physical_address: string | null;
    attention: string | null;
    site: string | null;
  };
  /** The client's page (site URL + /invoice/<token>) while the invoice has a live link. */
  public_url?: string | null;
}

const lines = (...parts: (string | null | undefined)[]) =>
  parts.flatMap((p) => (p ? p.split(/\r?\n/) : [])).filter((p) => p.trim() !== '');
const nonZero = (v: string | null | undefined) => (v && Number(v) !== 0 ? v : null);

/** The issuing company as documents print it (invoices and their credit notes). */
export function companyOf(i: InvoiceJson, logoDataUrl: string | null = null): IssuingCompany {
  return issuingCompany(i.company, logoDataUrl);
}

/** The customer the invoice is addressed to. */
export function customerOf(i: InvoiceJson): DocumentParty {
  return {
    name: i.customer.name,
    kraPin: i.customer.kra_pin,
    address: lines(i.customer.physical_address, i.customer.postal_address),
    email: i.customer.email,
    phone: i.customer.phone,
    attention: i.customer.attention,
  };
}

export function invoiceToSalesDocument(
  i: InvoiceJson,
  opts: { logoDataUrl?: string | null } = {},
): SalesDocument {
  const kinds = new Map(i.lines.map((l) => [`${l.tax_code}|${l.tax_rate}`, l.tax_kind]));
  const bank = i.payment.bank;
  return {
    kind: 'invoice',
    number: i.number,
    issueDate: i.issue_date,
    dueDate: i.due_date,
    currency: i.currency,
    locale: i.company.locale ?? 'en-KE',
    company: companyOf(i, opts.logoDataUrl ?? null),
    customer: customerOf(i),
    lines: i.lines.map((l) => ({
      description: l.description,
      quantity: l.quantity,
      unit: l.unit,
      unitPrice: l.unit_price,
      discountPercent: nonZero(l.discount_percent),
      taxLabel: taxLabel(l.tax_code, l.tax_rate, l.tax_kind),
      net: l.amount,
    })),
    totals: {
      subtotal: i.subtotal,
      discount: nonZero(i.discount_total),
      taxes: i.tax_summary.map((t) => ({
        label: taxLabel(t.tax_code, t.rate, kinds.get(`${t.tax_code}|${t.rate}`)),
        taxable: t.taxable,
        tax: t.tax,
      })),
      total: i.total,
      paid: nonZero(i.amount_paid),
      credited: nonZero(i.amount_credited),
      due: i.status === 'void' ? null : i.amount_due,
    },
    totalInWords: amountInWords(i.total, i.currency),
    notes: i.notes,
    terms: i.terms,
    footer: i.company.footer,
    // A draft is not payable yet: no instructions with a number-less account.
    payment:
      i.status === 'draft'
        ? null
        : {
            mpesa: i.payment.mpesa,
            bank: bank
              ? {
                  bankName: bank.bank_name,
                  accountName: bank.account_name,
                  accountNumber: bank.account_number,
                  branch: bank.branch,
                  swift: bank.swift,
                }
              : null,
          },
    publicUrl: i.status === 'draft' ? null : (i.public_url ?? null),
    watermark: i.status === 'draft' ? 'DRAFT' : i.status === 'void' ? 'VOID' : null,
  };
}
