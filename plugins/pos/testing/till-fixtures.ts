// What the till's page tests share: a stocked item with its barcode, and an open session's report at the shop.
import type { SessionReport } from '../sessions.ts';

/** A scanner's code for the helmet below (EAN-13, check digit right). */
export const HELMET_CODE = '6161234500019';

export const HELMET = {
  id: 'i-helmet',
  name: 'Safety helmet, white (EN 397)',
  sku: 'PPE-HLM-WHT',
  barcode: HELMET_CODE,
  unit: 'piece',
  unit_price: 850,
  tax_code: 'VAT',
  kind: 'product',
  is_stocked: true,
  on_hand: 5,
  exact: true,
};

export const REPORT: SessionReport = {
  id: 'session-1',
  status: 'open',
  report: 'X',
  z_number: null,
  location_id: 'loc-shop',
  location_name: 'Shop',
  opening_float: '1000.00',
  opened_at: '2026-11-27T07:00:00Z',
  closed_at: null,
  note: null,
  opened_by_name: 'Amina Hassan',
  closed_by_name: null,
  sales_count: 0,
  sales_total: '0.00',
  tax_total: '0.00',
  refunds_count: 0,
  refunds_total: '0.00',
  cash_in: '0.00',
  cash_out: '0.00',
  cash_moves: [],
  methods: [],
  expected_cash: '1000.00',
  difference: null,
  company: {
    name: 'Safeworks',
    trading_name: null,
    kra_pin: null,
    vat_number: null,
    email: null,
    phone: null,
    address: null,
    postal_address: null,
    website: null,
    logo_path: null,
    locale: null,
    footer: null,
  },
};
