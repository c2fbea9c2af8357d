// The choices of Settings → Company, from the platform's own lists (Intl and
// libphonenumber-js), named in English, so no list goes stale in our code.
import { getCountries } from 'libphonenumber-js';

export interface Option {
  value: string;
  label: string;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency' });

/** Kenya's neighbours and the currencies a Kenyan firm invoices in come first. */
const FIRST_CURRENCIES = ['KES', 'USD', 'EUR', 'GBP', 'UGX', 'TZS', 'RWF'];

function sortWithFirst(options: Option[], first: readonly string[]): Option[] {
  const rank = (v: string) => (first.includes(v) ? first.indexOf(v) : first.length);
  return options.sort((a, b) => rank(a.value) - rank(b.value) || a.label.localeCompare(b.label));
}

export function currencyOptions(): Option[] {
  return sortWithFirst(
    Intl.supportedValuesOf('currency').map((code) => ({
      value: code,
      label: `${code} — ${currencyNames.of(code) ?? code}`,
    })),
    FIRST_CURRENCIES,
  );
}

/** IANA zones as the browser knows them; the database checks the name again (organizations_timezone_known). */
export function timeZoneOptions(current: string): Option[] {
  const zones = Intl.supportedValuesOf('timeZone');
  // A zone saved elsewhere that this browser does not list (an alias) stays selectable.
  const all = zones.includes(current) || !current ? zones : [current, ...zones];
  return sortWithFirst(
    all.map((z) => ({ value: z, label: z.replaceAll('_', ' ') })),
    ['Africa/Nairobi'],
  );
}

export function phoneCountryOptions(): Option[] {
  return sortWithFirst(
    getCountries().map((c) => ({ value: c, label: `${regionNames.of(c) ?? c} (${c})` })),
    ['KE'],
  );
}

/** Locales a firm here writes in; the database accepts any "xx" or "xx-XX". */
export const LOCALE_OPTIONS: Option[] = [
  { value: 'en-KE', label: 'English (Kenya)' },
  { value: 'sw-KE', label: 'Kiswahili (Kenya)' },
  { value: 'en-GB', label: 'English (United Kingdom)' },
  { value: 'en-US', label: 'English (United States)' },
  { value: 'en-UG', label: 'English (Uganda)' },
  { value: 'en-TZ', label: 'English (Tanzania)' },
  { value: 'fr-FR', label: 'Français (France)' },
];

export function localeOptions(current: string): Option[] {
  return LOCALE_OPTIONS.some((o) => o.value === current) || !current
    ? LOCALE_OPTIONS
    : [{ value: current, label: current }, ...LOCALE_OPTIONS];
}
