// "E-mail receipt" (ADR 032): To (prefilled with the customer's primary contact,
// else the customer's e-mail) and Cc, comma-separated. The function stores the
// receipt PDF once and queues the 'payment_receipt' e-mail with it attached.
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
import { Input } from '@kit/ui/input.tsx';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { sendReceipt } from '../payments-data.ts';

const email = z.string().email();

/** "a@x.ke, b@y.ke" → the addresses, or the first one that is not an address. */
export function parseAddresses(text: string): { ok: string[] } | { bad: string } {
  const parts = text
    .split(/[,;\s]+/)
    .map((a) => a.trim())
    .filter(Boolean);
  const bad = parts.find((a) => !email.safeParse(a).success);
  return bad ? { bad } : { ok: parts };
}

export function EmailReceiptDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  payment: { id: string; number: string };
  defaultTo: string | null;
  onSent?: () => unknown;
  /** Replaces the server call (tests, stories). */
  send?: typeof sendReceipt;
}) {
  const [to, setTo] = useState('');
  const [cc, setCc] = useState('');
  const [errors, setErrors] = useState<{ to?: string; cc?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const { open, defaultTo } = props;
  useEffect(() => {
    if (open) {
      setTo(defaultTo ?? '');
      setCc('');
      setErrors({});
    }
  }, [open, defaultTo]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const toList = parseAddresses(to);
    const ccList = parseAddresses(cc);
    const next: typeof errors = {};
    if ('bad' in toList) next.to = `"${toList.bad}" is not an e-mail address`;
    else if (toList.ok.length === 0) next.to = 'Give at least one address';
    if ('bad' in ccList) next.cc = `"${ccList.bad}" is not an e-mail address`;
    setErrors(next);
    if (next.to || next.cc || !('ok' in toList) || !('ok' in ccList)) return;
    setBusy(true);
    try {
      await (props.send ?? sendReceipt)(props.payment.id, toList.ok, ccList.ok);
      toast.success(`Receipt ${props.payment.number} queued for ${toList.ok.join(', ')}`);
      props.onOpenChange(false);
      await props.onSent?.();
    } catch (err) {
      setErrors({ form: err instanceof Error && err.message ? err.message : 'Sending failed. Try again.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>E-mail receipt {props.payment.number}</DialogTitle>
            <DialogDescription>
              The receipt goes as a PDF attachment with a thank-you listing the invoices it paid.
            </DialogDescription>
          </DialogHeader>
          <FormField label="To" error={errors.to} description="Separate several addresses with commas.">
            <Input type="text" inputMode="email" value={to} onChange={(e) => setTo(e.target.value)} />
          </FormField>
          <FormField label="Cc (optional)" error={errors.cc}>
            <Input type="text" inputMode="email" value={cc} onChange={(e) => setCc(e.target.value)} />
          </FormField>
          {errors.form && (
            <p role="alert" className="text-sm text-destructive">
              {errors.form}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => props.onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Sending…' : 'Send receipt'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
