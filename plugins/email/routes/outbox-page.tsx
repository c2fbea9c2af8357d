// /dashboard/email: the outbox — mail the app sent or will send, with its
// delivery status (superadmins see all of it, other staff what they queued).
// A message opens in a dialog (text, sandboxed HTML preview); a failed or
// cancelled one can be retried, a queued or failed one cancelled.

import { hasRole } from '@kernel/roles.ts';
import { useProfile } from '@kernel/session/use-profile.ts';
import { useFormatters } from '@kit/format/use-company-format.ts';
import type { ListColumn, ListFilter } from '@kit/list/list-column.ts';
import { RecordList, type RecordListHandle } from '@kit/list/record-list.tsx';
import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import {
  cancelEmail,
  emailKeys,
  fetchOutboxOf,
  getOutboxRow,
  type OutboxRow,
  parseRecordParam,
  retryEmail,
  STATUS_LABELS,
  statusOptions,
} from '../data.ts';
import { EmailNav } from './email-nav.tsx';
import { MessageDialog } from './message-dialog.tsx';

const STATUS_VARIANT = {
  queued: 'outline',
  sending: 'outline',
  sent: 'secondary',
  failed: 'destructive',
  cancelled: 'outline',
} as const;

export default function OutboxPage() {
  const { profile } = useProfile();
  const { date } = useFormatters();
  const list = useRef<RecordListHandle>(null);
  const [busy, setBusy] = useState(false);
  // The open message is in the URL (?message=<id>), so a timeline entry can link to it.
  const [params, setParams] = useSearchParams();
  const messageId = params.get('message');
  // ?record=customers:<id>: one record's e-mail history (what its timeline links to).
  const recordParam = params.get('record');
  const fetchPage = useMemo(() => fetchOutboxOf(parseRecordParam(recordParam)), [recordParam]);
  const queryClient = useQueryClient();
  const messageKey = (id: string | null) => [...emailKeys.all, 'message', id];
  const opened = useQuery({
    queryKey: messageKey(messageId),
    queryFn: () => getOutboxRow(messageId ?? ''),
    enabled: !!messageId,
  });
  const open = messageId ? (opened.data ?? null) : null;
  const setOpen = (row: OutboxRow | null) => {
    // A row picked in the list opens at once; a link (?message=) reads it.
    if (row) queryClient.setQueryData(messageKey(row.id), row);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (row) next.set('message', row.id);
        else next.delete('message');
        return next;
      },
      { replace: !row },
    );
  };

  const act = async (what: 'retry' | 'cancel', row: OutboxRow) => {
    setBusy(true);
    try {
      await (what === 'retry' ? retryEmail(row.id) : cancelEmail(row.id));
      toast.success(
        what === 'retry' ? `“${row.subject}” is queued again` : `“${row.subject}” will not be sent`,
      );
      setOpen(null);
      void opened.refetch();
      list.current?.reload();
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const filters: ListFilter[] = [{ id: 'status', label: 'Status', options: statusOptions }];
  const columns: ListColumn<OutboxRow>[] = [
    { id: 'subject', header: 'Subject', priority: 'key', sortable: true },
    {
      id: 'to',
      header: 'To',
      priority: 'high',
      value: (r) => [...r.to_addresses, ...r.cc_addresses].join(', '),
    },
    {
      id: 'status',
      header: 'Status',
      priority: 'high',
      value: (r) => STATUS_LABELS[r.status],
      cell: (r) => <Badge variant={STATUS_VARIANT[r.status]}>{STATUS_LABELS[r.status]}</Badge>,
    },
    { id: 'attempts', header: 'Attempts', priority: 'low' },
    { id: 'error', header: 'Last error', priority: 'low', value: (r) => r.last_error },
    {
      id: 'created',
      header: 'Queued',
      sortable: true,
      value: (r) => r.created_at,
      cell: (r) => date(r.created_at),
    },
  ];

  const canRetry =
    open && (open.status === 'failed' || open.status === 'cancelled') && !open.template?.startsWith('auth.');
  const canCancel = open && (open.status === 'queued' || open.status === 'failed');
  return (
    <div>
      <PageHeader
        title="Email"
        description="Mail the app sends, with its delivery status. Failed messages can be sent again."
      />
      <EmailNav mailbox={hasRole(profile?.role, 'superadmin')} />
      {parseRecordParam(recordParam) && (
        <p role="status" className="mb-3 flex flex-wrap items-center gap-2 text-sm">
          Showing the e-mails about one record.
          <Link className="underline underline-offset-4" to="/dashboard/email">
            Show all messages
          </Link>
        </p>
      )}
      <RecordList<OutboxRow>
        ref={list}
        name="messages"
        columns={columns}
        filters={filters}
        fetchPage={fetchPage}
        queryKey={[...emailKeys.lists(), recordParam]}
        rowId={(r) => r.id}
        onOpen={setOpen}
        defaults={{ sort: [{ id: 'created', desc: true }], hidden: ['error'] }}
        searchPlaceholder="Subject…"
      />
      {messageId && opened.isSuccess && !opened.data && (
        <p role="status" className="mt-3 text-sm text-muted-foreground">
          That message is not in your outbox: staff see the messages they sent, superadmins all of them.
        </p>
      )}
      <MessageDialog
        source="outbox"
        id={open?.id ?? null}
        title={open?.subject ?? ''}
        description={
          open ? (
            <>
              To {open.to_addresses.join(', ')} · {STATUS_LABELS[open.status]}
              {open.last_error ? ` · ${open.last_error}` : ''}
            </>
          ) : undefined
        }
        actions={
          open && (canRetry || canCancel) ? (
            <>
              {canCancel && (
                <Button variant="outline" disabled={busy} onClick={() => void act('cancel', open)}>
                  Cancel sending
                </Button>
              )}
              {canRetry && (
                <Button disabled={busy} onClick={() => void act('retry', open)}>
                  Send again
                </Button>
              )}
            </>
          ) : undefined
        }
        onClose={() => setOpen(null)}
      />
    </div>
  );
}
