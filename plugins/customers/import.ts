// The CSV import's client half (pure): which columns it reads, and each row's
// verdict before anything is written — new, update (found by KRA PIN, then
// e-mail) or error with the reason. import_customers checks the same again in
// the database and writes all rows or none.

import { toE164 } from '@kit/format/phone.ts';
import type { ImportField, ImportRow, RowVerdict } from '@kit/list/csv-import.ts';
import {
  COUNTIES,
  type County,
  KRA_PIN_PATTERN,
  normalisePin,
  PHONE_PATTERN,
  parseTags,
  SECTOR_LABELS,
  SECTORS,
  type Sector,
} from './schema.ts';

/** Most rows one import takes: import_customers writes 10,000 in one call (README, "Import"). */
export const MAX_CUSTOMER_IMPORT_ROWS = 10_000;

export const IMPORT_FIELDS: readonly ImportField[] = [
  { id: 'name', label: 'Name', required: true, aliases: ['Company', 'Customer', 'Company name', 'Client'] },
  { id: 'kra_pin', label: 'KRA PIN', aliases: ['PIN', 'KRA', 'Tax PIN'] },
  { id: 'email', label: 'E-mail', aliases: ['Email', 'Email address', 'E-mail address'] },
  { id: 'phone', label: 'Phone', aliases: ['Telephone', 'Tel', 'Mobile', 'Phone number'] },
  { id: 'sector', label: 'Sector', aliases: ['Industry'] },
  { id: 'county', label: 'County' },
  { id: 'kind', label: 'Kind', aliases: ['Type'] },
  { id: 'website', label: 'Website', aliases: ['Web', 'URL'] },
  { id: 'postal_address', label: 'Postal address', aliases: ['P.O. Box', 'Box', 'Postal'] },
  { id: 'physical_address', label: 'Physical address', aliases: ['Address', 'Location'] },
  { id: 'tags', label: 'Tags', aliases: ['Labels'] },
  { id: 'notes', label: 'Notes', aliases: ['Comments'] },
];

/** What import_customers receives for one row (empty cells left out: less to send). */
export interface ImportRecord {
  line: number;
  name: string;
  kind?: 'company' | 'individual';
  kra_pin?: string;
  email?: string;
  phone?: string;
  sector?: Sector;
  county?: County;
  website?: string;
  postal_address?: string;
  physical_address?: string;
  tags?: string[];
  notes?: string;
}

const key = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** "Hotels & hospitality", "hospitality", "HOSPITALITY" → 'hospitality'. */
export function sectorFrom(text: string): Sector | null {
  const k = key(text);
  return SECTORS.find((s) => key(s) === k || key(SECTOR_LABELS[s]) === k) ?? null;
}

/** "Nairobi", "nairobi city", "Murang'a", "Muranga County" → the county as the database spells it. */
export function countyFrom(text: string): County | null {
  const k = key(text).replace(/(city)?county$|city$/, '');
  return COUNTIES.find((c) => key(c) === k) ?? null;
}

export interface ExistingCustomer {
  id: string;
  name: string;
  kra_pin: string | null;
  email: string | null;
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * One record per row, or the reason it cannot be imported. `existing` are the customers holding any of the
 * file's PINs or e-mails; `phoneCountry` reads local numbers ("0712 345 678").
 */
export function judgeRows(
  rows: readonly ImportRow[],
  existing: readonly ExistingCustomer[],
  phoneCountry: string,
): RowVerdict<ImportRecord>[] {
  const byPin = new Map(existing.filter((c) => c.kra_pin).map((c) => [c.kra_pin as string, c]));
  const byEmail = new Map(existing.filter((c) => c.email).map((c) => [c.email as string, c]));
  const seenPin = new Map<string, number>();
  const seenTarget = new Map<string, number>();
  const seenEmail = new Map<string, number>();
  return rows.map(({ line, values }): RowVerdict<ImportRecord> => {
    const v = (id: string) => (values[id] ?? '').trim();
    const error = (reason: string): RowVerdict<ImportRecord> => ({ kind: 'error', reason });
    const name = v('name');
    if (!name) return error('The name is missing');
    if (name.length > 200) return error('The name is longer than 200 characters');
    const record: ImportRecord = { line, name };

    const kind = v('kind').toLowerCase();
    if (kind) {
      if (kind !== 'company' && kind !== 'individual')
        return error(`Kind “${v('kind')}” is neither company nor individual`);
      record.kind = kind;
    }
    const pin = normalisePin(v('kra_pin'));
    if (pin) {
      if (!KRA_PIN_PATTERN.test(pin))
        return error(`KRA PIN “${v('kra_pin')}” is not A or P, nine digits and a letter`);
      record.kra_pin = pin;
    }
    const email = v('email').toLowerCase();
    if (email) {
      if (!EMAIL.test(email) || email.length > 254)
        return error(`E-mail “${v('email')}” is not an e-mail address`);
      record.email = email;
    }
    const phone = v('phone');
    if (phone) {
      const e164 = toE164(phone, { phoneCountry });
      if (!e164 && !PHONE_PATTERN.test(phone)) return error(`Phone “${phone}” is not a phone number`);
      record.phone = e164 ?? phone;
    }
    if (v('sector')) {
      const sector = sectorFrom(v('sector'));
      if (!sector) return error(`Sector “${v('sector')}” is not one of the list`);
      record.sector = sector;
    }
    if (v('county')) {
      const county = countyFrom(v('county'));
      if (!county) return error(`County “${v('county')}” is not one of the 47 counties`);
      record.county = county;
    }
    for (const field of ['website', 'postal_address', 'physical_address'] as const) {
      if (v(field).length > 500) return error(`${field.replace('_', ' ')} is longer than 500 characters`);
      if (v(field)) record[field] = v(field);
    }
    if (v('notes')) record.notes = v('notes');
    if (v('tags')) {
      const tags = parseTags(v('tags'));
      if (tags.length > 20) return error('More than 20 tags');
      record.tags = tags;
    }

    // Same KRA PIN, or the same customer, twice in the file.
    if (pin) {
      const first = seenPin.get(pin);
      if (first !== undefined) return error(`Same KRA PIN as line ${first}`);
      seenPin.set(pin, line);
    }
    const match = (pin ? byPin.get(pin) : undefined) ?? (email ? byEmail.get(email) : undefined);
    if (match) {
      if (pin && match.kra_pin && match.kra_pin !== pin)
        return error(`E-mail ${email} belongs to ${match.name}, whose KRA PIN is ${match.kra_pin}`);
      const first = seenTarget.get(match.id);
      if (first !== undefined) return error(`Same customer as line ${first}`);
      seenTarget.set(match.id, line);
      return { kind: 'update', record };
    }
    if (!pin && email) {
      const first = seenEmail.get(email);
      if (first !== undefined) return error(`Same e-mail as line ${first}`);
      seenEmail.set(email, line);
    }
    return { kind: 'new', record };
  });
}

/** Most new rows whose likely duplicates the preview looks up (each takes a few index lookups). */
export const DUPLICATE_CHECK_LIMIT = 2000;

/**
 * Adds "Looks like …" to the new rows that resemble an existing customer, so the user can give them the
 * customer's KRA PIN or e-mail (then they update it) or import them as they are.
 */
export function withDuplicateNotes(
  verdicts: RowVerdict<ImportRecord>[],
  duplicates: readonly { line: number; name: string; reason: string }[],
): RowVerdict<ImportRecord>[] {
  const byLine = new Map(duplicates.map((d) => [d.line, d]));
  return verdicts.map((v) => {
    if (v.kind !== 'new') return v;
    const d = byLine.get(v.record.line);
    return d ? { ...v, note: `Looks like ${d.name}, already a customer (${d.reason})` } : v;
  });
}
