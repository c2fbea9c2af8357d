// The till session's dialogs (ADR 059): open with the counted float, cash in / out with a reason, and
// close with the money counted per method. Each keeps one id while it is open, so a double click or a
// retry acts once on the server; the server's refusals show in the dialog, in its words.
import { useFormatters } from '@kit/format/use-company-format.ts';
import { Input } from '@kit/ui/input.tsx';
import { Label } from '@kit/ui/label.tsx';
import { NativeSelect } from '@kit/ui/native-select.tsx';
import { Textarea } from '@kit/ui/textarea.tsx';
import { type FormEvent, useEffect, useState } from 'react';
import { cashMove, closeSession, openSession, type SessionReport } from '../sessions.ts';
import type { PaymentMethod } from '../shapes.ts';
import { FormDialog, useSingleSend } from './form-dialog.tsx';

const METHOD_LABELS: Record<PaymentMethod, string> = { cash: 'Cash', mpesa: 'M-Pesa', card: 'Card' };

function AmountField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  hint?: string;
}) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={props.id}>{props.label}</Label>
      <Input
        id={props.id}
        inputMode="decimal"
        autoComplete="off"
        className="text-right tabular-nums"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-describedby={props.hint ? `${props.id}-hint` : undefined}
      />
      {props.hint && (
        <p id={`${props.id}-hint`} className="text-xs text-muted-foreground">
          {props.hint}
        </p>
      )}
    </div>
  );
}

export function OpenSessionDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  location: { id: string; name: string };
  onOpened: (report: SessionReport) => void;
}) {
  const s = useSingleSend(props.open);
  const [float, setFloat] = useState('');
  useEffect(() => {
    if (props.open) setFloat('');
  }, [props.open]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (float.trim() === '') return s.setError('Count the float in the till (0 if it is empty)');
    void s.send(async () => {
      const report = await openSession({ id: s.id, location: props.location.id, float: float.trim() });
      props.onOpened(report);
      props.onOpenChange(false);
    });
  };
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={`Open the till at ${props.location.name}`}
      description="Count the cash in the drawer before the first sale: it is the session's float."
      error={s.error}
      sending={s.sending}
      submitLabel="Open session"
      sendingLabel="Opening…"
      onSubmit={submit}
    >
      <AmountField id="session-float" label="Float counted" value={float} onChange={setFloat} />
    </FormDialog>
  );
}

export function CashMoveDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  session: string;
  onDone: (report: SessionReport) => void;
}) {
  const s = useSingleSend(props.open);
  const [kind, setKind] = useState<'in' | 'out'>('out');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (props.open) {
      setAmount('');
      setReason('');
    }
  }, [props.open]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (amount.trim() === '') return s.setError('Enter the amount');
    if (!reason.trim()) return s.setError('Say why the cash moves');
    void s.send(async () => {
      const report = await cashMove({
        id: s.id,
        session: props.session,
        kind,
        amount: amount.trim(),
        reason,
      });
      props.onDone(report);
      props.onOpenChange(false);
    });
  };
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Cash in or out"
      description="Change put into the drawer, or cash taken to the safe or spent — with the reason."
      error={s.error}
      sending={s.sending}
      submitLabel="Record"
      sendingLabel="Recording…"
      onSubmit={submit}
    >
      <div className="grid gap-1">
        <Label htmlFor="cash-kind">Direction</Label>
        <NativeSelect id="cash-kind" value={kind} onChange={(e) => setKind(e.target.value as 'in' | 'out')}>
          <option value="out">Cash out of the till</option>
          <option value="in">Cash into the till</option>
        </NativeSelect>
      </div>
      <AmountField id="cash-amount" label="Amount" value={amount} onChange={setAmount} />
      <div className="grid gap-1">
        <Label htmlFor="cash-reason">Reason</Label>
        <Textarea id="cash-reason" rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
    </FormDialog>
  );
}

export function CloseSessionDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  report: SessionReport;
  onClosed: (report: SessionReport & { emailed?: boolean }) => void;
}) {
  const { money } = useFormatters();
  const s = useSingleSend(props.open);
  const [counted, setCounted] = useState<Record<PaymentMethod, string>>({ cash: '', mpesa: '', card: '' });
  const [note, setNote] = useState('');
  useEffect(() => {
    if (props.open) {
      setCounted({ cash: '', mpesa: '', card: '' });
      setNote('');
    }
  }, [props.open]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (counted.cash.trim() === '') return s.setError('Count the cash in the till (0 if it is empty)');
    void s.send(async () => {
      const z = await closeSession({
        session: props.report.id,
        counted: { cash: counted.cash.trim(), mpesa: counted.mpesa.trim(), card: counted.card.trim() },
        note,
      });
      props.onClosed(z);
      props.onOpenChange(false);
    });
  };
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={`Close the till at ${props.report.location_name}`}
      description="Count what the till took per method. The Z report records what was expected, what you counted and the difference, and is e-mailed to the admins."
      error={s.error}
      sending={s.sending}
      submitLabel="Close and print Z report"
      sendingLabel="Closing…"
      onSubmit={submit}
    >
      {props.report.methods.map((m) => (
        <AmountField
          key={m.method}
          id={`count-${m.method}`}
          label={`${METHOD_LABELS[m.method]} counted`}
          hint={`Expected ${money(m.expected)}`}
          value={counted[m.method]}
          onChange={(v) => setCounted((c) => ({ ...c, [m.method]: v }))}
        />
      ))}
      <div className="grid gap-1">
        <Label htmlFor="close-note">Note (optional)</Label>
        <Textarea id="close-note" rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
    </FormDialog>
  );
}
