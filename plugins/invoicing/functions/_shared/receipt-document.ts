// public.payment_receipt(id) (ADR 032) as the receipt PDF's ReceiptDocument.

import type { ReceiptDocument } from '#invoicing-documents/receipt-pdf.ts';
import { issuingCompany } from '#invoicing-documents/sales-document.ts';
import type { CompanyJson } from '#kernel-functions/document-json.ts';

export interface ReceiptJson {
  id: string;
  number: string;
  customer_id: string;
  method: string;
  currency: string;
  amount: string;
  received_on: string;
  transaction_code: string | null;
  reference: string | null;
  payer: string | null;
  reversed_at: string | null;
  credit_left: string;
  pdf_path: string;
  reversal: { reference: string; reason: string; reversed_at: string } | null;
  invoices: { invoice_id: string; number: string; amount: string; kind: 'payment' | 'credit' }[];
  company: CompanyJson;
  customer: {
    name: string;
    kra_pin: string | null;
    postal_address: string | null;
    physical_address: string | null;
    send_to: string | null;
  };
}

export const METHODS: Record<string, string> = {
  mpesa: 'M-Pesa',
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
  cheque: 'Cheque',
  card: 'Card',
};

const lines = (...parts: (string | null | undefined)[]) =>
  parts.flatMap((p) => (p ? p.split(/\r?\n/) : [])).filter((p) => p.trim() !== '');

export function receiptToDocument(r: ReceiptJson, logoDataUrl: string | null = null): ReceiptDocument {
  return {
    number: r.number,
    receivedOn: r.received_on,
    method: METHODS[r.method] ?? r.method,
    transactionCode: r.transaction_code,
    reference: r.reference,
    payer: r.payer,
    currency: r.currency,
    amount: r.amount,
    creditLeft: r.credit_left,
    locale: r.company.locale ?? 'en-KE',
    company: issuingCompany(r.company, logoDataUrl),
    customer: {
      name: r.customer.name,
      kraPin: r.customer.kra_pin,
      address: lines(r.customer.physical_address, r.customer.postal_address),
    },
    invoices: r.invoices.map((i) => ({ number: i.number, amount: i.amount, credit: i.kind === 'credit' })),
    reversal: r.reversal
      ? { reference: r.reversal.reference, reason: r.reversal.reason, date: r.reversal.reversed_at }
      : null,
    footer: r.company.footer,
  };
}
