// "Refund…" on a receipt: how many of each line come back, to which of the sale's payment methods,
// whether the goods go back on the shelf, and why. The refund keeps one id while the dialog is open,
// so a retry or a double click refunds once (public.pos_refund_sale).
import { useFormatters } from '@kit/format/use-company-format.ts';
import { Label } from '@kit/ui/label.tsx';
import { NativeCheckbox } from '@kit/ui/native-choice.tsx';
import { Textarea } from '@kit/ui/textarea.tsx';
import { type FormEvent, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { refundSale } from '../data.ts';
import type { SaleReceipt } from '../shapes.ts';
import { FormDialog, QuantityList, SelectField, useSingleSend } from './form-dialog.tsx';

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
  const s = useSingleSend(props.open);
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [method, setMethod] = useState<string>(methods[0] ?? 'cash');
  const [restock, setRestock] = useState(true);
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (props.open) {
      setQuantities({});
      setReason('');
    }
  }, [props.open]);

  const lines = Object.entries(quantities)
    .filter(([, q]) => q.trim() !== '' && Number(q) > 0)
    .map(([n, q]) => ({ line_no: Number(n), quantity: q.trim() }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (s.sending) return;
    if (lines.length === 0) return s.setError('Enter how many of a line come back');
    if (!reason.trim()) return s.setError('Say why the money goes back');
    void s.send(async () => {
      const done = await refundSale({ id: s.id, sale_id: r.id, method, restock, reason, lines });
      toast.success(`Refund ${done.number}: give back ${money(done.total)} by ${METHOD_LABELS[done.method]}`);
      props.onDone();
      props.onOpenChange(false);
    });
  };

  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={`Refund from ${r.number}`}
      description="What comes back, how the money goes back, and why."
      error={s.error}
      sending={s.sending}
      submitLabel="Refund"
      sendingLabel="Refunding…"
      onSubmit={submit}
    >
      <QuantityList
        idPrefix="refund"
        placeholder="0"
        quantities={quantities}
        onChange={setQuantities}
        lines={r.lines.map((l) => {
          const left = Number(l.quantity) - Number(l.refunded);
          return {
            line_no: l.line_no,
            name: l.name,
            left,
            hint: left > 0 ? `${left} of ${l.quantity} can come back` : 'All refunded',
          };
        })}
      />
      <SelectField
        id="refund-method"
        label="Give back by"
        value={method}
        onChange={setMethod}
        options={methods.map((m) => ({ value: m, label: METHOD_LABELS[m] }))}
      />
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
        <Textarea id="refund-reason" rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
    </FormDialog>
  );
}
