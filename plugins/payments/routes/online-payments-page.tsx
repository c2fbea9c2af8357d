// /dashboard/payments (admins; ADR 061): every online payment — status filter and search in the URL, paged —
// and one payment's details and events in a dialog (?payment=<id>). A held payment is resolved once (credit the
// amount received, or mark for refund with a reason); a pending one is checked with its provider ("Check now",
// or "Check stuck payments" for all); a succeeded card or sandbox payment is refunded in full or in part.
// Intents that pay something other than an invoice (a shop order) show "Order" and offer no invoice actions; an
// M-Pesa pay-bill payment whose account number matched no invoice shows that number (held: mark it for refund).

import { hasRole } from '@kernel/roles.ts';
import { useProfile } from '@kernel/session/use-profile.ts';
import type { ListColumn, ListFilter } from '@kit/list/list-column.ts';
import { RecordList, type RecordListHandle } from '@kit/list/record-list.tsx';
import { ConfirmDialog } from '@kit/ui/alert-dialog.tsx';
import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@kit/ui/dialog.tsx';
import { FormField } from '@kit/ui/form-field.tsx';
import { Input } from '@kit/ui/input.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import {
  checkNow,
  fetchStaffIntents,
  getStaffIntent,
  intentEvents,
  openRefund,
  reconcileNow,
  refundPayment,
  resolveHeld,
  STATUS_LABELS,
  settleUnansweredRefund,
} from '../data.ts';
import PaymentRulesPanel from '../parts/payment-rules-panel.tsx';
import type { StaffIntent } from '../shapes.ts';

const KEYS = {
  list: ['payments', 'staff', 'list'] as const,
  one: (id: string) => ['payments', 'staff', 'intent', id] as const,
  events: (id: string) => ['payments', 'staff', 'events', id] as const,
};

const STATUS_VARIANT = {
  pending: 'outline',
  succeeded: 'secondary',
  failed: 'destructive',
  cancelled: 'outline',
  expired: 'outline',
  held: 'destructive',
} as const;

/** Providers whose API refunds (M-Pesa: Daraja's Reversal API, the whole payment, ADR 079). */
const REFUNDABLE = new Set(['sandbox', 'stripe', 'paystack', 'mpesa']);

export const amountText = (currency: string, amount: string) =>
  `${currency} ${Number(amount).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function statusBadge(r: StaffIntent) {
  const label =
    r.status === 'held' && r.resolution === 'refund' ? 'Held · marked for refund' : STATUS_LABELS[r.status];
  return <Badge variant={r.needs_review ? 'destructive' : STATUS_VARIANT[r.status]}>{label}</Badge>;
}

/** An M-Pesa pay-bill payment for no known invoice (ADR 064) shows the account number the payer typed. */
const unmatched = (r: StaffIntent) => `Pay-bill account "${r.account_reference ?? ''}" (no such invoice)`;
const paysFor = (r: StaffIntent) =>
  r.invoice_id ? (r.invoice_number ?? 'Invoice') : r.channel === 'c2b' ? unmatched(r) : 'Order';

export default function OnlinePaymentsPage() {
  const list = useRef<RecordListHandle>(null);
  const qc = useQueryClient();
  const { profile } = useProfile();
  const [params, setParams] = useSearchParams();
  const openId = params.get('payment');
  // Settings is the superadmins'; admins set the part-payment rules here (ADR 075).
  const rulesOpen = params.get('rules') === '1';
  const setRulesOpen = (open: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set('rules', '1');
        else next.delete('rules');
        return next;
      },
      { replace: !open },
    );
  const setOpen = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('payment', id);
        else next.delete('payment');
        return next;
      },
      { replace: !id },
    );
  const refresh = () => {
    list.current?.reload();
    void qc.invalidateQueries({ queryKey: ['payments', 'staff'] });
  };
  const sweep = useMutation({
    mutationFn: reconcileNow,
    onSuccess: (a) => {
      toast.success(
        a.checked === 0
          ? 'No payment is stuck: nothing to ask'
          : `Asked about ${a.checked} stuck payment${a.checked === 1 ? '' : 's'}: ${a.settled} settled, ${a.credited} credited`,
      );
      refresh();
    },
    onError: (e) => toast.error((e as Error).message),
  });

  const filters: ListFilter[] = [
    {
      id: 'status',
      label: 'Status',
      options: Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label })),
    },
  ];
  const columns: ListColumn<StaffIntent>[] = [
    {
      id: 'created',
      header: 'Started',
      priority: 'key',
      sortable: true,
      value: (r) => r.created_at,
      cell: (r) => new Date(r.created_at).toLocaleString(),
    },
    { id: 'for', header: 'For', priority: 'high', value: paysFor },
    { id: 'customer', header: 'Customer', priority: 'medium', value: (r) => r.customer_name },
    {
      id: 'amount',
      header: 'Amount',
      priority: 'high',
      sortable: true,
      value: (r) => amountText(r.currency, r.amount),
    },
    {
      id: 'provider',
      header: 'Provider',
      priority: 'medium',
      value: (r) => (r.test ? `${r.provider} (test)` : r.provider),
    },
    {
      id: 'status',
      header: 'Status',
      priority: 'high',
      value: (r) => STATUS_LABELS[r.status],
      cell: statusBadge,
    },
    { id: 'reference', header: 'Provider reference', priority: 'low', value: (r) => r.provider_reference },
    { id: 'receipt', header: 'Receipt', priority: 'low', value: (r) => r.receipt_number },
  ];

  return (
    <div>
      <PageHeader
        title="Online payments"
        description="Payments clients made online: review held ones, ask providers about stuck ones, refund card payments."
      />
      {hasRole(profile?.role, 'superadmin') && (
        <p className="mb-3 text-sm">
          <Link className="underline underline-offset-4" to="/dashboard/payment-testing">
            Payment testing
          </Link>{' '}
          — providers, keys and rehearsals of every callback.
        </p>
      )}
      <RecordList<StaffIntent>
        ref={list}
        name="online-payments"
        columns={columns}
        filters={filters}
        fetchPage={fetchStaffIntents}
        queryKey={KEYS.list}
        rowId={(r) => r.id}
        onOpen={(r) => setOpen(r.id)}
        defaults={{ sort: [{ id: 'created', desc: true }], hidden: ['reference', 'receipt'] }}
        searchPlaceholder="Invoice number, provider reference, customer…"
        empty={{
          title: 'No online payments yet',
          description: 'Payments clients make from an invoice link appear here.',
        }}
        toolbar={
          <>
            <Button variant="outline" disabled={sweep.isPending} onClick={() => sweep.mutate()}>
              {sweep.isPending ? 'Checking…' : 'Check stuck payments'}
            </Button>
            <Button variant="outline" onClick={() => setRulesOpen(true)}>
              Part payments…
            </Button>
          </>
        }
      />
      {rulesOpen && (
        <Dialog open onOpenChange={(open) => !open && setRulesOpen(false)}>
          <DialogContent className="sm:max-w-lg">
            <DialogHeader>
              <DialogTitle>Paying online</DialogTitle>
              <DialogDescription>What clients may pay on an invoice's pay page.</DialogDescription>
            </DialogHeader>
            <PaymentRulesPanel />
          </DialogContent>
        </Dialog>
      )}
      {openId && <PaymentDialog id={openId} onClose={() => setOpen(null)} onChanged={refresh} />}
    </div>
  );
}

function PaymentDialog({
  id,
  onClose,
  onChanged,
}: {
  id: string;
  onClose: () => void;
  onChanged: () => void;
}) {
  const intent = useQuery({ queryKey: KEYS.one(id), queryFn: () => getStaffIntent(id) });
  const events = useQuery({ queryKey: KEYS.events(id), queryFn: () => intentEvents(id) });
  const it = intent.data;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{it ? `Online payment · ${paysFor(it)}` : 'Online payment'}</DialogTitle>
          <DialogDescription>
            {it ? `${amountText(it.currency, it.amount)} by ${it.provider}` : 'Reading the payment…'}
          </DialogDescription>
        </DialogHeader>
        {intent.isPending && <Skeleton className="h-24 w-full" />}
        {intent.isError && (
          <LoadError what="the payment" error={intent.error} onRetry={() => void intent.refetch()} />
        )}
        {intent.isSuccess && !it && (
          <p role="status" className="text-sm">
            That payment does not exist, or it is not yours to see.
          </p>
        )}
        {it && (
          <div className="grid gap-4 text-sm">
            <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
              <dt className="text-muted-foreground">Status</dt>
              <dd>{statusBadge(it)}</dd>
              <dt className="text-muted-foreground">For</dt>
              <dd>
                {it.invoice_id ? (
                  <Link className="underline underline-offset-4" to={`/dashboard/invoices/${it.invoice_id}`}>
                    {it.invoice_number ?? 'Invoice'}
                  </Link>
                ) : it.channel === 'c2b' ? (
                  unmatched(it)
                ) : (
                  'Order (settled where it was made)'
                )}
                {it.customer_name ? ` · ${it.customer_name}` : ''}
              </dd>
              <dt className="text-muted-foreground">Provider reference</dt>
              <dd className="break-all">{it.provider_reference ?? '—'}</dd>
              <dt className="text-muted-foreground">Transaction</dt>
              <dd className="break-all">{it.transaction_id ?? '—'}</dd>
              {it.failure_reason && (
                <>
                  <dt className="text-muted-foreground">Why</dt>
                  <dd>{it.failure_reason}</dd>
                </>
              )}
              {it.receipt_number && (
                <>
                  <dt className="text-muted-foreground">Receipt</dt>
                  <dd>
                    {it.receipt_number}
                    {it.payment_amount ? ` · ${amountText(it.currency, it.payment_amount)}` : ''}
                    {it.payment_reversed_at ? ' (reversed)' : ''}
                  </dd>
                </>
              )}
              {Number(it.refunded) > 0 && (
                <>
                  <dt className="text-muted-foreground">Refunded</dt>
                  <dd>{amountText(it.currency, it.refunded)}</dd>
                </>
              )}
              {it.resolution === 'refund' && (
                <>
                  <dt className="text-muted-foreground">Marked for refund</dt>
                  <dd>{it.resolution_reason}</dd>
                </>
              )}
            </dl>
            <Actions it={it} onChanged={onChanged} />
            <section aria-labelledby="payment-events-heading" className="grid gap-2">
              <h3 id="payment-events-heading" className="font-semibold">
                Events
              </h3>
              {events.isPending && <Skeleton className="h-16 w-full" />}
              {events.isError && (
                <LoadError
                  what="the payment’s events"
                  error={events.error}
                  onRetry={() => void events.refetch()}
                />
              )}
              {events.data?.length === 0 && <p className="text-muted-foreground">No events yet.</p>}
              <ol className="grid gap-1">
                {events.data?.map((e) => (
                  <li key={e.id} className="rounded border px-2 py-1">
                    <span className="text-muted-foreground">
                      {new Date(e.at).toLocaleString()} · {e.kind}
                    </span>
                    {e.outcome ? ` · ${e.outcome}` : ''} — {e.result}
                  </li>
                ))}
              </ol>
            </section>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Actions({ it, onChanged }: { it: StaffIntent; onChanged: () => void }) {
  const [confirmCredit, setConfirmCredit] = useState(false);
  const [refundMark, setRefundMark] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const [settling, setSettling] = useState<'done' | 'failed' | null>(null);
  // An M-Pesa reversal still waiting for its result: the scheduled job marks it after 30 minutes (ADR 079).
  const waiting = useQuery({
    queryKey: ['payments', 'staff', 'open-refund', it.id],
    queryFn: () => openRefund(it.id),
    enabled: it.provider === 'mpesa' && it.refund_in_flight === 'requested',
  });
  const unanswered = waiting.data?.no_answer_at ? waiting.data : null;
  const done = (message: string) => {
    toast.success(message);
    onChanged();
  };
  const fail = (e: unknown) => toast.error((e as Error).message);
  const check = useMutation({
    mutationFn: () => checkNow(it.id),
    onSuccess: (a) => done(a.note),
    onError: fail,
  });
  const credit = useMutation({
    mutationFn: () => resolveHeld(it.id, 'credit'),
    onSuccess: (a) =>
      done(a.duplicate ? `Already credited as receipt ${a.receipt}` : `Credited as receipt ${a.receipt}`),
    onError: fail,
  });
  const canRefund =
    it.status === 'succeeded' && !!it.payment_id && !it.payment_reversed_at && REFUNDABLE.has(it.provider);
  return (
    <div className="flex flex-wrap gap-2">
      {it.status === 'pending' && (
        <Button
          variant="outline"
          disabled={check.isPending || !it.provider_reference}
          onClick={() => check.mutate()}
        >
          {check.isPending ? 'Asking the provider…' : 'Check now'}
        </Button>
      )}
      {it.needs_review && (
        <>
          {it.invoice_id && (
            <Button disabled={credit.isPending} onClick={() => setConfirmCredit(true)}>
              Credit the amount received
            </Button>
          )}
          <Button variant="outline" onClick={() => setRefundMark(true)}>
            Mark for refund…
          </Button>
        </>
      )}
      {canRefund && (
        <Button variant="outline" disabled={!!it.refund_in_flight} onClick={() => setRefunding(true)}>
          {it.refund_in_flight ? 'Refund under way…' : 'Refund…'}
        </Button>
      )}
      {unanswered && (
        <div role="status" className="grid basis-full gap-2 rounded-md border border-amber-500 p-3">
          <p>
            No answer from M-Pesa since {new Date(unanswered.requested_at).toLocaleString()}: check the Daraja
            portal (Reversals), then say what it shows.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setSettling('done')}>Mark reversed…</Button>
            <Button variant="outline" onClick={() => setSettling('failed')}>
              Mark failed…
            </Button>
          </div>
        </div>
      )}
      {it.status === 'succeeded' && it.provider === 'mpesa' && (
        <p className="basis-full text-muted-foreground">
          M-Pesa refunds the whole payment by a reversal: Safaricom answers within minutes, and the refund is
          booked on the invoice when it confirms. To send back only a part, pay it by hand (B2C or cash), then
          reverse the payment on the invoice.
        </p>
      )}
      <ConfirmDialog
        open={confirmCredit}
        onOpenChange={setConfirmCredit}
        title="Credit the amount received?"
        description={`${it.failure_reason ?? ''} The amount the provider reported is recorded as a payment on ${it.invoice_number ?? 'the invoice'}, once.`}
        confirmLabel="Credit it"
        onConfirm={() => credit.mutate()}
      />
      {refundMark && (
        <ReasonDialog
          title="Mark for refund"
          description="The payment stays uncredited and is marked to go back to the payer. Say why."
          submitLabel="Mark for refund"
          onClose={() => setRefundMark(false)}
          onSubmit={async (reason) => {
            const a = await resolveHeld(it.id, 'refund', reason);
            done(a.duplicate ? 'Already marked for refund' : 'Marked for refund');
          }}
        />
      )}
      {refunding && <RefundDialog it={it} onClose={() => setRefunding(false)} onDone={done} />}
      {settling && unanswered && (
        <ReasonDialog
          title={settling === 'done' ? 'Mark the reversal done' : 'Mark the reversal failed'}
          description={
            settling === 'done'
              ? 'The Daraja portal shows the payment reversed: the refund is booked on the invoice, once. Note the reversal’s transaction.'
              : 'The Daraja portal shows no reversal: nothing is booked and the payment can be refunded again. Say what it shows.'
          }
          submitLabel={settling === 'done' ? 'Mark done and book' : 'Mark failed'}
          onClose={() => setSettling(null)}
          onSubmit={async (note) => {
            const a = await settleUnansweredRefund(unanswered.id, settling, note);
            done(
              a.duplicate
                ? `Already settled (${a.status})`
                : settling === 'done'
                  ? 'Refund booked'
                  : 'Refund marked failed',
            );
          }}
        />
      )}
    </div>
  );
}

function ReasonDialog(props: {
  title: string;
  description: string;
  submitLabel: string;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<void>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (reason.trim().length < 3) return setError('Say why (at least 3 characters)');
    setBusy(true);
    try {
      await props.onSubmit(reason.trim());
      props.onClose();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-3" onSubmit={submit} noValidate>
          <FormField label="Reason" error={error ?? undefined}>
            <Input value={reason} onChange={(e) => setReason(e.target.value)} autoFocus />
          </FormField>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving…' : props.submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function RefundDialog({
  it,
  onClose,
  onDone,
}: {
  it: StaffIntent;
  onClose: () => void;
  onDone: (m: string) => void;
}) {
  const most = it.payment_amount ?? it.amount;
  const [amount, setAmount] = useState(Number(most).toFixed(2));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per opening of this dialog: a double click or a retry after a lost answer is the same refund.
  const [key] = useState(() => crypto.randomUUID());
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!/^\d+(\.\d{1,2})?$/.test(amount.trim()) || Number(amount) <= 0)
      return setError('Enter an amount above zero with at most 2 decimals');
    if (Number(amount) > Number(most))
      return setError(`At most ${amountText(it.currency, most)} can be refunded`);
    if (reason.trim().length < 3) return setError('Say why the money goes back (at least 3 characters)');
    setBusy(true);
    setError(null);
    try {
      const a = await refundPayment({ intentId: it.id, amount: amount.trim(), reason: reason.trim(), key });
      onDone(a.message === 'Refunded' ? `Refunded ${amountText(it.currency, amount)}` : a.message);
      onClose();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Refund {it.receipt_number ?? 'the payment'}</DialogTitle>
          <DialogDescription>
            The provider returns the money to the payer; the receipt is reversed and what the client keeps
            paid is recorded again. At most {amountText(it.currency, most)}.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-3" onSubmit={submit} noValidate>
          <FormField label={`Amount (${it.currency})`}>
            <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
          </FormField>
          <FormField label="Reason" error={error ?? undefined}>
            <Input value={reason} onChange={(e) => setReason(e.target.value)} />
          </FormField>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={busy}>
              {busy ? 'Refunding…' : 'Refund'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
