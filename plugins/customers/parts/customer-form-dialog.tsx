// "New customer" and "Edit customer": one form (schema.ts), saved through
// data.ts. A new customer is first checked against find_customer_duplicates:
// likely duplicates are listed with a link to open each and "Save anyway".
// The database's refusals land under their fields (unique KRA PIN, formats).

import { PhoneField, SelectField, TextareaField, TextField } from '@kit/forms/fields.tsx';
import { FormDialog } from '@kit/forms/form-dialog.tsx';
import type { ConstraintMap } from '@kit/forms/server-errors.ts';
import { useRecordForm } from '@kit/forms/use-record-form.ts';
import { useStaffMembers } from '@kit/pickers/staff-members.ts';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { type Customer, createCustomer, type DuplicateHit, findDuplicates, updateCustomer } from '../data.ts';
import {
  asText,
  type CustomerFormValues,
  type CustomerInput,
  countyOptions,
  customerSchema,
  emptyCustomer,
  KIND_LABELS,
  sectorOptions,
} from '../schema.ts';
import { DuplicateWarning } from './duplicate-warning.tsx';

export const CUSTOMER_CONSTRAINTS: ConstraintMap<keyof CustomerFormValues> = {
  customers_kra_pin_key: { field: 'kra_pin', message: 'Another customer already has this KRA PIN' },
  customers_kra_pin_format: 'kra_pin',
  customers_email_format: 'email',
  customers_phone_dialable: 'phone',
  customers_tags_valid: { field: 'tags', message: 'At most 20 tags' },
};

/** The form's text values of a stored customer. */
export function customerFormValues(c: Customer): CustomerFormValues {
  return {
    name: c.name,
    kind: c.kind,
    kra_pin: asText(c.kra_pin),
    sector: asText(c.sector),
    email: asText(c.email),
    phone: asText(c.phone),
    website: asText(c.website),
    postal_address: asText(c.postal_address),
    physical_address: asText(c.physical_address),
    county: asText(c.county),
    tags: c.tags.join(', '),
    owner_id: asText(c.owner_id),
    notes: asText(c.notes),
  };
}

/** Thrown by save when duplicates were found: the form shows them instead of saving. */
class DuplicatesFound extends Error {
  constructor() {
    super('Check the customers below before saving: one may be this customer.');
  }
}

export function CustomerFormDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this customer; none: a new one. */
  customer?: Customer;
  /** Owner proposed for a new customer (the signed-in staff member). */
  defaultOwner?: string;
  onSaved: (customer: Customer) => void;
}) {
  const editing = props.customer;
  const [duplicates, setDuplicates] = useState<DuplicateHit[]>([]);
  // "Save anyway" skips the check for exactly the values the user was warned about.
  const accepted = useRef<string | null>(null);
  const saved = useRef<Customer | null>(null);
  const staff = useStaffMembers();

  const recordForm = useRecordForm<CustomerFormValues, CustomerInput>({
    schema: customerSchema,
    defaultValues: editing
      ? customerFormValues(editing)
      : { ...emptyCustomer, owner_id: props.defaultOwner ?? '' },
    constraints: CUSTOMER_CONSTRAINTS,
    save: async (values) => {
      if (!editing) {
        const fingerprint = JSON.stringify([values.name, values.kra_pin, values.email, values.phone]);
        if (accepted.current !== fingerprint) {
          const hits = await findDuplicates(values);
          if (hits.length > 0) {
            setDuplicates(hits);
            accepted.current = null;
            throw new DuplicatesFound();
          }
        }
      }
      const customer = editing ? await updateCustomer(editing.id, values) : await createCustomer(values);
      setDuplicates([]);
      accepted.current = null;
      saved.current = customer;
      return customerFormValues(customer);
    },
    onSaved: (values) => {
      toast.success(editing ? `${values.name} saved` : `${values.name} added`);
      if (!editing) recordForm.form.reset({ ...emptyCustomer, owner_id: props.defaultOwner ?? '' });
      props.onOpenChange(false);
      if (saved.current) props.onSaved(saved.current);
    },
  });

  // The owner's option arrives with the staff list: show the chosen owner once it exists.
  const { getValues, setValue } = recordForm.form;
  useEffect(() => {
    if (staff.data) setValue('owner_id', getValues('owner_id'));
  }, [staff.data, getValues, setValue]);

  const saveAnyway = () => {
    const v = customerSchema.safeParse(recordForm.form.getValues());
    if (v.success)
      accepted.current = JSON.stringify([v.data.name, v.data.kra_pin, v.data.email, v.data.phone]);
    void recordForm.onSubmit();
  };

  const ownerOptions = (staff.data ?? []).map((s) => ({
    value: s.auth_id,
    label: s.full_name || s.email || 'Unnamed',
  }));
  return (
    <FormDialog
      open={props.open}
      onOpenChange={(open) => {
        if (!open) setDuplicates([]);
        props.onOpenChange(open);
      }}
      recordForm={recordForm}
      title={editing ? `Edit ${editing.name}` : 'New customer'}
      description={
        editing ? undefined : 'A company or a person the firm works for. Only the name is required.'
      }
      submitLabel={editing ? 'Save' : 'Add customer'}
    >
      <DuplicateWarning hits={duplicates} onSaveAnyway={saveAnyway} saving={recordForm.saving} />
      <TextField<CustomerFormValues> name="name" label="Name" autoComplete="organization" />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField<CustomerFormValues>
          name="kind"
          label="Kind"
          options={(['company', 'individual'] as const).map((k) => ({ value: k, label: KIND_LABELS[k] }))}
        />
        <TextField<CustomerFormValues>
          name="kra_pin"
          label="KRA PIN"
          description="P or A, nine digits, a letter"
          autoComplete="off"
          spellCheck={false}
        />
        <SelectField<CustomerFormValues>
          name="sector"
          label="Sector"
          options={sectorOptions}
          placeholder="—"
        />
        <SelectField<CustomerFormValues>
          name="county"
          label="County"
          options={countyOptions}
          placeholder="—"
        />
        <TextField<CustomerFormValues> name="email" label="E-mail" type="email" autoComplete="email" />
        <PhoneField<CustomerFormValues> name="phone" label="Phone" />
      </div>
      <TextField<CustomerFormValues> name="website" label="Website" type="url" autoComplete="url" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField<CustomerFormValues>
          name="postal_address"
          label="Postal address"
          placeholder="P.O. Box 123-00100, Nairobi"
        />
        <TextField<CustomerFormValues> name="physical_address" label="Physical address" />
        <TextField<CustomerFormValues> name="tags" label="Tags" description="Separated by commas" />
        <SelectField<CustomerFormValues>
          name="owner_id"
          label="Owner"
          options={ownerOptions}
          placeholder="Nobody yet"
        />
      </div>
      <TextareaField<CustomerFormValues> name="notes" label="Notes" rows={3} />
    </FormDialog>
  );
}
