// /dashboard/email/mailbox: the built-in mailbox (superadmins) — where mail
// lands while no SMTP server is configured (ADR 016), e.g. a password reset.

import { hasRole } from '@kernel/roles.ts';
import { useProfile } from '@kernel/session/use-profile.ts';
import { useFormatters } from '@kit/format/use-company-format.ts';
import type { ListColumn } from '@kit/list/list-column.ts';
import { RecordList } from '@kit/list/record-list.tsx';
import { Alert } from '@kit/ui/alert.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { useState } from 'react';
import { fetchMailbox, type MailboxRow, mailboxKeys } from '../data.ts';
import { EmailNav } from './email-nav.tsx';
import { MessageDialog } from './message-dialog.tsx';

export default function MailboxPage() {
  const { profile } = useProfile();
  const { date } = useFormatters();
  const [open, setOpen] = useState<MailboxRow | null>(null);
  const superadmin = hasRole(profile?.role, 'superadmin');

  const columns: ListColumn<MailboxRow>[] = [
    { id: 'subject', header: 'Subject', priority: 'key', sortable: true },
    {
      id: 'to',
      header: 'To',
      priority: 'high',
      value: (r) => [...r.to_addresses, ...r.cc_addresses].join(', '),
    },
    { id: 'from', header: 'From', priority: 'low', value: (r) => r.from_address },
    {
      id: 'delivered',
      header: 'Delivered',
      sortable: true,
      value: (r) => r.delivered_at,
      cell: (r) => date(r.delivered_at),
    },
  ];
  return (
    <div>
      <PageHeader
        title="Mailbox"
        description="No SMTP server is set up, so mail the app sends is delivered here instead. Only superadmins read it."
      />
      <EmailNav mailbox={superadmin} />
      {!superadmin ? (
        <Alert>Only superadmins can read the built-in mailbox.</Alert>
      ) : (
        <RecordList<MailboxRow>
          name="messages"
          columns={columns}
          fetchPage={fetchMailbox}
          queryKey={mailboxKeys.lists()}
          rowId={(r) => r.id}
          onOpen={setOpen}
          defaults={{ sort: [{ id: 'delivered', desc: true }], hidden: ['from'] }}
          searchPlaceholder="Subject or text…"
        />
      )}
      <MessageDialog
        source="mailbox"
        id={open?.id ?? null}
        title={open?.subject ?? ''}
        description={open ? `To ${open.to_addresses.join(', ')} · from ${open.from_address}` : undefined}
        onClose={() => setOpen(null)}
      />
    </div>
  );
}
