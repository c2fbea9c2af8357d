// A firm with receivables: for the widget's test and stories.
import type { ReceivablesSummary } from '../receivables-data.ts';

export const SUMMARY: ReceivablesSummary = {
  as_of: '2026-11-26',
  currencies: [
    {
      currency: 'KES',
      owed: '1284350.50',
      overdue: '412000.00',
      overdue_count: 3,
      open_count: 11,
      received_this_month: '655900.00',
    },
  ],
  most_overdue: [
    {
      id: 'inv-1',
      number: 'INV-2026-0004',
      customer_id: 'c1',
      customer_name: 'Bamburi Cement Ltd',
      currency: 'KES',
      amount_due: '185600.00',
      due_date: '2026-10-12',
      days_overdue: 45,
    },
    {
      id: 'inv-2',
      number: 'INV-2026-0009',
      customer_id: 'c2',
      customer_name: 'Kapa Oil Refineries',
      currency: 'KES',
      amount_due: '58000.00',
      due_date: '2026-11-25',
      days_overdue: 1,
    },
  ],
};
