// "New tax code" in Settings → Sales: the code, its name and kind, and its
// first rate with the date it starts (add_tax_code: both in one transaction).
import { SelectField, TextField } from '@kit/forms/fields.tsx';
import { FormAlert, RecordFormRoot, SubmitButton } from '@kit/forms/form-parts.tsx';
import type { ConstraintMap } from '@kit/forms/server-errors.ts';
import { useRecordForm } from '@kit/forms/use-record-form.ts';
import { toast } from 'sonner';
import { addTaxCode, type NewTaxCodeValues, newTaxCodeSchema, TAX_KIND_LABELS } from '../sales-data.ts';

const CONSTRAINTS: ConstraintMap<keyof NewTaxCodeValues> = {
  tax_codes_pkey: { field: 'code', message: 'This code exists already' },
  tax_codes_code_format: 'code',
  tax_rates_zero_kinds: 'rate',
};

export function NewTaxCodeForm({ today, onAdded }: { today: string; onAdded: () => void }) {
  const empty: NewTaxCodeValues = { code: '', name: '', kind: 'standard', rate: '', effective_from: today };
  const rf = useRecordForm({
    schema: newTaxCodeSchema,
    defaultValues: empty,
    constraints: CONSTRAINTS,
    save: async (values) => {
      await addTaxCode(values);
      return empty;
    },
    onSaved: () => {
      toast.success('Tax code added');
      onAdded();
    },
  });
  return (
    // Not a FormPage: the settings form above already guards leaving with unsaved changes (one blocker a page).
    <RecordFormRoot recordForm={rf} aria-label="New tax code">
      <FormAlert message={rf.formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField<NewTaxCodeValues>
          name="code"
          label="Code"
          placeholder="LEVY2"
          autoCapitalize="characters"
        />
        <TextField<NewTaxCodeValues> name="name" label="Name" placeholder="Tourism levy" />
        <SelectField<NewTaxCodeValues>
          name="kind"
          label="Kind"
          options={Object.entries(TAX_KIND_LABELS).map(([value, label]) => ({ value, label }))}
        />
        <TextField<NewTaxCodeValues> name="rate" label="Rate (%)" inputMode="decimal" />
        <TextField<NewTaxCodeValues> name="effective_from" label="Rate from" type="date" />
      </div>
      <div className="flex sm:justify-end">
        <SubmitButton saving={rf.saving}>Add tax code</SubmitButton>
      </div>
    </RecordFormRoot>
  );
}
