// The customer and contact pickers other modules' forms and filters use (ADR 039, 044): the one query
// behind every "Customer" and "Attention of" field, asked through the kernel's `pickers` extension point
// (kit/pickers/use-picker-options.ts, kit/pickers/picker-field.tsx), never by another module reading this
// module's tables. Archived customers (and contacts marked "do not contact") are left out unless a form
// already holds one; at most the kit's one limit.
import { unwrap } from '@kernel/data/unwrap.ts';
import type { PickerContribution, PickerOption } from '@kernel/registry/extension-points.ts';
import { searchFilter } from '@kit/list/apply-list-state.ts';

type CustomerRow = { id: string; name: string; county: string | null; status: string };

const customerOption = (c: CustomerRow): PickerOption => ({
  value: c.id,
  label: c.name,
  hint: [c.county, c.status === 'archived' ? 'archived' : null].filter(Boolean).join(' · ') || undefined,
});

/** `customer`: customers by name. */
export const customerPicker: PickerContribution = {
  kind: 'customer',
  label: 'Customer',
  async search(query, supabase, { limit, include, signal }) {
    let found: CustomerRow[] = [];
    if (limit > 0) {
      let rows = supabase
        .from('customers')
        .select('id, name, county, status')
        .neq('status', 'archived')
        .order('name')
        .limit(limit);
      // The list's literal search: a comma or bracket typed cannot add conditions.
      if (query.trim()) rows = rows.or(searchFilter(query.trim(), ['name']));
      if (signal) rows = rows.abortSignal(signal);
      found = unwrap(await rows) as CustomerRow[];
    }
    const missing = include.filter((id) => id && !found.some((c) => c.id === id));
    const held = missing.length
      ? (unwrap(
          await supabase.from('customers').select('id, name, county, status').in('id', missing),
        ) as CustomerRow[])
      : [];
    return [...found, ...held].map(customerOption);
  },
};

type ContactRow = {
  id: string;
  customer_id: string;
  full_name: string;
  email: string | null;
  job_title: string | null;
  is_primary: boolean;
  do_not_contact: boolean;
};
const CONTACT_COLUMNS = 'id, customer_id, full_name, email, job_title, is_primary, do_not_contact';

const contactOption = (c: ContactRow): PickerOption => ({
  value: c.id,
  label: c.full_name,
  hint:
    [c.job_title, c.is_primary ? 'primary' : null, c.do_not_contact ? 'do not contact' : null]
      .filter(Boolean)
      .join(' · ') || undefined,
  detail: { customer_id: c.customer_id, email: c.email, is_primary: c.is_primary ? 'true' : 'false' },
});

/**
 * `contact`: a customer's contacts, the primary first, then by name. Scope `{ customer_id }` narrows to one
 * customer's people (a form asks only once its customer is chosen); detail: customer_id, email, is_primary.
 */
export const contactPicker: PickerContribution = {
  kind: 'contact',
  label: 'Contact',
  async search(query, supabase, { limit, include, scope, signal }) {
    let found: ContactRow[] = [];
    if (limit > 0) {
      let rows = supabase
        .from('contacts')
        .select(CONTACT_COLUMNS)
        .eq('do_not_contact', false)
        .order('is_primary', { ascending: false })
        .order('full_name')
        .limit(limit);
      if (scope?.customer_id) rows = rows.eq('customer_id', scope.customer_id);
      if (query.trim()) rows = rows.or(searchFilter(query.trim(), ['full_name', 'email']));
      if (signal) rows = rows.abortSignal(signal);
      found = unwrap(await rows) as ContactRow[];
    }
    const missing = include.filter((id) => id && !found.some((c) => c.id === id));
    const held = missing.length
      ? (unwrap(await supabase.from('contacts').select(CONTACT_COLUMNS).in('id', missing)) as ContactRow[])
      : [];
    return [...found, ...held].map(contactOption);
  },
};

type SiteRow = { id: string; customer_id: string; name: string; town: string | null; county: string };
const SITE_COLUMNS = 'id, customer_id, name, town, county';

const siteOption = (s: SiteRow): PickerOption => ({
  value: s.id,
  label: s.town ? `${s.name} (${s.town})` : s.name,
  hint: s.county,
  detail: { customer_id: s.customer_id },
});

/** `site`: a customer's workplaces by name. Scope `{ customer_id }` narrows to one customer's; detail: customer_id. */
export const sitePicker: PickerContribution = {
  kind: 'site',
  label: 'Site',
  async search(query, supabase, { limit, include, scope, signal }) {
    let found: SiteRow[] = [];
    if (limit > 0) {
      let rows = supabase.from('customer_sites').select(SITE_COLUMNS).order('name').limit(limit);
      if (scope?.customer_id) rows = rows.eq('customer_id', scope.customer_id);
      if (query.trim()) rows = rows.or(searchFilter(query.trim(), ['name', 'town']));
      if (signal) rows = rows.abortSignal(signal);
      found = unwrap(await rows) as SiteRow[];
    }
    const missing = include.filter((id) => id && !found.some((s) => s.id === id));
    const held = missing.length
      ? (unwrap(await supabase.from('customer_sites').select(SITE_COLUMNS).in('id', missing)) as SiteRow[])
      : [];
    return [...found, ...held].map(siteOption);
  },
};
