// "Credit note" (admins): choose lines of an issued invoice and how much of each
// to credit (at the invoice's own prices, discounts and tax rates), and why.
// The database numbers it, checks the limits (no more than invoiced per line,
// no more than still due) and lowers what the invoice owes, in one transaction.
import { useFormatters } from '@kit/format/use-company-format.ts';
import { documentTotals } from '@kit/money/document-totals.ts';
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
import { Textarea } from '@kit/ui/textarea.tsx';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { type InvoiceDetail, issueCreditNote } from '../invoices-data.ts';

const QTY = /^\d{1,9}(\.\d{1,3})?$/;

/** How much of each line is still uncredited. */
export function remainingQuantities(invoice: Pick<InvoiceDetail, 'invoice_lines' | 'credit_notes'>) {
  const credited = new Map<string, number>();
  for (const cn of invoice.credit_notes)
    for (const l of cn.credit_note_lines)
      credited.set(l.invoice_line_id, (credited.get(l.invoice_line_id) ?? 0) + Number(l.quantity));
  return new Map(
    invoice.invoice_lines.map((l) => [
      l.id,
      Math.round((Number(l.quantity) - (credited.get(l.id) ?? 0)) * 1000) / 1000,
    ]),
  );
}

export function CreditNoteDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  invoice: InvoiceDetail;
  onDone: () => void;
  /** Replaces the server call (tests). */
  run?: typeof issueCreditNote;
}) {
  const { money } = useFormatters();
  const remaining = remainingQuantities(props.invoice);
  const [qty, setQty] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (props.open) {
      setQty({});
      setReason('');
      setError(null);
    }
  }, [props.open]);
  const chosen = props.invoice.invoice_lines.filter((l) => (qty[l.id] ?? '').trim() !== '');
  const invalid = chosen.find((l) => {
    const v = (qty[l.id] ?? '').trim();
    return !QTY.test(v) || Number(v) <= 0 || Number(v) > (remaining.get(l.id) ?? 0);
  });
  let estimate: string | null = null;
  if (!invalid && chosen.length > 0) {
    estimate = documentTotals(
      chosen.map((l) => ({
        quantity: (qty[l.id] ?? '').trim(),
        unit_price: String(l.unit_price),
        discount_percent: String(l.discount_percent),
        tax_code: l.tax_code,
        tax_rate: String(l.tax_rate),
      })),
      String(props.invoice.document_discount),
      props.invoice.prices_include_tax,
    ).total;
  }
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (chosen.length === 0) return setError('Enter a quantity to credit on at least one line');
    if (invalid)
      return setError(`"${invalid.description}": at most ${remaining.get(invalid.id)} can be credited`);
    if (reason.trim().length < 3) return setError('Say why the invoice is credited (at least 3 characters)');
    setBusy(true);
    try {
      const cn = await (props.run ?? issueCreditNote)(
        props.invoice.id,
        chosen.map((l) => ({ invoice_line_id: l.id, quantity: (qty[l.id] ?? '').trim() })),
        reason.trim(),
      );
      toast.success(`Credit note ${cn.number} issued`);
      props.onOpenChange(false);
      props.onDone();
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The credit note was not issued. Try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="max-w-2xl">
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Credit note for {props.invoice.number}</DialogTitle>
            <DialogDescription>
              Credit all or part of the lines at the invoice's prices and tax. A credit note is numbered and
              cannot be changed. Still due: {money(Number(props.invoice.amount_due).toFixed(2))}.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-3">
            {props.invoice.invoice_lines.map((l) => (
              <FormField
                key={l.id}
                label={`${l.description} — quantity to credit`}
                description={`Up to ${remaining.get(l.id) ?? 0} ${l.unit} at ${money(Number(l.unit_price).toFixed(2))}`}
              >
                <Input
                  inputMode="decimal"
                  placeholder="0"
                  disabled={(remaining.get(l.id) ?? 0) <= 0}
                  value={qty[l.id] ?? ''}
                  onChange={(e) => setQty((q) => ({ ...q, [l.id]: e.target.value }))}
                />
              </FormField>
            ))}
          </div>
          <FormField label="Reason (printed on the credit note)">
            <Textarea rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
          </FormField>
          <p className="text-sm" aria-live="polite">
            {estimate
              ? `Credit note total: ${money(estimate)}`
              : 'Enter quantities to see the credit note total.'}
          </p>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => props.onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Issuing…' : 'Issue credit note'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
