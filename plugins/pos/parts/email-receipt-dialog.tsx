// "E-mail receipt…" on the till's receipt (ADR 076): the customer's address (the POS customer's own
// when the sale has one), sent through the e-mail outbox by pos_email_receipt. The request's id is made
// once per opening of the dialog, so a double click or a retry sends one e-mail.
import { Input } from '@kit/ui/input.tsx';
import { Label } from '@kit/ui/label.tsx';
import { type FormEvent, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { emailReceipt } from '../documents-data.ts';
import type { SaleReceipt } from '../shapes.ts';
import { FormDialog, useSingleSend } from './form-dialog.tsx';

export function EmailReceiptDialog(props: {
  receipt: Pick<SaleReceipt, 'id' | 'number' | 'customer_email'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const s = useSingleSend(props.open);
  const [to, setTo] = useState('');
  useEffect(() => {
    if (props.open) setTo(props.receipt.customer_email ?? '');
  }, [props.open, props.receipt.customer_email]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!to.trim()) return s.setError('Type the customer’s e-mail address');
    void s.send(async () => {
      const sent = await emailReceipt(s.id, props.receipt.id, to);
      toast.success(`Receipt ${sent.number} e-mailed to ${sent.to}`);
      props.onOpenChange(false);
    });
  };
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={`E-mail receipt ${props.receipt.number}`}
      description="The receipt goes in the e-mail's body, with its lines, VAT and payments."
      error={s.error}
      sending={s.sending}
      submitLabel="Send"
      sendingLabel="Sending…"
      onSubmit={submit}
    >
      <div className="grid gap-1">
        <Label htmlFor="receipt-email-to">Customer’s e-mail</Label>
        <Input
          id="receipt-email-to"
          type="email"
          autoComplete="off"
          value={to}
          onChange={(e) => setTo(e.target.value)}
        />
      </div>
    </FormDialog>
  );
}
