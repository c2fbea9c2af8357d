// The lines of a sales document (quotation or invoice) and their live totals:
// one editor for both forms, shared through invoicing's public surface
// (public.ts, ADR 037). A line is picked from the catalogue (it takes the item's
// name, unit, price and tax code) or typed; a whole catalogue line can also be
// added below. Catalogue items come from the `product` picker (ADR 044). It works inside any react-hook-form whose values have `lines`
// and `document_discount` (SalesLinesValues).
import type { PickerOption } from '@kernel/registry/extension-points.ts';
import { useFormatters } from '@kit/format/use-company-format.ts';
import { PickerCombobox } from '@kit/pickers/picker-field.tsx';
import { Button } from '@kit/ui/button.tsx';
import { FormField } from '@kit/ui/form-field.tsx';
import { Input } from '@kit/ui/input.tsx';
import { NativeSelect } from '@kit/ui/native-select.tsx';
import { Plus, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import {
  type DepositDeduction,
  liveTotals,
  type SalesLine,
  type SalesLinesValues,
  withDeductions,
} from '../sales-lines.ts';

export interface TaxRate {
  code: string;
  name: string;
  rate: string;
}

function useLiveTotals(rates: readonly TaxRate[], pricesIncludeTax?: boolean) {
  const { control } = useFormContext<SalesLinesValues>();
  const lines = useWatch({ control, name: 'lines' });
  const discount = useWatch({ control, name: 'document_discount' });
  const inclusive = useWatch({ control, name: 'prices_include_tax' });
  const rateOf = useMemo(() => Object.fromEntries(rates.map((r) => [r.code, r.rate])), [rates]);
  return liveTotals({ lines, document_discount: discount }, rateOf, pricesIncludeTax ?? inclusive ?? false);
}

export function LinesEditor(props: {
  rates: readonly TaxRate[];
  /** A new typed line (each form has its own blank: '' or null catalogue id, its default tax code). */
  emptyLine: () => SalesLine;
  /** When the form has no prices_include_tax field (quotations: from the sales settings). */
  pricesIncludeTax?: boolean;
}) {
  const { control, register, setValue } = useFormContext<SalesLinesValues>();
  const { errors } = useFormState({ control });
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' });
  const { money } = useFormatters();
  const { lineTotals } = useLiveTotals(props.rates, props.pricesIncludeTax);
  const fromCatalogue = (item: PickerOption): Partial<SalesLine> => ({
    catalog_item_id: item.value,
    description: item.label,
    unit: item.detail?.unit ?? '',
    unit_price: item.detail?.unit_price ?? '',
    tax_code: item.detail?.tax_code ?? '',
  });
  const pick = (index: number, item: PickerOption | null) => {
    if (!item) {
      setValue(`lines.${index}.catalog_item_id`, props.emptyLine().catalog_item_id, { shouldDirty: true });
      return;
    }
    for (const [key, value] of Object.entries(fromCatalogue(item)))
      setValue(`lines.${index}.${key as keyof SalesLine}`, value, {
        shouldDirty: true,
        shouldValidate: true,
      });
  };
  const addFromCatalogue = (item: PickerOption | null) => {
    if (item) append({ ...props.emptyLine(), ...fromCatalogue(item) });
  };
  const lineErrors = errors.lines;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-base font-semibold">Lines</legend>
      <ol className="grid gap-3">
        {fields.map((f, index) => {
          const e = lineErrors?.[index];
          const total = lineTotals[index] ?? null;
          return (
            <li
              key={f.id}
              className="grid gap-3 rounded-md border p-3 sm:grid-cols-12"
              data-testid="document-line"
            >
              <FormField label={`Line ${index + 1}: from the catalogue`} className="sm:col-span-4">
                {(field) => (
                  <PickerCombobox
                    {...field}
                    kind="product"
                    value={lines?.[index]?.catalog_item_id ?? ''}
                    onChange={(_, item) => pick(index, item)}
                    emptyLabel="Free text (not from the catalogue)"
                  />
                )}
              </FormField>
              <FormField label="Description" error={e?.description?.message} className="sm:col-span-8">
                <Input {...register(`lines.${index}.description`)} />
              </FormField>
              <FormField label="Quantity" error={e?.quantity?.message} className="sm:col-span-2">
                <Input inputMode="decimal" autoComplete="off" {...register(`lines.${index}.quantity`)} />
              </FormField>
              <FormField label="Unit" error={e?.unit?.message} className="sm:col-span-2">
                <Input {...register(`lines.${index}.unit`)} />
              </FormField>
              <FormField label="Unit price" error={e?.unit_price?.message} className="sm:col-span-2">
                <Input inputMode="decimal" autoComplete="off" {...register(`lines.${index}.unit_price`)} />
              </FormField>
              <FormField label="Discount %" error={e?.discount_percent?.message} className="sm:col-span-2">
                <Input
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="0"
                  {...register(`lines.${index}.discount_percent`)}
                />
              </FormField>
              <FormField label="Tax" error={e?.tax_code?.message} className="sm:col-span-2">
                <NativeSelect className="w-full" {...register(`lines.${index}.tax_code`)}>
                  {props.rates.map((r) => (
                    <option key={r.code} value={r.code}>
                      {r.name} ({Number(r.rate)} %)
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <div className="flex items-end justify-between gap-2 sm:col-span-2">
                <span className="pb-2 tabular-nums">
                  <span className="sr-only">Line {index + 1} total: </span>
                  {total ? money(total) : '—'}
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove line ${index + 1}`}
                  disabled={fields.length === 1}
                  onClick={() => remove(index)}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {typeof lineErrors?.message === 'string' && (
        <p className="text-sm text-destructive" role="alert">
          {lineErrors.message}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <FormField label="Add from the catalogue" className="min-w-64">
          {(field) => (
            <PickerCombobox
              {...field}
              kind="product"
              value=""
              onChange={(_, item) => addFromCatalogue(item)}
              placeholder="Type a service or product…"
            />
          )}
        </FormField>
        <Button type="button" variant="outline" onClick={() => append(props.emptyLine())}>
          <Plus className="size-4" aria-hidden="true" />
          Add line
        </Button>
      </div>
    </fieldset>
  );
}

/** The totals as the database will store them (the same rule: kernel/money/document-totals.ts). */
export function LiveTotals(props: {
  rates: readonly TaxRate[];
  pricesIncludeTax?: boolean;
  /** A final invoice's "Less deposit" lines (ADR 079): kept by the server on save, counted here as it counts them. */
  deductions?: readonly DepositDeduction[];
}) {
  const { money } = useFormatters();
  const live = useLiveTotals(props.rates, props.pricesIncludeTax);
  const { error } = live;
  const totals = live.totals && withDeductions(live.totals, props.deductions ?? []);
  const inclusive = useWatch<SalesLinesValues, 'prices_include_tax'>({ name: 'prices_include_tax' });
  return (
    <section aria-label="Totals" aria-live="polite" className="rounded-md border p-4">
      {error && (
        <p className="text-sm text-muted-foreground">
          Totals: {error}
          {totals ? '. The totals below leave that line out.' : ''}
        </p>
      )}
      {totals && (
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          <dt>Subtotal{(props.pricesIncludeTax ?? inclusive) ? ' (tax included)' : ''}</dt>
          <dd className="text-right tabular-nums" data-testid="live-subtotal">
            {money(totals.subtotal)}
          </dd>
          <dt>Discount</dt>
          <dd className="text-right tabular-nums" data-testid="live-discount">
            −{money(totals.discount)}
          </dd>
          {totals.tax_summary.map((t) => (
            <div key={`${t.tax_code}-${t.rate}`} className="contents">
              <dt className="text-muted-foreground">
                {t.tax_code} {Number(t.rate)} % on {money(t.taxable)}
              </dt>
              <dd className="text-right tabular-nums text-muted-foreground">{money(t.tax)}</dd>
            </div>
          ))}
          <dt>Tax</dt>
          <dd className="text-right tabular-nums" data-testid="live-tax">
            {money(totals.tax)}
          </dd>
          <dt className="font-semibold">Total</dt>
          <dd className="text-right font-semibold tabular-nums" data-testid="live-total">
            {money(totals.total)}
          </dd>
        </dl>
      )}
    </section>
  );
}
