// Settings → Sales (?tab=sales, superadmins): what quotations, invoices and
// credit notes print and how they are numbered and priced, and the tax codes
// with their dated rates. The company's name, address, logo and currency are
// Settings → Company's; the KRA PIN is the same company field, editable here too.
import { calendarDate } from '@kit/format/dates.ts';
import { useCompanyFormat } from '@kit/format/use-company-format.ts';
import { SelectField, TextareaField, TextField } from '@kit/forms/fields.tsx';
import { FormPage } from '@kit/forms/form-page.tsx';
import type { ConstraintMap } from '@kit/forms/server-errors.ts';
import { useConfirmedAction } from '@kit/forms/use-confirmed-action.tsx';
import { useRecordForm } from '@kit/forms/use-record-form.ts';
import { Alert } from '@kit/ui/alert.tsx';
import { Button } from '@kit/ui/button.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { formatDocumentNumber, numberFormatProblem } from '../numbering.ts';
import { NewTaxCodeForm } from '../parts/new-tax-code-form.tsx';
import { PaymentRemindersFields } from '../parts/payment-reminders-fields.tsx';
import { TaxCodesTable } from '../parts/tax-codes-table.tsx';
import {
  addTaxRate,
  companyLogoUrl,
  deleteTaxRate,
  getSalesSetup,
  listTaxCodes,
  type SalesSettingsValues,
  type SalesSetup,
  salesKeys,
  salesSettingsSchema,
  saveSalesSettings,
  setTaxCodeActive,
  type TaxCode,
  taxKeys,
  toSalesFormValues,
} from '../sales-data.ts';

export const SALES_CONSTRAINTS: ConstraintMap<keyof SalesSettingsValues> = {
  organizations_kra_pin_format: 'kra_pin',
  sales_settings_vat_number_format: 'vat_number',
  sales_settings_mpesa_paybill_format: 'mpesa_paybill',
  sales_settings_mpesa_account_format: 'mpesa_account',
  sales_settings_bank_swift_format: 'bank_swift',
  sales_settings_bank_account_number_format: 'bank_account_number',
  sales_settings_quotation_number_format_valid: 'quotation_number_format',
  sales_settings_invoice_number_format_valid: 'invoice_number_format',
  sales_settings_credit_note_number_format_valid: 'credit_note_number_format',
  sales_settings_payment_terms_range: 'payment_terms_days',
  sales_settings_quotation_validity_range: 'quotation_validity_days',
  sales_settings_reminder_offsets_valid: 'reminder_offsets',
  sales_settings_payment_limit_positive: 'payment_limit_without_admin',
  sales_settings_payment_limit_without_admin_not_nan: 'payment_limit_without_admin',
};

export function SalesSettingsPanel() {
  const setup = useQuery({ queryKey: salesKeys.all, queryFn: getSalesSetup });
  return (
    <div className="grid gap-10">
      {setup.error ? (
        <Alert variant="destructive">
          The sales settings could not be read: {setup.error.message}{' '}
          <Button variant="link" size="sm" onClick={() => void setup.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : setup.data ? (
        <SalesSettingsForm setup={setup.data} />
      ) : (
        <Skeleton className="h-96" />
      )}
      <TaxCodesSection />
    </div>
  );
}

function NumberPreview({ name }: { name: keyof SalesSettingsValues }) {
  const format = useWatch<SalesSettingsValues>({ name }) as string;
  const year = new Date().getFullYear();
  if (!format || numberFormatProblem(format.trim())) return null;
  return (
    <span>
      The first of {year}:{' '}
      <strong className="font-mono">{formatDocumentNumber(format.trim(), year, 1)}</strong>
    </span>
  );
}

function SalesSettingsForm({ setup }: { setup: SalesSetup }) {
  const queryClient = useQueryClient();
  const rf = useRecordForm({
    schema: salesSettingsSchema,
    defaultValues: toSalesFormValues(setup),
    constraints: SALES_CONSTRAINTS,
    save: async (values) => {
      const kept = await saveSalesSettings(values);
      queryClient.setQueryData(salesKeys.all, kept);
      return toSalesFormValues(kept);
    },
    onSaved: () => toast.success('Sales settings saved'),
  });
  const c = setup.company;
  const address = [c.address, c.postal_address].filter(Boolean).join(' · ');

  return (
    <FormPage recordForm={rf} label="Sales settings" submitLabel="Save sales settings">
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-base font-semibold">Printed on every document</legend>
        <div className="flex items-start gap-4">
          {c.logo_path && (
            <img
              src={companyLogoUrl(c.logo_path)}
              alt={`${c.name} logo`}
              className="h-12 w-auto max-w-32 shrink-0 rounded border object-contain"
            />
          )}
          <p className="text-sm text-muted-foreground">
            From Settings → Company: <strong>{c.name}</strong>
            {`${address ? `, ${address}` : ', no address yet'}; ${c.logo_path ? 'its logo' : 'no logo yet'}; amounts in ${c.currency}. `}
            <Link className="underline" to="/dashboard/settings?tab=company">
              Change them in Company
            </Link>
            .
          </p>
        </div>
        <TextField<SalesSettingsValues>
          name="legal_name"
          label="Legal name"
          placeholder={c.name}
          description="The registered name, when it differs from the company name (e.g. Safeworks Kenya Limited)."
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField<SalesSettingsValues>
            name="kra_pin"
            label="KRA PIN"
            description="A or P, nine digits and a letter. The same PIN as in Company."
            autoComplete="off"
            spellCheck={false}
          />
          <TextField<SalesSettingsValues>
            name="vat_number"
            label="VAT registration number"
            description="Empty if the company is not registered for VAT."
            autoComplete="off"
          />
        </div>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-base font-semibold">How customers pay</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField<SalesSettingsValues>
            name="mpesa_paybill"
            label="M-Pesa pay-bill number"
            inputMode="numeric"
            placeholder="522533"
          />
          <TextField<SalesSettingsValues>
            name="mpesa_account"
            label="M-Pesa account number"
            description="Empty: the customer types the invoice number."
          />
          <TextField<SalesSettingsValues> name="bank_name" label="Bank" placeholder="KCB Bank Kenya" />
          <TextField<SalesSettingsValues> name="bank_branch" label="Branch" placeholder="Moi Avenue" />
          <TextField<SalesSettingsValues> name="bank_account_name" label="Account name" />
          <TextField<SalesSettingsValues>
            name="bank_account_number"
            label="Account number"
            inputMode="numeric"
          />
          <TextField<SalesSettingsValues>
            name="bank_swift"
            label="SWIFT code"
            placeholder="KCBLKENX"
            autoCapitalize="characters"
          />
          <TextField<SalesSettingsValues>
            name="payment_limit_without_admin"
            label="Largest payment staff can record"
            description="Above it, only an admin can record a payment (a typo of 999,999,999 stops here). Empty: no limit."
            inputMode="decimal"
            placeholder="5000000"
          />
          <SelectField<SalesSettingsValues>
            name="statement_reversed_payments"
            label="A reversed payment on statements"
            description="Statements go to clients: the reason for a reversal is never printed."
            options={[
              { value: 'pair', label: 'Shown beside its reversal (they cancel out)' },
              { value: 'hide', label: 'Left out, with its reversal' },
            ]}
          />
        </div>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-base font-semibold">Prices and numbers</legend>
        <SelectField<SalesSettingsValues>
          name="prices_include_tax"
          label="Prices are entered"
          options={[
            { value: 'exclusive', label: 'Before tax (VAT is added on top)' },
            { value: 'inclusive', label: 'Including tax (VAT is part of the price)' },
          ]}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField<SalesSettingsValues>
            name="quotation_number_format"
            label="Quotation numbers"
            spellCheck={false}
            description={<NumberPreview name="quotation_number_format" />}
          />
          <TextField<SalesSettingsValues>
            name="invoice_number_format"
            label="Invoice numbers"
            spellCheck={false}
            description={<NumberPreview name="invoice_number_format" />}
          />
          <TextField<SalesSettingsValues>
            name="credit_note_number_format"
            label="Credit note numbers"
            spellCheck={false}
            description={<NumberPreview name="credit_note_number_format" />}
          />
        </div>
        <p className="text-sm text-muted-foreground">
          {'{YYYY}'} or {'{YY}'} is the year, {'{NNNN}'} the number with at least that many digits. Numbers
          start again at 1 each year and never skip.
        </p>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-base font-semibold">Terms</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField<SalesSettingsValues>
            name="payment_terms_days"
            label="Payment terms (days)"
            inputMode="numeric"
            description="An invoice is due this many days after it is issued."
          />
          <TextField<SalesSettingsValues>
            name="quotation_validity_days"
            label="Quotations valid for (days)"
            inputMode="numeric"
          />
        </div>
        <TextareaField<SalesSettingsValues> name="document_terms" label="Terms and conditions" rows={4} />
        <TextareaField<SalesSettingsValues> name="document_footer" label="Document footer" rows={2} />
      </fieldset>

      <PaymentRemindersFields />
    </FormPage>
  );
}

function TaxCodesSection() {
  const queryClient = useQueryClient();
  const codes = useQuery({ queryKey: taxKeys.all, queryFn: listTaxCodes });
  const format = useCompanyFormat();
  const today = calendarDate(new Date(), format);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: taxKeys.all });
  const remove = useConfirmedAction<{ code: TaxCode; rate: TaxCode['tax_rates'][number] }>({
    title: ({ rate }) => `Delete the ${rate.rate} % rate from ${rate.effective_from}?`,
    description: ({ code }) =>
      `${code.name} keeps its present rate after that date. You can add the rate again later.`,
    confirmLabel: 'Delete rate',
    run: ({ rate }) => deleteTaxRate(rate.id),
    done: ({ rate }) => `The ${rate.rate} % rate was deleted`,
    onSettled: refresh,
  });
  const toggle = useConfirmedAction<TaxCode>({
    title: (code) => (code.is_active ? `Stop using ${code.name}?` : `Use ${code.name} again?`),
    description: (code) =>
      code.is_active
        ? 'New lines will not offer it; documents that use it keep it.'
        : 'New lines will offer it again.',
    confirmLabel: 'Change',
    run: (code) => setTaxCodeActive(code.code, !code.is_active),
    undo: (code) => setTaxCodeActive(code.code, code.is_active),
    done: (code) => (code.is_active ? `${code.name} is no longer offered` : `${code.name} is offered again`),
    onSettled: refresh,
  });
  return (
    <section aria-labelledby="tax-codes-title" className="grid gap-3">
      <h3 id="tax-codes-title" className="text-base font-semibold">
        Tax codes and rates
      </h3>
      <p className="text-sm text-muted-foreground">
        A document keeps the rate it was written with; a new rate applies from its date on. Rates already in
        force cannot be deleted.
      </p>
      {codes.error ? (
        <Alert variant="destructive">
          The tax codes could not be read: {codes.error.message}{' '}
          <Button variant="link" size="sm" onClick={() => void codes.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : codes.data ? (
        codes.data.length === 0 ? (
          <p className="text-sm">No tax codes yet.</p>
        ) : (
          <TaxCodesTable
            codes={codes.data}
            today={today}
            canEdit
            onAddRate={async (code, rate, effective_from) => {
              await addTaxRate(code, { rate, effective_from });
              toast.success(`${rate} % from ${effective_from} added`);
              refresh();
            }}
            onDeleteRate={(code, rate) => remove.ask({ code, rate })}
            onToggleActive={(code) => (code.is_active ? toggle.ask(code) : toggle.runNow(code))}
          />
        )
      ) : (
        <Skeleton className="h-48" />
      )}
      {remove.dialog}
      {toggle.dialog}
      <details className="rounded-md border p-4">
        <summary className="cursor-pointer font-medium">New tax code</summary>
        <p className="my-3 text-sm text-muted-foreground">
          A code with its first rate, e.g. a levy at its own rate. Its code cannot change later; its rates
          can.
        </p>
        <NewTaxCodeForm today={today} onAdded={refresh} />
      </details>
    </section>
  );
}

export default SalesSettingsPanel;
