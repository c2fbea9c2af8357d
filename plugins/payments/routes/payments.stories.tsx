import type { Meta, StoryObj } from '@storybook/react-vite';
import { PayForm } from './pay-page.tsx';
import { EventsTable } from './payment-testing-page.tsx';

const meta: Meta = {
  title: 'Payments/Pay and payment testing',
  parameters: { path: '/invoice/tok/pay' },
};
export default meta;

const invoice = {
  number: 'INV-2026-0042',
  currency: 'KES',
  amount_due: '12000.00',
  status: 'issued',
  company: { name: 'Safeworks Consultants Ltd', trading_name: 'Safeworks', locale: 'en-KE' },
};

export const PayWithSandboxOrMpesa: StoryObj = {
  render: () => (
    <div className="max-w-lg p-4">
      <PayForm
        invoice={invoice}
        options={[
          { provider: 'mpesa', label: 'M-Pesa (Daraja STK push)' },
          { provider: 'sandbox', label: 'Sandbox' },
        ]}
        token="tok"
      />
    </div>
  ),
};

export const NothingToPay: StoryObj = {
  render: () => (
    <div className="max-w-lg p-4">
      <PayForm invoice={{ ...invoice, amount_due: '0.00', status: 'paid' }} options={[]} token="tok" />
    </div>
  ),
};

export const CallbackLog: StoryObj = {
  parameters: { path: '/dashboard/payment-testing' },
  render: () => (
    <div className="p-4">
      <EventsTable
        label="Events of this payment"
        rows={[
          {
            id: 3,
            intent_id: 'i1',
            provider: 'sandbox',
            kind: 'callback',
            verified: true,
            outcome: 'succeeded',
            result: 'Already credited (receipt RCT-2026-0007): nothing done',
            body: {},
            at: '2026-11-29T09:01:02Z',
          },
          {
            id: 2,
            intent_id: 'i1',
            provider: 'sandbox',
            kind: 'callback',
            verified: true,
            outcome: 'succeeded',
            result: 'Credited as receipt RCT-2026-0007',
            body: {},
            at: '2026-11-29T09:01:01Z',
          },
          {
            id: 1,
            intent_id: null,
            provider: 'sandbox',
            kind: 'rejected',
            verified: false,
            outcome: null,
            result: 'Refused: Bad signature',
            body: {},
            at: '2026-11-29T09:00:00Z',
          },
        ]}
      />
    </div>
  ),
};
