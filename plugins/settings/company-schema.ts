// Settings → Company: the one zod schema of the form (conventions §6), its
// limits, and the conversions between the organizations row and the form.
// The database repeats every rule (migration 20261125000400_kernel_company_settings.sql).
import type { Tables } from '@kernel/database.types.ts';
import { isDialable } from '@kit/format/phone.ts';
import { z } from 'zod';

export const COMPANY_LIMITS = { name: 200, text: 200, address: 500 } as const;
/** A KRA PIN: A (a person) or P (a company), nine digits, a letter — organizations_kra_pin_format. */
export const KRA_PIN = /^[AP][0-9]{9}[A-Z]$/;
/** organizations_email_format. */
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export type Company = Pick<
  Tables<'organizations'>,
  | 'name'
  | 'kra_pin'
  | 'email'
  | 'phone'
  | 'website'
  | 'address'
  | 'postal_address'
  | 'logo_path'
  | 'currency'
  | 'timezone'
  | 'phone_country'
  | 'locale'
>;
export const COMPANY_COLUMNS =
  'name, kra_pin, email, phone, website, address, postal_address, logo_path, currency, timezone, phone_country, locale';

const optional = (max: number, label: string) =>
  z.string().trim().max(max, `${label} can be at most ${max} characters`);

export const companyFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Enter the company’s name')
      .max(COMPANY_LIMITS.name, `The name can be at most ${COMPANY_LIMITS.name} characters`),
    kra_pin: z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .refine(
        (v) => v === '' || KRA_PIN.test(v),
        'A KRA PIN is A or P, nine digits and a letter, e.g. P051234567X',
      ),
    email: optional(COMPANY_LIMITS.text, 'The e-mail').refine(
      (v) => v === '' || EMAIL.test(v),
      'Enter an e-mail address such as info@example.co.ke',
    ),
    phone: optional(32, 'The phone number'),
    website: optional(COMPANY_LIMITS.text, 'The website'),
    address: optional(COMPANY_LIMITS.address, 'The address'),
    postal_address: optional(COMPANY_LIMITS.address, 'The postal address'),
    logo_path: z.string(),
    currency: z.string().regex(/^[A-Z]{3}$/, 'Choose a currency'),
    timezone: z.string().min(1, 'Choose a time zone'),
    phone_country: z.string().regex(/^[A-Z]{2}$/, 'Choose a country'),
    locale: z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'Choose a language and region'),
  })
  // The phone is read in the phone country chosen on this very form.
  .refine((v) => v.phone === '' || isDialable(v.phone, { phoneCountry: v.phone_country }), {
    path: ['phone'],
    message: 'This number cannot be dialled. Type it as 0712 345 678 or +254 712 345 678',
  });

export type CompanyFormValues = z.input<typeof companyFormSchema>;
export type CompanyFormOutput = z.output<typeof companyFormSchema>;

export function toCompanyFormValues(c: Company): CompanyFormValues {
  return {
    name: c.name,
    kra_pin: c.kra_pin ?? '',
    email: c.email ?? '',
    phone: c.phone ?? '',
    website: c.website ?? '',
    address: c.address ?? '',
    postal_address: c.postal_address ?? '',
    logo_path: c.logo_path ?? '',
    currency: c.currency,
    timezone: c.timezone,
    phone_country: c.phone_country,
    locale: c.locale,
  };
}

/** The row as stored: an emptied optional field becomes null. */
export function toCompanyChanges(v: CompanyFormOutput): Company {
  const orNull = (s: string) => (s === '' ? null : s);
  return {
    name: v.name,
    kra_pin: orNull(v.kra_pin),
    email: orNull(v.email),
    phone: orNull(v.phone),
    website: orNull(v.website),
    address: orNull(v.address),
    postal_address: orNull(v.postal_address),
    logo_path: orNull(v.logo_path),
    currency: v.currency,
    timezone: v.timezone,
    phone_country: v.phone_country,
    locale: v.locale,
  };
}

/** Where the database's own refusals go (the names already say kra_pin, email, phone). */
export const COMPANY_CONSTRAINTS = {
  organizations_kra_pin_format: {
    field: 'kra_pin',
    message: 'The database refused this KRA PIN: it must be A or P, nine digits and a letter.',
  },
  organizations_timezone_known: 'timezone',
} as const;
