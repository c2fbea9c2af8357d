// The inbox panel's replies on the kernel's test harness: the form prefilled for the sender, one
// reply (one key) sent however often it is clicked, the server's refusal under its field, each
// reply's delivery as the outbox has it, and no form for a sender without an address.
import { fakeProfile, fakeSupabase } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeedbackItem, FeedbackReply } from '../data.ts';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

import { FeedbackReplies } from './feedback-replies.tsx';

const item: FeedbackItem = {
  id: 'f-1',
  rating: 2,
  category: 'training',
  message: 'The trainer arrived late.',
  name: 'Achieng',
  organisation: 'Kakuzi Packhouse Ltd',
  email: 'achieng@example.test',
  phone: null,
  consent: true,
  status: 'new',
  assignee_id: null,
  customer_id: null,
  notes: null,
  resolved_at: null,
  created_at: '2026-11-28T08:00:00Z',
  updated_at: '2026-11-28T08:00:00Z',
  updated_by: null,
};

const sent: FeedbackReply = {
  id: 'r-1',
  item_id: 'f-1',
  author_id: 'me',
  author_name: 'Amina Mwangi',
  to_address: 'achieng@example.test',
  subject: 'Re: your feedback to Safeworks',
  body: 'We are sorry; the next session is on us.',
  created_at: '2026-11-28T09:00:00Z',
  email_id: 'e-1',
  delivery: 'failed',
  delivery_error: 'Mailbox unavailable',
  sent_at: null,
};

let replies: FeedbackReply[] = [];

beforeEach(() => {
  fakeSupabase.reset();
  toast.success.mockReset();
  replies = [];
  fakeSupabase.respond((q) => {
    if (q.table === 'rpc/feedback_reply_list') return { data: replies };
    if (q.table === 'rpc/reply_to_feedback') return { data: { id: 'r-2', delivery: 'queued' } };
    if (q.table === 'rpc/company_profile') return { data: [{ name: 'Safeworks' }] };
    return { data: null };
  });
});

function open(of: FeedbackItem = item, onReplied = vi.fn()) {
  renderWithKernel(<FeedbackReplies item={of} onReplied={onReplied} />, {
    path: '/dashboard/feedback',
    profile: fakeProfile('me', 'staff'),
  });
  return onReplied;
}

const replyCalls = () => fakeSupabase.rpcCalls().filter(([name]) => name === 'reply_to_feedback');

describe('replying to a feedback sender', () => {
  it('a staff member sends one reply, however often they click, with the subject prefilled', async () => {
    const user = userEvent.setup();
    const onReplied = open();
    const form = await screen.findByRole('form', { name: 'Reply by e-mail' });
    expect(within(form).getByLabelText('Subject')).toHaveValue('Re: your feedback to Safeworks');
    const body = within(form).getByLabelText('Reply');
    expect(body).toHaveValue('Dear Achieng,\n\n');
    await user.type(body, 'We are sorry; the next session is on us.');
    const send = within(form).getByRole('button', { name: 'Send reply' });
    await user.dblClick(send);
    await waitFor(() => expect(onReplied).toHaveBeenCalledTimes(1));
    const calls = replyCalls();
    const keys = new Set(calls.map(([, args]) => (args as { p_key: string }).p_key));
    expect(keys.size).toBe(1);
    expect(calls[0]?.[1]).toEqual({
      p_id: 'f-1',
      p_subject: 'Re: your feedback to Safeworks',
      p_body: 'Dear Achieng,\n\nWe are sorry; the next session is on us.',
      p_key: [...keys][0],
    });
    expect(toast.success).toHaveBeenCalledWith('Reply queued to achieng@example.test');
    expect(within(form).getByLabelText('Reply')).toHaveValue('');
  });

  it('shows the server’s refusal under the field it is about, and sends nothing empty', async () => {
    const user = userEvent.setup();
    fakeSupabase.respond((q) =>
      q.table === 'rpc/reply_to_feedback'
        ? { error: { message: 'Write a subject', code: '22023', details: 'subject' }, status: 400 }
        : { data: q.table === 'rpc/feedback_reply_list' ? [] : null },
    );
    open({ ...item, name: null });
    const form = await screen.findByRole('form', { name: 'Reply by e-mail' });
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect(await within(form).findByText('Write your reply')).toBeVisible();
    expect(replyCalls()).toEqual([]);

    await user.type(within(form).getByLabelText('Reply'), 'Thank you.');
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));
    const subject = within(form).getByLabelText('Subject');
    await waitFor(() => expect(subject).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form).getByText('Write a subject')).toBeVisible();
  });

  it('lists each reply with its delivery, and why it failed', async () => {
    replies = [sent, { ...sent, id: 'r-0', delivery: 'not_sent', email_id: null, delivery_error: null }];
    open();
    const list = await screen.findByRole('list');
    expect(within(list).getByText('Failed')).toBeVisible();
    expect(within(list).getByText('Mailbox unavailable')).toBeVisible();
    expect(within(list).getByText('Not sent: e-mail is switched off')).toBeVisible();
  });

  it('offers no e-mail reply to a sender who left no address', async () => {
    open({ ...item, email: null, phone: '+254712000111' });
    expect(
      await screen.findByText(
        'The sender left no e-mail address, so there is no reply by e-mail. Call them on the number above.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Reply by e-mail' })).toBeNull();
  });
});
