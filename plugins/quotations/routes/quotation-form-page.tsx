// /dashboard/create-quotation (?customer=<id> or ?lead=<id> prefill) and
// /dashboard/quotations/:id/edit (a draft): the quotation form. Lines come from
// the catalogue picker or are typed; the totals below the lines are worked out
// while typing with the kernel's documentTotals (ADR 023), the same rule the
// database applies when save_quotation stores them — so what is shown is what
// is saved, to the cent. The lines editor and totals are invoicing's, shared
// through its public surface (quotations depends on invoicing, ADR 037).

import { useProfile } from '@kernel/session/use-profile.ts';
import { addDays } from '@kit/format/dates.ts';
import { companyToday, useCompanyFormat } from '@kit/format/use-company-format.ts';
import { DateField, TextareaField, TextField } from '@kit/forms/fields.tsx';
import { FormPage } from '@kit/forms/form-page.tsx';
import { useRecordForm } from '@kit/forms/use-record-form.ts';
import { PickerField } from '@kit/pickers/picker-field.tsx';
import { Button } from '@kit/ui/button.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { LinesEditor, LiveTotals, listTaxRates } from '../../invoicing/public.ts';
import {
  getLeadForQuote,
  getQuotation,
  getQuotationLines,
  getSalesDefaults,
  quotationKeys,
  saveQuotation,
} from '../data.ts';
import { displayNumber, emptyLine, type QuotationValues, quotationSchema } from '../schema.ts';

export function useFormChoices() {
  const taxCodes = useQuery({ queryKey: [...quotationKeys.all, 'tax-codes'], queryFn: listTaxRates });
  const defaults = useQuery({ queryKey: [...quotationKeys.all, 'defaults'], queryFn: getSalesDefaults });
  const all = [taxCodes, defaults];
  return {
    taxCodes: taxCodes.data ?? [],
    defaults: defaults.data,
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
  const format = useCompanyFormat();
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
    // From the firm's day: the browser's date written as UTC's was a day short between midnight in Nairobi and UTC's.
    valid_until: addDays(companyToday(format), choices.defaults.validityDays),
    document_discount: '0',
    deposit_percent: '0',
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
    deposit_percent: q.deposit_percent ?? '0',
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
      <HeaderFields />
      <LinesEditor
        rates={props.choices.taxCodes}
        emptyLine={emptyLine}
        pricesIncludeTax={props.pricesIncludeTax}
      />
      <LiveTotals rates={props.choices.taxCodes} pricesIncludeTax={props.pricesIncludeTax} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextareaField<QuotationValues> name="notes" label="Notes (printed)" rows={3} />
        <TextareaField<QuotationValues> name="terms" label="Terms (printed)" rows={3} />
      </div>
    </FormPage>
  );
}

function HeaderFields() {
  const customerId = useWatch<QuotationValues, 'customer_id'>({ name: 'customer_id' });
  const { setValue } = useFormContext<QuotationValues>();
  // The customers module's pickers (ADR 044): contacts and sites of the chosen customer only.
  const scope = customerId ? { customer_id: customerId } : undefined;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <PickerField<QuotationValues>
        name="customer_id"
        label="Customer"
        kind="customer"
        placeholder="Choose a customer…"
        onChosen={() => {
          setValue('contact_id', '', { shouldDirty: true });
          setValue('site_id', '', { shouldDirty: true });
        }}
      />
      <PickerField<QuotationValues>
        name="contact_id"
        label="Attention of"
        kind="contact"
        scope={scope}
        disabled={!customerId}
        emptyLabel={customerId ? 'Nobody in particular' : 'Choose the customer first'}
      />
      <PickerField<QuotationValues>
        name="site_id"
        label="Site"
        kind="site"
        scope={scope}
        disabled={!customerId}
        emptyLabel={customerId ? 'No particular site' : 'Choose the customer first'}
      />
      <TextField<QuotationValues>
        name="title"
        label="Subject"
        placeholder="Fire safety audit of the Mombasa plant"
        className="sm:col-span-2"
      />
      <DateField<QuotationValues> name="valid_until" label="Valid until" />
      <PickerField<QuotationValues> name="owner_id" label="Owner" kind="staff" emptyLabel="Nobody" />
      <TextField<QuotationValues>
        name="document_discount"
        label="Discount on the whole quotation (%)"
        inputMode="decimal"
        autoComplete="off"
      />
      <TextField<QuotationValues>
        name="deposit_percent"
        label="Deposit due on acceptance (% of the total)"
        description="0: none. When the client accepts, a deposit invoice for this share is issued at once."
        inputMode="decimal"
        autoComplete="off"
      />
    </div>
  );
}
