// "E-mail statement" (ADR 029): the addresses, prefilled with the customer's
// primary contact (and the customer's own address as Cc); statement-send stores
// the PDF and queues the 'statement' e-mail, which then shows in the Email module.
import { TextField } from '@kit/forms/fields.tsx';
import { FormDialog } from '@kit/forms/form-dialog.tsx';
import { useRecordForm } from '@kit/forms/use-record-form.ts';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import { defaultRecipient } from '../../customers/public.ts';
import { sendStatement, statementKeys } from '../statement-data.ts';

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const addressList = z
  .string()
  .trim()
  .transform((v) => v.split(/[,;\s]+/).filter(Boolean));
const schema = z.object({
  to: addressList.refine(
    (a) => a.length > 0 && a.every((x) => EMAIL.test(x)),
    'One or more e-mail addresses, separated by commas',
  ),
  cc: addressList.refine((a) => a.every((x) => EMAIL.test(x)), 'E-mail addresses separated by commas'),
});

export interface SendStatementProps {
  customerId: string;
  customerName: string;
  from: string;
  to: string;
  onOpenChange: (open: boolean) => void;
}

export function SendStatementDialog(props: SendStatementProps) {
  const recipients = useQuery({
    queryKey: [...statementKeys.all, 'recipients', props.customerId],
    queryFn: () => defaultRecipient(props.customerId),
  });
  if (!recipients.data && !recipients.error) return null;
  return <SendStatementForm {...props} defaults={recipients.data ?? { to: '', cc: '' }} />;
}

function SendStatementForm(props: SendStatementProps & { defaults: { to: string; cc: string } }) {
  const recordForm = useRecordForm({
    schema,
    defaultValues: props.defaults,
    save: async (v) => {
      await sendStatement({
        customerId: props.customerId,
        from: props.from,
        to: props.to,
        toAddresses: v.to,
        cc: v.cc,
      });
      toast.success(`Statement sent to ${v.to.join(', ')}`);
    },
    onSaved: () => props.onOpenChange(false),
  });
  return (
    <FormDialog
      open
      onOpenChange={props.onOpenChange}
      recordForm={recordForm}
      title="E-mail the statement"
      description={`${props.customerName} receives the statement for this period as a PDF. A copy is kept and the e-mail is noted on the customer's timeline.`}
      submitLabel="Send"
    >
      <TextField name="to" label="To" type="text" autoComplete="email" />
      <TextField name="cc" label="Cc (optional)" type="text" />
    </FormDialog>
  );
}
