// "Create bill…" on a purchase order with goods received and not billed yet (admins; ADR 083): the supplier's
// invoice number, its date and the due date (empty: 30 days after it). The bill's id is made once per
// opening, so a double click or a retry makes one bill; the bill page opens on it.

import { companyToday, useCompanyFormat } from '@kit/format/use-company-format.ts';
import { DateField, TextField } from '@kit/forms/fields.tsx';
import { FormDialog } from '@kit/forms/form-dialog.tsx';
import { useRecordForm } from '@kit/forms/use-record-form.ts';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { PurchaseOrder } from '../purchasing.ts';
import { createBillFromOrder, type SupplierBill } from '../supplier-bills.ts';
import { type CreateBillInput, type CreateBillValues, createBillSchema } from '../supplier-bills-shapes.ts';

export function CreateBillDialog(props: {
  order: Pick<PurchaseOrder, 'id' | 'number' | 'supplier'>;
  /** What the bill will carry, in words ("4 of Safety helmet, 2 of …"). */
  toBill: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: (bill: SupplierBill) => void;
}) {
  const [billId, setBillId] = useState(() => crypto.randomUUID());
  // By the zone's name, so the company settings arriving (the same zone) do not reset a form being filled in.
  const zone = useCompanyFormat().timezone;
  const today = companyToday({ timezone: zone });
  const recordForm = useRecordForm<CreateBillValues, CreateBillInput>({
    schema: createBillSchema(today),
    defaultValues: { supplier_ref: '', bill_date: today, due_on: '' },
    save: async (values) => {
      const bill = await createBillFromOrder({ bill: billId, order: props.order.id, ...values });
      toast.success(
        bill.already ? `${bill.number} was already made for this invoice` : `${bill.number} made as a draft`,
      );
      props.onDone(bill);
    },
    onSaved: () => props.onOpenChange(false),
  });
  const { reset } = recordForm.form;
  useEffect(() => {
    if (props.open) {
      setBillId(crypto.randomUUID());
      reset({ supplier_ref: '', bill_date: companyToday({ timezone: zone }), due_on: '' });
    }
  }, [props.open, reset, zone]);
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      recordForm={recordForm}
      title={`Create bill for ${props.order.number}`}
      description={`${props.order.supplier.name}'s invoice for what arrived and is not billed yet: ${props.toBill}. At the ordered cost, with VAT.`}
      submitLabel="Create bill"
    >
      <TextField<CreateBillValues>
        name="supplier_ref"
        label="Supplier's invoice number"
        autoComplete="off"
        spellCheck={false}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField<CreateBillValues> name="bill_date" label="Invoice date" max={today} />
        <DateField<CreateBillValues>
          name="due_on"
          label="Due (optional)"
          description="Empty: 30 days after the invoice date"
        />
      </div>
    </FormDialog>
  );
}
