// "Refund…" on a receipt: how many of each line come back, to which of the sale's payment methods,
// whether the goods go back on the shelf, and why. The refund keeps one id while the dialog is open,
// so a retry or a double click refunds once (public.pos_refund_sale).
import { useFormatters } from '@kit/format/use-company-format.ts';
import { Alert, AlertDescription } from '@kit/ui/alert.tsx';
import { Button } from '@kit/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@kit/ui/dialog.tsx';
import { Input } from '@kit/ui/input.tsx';
import { Label } from '@kit/ui/label.tsx';
import { NativeCheckbox } from '@kit/ui/native-choice.tsx';
import { NativeSelect } from '@kit/ui/native-select.tsx';
import { Textarea } from '@kit/ui/textarea.tsx';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { refundSale } from '../data.ts';
import type { SaleReceipt } from '../shapes.ts';

const METHOD_LABELS = { cash: 'Cash', mpesa: 'M-Pesa', card: 'Card' } as const;

export function RefundDialog(props: {
  receipt: SaleReceipt;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
}) {
  const { money } = useFormatters();
  const r = props.receipt;
  const methods = [...new Set(r.payments.map((p) => p.method))];
  const [refundId, setRefundId] = useState(() => crypto.randomUUID());
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [method, setMethod] = useState<string>(methods[0] ?? 'cash');
  const [restock, setRestock] = useState(true);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  useEffect(() => {
    if (props.open) {
      setRefundId(crypto.randomUUID());
      setQuantities({});
      setReason('');
      setError(null);
    }
  }, [props.open]);

  const lines = Object.entries(quantities)
    .filter(([, q]) => q.trim() !== '' && Number(q) > 0)
    .map(([n, q]) => ({ line_no: Number(n), quantity: q.trim() }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (inFlight.current) return;
    if (lines.length === 0) return setError('Enter how many of a line come back');
    if (!reason.trim()) return setError('Say why the money goes back');
    inFlight.current = true;
    setSending(true);
    setError(null);
    try {
      const done = await refundSale({ id: refundId, sale_id: r.id, method, restock, reason, lines });
      toast.success(`Refund ${done.number}: give back ${money(done.total)} by ${METHOD_LABELS[done.method]}`);
      props.onDone();
      props.onOpenChange(false);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Refund from {r.number}</DialogTitle>
          <DialogDescription>What comes back, how the money goes back, and why.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} aria-label={`Refund from ${r.number}`}>
          <ul className="grid gap-2">
            {r.lines.map((l) => {
              const left = Number(l.quantity) - Number(l.refunded);
              return (
                <li key={l.line_no} className="flex items-center justify-between gap-3">
                  <Label htmlFor={`refund-${l.line_no}`} className="min-w-0">
                    <span className="block truncate">{l.name}</span>
                    <span className="text-xs font-normal text-muted-foreground">
                      {left > 0 ? `${left} of ${l.quantity} can come back` : 'All refunded'}
                    </span>
                  </Label>
                  <Input
                    id={`refund-${l.line_no}`}
                    className="w-24 text-right"
                    inputMode="decimal"
                    disabled={left <= 0}
                    value={quantities[l.line_no] ?? ''}
                    placeholder="0"
                    onChange={(e) => setQuantities((q) => ({ ...q, [l.line_no]: e.target.value }))}
                  />
                </li>
              );
            })}
          </ul>
          <div className="grid gap-1">
            <Label htmlFor="refund-method">Give back by</Label>
            <NativeSelect id="refund-method" value={method} onChange={(e) => setMethod(e.target.value)}>
              {methods.map((m) => (
                <option key={m} value={m}>
                  {METHOD_LABELS[m]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex items-center gap-2">
            <NativeCheckbox
              id="refund-restock"
              checked={restock}
              onChange={(e) => setRestock(e.target.checked)}
            />
            <Label htmlFor="refund-restock">Put the goods back in stock</Label>
          </div>
          <div className="grid gap-1">
            <Label htmlFor="refund-reason">Reason</Label>
            <Textarea
              id="refund-reason"
              rows={2}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
          {error && (
            <Alert variant="destructive">
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => props.onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={sending}>
              {sending ? 'Refunding…' : 'Refund'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
