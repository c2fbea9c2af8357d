// Phone numbers with libphonenumber-js (Google's metadata, kept current):
// people type "0712 345 678", "712345678" or "+254 712 345678"; we store E.164
// ("+254712345678") and show the international form. The company's phone
// country decides what a number without a country code means.
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import type { CompanyFormat } from './company-format.ts';

type Fmt = Pick<CompanyFormat, 'phoneCountry'>;

function parse(raw: string, fmt: Fmt) {
  const text = raw.trim();
  if (!text) return undefined;
  return parsePhoneNumberFromString(text, fmt.phoneCountry as CountryCode);
}

/** E.164 ("+254712345678") for a number someone can dial, else null. */
export function toE164(raw: string, fmt: Fmt): string | null {
  const p = parse(raw, fmt);
  return p?.isValid() ? p.number : null;
}

/** Whether the text is a number someone can dial (the form says so before the database does). */
export function isDialable(raw: string, fmt: Fmt): boolean {
  return toE164(raw, fmt) !== null;
}

/**
 * "+254 712 345 678" for display; a number in the company's own country is
 * shown in its national form ("0712 345 678") when `national` is set. Text
 * that is not a valid number comes back as typed, so nothing is hidden.
 */
export function formatPhone(raw: string, fmt: Fmt, national = false): string {
  const p = parse(raw, fmt);
  if (!p?.isValid()) return raw;
  return national && p.country === fmt.phoneCountry ? p.formatNational() : p.formatInternational();
}

/** A `tel:` link target for a click-to-call button, or null. */
export function telHref(raw: string, fmt: Fmt): string | null {
  const e164 = toE164(raw, fmt);
  return e164 ? `tel:${e164}` : null;
}
