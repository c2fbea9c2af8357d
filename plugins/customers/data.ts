// The Customers module's reads and writes — the only file that knows its
// tables and RPCs. Answers become values or DataErrors (kernel unwrap).
import { DataError, isDataError } from '@kernel/data/data-error.ts';
import { pluginKeys } from '@kernel/data/query-keys.ts';
import { unwrap } from '@kernel/data/unwrap.ts';
import type { Tables } from '@kernel/database.types.ts';
import { supabase } from '@kernel/supabase.ts';
import { applyListState, likeLiteral, toListPage } from '@kit/list/apply-list-state.ts';
import type { FetchPage } from '@kit/list/fetch-page.ts';
import { numericText } from '@kit/money/decimal-schema.ts';
import type { ImportRecord } from './import.ts';
import type { ContactInput, CustomerInput, SiteInput } from './schema.ts';

export const customerKeys = pluginKeys('customers');

export type Customer = Omit<Tables<'customers'>, 'search_text'>;
export type Contact = Tables<'contacts'>;
/** GPS arrives as JSON numbers (numeric(9, 6): six decimals fit a double exactly enough to print back). */
export type Site = Tables<'customer_sites'>;

const CUSTOMER_COLUMNS =
  'id, kind, name, kra_pin, sector, email, phone, website, postal_address, physical_address, county, tags, owner_id, status, notes, created_at, created_by, updated_at, updated_by';
export type CustomerRow = Pick<
  Customer,
  | 'id'
  | 'name'
  | 'kra_pin'
  | 'sector'
  | 'email'
  | 'phone'
  | 'county'
  | 'tags'
  | 'owner_id'
  | 'status'
  | 'created_at'
>;
const LIST_COLUMNS = 'id, name, kra_pin, sector, email, phone, county, tags, owner_id, status, created_at';

/**
 * The list: search over search_text (name, KRA PIN, e-mail, phones, contacts; trigram-indexed), filters,
 * sort, a page. No status filter means active customers only: archived ones are out of the way until asked for.
 * Read from the view customers_list (ADR 015): the same rows as the table's policy, but its search and
 * enum filters can use their indexes (under row-level security they could not).
 */
export const fetchCustomers: FetchPage<CustomerRow> = async (state, signal) => {
  let query = supabase
    .from('customers_list')
    .select(LIST_COLUMNS, { count: 'estimated' })
    .abortSignal(signal);
  if (!state.filters.status?.length) query = query.eq('status', 'active');
  // Tags: any of the chosen ones (array overlap).
  if (state.filters.tag?.length) query = query.overlaps('tags', state.filters.tag);
  const result = await applyListState(query, state, {
    searchColumns: ['search_text'],
    filterColumns: { sector: 'sector', county: 'county', owner: 'owner_id', status: 'status' },
    sortColumns: { created: 'created_at' },
    tieBreaker: 'id',
  });
  return toListPage(
    result as { data: CustomerRow[] | null; error: { message: string } | null; count?: number | null },
    'estimated',
  );
};

export async function getCustomer(id: string): Promise<Customer | null> {
  const rows = unwrap(await supabase.from('customers').select(CUSTOMER_COLUMNS).eq('id', id).limit(1));
  return (rows[0] as Customer | undefined) ?? null;
}

export async function createCustomer(values: CustomerInput): Promise<Customer> {
  return unwrap(
    await supabase.from('customers').insert(values).select(CUSTOMER_COLUMNS).single(),
  ) as Customer;
}

export async function updateCustomer(
  id: string,
  values: Partial<CustomerInput> & { status?: 'active' | 'archived' },
) {
  return unwrap(
    await supabase.from('customers').update(values).eq('id', id).select(CUSTOMER_COLUMNS).single(),
  ) as Customer;
}

export async function setCustomerStatus(id: string, status: 'active' | 'archived') {
  await updateCustomer(id, { status });
}

/** Admins only (RLS); refused with a sentence when other records refer to the customer. */
export async function deleteCustomer(id: string) {
  const rows = unwrap(await supabase.from('customers').delete().eq('id', id).select('id'));
  if (rows.length === 0)
    throw new DataError({ message: 'Only an admin can delete a customer.', code: '42501', status: 403 });
}

export interface DuplicateHit {
  id: string;
  name: string;
  kra_pin: string | null;
  email: string | null;
  phone: string | null;
  reason: string;
  score: number;
}

export async function findDuplicates(
  input: { name: string; kra_pin?: string | null; email?: string | null; phone?: string | null },
  exclude?: string,
): Promise<DuplicateHit[]> {
  const rows = unwrap(
    await supabase.rpc('find_customer_duplicates', {
      p_name: input.name,
      p_kra_pin: input.kra_pin ?? null,
      p_email: input.email ?? null,
      p_phone: input.phone ?? null,
      p_exclude: exclude ?? null,
    }),
  );
  return rows as DuplicateHit[];
}

export async function mergeCustomers(keep: string, merge: string): Promise<Customer> {
  return unwrap(await supabase.rpc('merge_customers', { p_keep: keep, p_merge: merge }));
}

/** Customers by name or KRA PIN for a picker (the merge dialog), at most `limit`. */
export async function searchCustomers(
  query: string,
  options: { exclude?: string; limit?: number; signal?: AbortSignal } = {},
) {
  let q = supabase
    .from('customers')
    .select('id, name, kra_pin, county, status')
    .ilike('search_text', `%${likeLiteral(query.trim().toLowerCase())}%`)
    .order('name')
    .limit(options.limit ?? 8);
  if (options.exclude) q = q.neq('id', options.exclude);
  if (options.signal) q = q.abortSignal(options.signal);
  return unwrap(await q) as Pick<Customer, 'id' | 'name' | 'kra_pin' | 'county' | 'status'>[];
}

// ---------------------------------------------------------------- contacts and sites

export async function listContacts(customerId: string): Promise<Contact[]> {
  return unwrap(
    await supabase
      .from('contacts')
      .select('*')
      .eq('customer_id', customerId)
      .order('is_primary', { ascending: false })
      .order('full_name'),
  );
}
export async function saveContact(customerId: string, values: ContactInput, id?: string) {
  if (id) unwrap(await supabase.from('contacts').update(values).eq('id', id).select('id').single());
  else
    unwrap(
      await supabase
        .from('contacts')
        .insert({ ...values, customer_id: customerId })
        .select('id')
        .single(),
    );
}
export async function deleteContact(id: string) {
  unwrap(await supabase.from('contacts').delete().eq('id', id));
}
export async function restoreContact(contact: Contact) {
  const { created_at, created_by, updated_at, updated_by, ...values } = contact;
  unwrap(await supabase.from('contacts').insert(values));
}

export async function listSites(customerId: string): Promise<Site[]> {
  return unwrap(
    await supabase.from('customer_sites').select('*').eq('customer_id', customerId).order('name'),
  );
}
export async function saveSite(customerId: string, values: SiteInput, id?: string) {
  // Coordinates travel as decimal text into numeric(9, 6): exact, never floats.
  const row = {
    ...values,
    county: values.county as Site['county'],
    latitude: numericText(values.latitude),
    longitude: numericText(values.longitude),
  };
  if (id) unwrap(await supabase.from('customer_sites').update(row).eq('id', id).select('id').single());
  else
    unwrap(
      await supabase
        .from('customer_sites')
        .insert({ ...row, customer_id: customerId })
        .select('id')
        .single(),
    );
}
/** Admins only (RLS): a site is where later work hangs. */
export async function deleteSite(id: string) {
  const rows = unwrap(await supabase.from('customer_sites').delete().eq('id', id).select('id'));
  if (rows.length === 0)
    throw new DataError({ message: 'Only an admin can remove a site.', code: '42501', status: 403 });
}

// ---------------------------------------------------------------- import

/**
 * Existing customers holding any of these KRA PINs or e-mails (the preview's new/update verdicts): asked in
 * chunks of 300 (the URL stays short), four at a time.
 */
export async function existingKeys(pins: string[], emails: string[]) {
  type Found = Pick<Customer, 'id' | 'name' | 'kra_pin' | 'email'>;
  const chunks: { column: 'kra_pin' | 'email'; values: string[] }[] = [];
  for (const [column, values] of [
    ['kra_pin', pins],
    ['email', emails],
  ] as const)
    for (let i = 0; i < values.length; i += 300) chunks.push({ column, values: values.slice(i, i + 300) });
  const found: Found[] = [];
  for (let i = 0; i < chunks.length; i += 4) {
    const answers = await Promise.all(
      chunks
        .slice(i, i + 4)
        .map(async ({ column, values }) =>
          unwrap(await supabase.from('customers').select('id, name, kra_pin, email').in(column, values)),
        ),
    );
    for (const rows of answers) found.push(...(rows as Found[]));
  }
  return found;
}

export interface RowDuplicate {
  line: number;
  id: string;
  name: string;
  reason: string;
  score: number;
}
/**
 * Each row's best likely duplicate (find_customer_duplicates_many), for rows the import would add as new;
 * asked 500 rows at a time.
 */
export async function duplicatesOfRows(
  rows: { line: number; name: string; kra_pin?: string; email?: string; phone?: string }[],
): Promise<RowDuplicate[]> {
  const found: RowDuplicate[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const part = rows.slice(i, i + 500);
    found.push(
      ...(unwrap(
        await supabase.rpc('find_customer_duplicates_many', { p_rows: part as never }),
      ) as RowDuplicate[]),
    );
  }
  return found;
}

export interface ImportReason {
  line: number;
  reason: string;
}
/** Writes every record or none; a refusal carries the file's lines and reasons (DataError.details, JSON). */
export async function importCustomers(
  records: ImportRecord[],
): Promise<{ inserted: number; updated: number }> {
  return unwrap(await supabase.rpc('import_customers', { rows: records as never })) as {
    inserted: number;
    updated: number;
  };
}

/** The per-line reasons of an import refusal, or [] when it is another error. */
export function importReasons(error: unknown): ImportReason[] {
  if (!isDataError(error) || error.code !== '22023' || !error.details) return [];
  try {
    const parsed = JSON.parse(error.details) as unknown;
    return Array.isArray(parsed)
      ? parsed.filter((r): r is ImportReason => typeof r?.line === 'number' && typeof r?.reason === 'string')
      : [];
  } catch {
    return [];
  }
}

export async function listTags(): Promise<{ tag: string; customers: number }[]> {
  return unwrap(await supabase.rpc('customer_tags')) as { tag: string; customers: number }[];
}
