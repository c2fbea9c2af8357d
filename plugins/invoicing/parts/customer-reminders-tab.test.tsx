// The "Reminders" tab on a customer (ADR 030): pausing with a reason, resuming, and the reminders
// considered for their invoices and those to come.
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerReminderOverview } from '../reminders-data.ts';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

import CustomerRemindersTab from './customer-reminders-tab.tsx';

let overview: CustomerReminderOverview;
function answer(q: RecordedQuery) {
  if (q.table === 'rpc/customer_reminder_overview') return { data: overview };
  if (q.table === 'rpc/set_customer_reminders_paused') {
    const a = q.args as { paused: boolean; reason?: string };
    overview = {
      ...overview,
      paused: a.paused
        ? { reason: a.reason ?? null, paused_at: '2026-11-26T08:00:00Z', paused_by: 'Amina' }
        : null,
    };
    return { data: null };
  }
  return { data: null };
}

beforeEach(() => {
  fakeSupabase.reset();
  fakeSupabase.respond(answer);
  overview = {
    enabled: true,
    offsets: [-3, 0, 7, 30],
    paused: null,
    recent: [
      {
        id: 'r1',
        invoice_id: 'inv-1',
        invoice_number: 'INV-2026-0003',
        offset_days: 7,
        due_on: '2026-11-19',
        status: 'queued',
        skip_reason: null,
        template: 'overdue_reminder',
        to_address: 'accounts@coastline-cement.co.ke',
        email_id: 'e1',
        email_status: 'sent',
        created_at: '2026-11-19T06:00:00Z',
      },
    ],
    upcoming: [
      {
        invoice_id: 'inv-1',
        invoice_number: 'INV-2026-0003',
        offset_days: 30,
        on: '2026-12-12',
        template: 'overdue_reminder',
      },
    ],
  };
});

const renderTab = () =>
  renderWithKernel(
    <CustomerRemindersTab target={{ type: 'customers', id: 'c1', title: 'Coastline Cement Works Ltd' }} />,
    {
      path: '/dashboard/customers/c1?tab=reminders',
      route: '/dashboard/customers/:id',
      profile: fakeProfile('me', 'staff'),
    },
  );

describe('the Reminders tab on a customer', () => {
  it('shows the schedule in words, the reminders sent with their invoice, and what is coming', async () => {
    renderTab();
    expect(
      await screen.findByText(
        'Unpaid invoices are reminded 3 days before due, on the due date, 7 and 30 days after.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Recent reminders' })).toHaveTextContent(
      'INV-2026-0003(7 days after)sent to accounts@coastline-cement.co.ke',
    );
    expect(screen.getByRole('list', { name: 'Reminders to come' })).toHaveTextContent('30 days after');
  });

  it('staff pause the reminders with a reason, then resume them', async () => {
    const user = userEvent.setup();
    renderTab();
    const toggle = await screen.findByRole('switch', {
      name: 'Send payment reminders to Coastline Cement Works Ltd',
    });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await user.type(screen.getByLabelText('Why pause them? (optional)'), 'Payment plan agreed');
    await user.click(screen.getByRole('button', { name: 'Pause reminders' }));
    expect(await screen.findByText(/Paused since/)).toHaveTextContent('by Amina: Payment plan agreed');
    expect(fakeSupabase.rpcCalls()).toContainEqual([
      'set_customer_reminders_paused',
      { customer_id: 'c1', paused: true, reason: 'Payment plan agreed' },
    ]);
    expect(screen.getByText('Nothing scheduled.')).toBeInTheDocument();

    await user.click(
      screen.getByRole('switch', { name: 'Send payment reminders to Coastline Cement Works Ltd' }),
    );
    await waitFor(() =>
      expect(fakeSupabase.rpcCalls()).toContainEqual([
        'set_customer_reminders_paused',
        { customer_id: 'c1', paused: false, reason: undefined },
      ]),
    );
    expect(await screen.findByText(/Unpaid invoices are reminded/)).toBeInTheDocument();
  });
});
