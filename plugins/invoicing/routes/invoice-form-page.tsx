// /dashboard/create-invoice (?customer= prefills) and /dashboard/invoices/:id/edit
// (a draft): the customer, dates (due date from the payment terms, editable),
// lines from the catalogue or typed freely, a document discount, and live totals
// with the kernel's documentTotals. Saving stores a draft: the database computes
// the totals again (its figures are kept) and an admin issues it later.

import { addDays } from '@kit/format/dates.ts';
import { companyToday, useCompanyFormat, useFormatters } from '@kit/format/use-company-format.ts';
import { FormPage } from '@kit/forms/form-page.tsx';
import { useRecordForm } from '@kit/forms/use-record-form.ts';
import { PickerField } from '@kit/pickers/picker-field.tsx';
import { Button } from '@kit/ui/button.tsx';
import { FormField } from '@kit/ui/form-field.tsx';
import { Input } from '@kit/ui/input.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { NativeCheckbox } from '@kit/ui/native-choice.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { Textarea } from '@kit/ui/textarea.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { emptyLine, type InvoiceFormValues, invoiceFormSchema } from '../invoice-form.ts';
import {
  getInvoice,
  type InvoiceDetail,
  invoiceKeys,
  listTaxRates,
  salesDefaults,
  saveInvoiceDraft,
} from '../invoices-data.ts';
import { LinesEditor, LiveTotals } from '../parts/lines-editor.tsx';
import { type DepositDeduction, priceText } from '../sales-lines.ts';

export default function InvoiceFormPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const rates = useQuery({ queryKey: [...invoiceKeys.all, 'rates'], queryFn: listTaxRates });
  const defaults = useQuery({ queryKey: [...invoiceKeys.all, 'defaults'], queryFn: salesDefaults });
  const format = useCompanyFormat();
  const existing = useQuery({
    queryKey: invoiceKeys.detail(id ?? 'new'),
    queryFn: () => getInvoice(id as string),
    enabled: Boolean(id),
  });
  const title = id ? 'Edit draft invoice' : 'New invoice';
  const failed = [rates, defaults, existing].find((q) => q.error);
  if (failed?.error)
    return (
      <div>
        <PageHeader title={title} />
        <LoadError what="the invoice form" error={failed.error} onRetry={() => void failed.refetch()} />
      </div>
    );
  if (!rates.data || !defaults.data || (id && existing.isPending))
    return (
      <div aria-busy="true">
        <PageHeader title={title} />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  if (id && existing.data && existing.data.status !== 'draft')
    return (
      <div>
        <PageHeader title={title} />
        <p>
          Invoice {existing.data.number} is issued and cannot be changed.{' '}
          <Link className="underline" to={`/dashboard/invoices/${id}`}>
            Open it
          </Link>{' '}
          to issue a credit note instead.
        </p>
      </div>
    );
  if (id && !existing.data)
    return (
      <div>
        <PageHeader title={title} />
        <p>This invoice no longer exists. Someone may have deleted the draft.</p>
      </div>
    );
  // The firm's day: the browser's may be another (elsewhere, or around midnight), and the due date follows it.
  const today = companyToday(format);
  const initial: InvoiceFormValues = existing.data
    ? fromInvoice(existing.data)
    : {
        customer_id: params.get('customer') ?? '',
        issue_date: today,
        due_date: addDays(today, defaults.data.payment_terms_days),
        document_discount: '',
        prices_include_tax: defaults.data.prices_include_tax,
        notes: '',
        lines: [emptyLine()],
      };
  return (
    <InvoiceForm
      title={title}
      invoiceId={id ?? null}
      initial={initial}
      rates={rates.data}
      paymentTermsDays={defaults.data.payment_terms_days}
      deductions={existing.data?.invoice_lines.filter((l) => l.deducts_invoice_id !== null)}
    />
  );
}

function fromInvoice(inv: InvoiceDetail): InvoiceFormValues {
  return {
    customer_id: inv.customer_id,
    issue_date: inv.issue_date,
    due_date: inv.due_date,
    document_discount: Number(inv.document_discount) ? String(inv.document_discount) : '',
    prices_include_tax: inv.prices_include_tax,
    notes: inv.notes ?? '',
    // A deposit's deduction lines (ADR 079) are the server's: it keeps them when the draft is saved.
    lines: inv.invoice_lines
      .filter((l) => l.deducts_invoice_id === null)
      .map((l) => ({
        catalog_item_id: l.catalog_item_id ?? '',
        description: l.description,
        unit: l.unit,
        quantity: String(l.quantity),
        unit_price: priceText(l.unit_price),
        discount_percent: Number(l.discount_percent) ? String(l.discount_percent) : '',
        tax_code: l.tax_code,
      })),
  };
}

export function InvoiceForm(props: {
  title: string;
  invoiceId: string | null;
  initial: InvoiceFormValues;
  rates: { code: string; name: string; rate: string }[];
  paymentTermsDays: number;
  /** The draft's "Less deposit" lines (ADR 079): not editable, kept on save, counted in the totals. */
  deductions?: readonly (DepositDeduction & { id: string })[];
  /** Replaces the server call (stories, tests). */
  save?: typeof saveInvoiceDraft;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const recordForm = useRecordForm({
    schema: invoiceFormSchema,
    defaultValues: props.initial,
    save: async (values) => {
      const saved = await (props.save ?? saveInvoiceDraft)(props.invoiceId, {
        ...values,
        document_discount: values.document_discount || '0',
        notes: values.notes,
        lines: values.lines.map((l) => ({ ...l, discount_percent: l.discount_percent || '0' })),
      });
      await queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
      toast.success('Draft invoice saved');
      navigate(`/dashboard/invoices/${saved.id}`);
    },
  });
  const { register, formState } = recordForm.form;
  const deductions = props.deductions ?? [];
  const { money } = useFormatters();
  return (
    <div>
      <PageHeader
        title={props.title}
        description="A draft: nothing is sent or numbered until an admin issues it."
      />
      <FormPage
        recordForm={recordForm}
        label={props.title}
        submitLabel="Save draft"
        className="grid gap-6"
        actions={
          <Button asChild variant="outline">
            <Link to={props.invoiceId ? `/dashboard/invoices/${props.invoiceId}` : '/dashboard/invoicing'}>
              Cancel
            </Link>
          </Button>
        }
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <PickerField<InvoiceFormValues>
            name="customer_id"
            label="Customer"
            kind="customer"
            placeholder="Choose a customer…"
            className="sm:col-span-2"
          />
          <IssueDateField paymentTermsDays={props.paymentTermsDays} />
          <FormField
            label="Due date"
            error={formState.errors.due_date?.message}
            description={`Payment terms: ${props.paymentTermsDays} days`}
          >
            <Input type="date" {...register('due_date')} />
          </FormField>
        </div>
        <LinesEditor rates={props.rates} emptyLine={emptyLine} />
        {deductions.length > 0 && (
          <section aria-label="Deposit deducted" className="grid gap-1 text-sm">
            <h2 className="text-base font-semibold">Deposit deducted</h2>
            <p className="text-muted-foreground">
              The deposit already paid is taken off this invoice; the lines stay as they are when you save.
            </p>
            <ul className="grid gap-1">
              {deductions.map((d) => (
                <li
                  key={d.id}
                  className="flex justify-between gap-4 rounded-md border p-3"
                  data-testid="deduction-line"
                >
                  <span>{d.description}</span>
                  <span className="tabular-nums">{money(d.total)}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-4">
            <FormField
              label="Discount on the whole invoice (%)"
              error={formState.errors.document_discount?.message}
            >
              <Input inputMode="decimal" placeholder="0" {...register('document_discount')} />
            </FormField>
            <label className="flex items-center gap-2 text-sm">
              <NativeCheckbox {...register('prices_include_tax')} />
              Prices include VAT
            </label>
            <FormField label="Notes printed on the invoice" error={formState.errors.notes?.message}>
              <Textarea rows={3} {...register('notes')} />
            </FormField>
          </div>
          <LiveTotals rates={props.rates} deductions={deductions} />
        </div>
      </FormPage>
    </div>
  );
}

function IssueDateField(props: { paymentTermsDays: number }) {
  const { register, setValue, getFieldState, formState } = useFormContext<InvoiceFormValues>();
  const field = register('issue_date');
  return (
    <FormField
      label="Invoice date"
      error={formState.errors.issue_date?.message}
      description="Set to the day it is issued"
    >
      <Input
        type="date"
        {...field}
        onChange={(e) => {
          void field.onChange(e);
          // The due date follows the terms until someone sets it by hand.
          if (!getFieldState('due_date').isDirty && e.target.value)
            setValue('due_date', addDays(e.target.value, props.paymentTermsDays));
        }}
      />
    </FormField>
  );
}
