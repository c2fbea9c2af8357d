// /dashboard/payment-testing (superadmin; ADR 053): the providers, a rehearsal of every outcome against the
// real handlers (the sandbox's signed callbacks into payments-webhook and the one settle path), the rehearsed
// payment's status and events, and the log of every callback with its verification result — filterable, each
// callback replayable. Rehearsals use a test invoice of a test customer unless a real invoice is named and
// confirmed.

import { ConfirmDialog } from '@kit/ui/alert-dialog.tsx';
import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@kit/ui/card.tsx';
import { EmptyState } from '@kit/ui/empty-state.tsx';
import { FormField } from '@kit/ui/form-field.tsx';
import { Input } from '@kit/ui/input.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { NativeSelect } from '@kit/ui/native-select.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { Pagination } from '@kit/ui/pagination.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@kit/ui/table.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { checkStatus, getIntent, listEvents, PAGE_SIZE, rehearse, replayEvent, SCENARIOS } from '../data.ts';
import C2BRehearsal from '../parts/c2b-rehearsal.tsx';
import ProvidersPanel from '../parts/providers-panel.tsx';
import type { PaymentEvent } from '../shapes.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default function PaymentTestingPage() {
  const [params, setParams] = useSearchParams();
  const intentId = params.get('intent') ?? '';
  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next, { replace: true });
  };
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Payment testing"
        description="Rehearse every payment outcome against the real handlers and see what the system did."
      />
      <section aria-labelledby="providers-heading" className="grid gap-3">
        <h2 id="providers-heading" className="text-lg font-semibold">
          Providers
        </h2>
        <ProvidersPanel />
      </section>
      <Rehearse onRun={(id) => setParam('intent', id)} />
      <C2BRehearsal onRun={(id) => setParam('intent', id)} />
      {intentId && <IntentDetail intentId={intentId} />}
      <EventLog params={params} setParam={setParam} />
    </div>
  );
}

function Rehearse({ onRun }: { onRun: (intentId: string) => void }) {
  const qc = useQueryClient();
  const [invoiceId, setInvoiceId] = useState('');
  const [confirming, setConfirming] = useState<string | null>(null);
  const run = useMutation({
    mutationFn: (scenario: string) => rehearse(scenario, invoiceId.trim() || undefined),
    onSuccess: (a) => {
      onRun(a.intent_id);
      void qc.invalidateQueries({ queryKey: ['payments'] });
    },
  });
  const invalid = invoiceId.trim() !== '' && !UUID.test(invoiceId.trim());
  const choose = (scenario: string) => {
    if (invalid) return;
    if (invoiceId.trim()) setConfirming(scenario);
    else run.mutate(scenario);
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Rehearse a payment</CardTitle>
        <CardDescription>
          Each scenario starts a sandbox payment and sends its callbacks through the real webhook and settle
          path.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <FormField
          label="Invoice id (optional)"
          description="Empty: a new test invoice of a test customer. A real invoice's balance changes: you confirm first."
          error={invalid ? 'An invoice id looks like 0f8c…-…; copy it from the invoice page' : undefined}
        >
          <Input value={invoiceId} onChange={(e) => setInvoiceId(e.target.value)} autoComplete="off" />
        </FormField>
        <div className="grid gap-2 sm:grid-cols-3">
          {SCENARIOS.map((s) => (
            <Button
              key={s.id}
              variant="outline"
              className="h-auto flex-col items-start whitespace-normal py-2 text-left"
              disabled={run.isPending}
              onClick={() => choose(s.id)}
            >
              <span className="font-medium">{s.label}</span>
              <span className="text-xs font-normal text-muted-foreground">{s.hint}</span>
            </Button>
          ))}
        </div>
        {run.isPending && <p role="status">Running the rehearsal…</p>}
        {run.error && (
          <p role="alert" className="text-sm text-destructive">
            {run.error.message}
          </p>
        )}
        <ConfirmDialog
          open={confirming !== null}
          onOpenChange={(open) => !open && setConfirming(null)}
          title="Rehearse on a real invoice?"
          description="A successful scenario records a real payment on this invoice and changes the customer's balance."
          confirmLabel="Rehearse on this invoice"
          destructive
          onConfirm={() => {
            if (confirming) run.mutate(confirming);
            setConfirming(null);
          }}
        />
      </CardContent>
    </Card>
  );
}

function IntentDetail({ intentId }: { intentId: string }) {
  const qc = useQueryClient();
  const intent = useQuery({ queryKey: ['payments', 'intent', intentId], queryFn: () => getIntent(intentId) });
  const events = useQuery({
    queryKey: ['payments', 'events', 'intent', intentId],
    queryFn: () => listEvents({ intentId, page: 0 }),
  });
  const check = useMutation({
    mutationFn: () => checkStatus(intentId),
    onSettled: () => void qc.invalidateQueries({ queryKey: ['payments'] }),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>The rehearsed payment</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {intent.isPending && <Skeleton className="h-16" aria-label="Loading the payment" />}
        {intent.error && (
          <LoadError what="the payment" error={intent.error} onRetry={() => void intent.refetch()} />
        )}
        {intent.data && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" aria-label="Payment status">
            <dt className="text-muted-foreground">Status</dt>
            <dd>
              <Badge data-testid="intent-status">{intent.data.status}</Badge>
            </dd>
            <dt className="text-muted-foreground">Amount</dt>
            <dd>
              {intent.data.currency} {intent.data.amount}
            </dd>
            <dt className="text-muted-foreground">Reference</dt>
            <dd className="font-mono">{intent.data.provider_reference}</dd>
            <dt className="text-muted-foreground">Deliveries</dt>
            <dd data-testid="intent-attempts">{intent.data.attempts}</dd>
            <dt className="text-muted-foreground">Payment recorded</dt>
            <dd>{intent.data.payment_id ? 'Yes, once' : 'None'}</dd>
            {intent.data.failure_reason && (
              <>
                <dt className="text-muted-foreground">Why</dt>
                <dd>{intent.data.failure_reason}</dd>
              </>
            )}
          </dl>
        )}
        <div>
          <Button variant="outline" disabled={check.isPending} onClick={() => check.mutate()}>
            {check.isPending ? 'Asking the provider…' : 'Check status with the provider'}
          </Button>
          {check.error && (
            <p role="alert" className="text-sm text-destructive">
              {check.error.message}
            </p>
          )}
        </div>
        {events.data && <EventsTable rows={events.data.rows} label="Events of this payment" />}
      </CardContent>
    </Card>
  );
}

function EventLog({
  params,
  setParam,
}: {
  params: URLSearchParams;
  setParam: (k: string, v: string) => void;
}) {
  const kind = params.get('kind') ?? '';
  const provider = params.get('provider') ?? '';
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const events = useQuery({
    queryKey: ['payments', 'events', kind, provider, page],
    queryFn: () => listEvents({ kind, provider, page: page - 1 }),
  });
  return (
    <section aria-labelledby="log-heading" className="grid gap-3">
      <h2 id="log-heading" className="text-lg font-semibold">
        Callback log
      </h2>
      <div className="flex flex-wrap gap-3">
        <FormField label="Kind">
          <NativeSelect value={kind} onChange={(e) => setParam('kind', e.target.value)}>
            <option value="">All</option>
            <option value="callback">Callbacks</option>
            <option value="rejected">Refused</option>
            <option value="poll">Status checks</option>
            <option value="start">Starts</option>
            <option value="testing">Rehearsals</option>
            <option value="job">Job</option>
          </NativeSelect>
        </FormField>
        <FormField label="Provider">
          <NativeSelect value={provider} onChange={(e) => setParam('provider', e.target.value)}>
            <option value="">All</option>
            <option value="sandbox">Sandbox</option>
            <option value="mpesa">M-Pesa</option>
          </NativeSelect>
        </FormField>
      </div>
      {events.isPending && <Skeleton className="h-40" aria-label="Loading the log" />}
      {events.error && (
        <LoadError what="the log" error={events.error} onRetry={() => void events.refetch()} />
      )}
      {events.data && events.data.rows.length === 0 && (
        <EmptyState
          icon={ScrollText}
          title="Nothing logged"
          description="Rehearse a payment to see its callbacks here."
        />
      )}
      {events.data && events.data.rows.length > 0 && (
        <>
          <EventsTable rows={events.data.rows} label="Callback log" />
          <Pagination
            page={page}
            pageSize={PAGE_SIZE}
            total={events.data.count}
            onPageChange={(p) => setParam('page', String(p))}
            label="Log pages"
          />
        </>
      )}
    </section>
  );
}

export function EventsTable({ rows, label }: { rows: PaymentEvent[]; label: string }) {
  const qc = useQueryClient();
  const [note, setNote] = useState<string | null>(null);
  const replay = useMutation({
    mutationFn: (id: number) => replayEvent(id),
    onSuccess: (a) => {
      const answer = (a.replayed as { answer?: { result?: string; error?: string } } | undefined)?.answer;
      setNote(`Replayed: ${answer?.result ?? answer?.error ?? 'sent'}`);
      void qc.invalidateQueries({ queryKey: ['payments'] });
    },
  });
  return (
    <div className="grid gap-2">
      {note && <p role="status">{note}</p>}
      {replay.error && (
        <p role="alert" className="text-sm text-destructive">
          {replay.error.message}
        </p>
      )}
      <div className="overflow-x-auto">
        <Table aria-label={label}>
          <TableHeader>
            <TableRow>
              <TableHead>When</TableHead>
              <TableHead>Kind</TableHead>
              <TableHead>Verified</TableHead>
              <TableHead>Outcome</TableHead>
              <TableHead>What the system did</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((e) => (
              <TableRow key={e.id}>
                <TableCell className="whitespace-nowrap">{new Date(e.at).toLocaleTimeString()}</TableCell>
                <TableCell>
                  {e.provider} · {e.kind}
                </TableCell>
                <TableCell>{e.verified ? 'Yes' : 'No'}</TableCell>
                <TableCell>{e.outcome ?? '—'}</TableCell>
                <TableCell className="min-w-64">{e.result}</TableCell>
                <TableCell>
                  {(e.kind === 'callback' || e.kind === 'rejected') && (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={replay.isPending}
                      onClick={() => replay.mutate(e.id)}
                      aria-label={`Replay event ${e.id}`}
                    >
                      Replay
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
