// A client's invoice as public_invoice answers it, for the public page's tests and stories.
import type { PublicInvoice } from '../send-data.ts';

/** The firm as every document's JSON answers it (the letterhead, Settings → Company and → Sales). */
export const COMPANY: PublicInvoice['company'] = {
  name: 'Safeworks Consultants Ltd',
  trading_name: 'Safeworks',
  kra_pin: 'P051234567Q',
  vat_number: null,
  email: 'accounts@safeworks.example',
  phone: '+254 712 345678',
  address: 'Mombasa Road, Nairobi',
  postal_address: 'P.O. Box 12345-00100',
  website: null,
  logo_path: null,
  locale: 'en-KE',
  footer: 'Thank you for your business.',
};

export const PUBLIC_INVOICE: PublicInvoice = {
  number: 'INV-2026-0042',
  status: 'partially_paid',
  overdue: false,
  issue_date: '2026-11-02',
  due_date: '2026-12-02',
  currency: 'KES',
  document_discount: '0.00',
  notes: 'Fire safety training for 20 staff at the Nyali hotel.',
  terms: 'Payment is due within 30 days.',
  subtotal: '130000.00',
  discount_total: '0.00',
  tax_total: '20800.00',
  total: '150800.00',
  amount_paid: '50000.00',
  amount_credited: '0.00',
  amount_due: '100800.00',
  tax_summary: [{ tax_code: 'VAT', rate: '16.000', taxable: '130000.00', tax: '20800.00' }],
  voided_on: null,
  lines: [
    {
      position: 1,
      description: 'Fire safety training',
      quantity: '20.000',
      unit: 'participant',
      unit_price: '6500.00',
      discount_percent: '0.00',
      tax_code: 'VAT',
      tax_rate: '16.000',
      tax_kind: 'standard',
      amount: '130000.00',
    },
  ],
  credit_notes: [],
  company: COMPANY,
  payment: {
    mpesa: { paybill: '522533', account: 'INV-2026-0042' },
    bank: {
      bank_name: 'KCB Bank',
      branch: 'Moi Avenue',
      account_name: 'Safeworks Consultants Ltd',
      account_number: '1234567890',
      swift: 'KCBLKENX',
    },
  },
  customer: {
    name: 'Nyali Coral Beach Hotel',
    kra_pin: 'P051111111A',
    postal_address: 'P.O. Box 90-80100 Mombasa',
    physical_address: 'Links Road, Nyali',
    attention: 'Mary Wanjiru',
  },
  public_url: 'https://safeworks.example/invoice/ffff',
};
