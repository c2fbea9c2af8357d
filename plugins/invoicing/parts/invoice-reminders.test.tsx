// The invoice page's "Reminders" section (ADR 030): reminders sent (with a link to the e-mail) and
// skipped (with why), what is next, and the notice when the customer's reminders are paused.
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceReminderSchedule, ReminderLog } from '../reminders-data.ts';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

import { InvoiceReminders } from './invoice-reminders.tsx';

let schedule: InvoiceReminderSchedule;
function answer(q: RecordedQuery) {
  if (q.table === 'rpc/invoice_reminder_schedule') return { data: schedule };
  return { data: null };
}

const log = (offset: number, over: Partial<ReminderLog>): ReminderLog => ({
  id: `r${offset}`,
  invoice_id: 'inv-1',
  invoice_number: 'INV-2026-0007',
  offset_days: offset,
  due_on: '2026-11-20',
  status: 'queued',
  skip_reason: null,
  template: 'overdue_reminder',
  to_address: null,
  email_id: null,
  email_status: null,
  created_at: '2026-11-20T06:00:00Z',
  ...over,
});

beforeEach(() => {
  fakeSupabase.reset();
  fakeSupabase.respond(answer);
  schedule = { enabled: true, offsets: [-3, 0, 7, 30], paused: null, past: [], upcoming: [] };
});

const renderSection = (status = 'issued') =>
  renderWithKernel(<InvoiceReminders invoice={{ id: 'inv-1', status, customer_id: 'c1' }} />, {
    path: '/dashboard/invoices/inv-1',
    route: '/dashboard/invoices/:id',
    profile: fakeProfile('me', 'staff'),
  });

describe('the Reminders section of an invoice', () => {
  it('lists the reminder sent with a link to its e-mail, the one skipped with why, and the next date', async () => {
    schedule.past = [
      log(7, { to_address: 'accounts@mavoko-steel.co.ke', email_id: 'e-7', email_status: 'sent' }),
      log(0, { status: 'skipped', skip_reason: 'superseded', due_on: '2026-11-13' }),
    ];
    schedule.upcoming = [{ offset_days: 30, on: '2026-12-13', template: 'overdue_reminder' }];
    renderSection();
    const past = await screen.findByRole('list', { name: 'Reminders so far' });
    expect(past).toHaveTextContent('sent to accounts@mavoko-steel.co.ke');
    expect(past).toHaveTextContent('not sent: a later reminder was due');
    expect(screen.getByRole('link', { name: 'view e-mail' })).toHaveAttribute(
      'href',
      '/dashboard/email?message=e-7',
    );
    expect(screen.getByRole('list', { name: 'Reminders to come' })).toHaveTextContent('30 days after');
  });

  it('says the customer is paused (and where to change it) instead of what is next', async () => {
    schedule.paused = { reason: 'Disputed by phone', paused_at: '2026-11-21T09:00:00Z', paused_by: 'Amina' };
    schedule.upcoming = [{ offset_days: 7, on: '2026-11-27', template: 'overdue_reminder' }];
    renderSection();
    expect(await screen.findByText(/Reminders are paused for this customer/)).toHaveTextContent(
      '(Disputed by phone)',
    );
    expect(screen.getByRole('link', { name: 'Change' })).toHaveAttribute(
      'href',
      '/dashboard/customers/c1?tab=reminders',
    );
    expect(screen.queryByRole('list', { name: 'Reminders to come' })).toBeNull();
    expect(screen.getByText('No reminder yet.')).toBeInTheDocument();
  });

  it('shows nothing for a draft, and asks the database nothing', () => {
    const { container } = renderSection('draft');
    expect(container).toBeEmptyDOMElement();
    expect(fakeSupabase.rpcCalls().map(([name]) => name)).not.toContain('invoice_reminder_schedule');
  });
});
