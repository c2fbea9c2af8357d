// What the database's document functions (invoice_document, public_invoice, quotation_document,
// public_quotation, payment_receipt) answer about the issuing company and how to pay it: one type for every
// printed document's model (invoices, quotations, receipts), so the models cannot drift (ADR 044).
// Types only.

/** The issuing company, from the company settings. */
export interface CompanyJson {
  name: string;
  /** Invoices only: the name traded under, when it differs. */
  trading_name?: string | null;
  kra_pin: string | null;
  vat_number: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  postal_address: string | null;
  website: string | null;
  logo_path: string | null;
  locale: string | null;
  footer: string | null;
}

/** How a customer pays: the M-Pesa pay-bill and the bank account the sales settings give. */
export interface PaymentJson {
  mpesa: { paybill: string; account: string } | null;
  bank: {
    bank_name: string;
    branch: string | null;
    account_name: string;
    account_number: string;
    swift: string | null;
  } | null;
}

/** One line of a sales document as the database computed it: every amount exact decimal text. */
export interface DocumentLineJson {
  position: number;
  description: string;
  quantity: string;
  unit: string | null;
  unit_price: string;
  discount_percent: string;
  tax_code: string;
  tax_rate: string;
  tax_kind: 'standard' | 'zero_rated' | 'exempt';
  amount: string;
  tax: string;
  total: string;
}
