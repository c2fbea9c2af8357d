// /dashboard/create-quotation (?customer=<id> or ?lead=<id> prefill) and
// /dashboard/quotations/:id/edit (a draft): the quotation form. Lines come from
// the catalogue picker or are typed; the totals below the lines are worked out
// while typing with the kernel's documentTotals (ADR 023), the same rule the
// database applies when save_quotation stores them — so what is shown is what
// is saved, to the cent.

import { useProfile } from '@kernel/session/use-profile.ts';
import { formatMoney } from '@kit/format/money.ts';
import { useCompanyFormat } from '@kit/format/use-company-format.ts';
import { DateField, SelectField, TextareaField, TextField } from '@kit/forms/fields.tsx';
import { FormPage } from '@kit/forms/form-page.tsx';
import { useRecordForm } from '@kit/forms/use-record-form.ts';
import { documentTotals, TotalsError } from '@kit/money/document-totals.ts';
import { useStaffMembers } from '@kit/pickers/staff-members.ts';
import { Button } from '@kit/ui/button.tsx';
import { FormField } from '@kit/ui/form-field.tsx';
import { Input } from '@kit/ui/input.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { NativeSelect } from '@kit/ui/native-select.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useMemo, useRef } from 'react';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import {
  type CatalogChoice,
  getLeadForQuote,
  getQuotation,
  getQuotationLines,
  getSalesDefaults,
  listCatalogue,
  listContactsAndSites,
  listCustomerChoices,
  listTaxCodes,
  quotationKeys,
  saveQuotation,
} from '../data.ts';
import {
  displayNumber,
  emptyLine,
  type LineValues,
  type QuotationValues,
  quotationSchema,
} from '../schema.ts';

const addDays = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return d.toISOString().slice(0, 10);
};

export function useFormChoices() {
  const customers = useQuery({ queryKey: [...quotationKeys.all, 'customers'], queryFn: listCustomerChoices });
  const catalogue = useQuery({ queryKey: [...quotationKeys.all, 'catalogue'], queryFn: listCatalogue });
  const taxCodes = useQuery({ queryKey: [...quotationKeys.all, 'tax-codes'], queryFn: listTaxCodes });
  const defaults = useQuery({ queryKey: [...quotationKeys.all, 'defaults'], queryFn: getSalesDefaults });
  const staff = useStaffMembers();
  const all = [customers, catalogue, taxCodes, defaults, staff];
  return {
    customers: customers.data ?? [],
    catalogue: catalogue.data ?? [],
    taxCodes: taxCodes.data ?? [],
    defaults: defaults.data,
    staff: staff.data ?? [],
    ready: all.every((q) => q.data !== undefined),
    error: all.find((q) => q.isError)?.error ?? null,
    retry: () => {
      for (const q of all) if (q.isError) void q.refetch();
    },
  };
}

export function CreateQuotationPage() {
  const [params] = useSearchParams();
  const { profile } = useProfile();
  const choices = useFormChoices();
  const leadId = params.get('lead') ?? '';
  const lead = useQuery({
    queryKey: [...quotationKeys.all, 'lead', leadId],
    queryFn: () => getLeadForQuote(leadId),
    enabled: !!leadId,
  });
  if (choices.error)
    return <LoadError what="the form's choices" error={choices.error} onRetry={choices.retry} />;
  if (!choices.ready || !choices.defaults || (leadId && lead.isPending) || !profile)
    return <Skeleton className="h-96" aria-label="Loading the form" />;
  const initial: QuotationValues = {
    customer_id: params.get('customer') ?? lead.data?.customer_id ?? '',
    contact_id: '',
    site_id: '',
    lead_id: leadId,
    owner_id: lead.data?.owner_id ?? profile.auth_id,
    title: '',
    valid_until: addDays(choices.defaults.validityDays),
    document_discount: '0',
    notes: '',
    terms: choices.defaults.terms,
    lines: [emptyLine()],
  };
  return (
    <div className="grid gap-4">
      <PageHeader
        title="New quotation"
        description={
          leadId && lead.data
            ? `For ${lead.data.company ?? lead.data.contact_name}: the lead moves to "proposal" when you save.`
            : 'Lines from the catalogue or typed; it gets its number when it is sent.'
        }
      />
      {leadId && lead.data && !lead.data.customer_id && (
        <p role="alert" className="rounded-md border border-destructive p-3 text-sm">
          This lead has no customer yet: choose the customer below (or convert the lead first).
        </p>
      )}
      <QuotationForm
        initial={initial}
        choices={choices}
        quotationId={null}
        pricesIncludeTax={choices.defaults.pricesIncludeTax}
      />
    </div>
  );
}

export function EditQuotationPage() {
  const { id = '' } = useParams();
  const choices = useFormChoices();
  const record = useQuery({ queryKey: quotationKeys.detail(id), queryFn: () => getQuotation(id) });
  const lines = useQuery({
    queryKey: [...quotationKeys.detail(id), 'lines'],
    queryFn: () => getQuotationLines(id),
  });
  const error = choices.error ?? record.error ?? lines.error;
  if (error) return <LoadError what="the quotation" error={error} onRetry={() => void record.refetch()} />;
  if (!choices.ready || !record.data || !lines.data) {
    if (record.data === null) return <p>There is no such quotation.</p>;
    return <Skeleton className="h-96" aria-label="Loading the quotation" />;
  }
  const q = record.data;
  if (q.status !== 'draft')
    return (
      <div className="grid gap-2">
        <p>
          {displayNumber(q)} was sent and can no longer be changed: make a revision from its page instead.
        </p>
        <Link to={`/dashboard/quotations/${q.id}`} className="underline">
          Back to the quotation
        </Link>
      </div>
    );
  const initial: QuotationValues = {
    customer_id: q.customer_id,
    contact_id: q.contact_id ?? '',
    site_id: q.site_id ?? '',
    lead_id: q.lead_id ?? '',
    owner_id: q.owner_id ?? '',
    title: q.title ?? '',
    valid_until: q.valid_until,
    document_discount: q.document_discount,
    notes: q.notes ?? '',
    terms: q.terms ?? '',
    lines: lines.data.map((l) => ({ ...l, catalog_item_id: l.catalog_item_id ?? null })),
  };
  return (
    <div className="grid gap-4">
      <PageHeader title={`Edit ${displayNumber(q)}`} description="A draft: change anything, then save." />
      <QuotationForm
        initial={initial}
        choices={choices}
        quotationId={q.id}
        pricesIncludeTax={q.prices_include_tax}
      />
    </div>
  );
}

export default CreateQuotationPage;

function QuotationForm(props: {
  initial: QuotationValues;
  choices: ReturnType<typeof useFormChoices>;
  quotationId: string | null;
  pricesIncludeTax: boolean;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const savedId = useRef<string | null>(null);
  const recordForm = useRecordForm({
    schema: quotationSchema,
    defaultValues: props.initial,
    save: async (values) => {
      const saved = await saveQuotation(props.quotationId, values);
      savedId.current = saved.id;
      return values;
    },
    onSaved: () => {
      void queryClient.invalidateQueries({ queryKey: quotationKeys.all });
      toast.success('Quotation saved');
      navigate(`/dashboard/quotations/${savedId.current}`);
    },
  });
  return (
    <FormPage
      recordForm={recordForm}
      label={props.quotationId ? 'Edit quotation' : 'New quotation'}
      submitLabel="Save draft"
      actions={
        <Button variant="outline" asChild>
          <Link
            to={props.quotationId ? `/dashboard/quotations/${props.quotationId}` : '/dashboard/quotations'}
          >
            Cancel
          </Link>
        </Button>
      }
    >
      <HeaderFields choices={props.choices} />
      <LinesEditor
        catalogue={props.choices.catalogue}
        taxCodes={props.choices.taxCodes}
        pricesIncludeTax={props.pricesIncludeTax}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextareaField<QuotationValues> name="notes" label="Notes (printed)" rows={3} />
        <TextareaField<QuotationValues> name="terms" label="Terms (printed)" rows={3} />
      </div>
    </FormPage>
  );
}

function HeaderFields({ choices }: { choices: ReturnType<typeof useFormChoices> }) {
  const customerId = useWatch<QuotationValues, 'customer_id'>({ name: 'customer_id' });
  const related = useQuery({
    queryKey: [...quotationKeys.all, 'customer-related', customerId],
    queryFn: () => listContactsAndSites(customerId),
    enabled: !!customerId,
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <SelectField<QuotationValues>
        name="customer_id"
        label="Customer"
        options={choices.customers}
        placeholder="Choose a customer…"
      />
      <SelectField<QuotationValues>
        name="contact_id"
        label="Attention of"
        options={related.data?.contacts ?? []}
        placeholder={customerId ? 'Nobody in particular' : 'Choose the customer first'}
      />
      <SelectField<QuotationValues>
        name="site_id"
        label="Site"
        options={related.data?.sites ?? []}
        placeholder={customerId ? 'No particular site' : 'Choose the customer first'}
      />
      <TextField<QuotationValues>
        name="title"
        label="Subject"
        placeholder="Fire safety audit of the Mombasa plant"
        className="sm:col-span-2"
      />
      <DateField<QuotationValues> name="valid_until" label="Valid until" />
      <SelectField<QuotationValues>
        name="owner_id"
        label="Owner"
        options={choices.staff.map((s) => ({ value: s.auth_id, label: s.name }))}
        placeholder="Nobody"
      />
      <TextField<QuotationValues>
        name="document_discount"
        label="Discount on the whole quotation (%)"
        inputMode="decimal"
        autoComplete="off"
      />
    </div>
  );
}

function LinesEditor(props: {
  catalogue: CatalogChoice[];
  taxCodes: { code: string; name: string; rate: string }[];
  pricesIncludeTax: boolean;
}) {
  const { control, register } = useFormContext<QuotationValues>();
  const { errors } = useFormState<QuotationValues>({ control });
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const pickerId = useId();
  const addFromCatalogue = (id: string) => {
    const item = props.catalogue.find((c) => c.id === id);
    if (!item) return;
    append({
      catalog_item_id: item.id,
      description: item.name,
      quantity: '1',
      unit: item.unit,
      unit_price: item.unit_price,
      discount_percent: '0',
      tax_code: item.tax_code,
    });
  };
  const lineError = (i: number, key: keyof LineValues) => errors.lines?.[i]?.[key]?.message;

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-base font-semibold">Lines</legend>
      <ol className="grid gap-3">
        {fields.map((f, i) => (
          <li
            key={f.id}
            className="grid gap-2 rounded-md border p-3 sm:grid-cols-12"
            aria-label={`Line ${i + 1}`}
          >
            <FormField label="Description" error={lineError(i, 'description')} className="sm:col-span-12">
              <Input {...register(`lines.${i}.description`)} />
            </FormField>
            <FormField label="Quantity" error={lineError(i, 'quantity')} className="sm:col-span-2">
              <Input inputMode="decimal" autoComplete="off" {...register(`lines.${i}.quantity`)} />
            </FormField>
            <FormField label="Unit" error={lineError(i, 'unit')} className="sm:col-span-2">
              <Input {...register(`lines.${i}.unit`)} />
            </FormField>
            <FormField label="Unit price" error={lineError(i, 'unit_price')} className="sm:col-span-3">
              <Input inputMode="decimal" autoComplete="off" {...register(`lines.${i}.unit_price`)} />
            </FormField>
            <FormField label="Discount %" error={lineError(i, 'discount_percent')} className="sm:col-span-2">
              <Input inputMode="decimal" autoComplete="off" {...register(`lines.${i}.discount_percent`)} />
            </FormField>
            <FormField label="Tax" error={lineError(i, 'tax_code')} className="sm:col-span-2">
              <NativeSelect className="w-full" {...register(`lines.${i}.tax_code`)}>
                {props.taxCodes.map((t) => (
                  <option key={t.code} value={t.code}>
                    {t.name} ({Number(t.rate)}%)
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <div className="flex items-end sm:col-span-1">
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove line ${i + 1}`}
                disabled={fields.length === 1}
                onClick={() => remove(i)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {typeof errors.lines?.message === 'string' && (
        <p className="text-sm text-destructive" role="alert">
          {errors.lines.message}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grid gap-1">
          <label htmlFor={pickerId} className="text-sm font-medium">
            Add from the catalogue
          </label>
          <NativeSelect
            id={pickerId}
            value=""
            onChange={(e) => {
              addFromCatalogue(e.target.value);
              e.target.value = '';
            }}
          >
            <option value="">Choose a service or product…</option>
            {props.catalogue.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} — {c.unit_price} per {c.unit}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="button" variant="outline" onClick={() => append(emptyLine())}>
          <Plus className="size-4" aria-hidden="true" />
          Add a typed line
        </Button>
      </div>
      <LiveTotals taxCodes={props.taxCodes} pricesIncludeTax={props.pricesIncludeTax} />
    </fieldset>
  );
}

/** The totals as the database will store them (the same rule: kit/money/document-totals.ts). */
export function LiveTotals(props: { taxCodes: { code: string; rate: string }[]; pricesIncludeTax: boolean }) {
  const lines = useWatch<QuotationValues, 'lines'>({ name: 'lines' });
  const discount = useWatch<QuotationValues, 'document_discount'>({ name: 'document_discount' });
  const result = useMemo(() => {
    const rates = new Map(props.taxCodes.map((t) => [t.code, t.rate]));
    try {
      return {
        totals: documentTotals(
          (lines ?? []).map((l) => ({
            quantity: l.quantity,
            unit_price: l.unit_price,
            discount_percent: l.discount_percent || '0',
            tax_code: l.tax_code,
            tax_rate: rates.get(l.tax_code) ?? '',
          })),
          discount || '0',
          props.pricesIncludeTax,
        ),
      };
    } catch (e) {
      if (e instanceof TotalsError) return { error: e.message };
      throw e;
    }
  }, [lines, discount, props.taxCodes, props.pricesIncludeTax]);
  const format = useCompanyFormat();
  const money = (v: string) => formatMoney(v, format, 'none');
  if ('error' in result)
    return (
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Totals: {result.error}
      </p>
    );
  const t = result.totals;
  return (
    <dl
      className="ml-auto grid w-full max-w-sm grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm"
      aria-label="Totals"
      aria-live="polite"
    >
      <dt>Subtotal{props.pricesIncludeTax ? ' (tax included)' : ''}</dt>
      <dd className="text-right tabular-nums" data-testid="live-subtotal">
        {money(t.subtotal)}
      </dd>
      <dt>Discount</dt>
      <dd className="text-right tabular-nums" data-testid="live-discount">
        −{money(t.discount)}
      </dd>
      <dt>Tax</dt>
      <dd className="text-right tabular-nums" data-testid="live-tax">
        {money(t.tax)}
      </dd>
      <dt className="font-semibold">Total</dt>
      <dd className="text-right font-semibold tabular-nums" data-testid="live-total">
        {money(t.total)}
      </dd>
    </dl>
  );
}
