// The outbox and the mailbox on the kernel's test harness: the status filter
// reaches the query, a failed message opens with its text and a sandboxed HTML
// preview and can be sent again, and the mailbox is the superadmin's alone.
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

import MailboxPage from './mailbox-page.tsx';
import OutboxPage from './outbox-page.tsx';

const FAILED = {
  id: 'e-1',
  to_addresses: ['client@example.test'],
  cc_addresses: [],
  subject: 'Your fire audit report',
  status: 'failed',
  attempts: 1,
  next_attempt_at: '2026-11-25T10:00:00Z',
  last_error: '550 no such mailbox',
  delivered_via: null,
  template: 'customers.report',
  created_at: '2026-11-25T10:00:00Z',
  sent_at: null,
};

function answer(q: RecordedQuery) {
  if (q.table === 'email_outbox' && q.calls.some(([m]) => m === 'range')) return { data: [FAILED], count: 1 };
  // One row by id (a timeline's ?message= link).
  if (
    q.table === 'email_outbox' &&
    q.calls.some(([m, c]) => m === 'select' && String(c).includes('attempts'))
  )
    return { data: q.calls.some(([m, , v]) => m === 'eq' && v === FAILED.id) ? [FAILED] : [] };
  if (q.table === 'email_outbox')
    return {
      data: [
        {
          subject: FAILED.subject,
          text_body: 'Please find the report.',
          html_body: '<p onclick="x()">Report</p>',
        },
      ],
    };
  if (q.table === 'rpc/retry_email') return { data: null };
  return { data: null };
}

beforeEach(() => {
  fakeSupabase.reset();
  fakeSupabase.respond(answer);
});

describe('the outbox', () => {
  it('filters by status and opens a failed message to send it again', async () => {
    const user = userEvent.setup();
    renderWithKernel(<OutboxPage />, {
      path: '/dashboard/email?f.status=failed',
      route: '/dashboard/email',
      profile: fakeProfile('me', 'staff'),
    });
    await user.click(await screen.findByText('Your fire audit report'));
    const list = fakeSupabase.queries.find(
      (q) => q.table === 'email_outbox' && q.calls.some(([m]) => m === 'range'),
    );
    expect(list?.calls).toContainEqual(['in', 'status', ['failed']]);

    const dialog = await screen.findByRole('dialog', { name: 'Your fire audit report' });
    expect(await within(dialog).findByText('Please find the report.')).toBeVisible();
    expect(dialog).toHaveTextContent('550 no such mailbox');
    await user.click(within(dialog).getByRole('tab', { name: 'HTML preview' }));
    const frame = await within(dialog).findByTitle('HTML preview of Your fire audit report');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', '<p onclick="x()">Report</p>');

    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(fakeSupabase.queries.some((q) => q.table === 'rpc/retry_email')).toBe(true));
    // Staff see no Mailbox link.
    expect(screen.queryByRole('link', { name: 'Mailbox' })).toBeNull();
  });
});

describe('one record’s e-mail history', () => {
  it('a member following a customer’s history link sees only the messages about that customer', async () => {
    renderWithKernel(<OutboxPage />, {
      path: '/dashboard/email?record=customers:c-9',
      route: '/dashboard/email',
      profile: fakeProfile('me', 'staff'),
    });
    expect(await screen.findByText('Showing the e-mails about one record.')).toBeVisible();
    await screen.findByText('Your fire audit report');
    const list = fakeSupabase.queries.find(
      (q) => q.table === 'email_outbox' && q.calls.some(([m]) => m === 'range'),
    );
    expect(list?.calls).toContainEqual(['eq', 'record_type', 'customers']);
    expect(list?.calls).toContainEqual(['eq', 'record_id', 'c-9']);
    expect(screen.getByRole('link', { name: 'Show all messages' })).toHaveAttribute(
      'href',
      '/dashboard/email',
    );
  });
});

describe('a link to one message', () => {
  const ID = '6f1c2a9e-5b1d-4c4e-9a51-3f0b8a2d7c11';
  beforeEach(() => {
    FAILED.id = ID;
  });

  it('a member following a timeline entry sees that message open, and closing it keeps the list', async () => {
    const user = userEvent.setup();
    const { router } = renderWithKernel(<OutboxPage />, {
      path: `/dashboard/email?message=${ID}`,
      route: '/dashboard/email',
      profile: fakeProfile('me', 'staff'),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Your fire audit report' });
    expect(await within(dialog).findByText('Please find the report.')).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it('a member following a link to someone else’s message is told why it does not open', async () => {
    renderWithKernel(<OutboxPage />, {
      path: '/dashboard/email?message=00000000-0000-4000-8000-000000000000',
      route: '/dashboard/email',
      profile: fakeProfile('me', 'staff'),
    });
    expect(await screen.findByText(/That message is not in your outbox/)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the mailbox', () => {
  it('is read only by superadmins', async () => {
    renderWithKernel(<MailboxPage />, {
      path: '/dashboard/email/mailbox',
      profile: fakeProfile('me', 'admin'),
    });
    expect(await screen.findByText('Only superadmins can read the built-in mailbox.')).toBeVisible();
    expect(fakeSupabase.queries.some((q) => q.table === 'email_mailbox')).toBe(false);
  });
});
