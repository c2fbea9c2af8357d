// "Send" on an issued invoice (ADR 031): To (the invoice's contact, else the
// customer's primary contact, else the customer's e-mail) and Cc, a summary of
// the e-mail that will go (subject, amount due, due date, pay-bill, the PDF and
// the client's link), sent through invoice-send; the toast opens the message in
// the Email module.
import { formatMoney } from '@kit/format/money.ts';
import { TextField } from '@kit/forms/fields.tsx';
import { FormDialog } from '@kit/forms/form-dialog.tsx';
import { useRecordForm } from '@kit/forms/use-record-form.ts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@kit/ui/dialog.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { z } from 'zod';
import { defaultRecipient } from '../../customers/public.ts';
import { getPayBill, sendInvoice } from '../send-data.ts';

export interface SendableInvoice {
  id: string;
  number: string | null;
  customer_id: string;
  contact_id: string | null;
  currency: string;
  amount_due: number | string;
  due_date: string;
}

const ADDRESS = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const addressList = z
  .string()
  .trim()
  .transform((v) => v.split(/[,;\s]+/).filter(Boolean));
const sendSchema = z.object({
  to: addressList.refine(
    (a) => a.length > 0 && a.every((x) => ADDRESS.test(x)),
    'One or more e-mail addresses, separated by commas',
  ),
  cc: addressList.refine((a) => a.every((x) => ADDRESS.test(x)), 'E-mail addresses separated by commas'),
});

export function InvoiceSendDialog(props: {
  invoice: SendableInvoice;
  onOpenChange: (open: boolean) => void;
  onSent: () => void;
  /** Replaces the server call (tests, stories). */
  send?: typeof sendInvoice;
}) {
  const { invoice } = props;
  const recipient = useQuery({
    queryKey: ['invoicing', 'send-recipient', invoice.customer_id, invoice.contact_id],
    queryFn: async () => (await defaultRecipient(invoice.customer_id, invoice.contact_id)).to,
  });
  const payBill = useQuery({ queryKey: ['invoicing', 'pay-bill'], queryFn: getPayBill });
  if (recipient.isPending)
    return (
      <Dialog open onOpenChange={props.onOpenChange}>
        <DialogContent aria-busy="true">
          <DialogHeader>
            <DialogTitle>Send invoice {invoice.number}</DialogTitle>
            <DialogDescription>Finding the customer's e-mail address…</DialogDescription>
          </DialogHeader>
          <Skeleton className="h-24" />
        </DialogContent>
      </Dialog>
    );
  return (
    <SendForm
      {...props}
      defaultTo={recipient.data ?? ''}
      payBill={payBill.data ?? { paybill: null, account: null }}
    />
  );
}

function SendForm(props: {
  invoice: SendableInvoice;
  defaultTo: string;
  payBill: { paybill: string | null; account: string | null };
  onOpenChange: (open: boolean) => void;
  onSent: () => void;
  send?: typeof sendInvoice;
}) {
  const { invoice } = props;
  const navigate = useNavigate();
  const recordForm = useRecordForm({
    schema: sendSchema,
    defaultValues: { to: props.defaultTo, cc: '' },
    save: async (v) => {
      const sent = await (props.send ?? sendInvoice)(invoice.id, v.to, v.cc);
      toast.success(`Invoice ${invoice.number} sent to ${v.to.join(', ')}`, {
        action: {
          label: 'Open the e-mail',
          onClick: () => navigate(`/dashboard/email?message=${sent.email_id}`),
        },
      });
    },
    onSaved: props.onSent,
  });
  const money = formatMoney(
    String(invoice.amount_due),
    { currency: invoice.currency, locale: 'en-KE' },
    'code',
  );
  const due = new Intl.DateTimeFormat('en-KE', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${invoice.due_date}T00:00:00Z`));
  const owing = Number(invoice.amount_due) > 0;
  return (
    <FormDialog
      open
      onOpenChange={props.onOpenChange}
      recordForm={recordForm}
      title={`Send invoice ${invoice.number}`}
      description="The customer receives the PDF, with what is paid and due today, and a link to the invoice online."
      submitLabel="Send"
    >
      <TextField name="to" label="To" type="text" autoComplete="email" />
      <TextField name="cc" label="Cc (optional)" type="text" />
      <section aria-label="The e-mail" className="grid gap-1 rounded-md border bg-muted/40 p-3 text-sm">
        <p>
          <span className="text-muted-foreground">Subject:</span> Invoice {invoice.number}
        </p>
        <p>
          <span className="text-muted-foreground">Attached:</span> {invoice.number}.pdf
        </p>
        <p>
          {owing ? `Amount due: ${money}, due on ${due}.` : 'Paid in full: the e-mail thanks the customer.'}
        </p>
        {owing && props.payBill.paybill && (
          <p>
            M-Pesa pay-bill {props.payBill.paybill}, account {props.payBill.account ?? invoice.number}.
          </p>
        )}
        <p>A link to view and download the invoice online.</p>
      </section>
    </FormDialog>
  );
}
