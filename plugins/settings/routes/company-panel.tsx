// Settings → Company (?tab=company): who the firm is and how every screen
// writes its money, dates and phone numbers. Saving re-reads the company
// format everywhere (useCompanyFormat), so the whole app reformats at once.
import { companyFormatKey } from '@kit/format/company-format-query.ts';
import { refreshCompanyName } from '@kit/format/company-name.ts';
import { PhoneField, SelectField, TextareaField, TextField } from '@kit/forms/fields.tsx';
import { FormPage } from '@kit/forms/form-page.tsx';
import { useRecordForm } from '@kit/forms/use-record-form.ts';
import { Alert } from '@kit/ui/alert.tsx';
import { Button } from '@kit/ui/button.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { companyKeys, getCompany, removeLogoFile, updateCompany } from '../company-data.ts';
import { currencyOptions, localeOptions, phoneCountryOptions, timeZoneOptions } from '../company-options.ts';
import {
  COMPANY_CONSTRAINTS,
  type Company,
  type CompanyFormValues,
  companyFormSchema,
  toCompanyChanges,
  toCompanyFormValues,
} from '../company-schema.ts';
import { ClientLinksBase } from './client-links-base.tsx';
import { CompanyPreview } from './company-preview.tsx';
import { LogoField } from './logo-field.tsx';

export function CompanyPanel() {
  const company = useQuery({ queryKey: companyKeys.all, queryFn: getCompany });
  if (company.error)
    return (
      <Alert variant="destructive">
        The company details could not be read: {company.error.message}{' '}
        <Button variant="link" size="sm" onClick={() => void company.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  if (!company.data) return <Skeleton className="h-96" />;
  return <CompanyForm company={company.data} />;
}

function CompanyForm({ company }: { company: Company }) {
  const queryClient = useQueryClient();
  // The logo file the stored row points at: replaced or removed, it is deleted once the row no longer names it.
  const storedLogo = useRef(company.logo_path);
  const rf = useRecordForm({
    schema: companyFormSchema,
    defaultValues: toCompanyFormValues(company),
    constraints: COMPANY_CONSTRAINTS,
    save: async (values) => {
      const kept = await updateCompany(toCompanyChanges(values));
      if (storedLogo.current && storedLogo.current !== kept.logo_path)
        void removeLogoFile(storedLogo.current);
      storedLogo.current = kept.logo_path;
      queryClient.setQueryData(companyKeys.all, kept);
      void queryClient.invalidateQueries({ queryKey: companyFormatKey });
      void refreshCompanyName(); // tab titles
      return toCompanyFormValues(kept);
    },
    onSaved: () => toast.success('Company details saved'),
  });
  const [currency, timezone, phoneCountry, locale, phone] = useWatch({
    control: rf.form.control,
    name: ['currency', 'timezone', 'phone_country', 'locale', 'phone'],
  });
  const currencies = useMemo(currencyOptions, []);
  const zones = useMemo(() => timeZoneOptions(company.timezone), [company.timezone]);
  const countries = useMemo(phoneCountryOptions, []);
  // The preview's clock, fixed for the form's life so it does not tick under the reader.
  const [now] = useState(() => new Date());

  return (
    <FormPage recordForm={rf} label="Company details" submitLabel="Save company details">
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-base font-semibold">The company</legend>
        <TextField<CompanyFormValues> name="name" label="Company name" autoComplete="organization" />
        <TextField<CompanyFormValues>
          name="kra_pin"
          label="KRA PIN"
          description="A or P, nine digits and a letter, e.g. P051234567X. Printed on invoices."
          autoCapitalize="characters"
          spellCheck={false}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField<CompanyFormValues> name="email" label="E-mail" type="email" autoComplete="email" />
          <PhoneField<CompanyFormValues>
            name="phone"
            label="Phone"
            country={phoneCountry}
            description="e.g. 0712 345 678; kept in international form."
          />
        </div>
        <TextField<CompanyFormValues>
          name="website"
          label="Website"
          type="url"
          autoComplete="url"
          inputMode="url"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextareaField<CompanyFormValues> name="address" label="Physical address" rows={3} />
          <TextareaField<CompanyFormValues>
            name="postal_address"
            label="Postal address"
            rows={3}
            placeholder="P.O. Box 12345-00100, Nairobi"
          />
        </div>
        <LogoField />
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-base font-semibold">Money, dates and phone numbers</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField<CompanyFormValues> name="currency" label="Currency" options={currencies} />
          <SelectField<CompanyFormValues> name="timezone" label="Time zone" options={zones} />
          <SelectField<CompanyFormValues>
            name="phone_country"
            label="Phone country"
            description="What a number typed without a country code means."
            options={countries}
          />
          <SelectField<CompanyFormValues>
            name="locale"
            label="Language and region"
            description="Digits, separators and month names."
            options={localeOptions(company.locale)}
          />
        </div>
        <CompanyPreview format={{ currency, timezone, phoneCountry, locale }} phone={phone} now={now} />
      </fieldset>
      <ClientLinksBase />
    </FormPage>
  );
}

export default CompanyPanel;
