// How the firm writes money, dates and phone numbers: the columns of
// Settings → Company (public.organizations, migration
// 20261125000400_kernel_company_settings.sql). Formatters take these instead
// of literals, so changing the setting changes every screen and document.
export interface CompanyFormat {
  /** ISO 4217 code, e.g. KES. */
  currency: string;
  /** IANA time zone, e.g. Africa/Nairobi. */
  timezone: string;
  /** ISO 3166 country for phone numbers written without a country code, e.g. KE. */
  phoneCountry: string;
  /** BCP 47 locale for digits, separators and month names, e.g. en-KE. */
  locale: string;
}

/**
 * The column defaults of the migration, used only until the company row has
 * been read (first paint) or when it cannot be read (a visitor offline).
 */
export const FALLBACK_COMPANY_FORMAT: CompanyFormat = {
  currency: 'KES',
  timezone: 'Africa/Nairobi',
  phoneCountry: 'KE',
  locale: 'en-KE',
};
