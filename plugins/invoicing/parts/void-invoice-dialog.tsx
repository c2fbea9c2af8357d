// "Void" (admins): an issued invoice with no payments and no credit notes is
// marked void with a reason; who and when are kept, the number stays used.
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
import { useState } from 'react';
import { toast } from 'sonner';
import { type InvoiceDetail, voidInvoice } from '../invoices-data.ts';

export function VoidInvoiceDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  invoice: Pick<InvoiceDetail, 'id' | 'number'>;
  onDone: () => void;
  /** Replaces the server call (tests). */
  run?: typeof voidInvoice;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (reason.trim().length < 3) {
      setError('Say why the invoice is void (at least 3 characters)');
      return;
    }
    setBusy(true);
    try {
      await (props.run ?? voidInvoice)(props.invoice.id, reason.trim());
      toast.success(`Invoice ${props.invoice.number} voided`);
      props.onOpenChange(false);
      props.onDone();
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Voiding failed. Try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Void invoice {props.invoice.number}?</DialogTitle>
            <DialogDescription>
              The invoice stays on record with its number, marked void; nothing is owed on it. This cannot be
              undone.
            </DialogDescription>
          </DialogHeader>
          <FormField label="Why is it void?" error={error ?? undefined}>
            <Textarea rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => props.onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={busy}>
              {busy ? 'Voiding…' : 'Void invoice'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
