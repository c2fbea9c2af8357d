// "New supplier" and "Edit supplier" (staff). The database's refusals land under their fields.
import { SelectField, TextareaField, TextField } from '@kit/forms/fields.tsx';
import { FormDialog } from '@kit/forms/form-dialog.tsx';
import type { ConstraintMap } from '@kit/forms/server-errors.ts';
import { useRecordForm } from '@kit/forms/use-record-form.ts';
import { useEffect } from 'react';
import { toast } from 'sonner';
import {
  emptySupplier,
  type Supplier,
  type SupplierInput,
  type SupplierValues,
  saveSupplier,
  supplierSchema,
  supplierValues,
} from '../data.ts';

const CONSTRAINTS: ConstraintMap<keyof SupplierValues> = {
  pos_suppliers_name_key: { field: 'name', message: 'A supplier of this name exists already' },
  pos_suppliers_phone_dialable: 'phone',
  pos_suppliers_email_format: 'email',
  pos_suppliers_tax_pin_format: 'tax_pin',
};

export function SupplierDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  supplier?: Supplier;
  onSaved: () => void;
}) {
  const editing = props.supplier;
  const recordForm = useRecordForm<SupplierValues, SupplierInput>({
    schema: supplierSchema,
    defaultValues: editing ? supplierValues(editing) : emptySupplier,
    constraints: CONSTRAINTS,
    save: async (values) => supplierValues(await saveSupplier(editing?.id ?? null, values)),
    onSaved: (values) => {
      toast.success(editing ? `${values.name} saved` : `${values.name} added`);
      props.onSaved();
      props.onOpenChange(false);
    },
  });
  const { reset } = recordForm.form;
  useEffect(() => {
    if (props.open) reset(editing ? supplierValues(editing) : emptySupplier);
  }, [props.open, editing, reset]);
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      recordForm={recordForm}
      title={editing ? `Edit ${editing.name}` : 'New supplier'}
      submitLabel={editing ? 'Save' : 'Add supplier'}
    >
      <TextField<SupplierValues> name="name" label="Name" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField<SupplierValues> name="contact_name" label="Contact person" />
        <TextField<SupplierValues> name="phone" label="Phone" inputMode="tel" />
        <TextField<SupplierValues> name="email" label="E-mail" type="email" />
        <TextField<SupplierValues> name="tax_pin" label="KRA PIN" spellCheck={false} />
      </div>
      <TextareaField<SupplierValues> name="address" label="Address" rows={2} />
      <TextareaField<SupplierValues> name="notes" label="Notes" rows={2} />
      <SelectField<SupplierValues>
        name="is_active"
        label="Status"
        options={[
          { value: 'true', label: 'In use' },
          { value: 'false', label: 'Not in use' },
        ]}
      />
    </FormDialog>
  );
}
