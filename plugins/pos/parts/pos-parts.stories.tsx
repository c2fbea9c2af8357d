import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SaleReceipt } from '../shapes.ts';
import { Receipt } from './receipt.tsx';
import { SalesChart } from './sales-chart.tsx';

const meta: Meta = {
  title: 'Point of sale/Receipt and chart',
  parameters: { path: '/dashboard/pos' },
};
export default meta;

const receipt: SaleReceipt = {
  id: 's1',
  number: 'POS-2026-000042',
  created_at: '2026-11-27T10:15:00+03:00',
  already: false,
  location: 'Shop',
  cashier: 'Amina Hassan',
  customer: null,
  company: 'Safeworks OSH Consultants',
  subtotal: '2150.00',
  discount: '0.00',
  tax: '344.00',
  total: '2494.00',
  paid: '2500.00',
  change_due: '6.00',
  lines: [
    {
      line_no: 1,
      refunded: '0',
      name: 'Safety helmet, white (EN 397)',
      sku: 'PPE-HLM-WHT',
      quantity: '2',
      unit_price: '850.00',
      discount_percent: '0.00',
      tax_code: 'VAT',
      tax_rate: '16.000',
      amount: '1700.00',
      tax: '272.00',
      total: '1972.00',
    },
    {
      line_no: 2,
      refunded: '0',
      name: 'Reflective vest, high-visibility orange',
      sku: 'PPE-VST-ORG',
      quantity: '1',
      unit_price: '450.00',
      discount_percent: '0.00',
      tax_code: 'VAT',
      tax_rate: '16.000',
      amount: '450.00',
      tax: '72.00',
      total: '522.00',
    },
  ],
  payments: [
    { method: 'cash', amount: '1494.00', tendered: '1500.00', reference: null },
    { method: 'mpesa', amount: '1000.00', tendered: null, reference: 'QWE1RTY2UI' },
  ],
  refunds: [],
};

export const TillReceipt: StoryObj = { render: () => <Receipt receipt={receipt} /> };

export const SalesPerDay: StoryObj = {
  render: () => (
    <SalesChart
      days={[
        { day: '2026-11-24', sales: 3, gross: '12400.00', refunded: '0.00', total: '12400.00' },
        { day: '2026-11-25', sales: 5, gross: '25067.60', refunded: '0.00', total: '25067.60' },
        { day: '2026-11-26', sales: 1, gross: '986.00', refunded: '986.00', total: '0.00' },
        { day: '2026-11-27', sales: 4, gross: '18220.00', refunded: '1160.00', total: '17060.00' },
      ]}
      total="54527.60"
    />
  ),
};
