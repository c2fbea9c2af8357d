import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CustomerReminderOverview, InvoiceReminderSchedule, ReminderLog } from '../reminders-data.ts';
import { CustomerRemindersView } from './customer-reminders-tab.tsx';
import { InvoiceRemindersView } from './invoice-reminders.tsx';

const log = (offset: number, over: Partial<ReminderLog>): ReminderLog => ({
  id: `r${offset}`,
  invoice_id: 'inv-1',
  invoice_number: 'INV-2026-0002',
  offset_days: offset,
  due_on: '2026-11-19',
  status: 'queued',
  skip_reason: null,
  template: 'overdue_reminder',
  to_address: 'accounts@coastline-cement.co.ke',
  email_id: `e${offset}`,
  email_status: 'sent',
  created_at: '2026-11-19T06:00:00Z',
  ...over,
});

const schedule: InvoiceReminderSchedule = {
  enabled: true,
  offsets: [-3, 0, 7, 30],
  paused: null,
  past: [
    log(7, {}),
    log(0, {
      status: 'skipped',
      skip_reason: 'superseded',
      due_on: '2026-11-12',
      email_id: null,
      to_address: null,
    }),
  ],
  upcoming: [{ offset_days: 30, on: '2026-12-12', template: 'overdue_reminder' }],
};

const overview: CustomerReminderOverview = {
  enabled: true,
  offsets: [-3, 0, 7, 30],
  paused: null,
  recent: [
    log(7, {}),
    log(30, {
      invoice_number: 'INV-2026-0001',
      invoice_id: 'inv-0',
      status: 'skipped',
      skip_reason: 'no e-mail address',
      email_id: null,
      to_address: null,
    }),
  ],
  upcoming: [
    {
      invoice_id: 'inv-1',
      invoice_number: 'INV-2026-0002',
      offset_days: 30,
      on: '2026-12-12',
      template: 'overdue_reminder',
    },
  ],
};

const meta: Meta = { title: 'Invoicing/Reminders', parameters: { path: '/dashboard/invoices/inv-1' } };
export default meta;

export const InvoiceSection: StoryObj = {
  render: () => <InvoiceRemindersView schedule={schedule} status="issued" customerId="c1" />,
};

export const InvoiceSectionPaused: StoryObj = {
  render: () => (
    <InvoiceRemindersView
      schedule={{
        ...schedule,
        paused: {
          reason: 'Disputed the noise survey figures',
          paused_at: '2026-11-20T09:00:00Z',
          paused_by: 'Amina Mwangi',
        },
      }}
      status="partially_paid"
      customerId="c1"
    />
  ),
};

export const CustomerTab: StoryObj = {
  render: () => (
    <CustomerRemindersView
      overview={overview}
      customerName="Coastline Cement Works Ltd"
      onChange={async () => {}}
    />
  ),
};

export const CustomerTabPaused: StoryObj = {
  render: () => (
    <CustomerRemindersView
      overview={{
        ...overview,
        paused: {
          reason: 'Payment plan agreed by phone',
          paused_at: '2026-11-20T09:00:00Z',
          paused_by: 'Amina Mwangi',
        },
      }}
      customerName="Coastline Cement Works Ltd"
      onChange={async () => {}}
    />
  ),
};
