// New lead / edit lead: the kernel's record form in a dialog. The database
// keeps the rules (reachable, e-mail and phone formats, amounts, probability,
// staff-only owners) and its refusal lands under the field its constraint names.

import {
  DateField,
  MoneyField,
  PhoneField,
  SelectField,
  TextareaField,
  TextField,
} from '@kit/forms/fields.tsx';
import { FormDialog } from '@kit/forms/form-dialog.tsx';
import { useRecordForm } from '@kit/forms/use-record-form.ts';
import { PickerField } from '@kit/pickers/picker-field.tsx';
import { useStaffMembers } from '@kit/pickers/staff-members.ts';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { toast } from 'sonner';
import { createLead, type LeadRow, leadKeys, listServices, updateLead } from '../data.ts';
import { type LeadFormValues, leadFormSchema, leadFormToRow, options, SOURCE_LABELS } from '../schema.ts';

const SOURCE_OPTIONS = options(SOURCE_LABELS);

function valuesOf(lead: LeadRow | null | undefined): LeadFormValues {
  return {
    contact_name: lead?.contact_name ?? '',
    company: lead?.company ?? '',
    email: lead?.email ?? '',
    phone: lead?.phone ?? '',
    service_id: lead?.service_id ?? '',
    source: lead?.source ?? 'phone',
    message: lead?.message ?? '',
    expected_value: lead?.expected_value ?? '',
    probability: lead?.probability == null ? '' : String(lead.probability),
    owner_id: lead?.owner_id ?? '',
    follow_up_on: lead?.follow_up_on ?? '',
  };
}

export function useLeadOptions() {
  const services = useQuery({
    queryKey: [...leadKeys.all, 'options', 'services'],
    queryFn: listServices,
    staleTime: 300_000,
  });
  const staff = useStaffMembers();
  return { services: services.data ?? [], staff: staff.data ?? [] };
}

export function LeadFormDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The lead to edit; none: a new lead. */
  lead?: LeadRow | null;
  onSaved?: (lead: LeadRow) => void;
}) {
  const { services } = useLeadOptions();
  const editing = !!props.lead;
  const lastSaved = useRef<LeadRow | null>(null);
  const recordForm = useRecordForm({
    schema: leadFormSchema,
    defaultValues: valuesOf(props.lead),
    save: async (values) => {
      const row = leadFormToRow(values);
      const saved = props.lead ? await updateLead(props.lead.id, row) : await createLead(row);
      lastSaved.current = saved;
      return valuesOf(saved);
    },
    constraints: {
      leads_reachable: { field: 'email', message: 'Give an e-mail address or a phone number' },
      leads_owner_is_staff: { field: 'owner_id', message: 'The owner must be an active staff member' },
      leads_expected_value_positive: { field: 'expected_value', message: 'An amount of zero or more' },
      leads_probability_range: { field: 'probability', message: 'A whole number from 0 to 100' },
      leads_phone_dialable: { field: 'phone', message: 'Enter a phone number we can dial' },
    },
    onSaved: () => {
      toast.success(editing ? 'Lead saved' : 'Lead added');
      props.onOpenChange(false);
      // Last: the caller may navigate to the new lead, which must win over closing (a URL change too).
      if (lastSaved.current) props.onSaved?.(lastSaved.current);
    },
  });
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      recordForm={recordForm}
      title={editing ? `Edit ${props.lead?.reference}` : 'New lead'}
      submitLabel={editing ? 'Save' : 'Add lead'}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField<LeadFormValues> name="contact_name" label="Contact name" autoComplete="off" />
        <TextField<LeadFormValues> name="company" label="Company" autoComplete="off" />
        <TextField<LeadFormValues> name="email" label="E-mail" type="email" autoComplete="off" />
        <PhoneField<LeadFormValues> name="phone" label="Phone" />
        <SelectField<LeadFormValues>
          name="service_id"
          label="Service"
          placeholder="Not chosen"
          options={services
            .filter((s) => s.is_active || s.id === props.lead?.service_id)
            .map((s) => ({ value: s.id, label: s.label }))}
          className="sm:col-span-2"
        />
        <SelectField<LeadFormValues> name="source" label="Source" options={SOURCE_OPTIONS} />
        <PickerField<LeadFormValues> name="owner_id" label="Owner" kind="staff" emptyLabel="Unassigned" />
        <MoneyField<LeadFormValues> name="expected_value" label="Expected value (KES)" />
        <TextField<LeadFormValues> name="probability" label="Probability (%)" inputMode="numeric" />
        <DateField<LeadFormValues> name="follow_up_on" label="Follow up on" />
      </div>
      <TextareaField<LeadFormValues> name="message" label="Message" rows={4} />
    </FormDialog>
  );
}
