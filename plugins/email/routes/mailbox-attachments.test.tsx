// Email → Mailbox: a message delivered with attachments lists each file with a
// download link, a signed URL made for the superadmin reading it (storage RLS
// decides); a file they may not open says so instead of offering a dead link.
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

import MailboxPage from './mailbox-page.tsx';

const DELIVERED = {
  id: 'm-1',
  outbox_id: 'e-1',
  from_address: 'Safeworks <no-reply@safeworks.local>',
  to_addresses: ['client@example.test'],
  cc_addresses: [],
  subject: 'Your audit report',
  delivered_at: '2026-11-25T10:00:00Z',
};

function answer(q: RecordedQuery) {
  if (q.table === 'email_mailbox' && q.calls.some(([m]) => m === 'range'))
    return { data: [DELIVERED], count: 1 };
  if (q.table === 'email_mailbox')
    return {
      data: [
        {
          subject: DELIVERED.subject,
          text_body: 'The report is attached.',
          html_body: null,
          attachments: [
            {
              bucket: 'reports',
              path: 'acme/audit.pdf',
              filename: 'Audit.pdf',
              content_type: 'application/pdf',
              size: 250_000,
            },
            {
              bucket: 'private',
              path: 'x/notes.txt',
              filename: 'notes.txt',
              content_type: 'text/plain',
              size: 12,
            },
          ],
        },
      ],
    };
  return { data: null };
}

const signed: { bucket: string; path: string; options: unknown }[] = [];
const storage = fakeSupabase.client.storage as unknown as {
  from: (b: string) => Record<string, unknown>;
};
const from = storage.from;

beforeEach(() => {
  fakeSupabase.reset();
  fakeSupabase.respond(answer);
  signed.length = 0;
  vi.spyOn(storage, 'from').mockImplementation(((bucket: string) => ({
    ...from(bucket),
    createSignedUrl: async (path: string, _expires: number, options: unknown) => {
      signed.push({ bucket, path, options });
      return bucket === 'private'
        ? { data: null, error: { message: 'Object not found' } }
        : { data: { signedUrl: `http://storage.test/sign/${bucket}/${path}?token=t` }, error: null };
    },
  })) as never);
});

describe('the mailbox', () => {
  it('a superadmin opens a delivered message and downloads its attachment', async () => {
    const user = userEvent.setup();
    renderWithKernel(<MailboxPage />, {
      path: '/dashboard/email/mailbox',
      profile: fakeProfile('me', 'superadmin'),
    });
    await user.click(await screen.findByText('Your audit report'));
    const dialog = await screen.findByRole('dialog', { name: 'Your audit report' });
    const files = await within(dialog).findByRole('region', { name: 'Attachments' });
    const link = await within(files).findByRole('link', { name: 'Audit.pdf (244 KB)' });
    expect(link).toHaveAttribute('href', 'http://storage.test/sign/reports/acme/audit.pdf?token=t');
    expect(await within(files).findByText(/you cannot open this file/)).toBeVisible();
    expect(within(files).queryByRole('link', { name: /notes\.txt/ })).toBeNull();
    expect(signed).toContainEqual({
      bucket: 'reports',
      path: 'acme/audit.pdf',
      options: { download: 'Audit.pdf' },
    });
  });
});
