// "Reverse" (admins) on a payment recorded by mistake (ADR 028): a reversal record
// REV-<receipt> is written with the reason, every invoice the payment settled owes
// that amount again, and its M-Pesa code can be recorded again correctly.
import { Button } from '@kit/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@kit/ui/dialog.tsx';
import { FormField } from '@kit/ui/form-field.tsx';
import { Textarea } from '@kit/ui/textarea.tsx';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { reversePayment } from '../payments-data.ts';

export function ReversePaymentDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  payment: { id: string; number: string };
  onDone: () => unknown;
  /** Replaces the server call (tests, stories). */
  run?: typeof reversePayment;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (props.open) {
      setReason('');
      setError(null);
    }
  }, [props.open]);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (reason.trim().length < 3) {
      setError('Say why the payment is reversed (at least 3 characters)');
      return;
    }
    setBusy(true);
    try {
      await (props.run ?? reversePayment)(props.payment.id, reason.trim());
      toast.success(`Payment ${props.payment.number} reversed`);
      props.onOpenChange(false);
      await props.onDone();
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : 'Reversing failed. Try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Reverse payment {props.payment.number}?</DialogTitle>
            <DialogDescription>
              The payment stays on record, marked reversed; the invoices it paid owe that amount again and any
              credit from it is gone. This cannot be undone: record the payment again correctly afterwards.
            </DialogDescription>
          </DialogHeader>
          <FormField label="Why is it reversed?" error={error ?? undefined}>
            <Textarea rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => props.onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={busy}>
              {busy ? 'Reversing…' : 'Reverse payment'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
