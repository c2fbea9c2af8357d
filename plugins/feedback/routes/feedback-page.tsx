// /dashboard/feedback — the inbox: what the public /feedback form sends, newest first,
// searchable, filtered by status, topic, assignee and customer (in the URL), arriving live.
// Opening an item shows the whole message; staff set its status (new → in progress →
// resolved), assignee, customer and internal notes, and reply to the sender by e-mail.
import { useLiveInvalidation } from '@kernel/data/use-live-invalidation.ts';
import { useFormatters } from '@kit/format/use-company-format.ts';
import type { ListColumn, ListFilter } from '@kit/list/list-column.ts';
import { RecordList } from '@kit/list/record-list.tsx';
import { PickerCombobox } from '@kit/pickers/picker-field.tsx';
import { useStaffMembers } from '@kit/pickers/staff-members.ts';
import { usePicker, usePickerLabel, usePickerOptions } from '@kit/pickers/use-picker-options.ts';
import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import { FormField } from '@kit/ui/form-field.tsx';
import { NativeSelect } from '@kit/ui/native-select.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { SheetContent, SheetDescription, SheetHeader, SheetRoot, SheetTitle } from '@kit/ui/sheet.tsx';
import { Textarea } from '@kit/ui/textarea.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import {
  CATEGORY_LABELS,
  type FeedbackItem,
  type FeedbackStatus,
  feedbackFetchPage,
  feedbackKeys,
  getFeedback,
  RATING_LABELS,
  STATUS_LABELS,
  updateFeedback,
} from '../data.ts';
import { FeedbackReplies } from '../parts/feedback-replies.tsx';

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

export default function FeedbackPage() {
  const { date } = useFormatters();
  const staff = useStaffMembers();
  // The customers module's picker (ADR 044), as the filter's options; none while Customers is off.
  const customers = usePickerOptions('customer', { staleTime: 60_000 });
  const [open, setOpen] = useState<FeedbackItem | null>(null);
  const queryClient = useQueryClient();
  useLiveInvalidation({ table: 'feedback_items', queryKey: feedbackKeys.lists() });
  const pulse = useQuery({ queryKey: [...feedbackKeys.lists(), 'pulse'], queryFn: () => Date.now() });
  const nameOf = (id: string | null) =>
    id ? (staff.data?.find((s) => s.auth_id === id)?.name ?? 'Former staff member') : 'Unassigned';

  const filters: ListFilter[] = [
    { id: 'status', label: 'Status', options: options(STATUS_LABELS) },
    { id: 'category', label: 'Topic', options: options(CATEGORY_LABELS) },
    {
      id: 'assignee',
      label: 'Assignee',
      options: (staff.data ?? []).map((s) => ({ value: s.auth_id, label: s.name })),
    },
    {
      id: 'customer',
      label: 'Customer',
      options: (customers.data ?? []).map((c) => ({ value: c.value, label: c.label })),
    },
  ];
  const columns: ListColumn<FeedbackItem>[] = [
    {
      id: 'message',
      header: 'Feedback',
      priority: 'key',
      cell: (f) => (
        <span className="grid">
          <span className="line-clamp-2">{f.message}</span>
          <span className="text-xs text-muted-foreground">
            {[f.name, f.organisation, f.email].filter(Boolean).join(' · ') || 'Anonymous'}
          </span>
        </span>
      ),
      exportValue: (f) => f.message,
    },
    {
      id: 'status',
      header: 'Status',
      priority: 'high',
      sortable: true,
      cell: (f) => (
        <Badge variant={f.status === 'new' ? 'default' : 'secondary'}>{STATUS_LABELS[f.status]}</Badge>
      ),
      exportValue: (f) => STATUS_LABELS[f.status],
    },
    {
      id: 'rating',
      header: 'Rating',
      sortable: true,
      cell: (f) => (f.rating ? RATING_LABELS[f.rating] : '—'),
    },
    {
      id: 'category',
      header: 'Topic',
      priority: 'low',
      cell: (f) => CATEGORY_LABELS[f.category] ?? f.category,
    },
    { id: 'assignee_id', header: 'Assignee', value: (f) => nameOf(f.assignee_id) },
    { id: 'created_at', header: 'Received', sortable: true, cell: (f) => date(f.created_at, 'datetime') },
  ];

  return (
    <div className="grid min-w-0 gap-4">
      <PageHeader
        title="Feedback"
        description="What clients and visitors tell us through the website, to answer and learn from."
        actions={
          <Button asChild size="sm" variant="outline">
            <Link to="/dashboard/surveys?f.purpose=feedback">
              <ClipboardList aria-hidden="true" />
              Feedback surveys
            </Link>
          </Button>
        }
      />
      <RecordList<FeedbackItem>
        name="feedback"
        columns={columns}
        filters={filters}
        fetchPage={feedbackFetchPage}
        rowId={(f) => f.id}
        onOpen={setOpen}
        refreshKey={pulse.data}
        defaults={{ sort: [{ id: 'created_at', desc: true }] }}
        searchPlaceholder="Search messages, names, e-mails"
        empty={{
          title: 'No feedback yet',
          description: 'What visitors send from the website’s Feedback page arrives here.',
        }}
      />
      <SheetRoot open={!!open} onOpenChange={(o) => !o && setOpen(null)}>
        <SheetContent side="right" className="w-full overflow-y-auto sm:max-w-lg">
          {open && (
            <FeedbackDetail
              key={open.id}
              item={open}
              onSaved={(item) => {
                setOpen(item);
                void queryClient.invalidateQueries({ queryKey: feedbackKeys.lists() });
              }}
            />
          )}
        </SheetContent>
      </SheetRoot>
    </div>
  );
}

function FeedbackDetail({ item, onSaved }: { item: FeedbackItem; onSaved: (item: FeedbackItem) => void }) {
  const { date } = useFormatters();
  const [notes, setNotes] = useState(item.notes ?? '');
  const [busy, setBusy] = useState(false);
  const customerPicker = usePicker('customer');
  const customer = usePickerLabel('customer', item.customer_id);
  const save = async (patch: Parameters<typeof updateFeedback>[1], done: string) => {
    setBusy(true);
    try {
      onSaved(await updateFeedback(item.id, patch));
      toast.success(done);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'Not saved. Try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="grid gap-4">
      <SheetHeader>
        <SheetTitle>Feedback from {item.name || 'an anonymous visitor'}</SheetTitle>
        <SheetDescription>
          {date(item.created_at, 'datetime')} · {CATEGORY_LABELS[item.category] ?? item.category}
          {item.rating ? ` · ${RATING_LABELS[item.rating]}` : ''}
        </SheetDescription>
      </SheetHeader>
      <blockquote className="whitespace-pre-wrap rounded-md bg-muted/50 p-3">{item.message}</blockquote>
      <dl className="grid grid-cols-[8rem_1fr] gap-x-2 gap-y-1 text-sm">
        {item.organisation && (
          <>
            <dt className="text-muted-foreground">Organisation</dt>
            <dd>{item.organisation}</dd>
          </>
        )}
        {item.email && (
          <>
            <dt className="text-muted-foreground">E-mail</dt>
            <dd>
              <a className="text-primary underline" href={`mailto:${item.email}`}>
                {item.email}
              </a>
            </dd>
          </>
        )}
        {item.phone && (
          <>
            <dt className="text-muted-foreground">Phone</dt>
            <dd>
              <a className="text-primary underline" href={`tel:${item.phone}`}>
                {item.phone}
              </a>
            </dd>
          </>
        )}
        <dt className="text-muted-foreground">May contact</dt>
        <dd>{item.consent ? 'Yes' : 'No'}</dd>
      </dl>
      <FormField label="Status">
        <NativeSelect
          value={item.status}
          disabled={busy}
          onChange={(e) => {
            const status = e.target.value as FeedbackStatus;
            void save({ status }, `Marked ${STATUS_LABELS[status].toLowerCase()}`);
          }}
        >
          {Object.entries(STATUS_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Assignee">
        {(field) => (
          <PickerCombobox
            {...field}
            kind="staff"
            value={item.assignee_id ?? ''}
            emptyLabel="Unassigned"
            disabled={busy}
            onChange={(value) => void save({ assignee_id: value || null }, value ? 'Assigned' : 'Unassigned')}
          />
        )}
      </FormField>
      {customerPicker && (
        <FormField
          label="Customer"
          description={
            item.customer_id ? (
              <Link className="text-primary underline" to={`/dashboard/customers/${item.customer_id}`}>
                Open {customer?.label ?? 'the customer'}
              </Link>
            ) : (
              'The customer this feedback is about, if it is one of ours'
            )
          }
        >
          {(field) => (
            <PickerCombobox
              {...field}
              kind="customer"
              value={item.customer_id ?? ''}
              emptyLabel="No customer"
              disabled={busy}
              onChange={(value) =>
                void save(
                  { customer_id: value || null },
                  value ? 'Linked to the customer' : 'Customer unlinked',
                )
              }
            />
          )}
        </FormField>
      )}
      <FormField label="Internal notes" description="Only staff see these">
        <Textarea rows={4} value={notes} onChange={(e) => setNotes(e.target.value)} />
      </FormField>
      <div>
        <Button
          disabled={busy || notes === (item.notes ?? '')}
          onClick={() => void save({ notes }, 'Notes saved')}
        >
          Save notes
        </Button>
      </div>
      <FeedbackReplies
        item={item}
        onReplied={() => {
          getFeedback(item.id).then(onSaved, () => undefined);
        }}
      />
    </div>
  );
}
