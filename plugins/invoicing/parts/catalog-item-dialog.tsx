// "New item" and "Edit item" in the catalogue (admins). The database's refusals
// land under their fields (a SKU another item has, a negative price).
import { MoneyField, SelectField, TextareaField, TextField } from '@kit/forms/fields.tsx';
import { FormDialog } from '@kit/forms/form-dialog.tsx';
import type { ConstraintMap } from '@kit/forms/server-errors.ts';
import { useRecordForm } from '@kit/forms/use-record-form.ts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import {
  type CatalogItem,
  type CatalogItemInput,
  type CatalogItemValues,
  catalogItemSchema,
  catalogItemValues,
  catalogueKeys,
  createCatalogItem,
  emptyCatalogItem,
  kindOptions,
  listTaxCodeOptions,
  updateCatalogItem,
} from '../catalogue-data.ts';

export const CATALOG_CONSTRAINTS: ConstraintMap<keyof CatalogItemValues> = {
  catalog_items_sku_key: { field: 'sku', message: 'Another item already has this SKU' },
  catalog_items_sku_format: 'sku',
  catalog_items_unit_price_positive: 'unit_price',
  catalog_items_name_length: 'name',
  catalog_items_unit_length: 'unit',
};

export function CatalogItemDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this item; none: a new one. */
  item?: CatalogItem;
  onSaved: (item: CatalogItem) => void;
}) {
  const editing = props.item;
  const taxCodes = useQuery({ queryKey: [...catalogueKeys.all, 'tax-codes'], queryFn: listTaxCodeOptions });
  const recordForm = useRecordForm<CatalogItemValues, CatalogItemInput>({
    schema: catalogItemSchema,
    defaultValues: editing ? catalogItemValues(editing) : emptyCatalogItem,
    constraints: CATALOG_CONSTRAINTS,
    save: async (values) => {
      const item = editing ? await updateCatalogItem(editing.id, values) : await createCatalogItem(values);
      props.onSaved(item);
      return catalogItemValues(item);
    },
    onSaved: (values) => {
      toast.success(editing ? `${values.name} saved` : `${values.name} added to the catalogue`);
      if (!editing) recordForm.form.reset(emptyCatalogItem);
      props.onOpenChange(false);
    },
  });
  const { reset } = recordForm.form;
  useEffect(() => {
    if (props.open) reset(editing ? catalogItemValues(editing) : emptyCatalogItem);
  }, [props.open, editing, reset]);
  // The tax code options arrive after the form: show the chosen code once they exist.
  const { getValues, setValue } = recordForm.form;
  useEffect(() => {
    if (taxCodes.data) setValue('tax_code', getValues('tax_code'));
  }, [taxCodes.data, getValues, setValue]);

  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      recordForm={recordForm}
      title={editing ? `Edit ${editing.name}` : 'New catalogue item'}
      description={editing ? undefined : 'A service or product quotations and invoices can pick.'}
      submitLabel={editing ? 'Save' : 'Add item'}
    >
      <TextField<CatalogItemValues> name="name" label="Name" />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField<CatalogItemValues> name="kind" label="Kind" options={kindOptions} />
        <TextField<CatalogItemValues>
          name="sku"
          label="SKU"
          description="Optional; unique"
          spellCheck={false}
        />
        <MoneyField<CatalogItemValues>
          name="unit_price"
          label="Unit price"
          description="Before or including tax, as Settings → Sales says"
        />
        <TextField<CatalogItemValues> name="unit" label="Unit" description="each, day, participant…" />
        <SelectField<CatalogItemValues>
          name="tax_code"
          label="Tax code"
          options={taxCodes.data ?? [{ value: 'VAT', label: 'VAT (standard rate)' }]}
        />
        <SelectField<CatalogItemValues>
          name="is_active"
          label="Status"
          options={[
            { value: 'true', label: 'In use' },
            { value: 'false', label: 'Not in use (hidden from new documents)' },
          ]}
        />
      </div>
      <TextareaField<CatalogItemValues> name="description" label="Description" rows={3} />
    </FormDialog>
  );
}
