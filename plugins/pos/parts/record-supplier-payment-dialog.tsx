// "Record payment" on an open supplier bill (admins; ADR 083): the amount (what is left to pay by default),
// the date paid, how (bank transfer, M-Pesa, cheque, cash) and a reference. react-hook-form with the zod
// schema of supplier-bills-shapes.ts; the payment's id is made once per opening, so a double click or a retry
// records one payment. More than is left is refused here and, in the server's words, by the database.

import { companyToday, useFormatters } from '@kit/format/use-company-format.ts';
import { DateField, MoneyField, SelectField, TextField } from '@kit/forms/fields.tsx';
import { FormDialog } from '@kit/forms/form-dialog.tsx';
import { useRecordForm } from '@kit/forms/use-record-form.ts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { recordSupplierPayment, type SupplierBill } from '../supplier-bills.ts';
import {
  SUPPLIER_PAYMENT_METHOD_LABELS,
  SUPPLIER_PAYMENT_METHODS,
  type SupplierPaymentInput,
  type SupplierPaymentValues,
  supplierPaymentSchema,
} from '../supplier-bills-shapes.ts';

const cents = (v: string) => Math.round(Number(v) * 100);

const METHOD_OPTIONS = SUPPLIER_PAYMENT_METHODS.map((m) => ({
  value: m,
  label: SUPPLIER_PAYMENT_METHOD_LABELS[m],
}));

export function RecordSupplierPaymentDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  bill: Pick<SupplierBill, 'id' | 'number' | 'balance'> & { supplier: { name: string } };
  onDone: (bill: SupplierBill) => void;
  /** Replaces the server call (tests). */
  run?: typeof recordSupplierPayment;
}) {
  const { money, format } = useFormatters();
  // By the zone's name, so the company settings arriving (the same zone) do not reset a form being filled in.
  const zone = format.timezone;
  const [paymentId, setPaymentId] = useState(() => crypto.randomUUID());
  // The payment this opening recorded: a second click before the dialog closes records nothing more.
  const recorded = useRef<string | null>(null);
  const today = companyToday({ timezone: zone });
  const balance = props.bill.balance;
  const schema = useMemo(
    () =>
      supplierPaymentSchema(today).refine((v) => cents(v.amount) <= cents(balance), {
        path: ['amount'],
        message: `Only ${money(balance)} is left to pay on ${props.bill.number}`,
      }),
    [today, balance, money, props.bill.number],
  );
  const defaults: SupplierPaymentValues = {
    amount: balance,
    paid_on: today,
    method: 'bank_transfer',
    reference: '',
  };
  const recordForm = useRecordForm<SupplierPaymentValues, SupplierPaymentInput>({
    schema,
    defaultValues: defaults,
    save: async (values) => {
      if (recorded.current === paymentId) return;
      const next = await (props.run ?? recordSupplierPayment)(paymentId, props.bill.id, values);
      recorded.current = paymentId;
      props.onDone(next);
      toast.success(
        next.status === 'paid'
          ? `${props.bill.number} is paid in full`
          : `Payment recorded: ${money(next.balance)} left to pay on ${props.bill.number}`,
      );
    },
    onSaved: () => props.onOpenChange(false),
  });
  const { reset } = recordForm.form;
  // A new opening: a new payment id and what is left to pay now.
  useEffect(() => {
    if (props.open) {
      setPaymentId(crypto.randomUUID());
      reset({
        amount: balance,
        paid_on: companyToday({ timezone: zone }),
        method: 'bank_transfer',
        reference: '',
      });
    }
  }, [props.open, balance, reset, zone]);
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      recordForm={recordForm}
      title={`Record payment for ${props.bill.number}`}
      description={`${money(balance)} is left to pay ${props.bill.supplier.name}. A payment cannot be changed once recorded.`}
      submitLabel="Record payment"
    >
      <MoneyField<SupplierPaymentValues> name="amount" label="Amount paid" />
      <DateField<SupplierPaymentValues> name="paid_on" label="Date paid" max={today} />
      <SelectField<SupplierPaymentValues> name="method" label="How it was paid" options={METHOD_OPTIONS} />
      <TextField<SupplierPaymentValues>
        name="reference"
        label="Reference (optional)"
        description="Bank reference, M-Pesa code or cheque number"
        autoComplete="off"
      />
    </FormDialog>
  );
}
