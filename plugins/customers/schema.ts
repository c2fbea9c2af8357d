// The Customers module's rules on the client: closed lists and their labels,
// the zod schemas of its three forms, and small pure helpers. The database holds
// the same rules (plugins/customers/sql/migrations/20261125100000_customers_schema.sql); these
// only say it sooner and in the user's words.
import { Constants, type Database } from '@kernel/database.types.ts';
import { z } from 'zod';

type Enums = Database['public']['Enums'];
export type Sector = Enums['customer_sector'];
export type County = Enums['kenya_county'];
export type NemaCategory = Enums['nema_category'];
export type CustomerStatus = Enums['customer_status'];
export type CustomerKind = Enums['customer_kind'];

export const SECTORS = Constants.public.Enums.customer_sector;
export const COUNTIES = Constants.public.Enums.kenya_county;
export const NEMA_CATEGORIES = Constants.public.Enums.nema_category;
export const STATUSES = Constants.public.Enums.customer_status;

export const SECTOR_LABELS: Record<Sector, string> = {
  manufacturing: 'Manufacturing',
  hospitality: 'Hotels & hospitality',
  healthcare: 'Healthcare',
  agriculture: 'Agriculture & flowers',
  construction: 'Construction',
  education: 'Education',
  energy: 'Energy',
  mining: 'Mining & quarrying',
  transport: 'Transport & logistics',
  retail: 'Retail',
  finance: 'Finance',
  government: 'Government',
  ngo: 'NGO',
  other: 'Other',
};
export const STATUS_LABELS: Record<CustomerStatus, string> = { active: 'Active', archived: 'Archived' };
export const NEMA_LABELS: Record<NemaCategory, string> = {
  low: 'Low risk',
  medium: 'Medium risk',
  high: 'High risk',
};
export const KIND_LABELS: Record<CustomerKind, string> = { company: 'Company', individual: 'Individual' };

export const sectorOptions = SECTORS.map((s) => ({ value: s, label: SECTOR_LABELS[s] }));
export const countyOptions = COUNTIES.map((c) => ({ value: c, label: c }));
export const nemaOptions = NEMA_CATEGORIES.map((c) => ({ value: c, label: NEMA_LABELS[c] }));
export const statusOptions = STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

/** KRA PIN: A (individual) or P (company), nine digits, a letter — as the database checks it. */
export const KRA_PIN_PATTERN = /^[AP][0-9]{9}[A-Z]$/;
/** What people type ("p051 234 567x") as the database keeps it ("P051234567X"). */
export const normalisePin = (raw: string) => raw.replace(/\s+/g, '').toUpperCase();
export const isKraPin = (raw: string) => KRA_PIN_PATTERN.test(normalisePin(raw));

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
/** The database's phone check: digits with spaces, brackets or dashes, an optional leading +. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,30}$/;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label}: at most ${max} characters`)
    .transform((v) => v || null);
const optionalEmail = z
  .string()
  .trim()
  .max(254, 'Use at most 254 characters')
  .refine((v) => v === '' || EMAIL.test(v), 'Enter an e-mail address like name@company.co.ke')
  .transform((v) => v.toLowerCase() || null);
const optionalPhone = z
  .string()
  .trim()
  .refine((v) => v === '' || PHONE_PATTERN.test(v), 'Enter a phone number like 0712 345 678')
  .transform((v) => v || null);
/** A web address with a real domain; "naivasha.co.ke" is kept as "https://naivasha.co.ke". */
export function normaliseWebsite(raw: string): string | null {
  const text = raw.trim();
  if (text === '') return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    // A domain: labels of letters, digits and hyphens, and a top-level part of two letters or more.
    if (!/^([a-z0-9-]+\.)+[a-z]{2,}$/i.test(url.hostname)) return null;
    return url.pathname === '/' && !url.search && !url.hash && !text.endsWith('/')
      ? `${url.protocol}//${url.host}`
      : url.href;
  } catch {
    return null;
  }
}
const optionalWebsite = z
  .string()
  .trim()
  .max(500, 'Website: at most 500 characters')
  .refine(
    (v) => v === '' || normaliseWebsite(v) !== null,
    'Enter a website with its domain, like naivasha.co.ke',
  )
  .transform((v) => normaliseWebsite(v));
const optionalEnum = <T extends string>(values: readonly T[], message: string) =>
  z
    .string()
    .refine((v) => v === '' || (values as readonly string[]).includes(v), message)
    .transform((v) => (v === '' ? null : (v as T)));

/** Tags typed as "fire, noise; vip" → ["fire", "noise", "vip"] (trimmed, once each). */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  for (const t of text.split(/[,;]/)) {
    const tag = t.trim();
    if (tag) seen.add(tag);
  }
  return [...seen];
}

export const customerSchema = z.object({
  name: z.string().trim().min(1, 'Enter the name').max(200, 'Use at most 200 characters'),
  kind: z.enum(['company', 'individual']),
  kra_pin: z
    .string()
    .transform(normalisePin)
    .refine(
      (v) => v === '' || KRA_PIN_PATTERN.test(v),
      'A KRA PIN is A or P, nine digits and a letter: P051234567X',
    )
    .transform((v) => v || null),
  sector: optionalEnum(SECTORS, 'Choose a sector from the list'),
  email: optionalEmail,
  phone: optionalPhone,
  website: optionalWebsite,
  postal_address: optionalText(500, 'Postal address'),
  physical_address: optionalText(500, 'Physical address'),
  county: optionalEnum(COUNTIES, 'Choose a county from the list'),
  tags: z
    .string()
    .transform(parseTags)
    .refine((t) => t.length <= 20, 'At most 20 tags'),
  owner_id: z.string().transform((v) => v || null),
  notes: optionalText(10000, 'Notes'),
});
export type CustomerFormValues = z.input<typeof customerSchema>;
export type CustomerInput = z.output<typeof customerSchema>;

export const emptyCustomer: CustomerFormValues = {
  name: '',
  kind: 'company',
  kra_pin: '',
  sector: '',
  email: '',
  phone: '',
  website: '',
  postal_address: '',
  physical_address: '',
  county: '',
  tags: '',
  owner_id: '',
  notes: '',
};

export const contactSchema = z.object({
  full_name: z.string().trim().min(1, 'Enter the name').max(200, 'Use at most 200 characters'),
  job_title: optionalText(200, 'Job title'),
  email: optionalEmail,
  phone: optionalPhone,
  phone_alt: optionalPhone,
  is_primary: z.boolean(),
  do_not_contact: z.boolean(),
  notes: optionalText(4000, 'Notes'),
});
export type ContactFormValues = z.input<typeof contactSchema>;
export type ContactInput = z.output<typeof contactSchema>;
export const emptyContact: ContactFormValues = {
  full_name: '',
  job_title: '',
  email: '',
  phone: '',
  phone_alt: '',
  is_primary: false,
  do_not_contact: false,
  notes: '',
};

const coordinate = (min: number, max: number, label: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || (/^-?\d{1,3}(\.\d{1,6})?$/.test(v) && Number(v) >= min && Number(v) <= max), {
      message: `${label} is a number between ${min} and ${max} with at most six decimals`,
    })
    .transform((v) => v || null);

export const siteSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter the site name').max(200, 'Use at most 200 characters'),
    county: z.string().refine((v) => (COUNTIES as readonly string[]).includes(v), 'Choose the county'),
    town: optionalText(100, 'Town'),
    physical_address: optionalText(500, 'Physical address'),
    // Kept as decimal text, never a float: the database column is numeric(9, 6).
    latitude: coordinate(-90, 90, 'Latitude'),
    longitude: coordinate(-180, 180, 'Longitude'),
    sector: optionalEnum(SECTORS, 'Choose a sector from the list'),
    headcount: z
      .string()
      .trim()
      .refine(
        (v) => v === '' || (/^\d{1,7}$/.test(v) && Number(v) <= 1_000_000),
        'A whole number up to 1,000,000',
      )
      .transform((v) => (v === '' ? null : Number(v))),
    doshs_registration_no: optionalText(50, 'DOSHS registration number'),
    nema_category: optionalEnum(NEMA_CATEGORIES, 'Choose a NEMA category'),
    notes: optionalText(4000, 'Notes'),
  })
  .superRefine((site, ctx) => {
    if ((site.latitude === null) !== (site.longitude === null))
      ctx.addIssue({
        code: 'custom',
        path: [site.latitude === null ? 'latitude' : 'longitude'],
        message: 'Give both latitude and longitude, or neither',
      });
  });
export type SiteFormValues = z.input<typeof siteSchema>;
export type SiteInput = z.output<typeof siteSchema>;
export const emptySite: SiteFormValues = {
  name: '',
  county: '',
  town: '',
  physical_address: '',
  latitude: '',
  longitude: '',
  sector: '',
  headcount: '',
  doshs_registration_no: '',
  nema_category: '',
  notes: '',
};

/** A stored value as form text (null → ''). */
export const asText = (v: string | number | null | undefined) =>
  v === null || v === undefined ? '' : String(v);
