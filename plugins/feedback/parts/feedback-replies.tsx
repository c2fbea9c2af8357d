// The side panel's replies to the sender (issue 26, ADR 074): what staff wrote back, each with its
// delivery as the outbox has it (followed until it leaves the queue), and the form that sends the
// next one by e-mail — or says why it cannot (no address).
import { isDataError } from '@kernel/data/data-error.ts';
import { useCompanyName } from '@kit/format/company-name.ts';
import { useFormatters } from '@kit/format/use-company-format.ts';
import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import { FormField } from '@kit/ui/form-field.tsx';
import { Input } from '@kit/ui/input.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { Spinner } from '@kit/ui/spinner.tsx';
import { Textarea } from '@kit/ui/textarea.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import {
  DELIVERY_LABELS,
  deliveryOf,
  type FeedbackItem,
  type FeedbackReply,
  feedbackKeys,
  listReplies,
  type ReplyDelivery,
  replyToFeedback,
} from '../data.ts';

const MAX_BODY = 5000;
const count = new Intl.NumberFormat('en');
/** How often a reply still in the queue is looked at again. */
const FOLLOW_MS = 3000;
const PENDING: readonly ReplyDelivery[] = ['queued', 'sending'];

const repliesKey = (itemId: string) => [...feedbackKeys.detail(itemId), 'replies'] as const;

export function FeedbackReplies({ item, onReplied }: { item: FeedbackItem; onReplied: () => void }) {
  const replies = useQuery({
    queryKey: repliesKey(item.id),
    queryFn: ({ signal }) => listReplies(item.id, signal),
    refetchInterval: (q) => (q.state.data?.some((r) => PENDING.includes(deliveryOf(r))) ? FOLLOW_MS : false),
  });
  return (
    <section aria-labelledby="feedback-replies-title" className="grid gap-3">
      <h3 id="feedback-replies-title" className="font-semibold">
        Replies
      </h3>
      {replies.isPending ? (
        <Spinner label="Loading replies" />
      ) : replies.isError ? (
        <LoadError what="the replies" error={replies.error} onRetry={() => void replies.refetch()} />
      ) : replies.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No reply yet.</p>
      ) : (
        <ul className="grid gap-2">
          {replies.data.map((r) => (
            <ReplyCard key={r.id} reply={r} />
          ))}
        </ul>
      )}
      {item.email ? (
        <ReplyForm item={item} onReplied={onReplied} />
      ) : (
        <p className="text-sm text-muted-foreground">
          The sender left no e-mail address, so there is no reply by e-mail.
          {item.phone ? ' Call them on the number above.' : ''}
        </p>
      )}
    </section>
  );
}

function ReplyCard({ reply }: { reply: FeedbackReply }) {
  const { date } = useFormatters();
  const delivery = deliveryOf(reply);
  return (
    <li className="grid gap-1 rounded-md border p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{reply.subject}</span>
        <Badge
          variant={delivery === 'failed' ? 'destructive' : delivery === 'sent' ? 'secondary' : 'outline'}
        >
          {DELIVERY_LABELS[delivery]}
        </Badge>
      </div>
      <span className="text-xs text-muted-foreground">
        {reply.author_name} to {reply.to_address}
        {reply.created_at ? ` · ${date(reply.created_at, 'datetime')}` : ''}
      </span>
      {delivery === 'failed' && reply.delivery_error && (
        <span className="text-xs text-destructive">{reply.delivery_error}</span>
      )}
      <p className="whitespace-pre-wrap">{reply.body}</p>
    </li>
  );
}

function ReplyForm({ item, onReplied }: { item: FeedbackItem; onReplied: () => void }) {
  const company = useCompanyName();
  const queryClient = useQueryClient();
  const [subject, setSubject] = useState(`Re: your feedback to ${company}`);
  const [body, setBody] = useState(item.name ? `Dear ${item.name},\n\n` : '');
  // One key per reply written: a double click or a retry of the same reply sends one e-mail.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ subject?: string; body?: string; form?: string }>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: typeof errors = {};
    if (!subject.trim()) found.subject = 'Write a subject';
    if (!body.trim()) found.body = 'Write your reply';
    else if (body.trim().length > MAX_BODY) found.body = 'Your reply is too long (at most 5,000 characters)';
    setErrors(found);
    if (found.subject || found.body) return;
    setBusy(true);
    try {
      const delivery = await replyToFeedback({ id: item.id, subject, body, key });
      toast.success(
        delivery === 'not_sent'
          ? 'Reply recorded, not sent: e-mail is switched off'
          : `Reply queued to ${item.email}`,
      );
      setKey(crypto.randomUUID());
      setBody('');
      await queryClient.invalidateQueries({ queryKey: repliesKey(item.id) });
      onReplied();
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Not sent. Try again.';
      const field = isDataError(error) ? error.details : null;
      setErrors(field === 'subject' || field === 'body' ? { [field]: message } : { form: message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form aria-label="Reply by e-mail" className="grid gap-3" onSubmit={(e) => void submit(e)} noValidate>
      <p className="text-sm text-muted-foreground">
        To {item.email}, through the outbox, with their message quoted below yours.
        {item.consent ? '' : ' They did not tick “You may contact me”: answer this feedback only.'}
      </p>
      <FormField label="Subject" error={errors.subject}>
        <Input value={subject} maxLength={200} onChange={(e) => setSubject(e.target.value)} />
      </FormField>
      <FormField
        label="Reply"
        error={errors.body}
        description={`${count.format(body.trim().length)} of ${count.format(MAX_BODY)} characters`}
      >
        <Textarea rows={6} value={body} onChange={(e) => setBody(e.target.value)} />
      </FormField>
      {errors.form && (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      )}
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending…' : 'Send reply'}
        </Button>
      </div>
    </form>
  );
}
