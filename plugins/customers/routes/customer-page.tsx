// /dashboard/customers/:id: one customer — header with status and actions
// (edit, archive/unarchive with Undo, merge into another, delete for admins
// when nothing refers to it), the facts beside the tabs (Overview, Contacts,
// Sites, Timeline). Changes by anyone show live (the record and its timeline).

import { useLiveInvalidation } from '@kernel/data/use-live-invalidation.ts';
import { hasRole } from '@kernel/roles.ts';
import { useProfile } from '@kernel/session/use-profile.ts';
import { telHref } from '@kit/format/phone.ts';
import { useFormatters } from '@kit/format/use-company-format.ts';
import { useConfirmedAction } from '@kit/forms/use-confirmed-action.tsx';
import { useStaffMembers } from '@kit/pickers/staff-members.ts';
import type { TimelineFields } from '@kit/record/describe-record-event.ts';
import { RecordLoader } from '@kit/record/record-loader.tsx';
import { type OverflowAction, RecordPage } from '@kit/record/record-page.tsx';
import { RecordTimeline } from '@kit/record/record-timeline.tsx';
import { Button } from '@kit/ui/button.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Archive, ArchiveRestore, Building2, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  type Customer,
  customerKeys,
  deleteCustomer,
  getCustomer,
  listContacts,
  listSites,
  type Site,
  setCustomerStatus,
} from '../data.ts';
import { customerTarget } from '../parts/action-target.ts';
import { ContactsTab, contactKeys } from '../parts/contacts-tab.tsx';
import { CustomerFormDialog } from '../parts/customer-form-dialog.tsx';
import { MergeDialog } from '../parts/merge-dialog.tsx';
import { SitesTab, siteKeys } from '../parts/sites-tab.tsx';
import { KIND_LABELS, SECTOR_LABELS, STATUS_LABELS } from '../schema.ts';

/** How customers' columns read on the timeline ("changed sector from Retail to Healthcare"). */
export const CUSTOMER_FIELDS: TimelineFields = {
  name: { label: 'name' },
  kind: { label: 'kind', format: (v) => KIND_LABELS[v as keyof typeof KIND_LABELS] ?? String(v) },
  kra_pin: { label: 'KRA PIN' },
  sector: { label: 'sector', format: (v) => SECTOR_LABELS[v as keyof typeof SECTOR_LABELS] ?? String(v) },
  status: { label: 'status', format: (v) => STATUS_LABELS[v as keyof typeof STATUS_LABELS] ?? String(v) },
  email: { label: 'e-mail' },
  phone: { label: 'phone' },
  website: { label: 'website' },
  postal_address: { label: 'postal address' },
  physical_address: { label: 'physical address' },
  county: { label: 'county' },
  tags: { label: 'tags', format: (v) => (Array.isArray(v) ? v.join(', ') : String(v)) },
  owner_id: { label: 'owner', format: () => 'another staff member' },
  notes: { label: 'notes' },
};

/** The timeline's fields with owners named ("changed owner from Amina Hassan to Peter Otieno"). */
export function customerFields(nameOf: (authId: string) => string | undefined): TimelineFields {
  return {
    ...CUSTOMER_FIELDS,
    owner_id: { label: 'owner', format: (v) => nameOf(String(v)) ?? 'a former member' },
  };
}

const back = { to: '/dashboard/customers', label: 'All customers' };

export default function CustomerPage() {
  const { id = '' } = useParams();
  const customer = useQuery({ queryKey: customerKeys.detail(id), queryFn: () => getCustomer(id) });
  useLiveInvalidation({ table: 'customers', filter: `id=eq.${id}`, queryKey: customerKeys.detail(id) });
  useLiveInvalidation({
    table: 'contacts',
    filter: `customer_id=eq.${id}`,
    queryKey: customerKeys.detail(id),
  });
  useLiveInvalidation({
    table: 'customer_sites',
    filter: `customer_id=eq.${id}`,
    queryKey: customerKeys.detail(id),
  });

  return (
    <RecordLoader
      query={customer}
      noun="customer"
      back={back}
      notFound={{ icon: Building2, description: 'It may have been merged into another customer or deleted.' }}
    >
      {(c) => <CustomerRecord customer={c} />}
    </RecordLoader>
  );
}

function CustomerRecord({ customer: c }: { customer: Customer }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { profile } = useProfile();
  const { phone, date, format } = useFormatters();
  const isAdmin = hasRole(profile?.role, 'admin');
  const [editing, setEditing] = useState(false);
  const [merging, setMerging] = useState(false);
  const staff = useStaffMembers();
  const owner = staff.data?.find((s) => s.auth_id === c.owner_id);
  // Shared with the Overview and Contacts tabs (same key): who other plugins' actions may address.
  const contacts = useQuery({ queryKey: contactKeys(c.id), queryFn: () => listContacts(c.id) });
  const fields = customerFields((authId) => {
    const member = staff.data?.find((s) => s.auth_id === authId);
    return member ? member.full_name || member.email || undefined : undefined;
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: customerKeys.all });

  const archive = useConfirmedAction<Customer>({
    title: (x) => (x.status === 'active' ? `Archive ${x.name}?` : `Unarchive ${x.name}?`),
    description: (x) =>
      x.status === 'active'
        ? 'It leaves the customer list (Status → Archived finds it) and keeps its contacts, sites and history.'
        : 'It comes back to the customer list.',
    confirmLabel: c.status === 'active' ? 'Archive' : 'Unarchive',
    run: (x) => setCustomerStatus(x.id, x.status === 'active' ? 'archived' : 'active'),
    undo: (x) => setCustomerStatus(x.id, x.status),
    done: (x) => (x.status === 'active' ? `${x.name} archived` : `${x.name} is active again`),
    undone: (x) => `${x.name} is ${STATUS_LABELS[x.status].toLowerCase()} again`,
    onSettled: () => void refresh(),
  });
  const remove = useConfirmedAction<Customer>({
    title: (x) => `Delete ${x.name}?`,
    description: () =>
      'The customer, its contacts and sites are deleted for good. A customer other records refer to cannot be deleted: archive it instead.',
    confirmLabel: 'Delete',
    run: async (x) => {
      await deleteCustomer(x.id);
      navigate('/dashboard/customers', { replace: true });
    },
    done: (x) => `${x.name} deleted`,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: customerKeys.lists() }),
  });

  const overflow: OverflowAction[] = [
    { label: 'Merge into another customer…', onSelect: () => setMerging(true) },
  ];
  if (isAdmin) overflow.push({ label: 'Delete…', destructive: true, onSelect: () => remove.ask(c) });

  const tel = c.phone ? telHref(c.phone, format) : null;
  return (
    <>
      <RecordPage
        back={back}
        title={c.name}
        subtitle={
          [c.sector ? SECTOR_LABELS[c.sector] : null, c.county, c.kra_pin].filter(Boolean).join(' · ') ||
          undefined
        }
        status={{ label: STATUS_LABELS[c.status], tone: c.status === 'active' ? 'secondary' : 'outline' }}
        actions={
          <>
            <Button size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
            <Button size="sm" variant="outline" onClick={() => archive.ask(c)} disabled={archive.busy}>
              {c.status === 'active' ? <Archive aria-hidden="true" /> : <ArchiveRestore aria-hidden="true" />}
              {c.status === 'active' ? 'Archive' : 'Unarchive'}
            </Button>
          </>
        }
        overflow={overflow}
        target={customerTarget(c, contacts.data ?? [])}
        facts={[
          { label: 'KRA PIN', value: c.kra_pin, copy: c.kra_pin ?? undefined },
          {
            label: 'E-mail',
            value: c.email ? (
              <a className="underline-offset-4 hover:underline" href={`mailto:${c.email}`}>
                {c.email}
              </a>
            ) : null,
            copy: c.email ?? undefined,
          },
          {
            label: 'Phone',
            value: c.phone ? (
              tel ? (
                <a className="underline-offset-4 hover:underline" href={tel}>
                  {phone(c.phone, true)}
                </a>
              ) : (
                c.phone
              )
            ) : null,
            copy: c.phone ?? undefined,
          },
          {
            label: 'Website',
            value: c.website ? (
              <a
                className="underline-offset-4 hover:underline"
                href={/^https?:\/\//.test(c.website) ? c.website : `https://${c.website}`}
                target="_blank"
                rel="noreferrer"
              >
                {c.website.replace(/^https?:\/\//, '')}
              </a>
            ) : null,
          },
          { label: 'Kind', value: KIND_LABELS[c.kind] },
          { label: 'Postal address', value: c.postal_address },
          { label: 'Physical address', value: c.physical_address },
          { label: 'County', value: c.county },
          {
            label: 'Owner',
            value: owner ? owner.full_name || owner.email : c.owner_id ? 'A former member' : null,
          },
          { label: 'Tags', value: c.tags.length ? c.tags.join(', ') : null },
          { label: 'Added', value: date(c.created_at) },
        ]}
        tabs={[
          { id: 'overview', label: 'Overview', content: <Overview customer={c} /> },
          { id: 'contacts', label: 'Contacts', content: <ContactsTab customerId={c.id} customer={c} /> },
          { id: 'sites', label: 'Sites', content: <SitesTab customerId={c.id} /> },
          {
            id: 'timeline',
            label: 'Timeline',
            content: (
              <RecordTimeline recordType="customers" recordId={c.id} fields={fields} noun="customer" />
            ),
          },
        ]}
      />
      {editing && (
        <CustomerFormDialog
          open
          onOpenChange={setEditing}
          customer={c}
          onSaved={(saved) => queryClient.setQueryData(customerKeys.detail(c.id), saved)}
        />
      )}
      <MergeDialog
        customer={c}
        open={merging}
        onOpenChange={setMerging}
        onMerged={(kept) => {
          void refresh();
          navigate(`/dashboard/customers/${kept.id}?tab=timeline`, { replace: true });
        }}
      />
      {archive.dialog}
      {remove.dialog}
    </>
  );
}

/** "3 sites in Kiambu and Nakuru, 1,240 people" (pure, for the Overview). */
export function sitesSummary(sites: readonly Pick<Site, 'county' | 'headcount'>[]): string {
  if (sites.length === 0) return 'No sites yet';
  const counties = [...new Set(sites.map((s) => s.county))].sort();
  const where =
    counties.length <= 3
      ? counties.join(', ').replace(/, ([^,]*)$/, ' and $1')
      : `${counties.length} counties`;
  const people = sites.reduce((sum, s) => sum + (s.headcount ?? 0), 0);
  const count = `${sites.length} ${sites.length === 1 ? 'site' : 'sites'} in ${where}`;
  return people > 0 ? `${count}, ${people.toLocaleString('en')} people` : count;
}

function Overview({ customer: c }: { customer: Customer }) {
  const contacts = useQuery({ queryKey: contactKeys(c.id), queryFn: () => listContacts(c.id) });
  const sites = useQuery({ queryKey: siteKeys(c.id), queryFn: () => listSites(c.id) });
  const { phone, format } = useFormatters();
  const primary = contacts.data?.find((k) => k.is_primary) ?? contacts.data?.[0];
  const tel = primary?.phone ? telHref(primary.phone, format) : null;
  return (
    <section className="grid gap-4" aria-labelledby="overview-heading">
      <h2 id="overview-heading" className="text-lg font-semibold">
        Overview
      </h2>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">{primary?.is_primary ? 'Primary contact' : 'Contact'}</dt>
          <dd>
            {contacts.isPending ? (
              <Skeleton className="h-5 w-40" />
            ) : primary ? (
              <span className="flex flex-col">
                <span className="font-medium">
                  {primary.full_name}
                  {primary.job_title ? `, ${primary.job_title}` : ''}
                  {primary.do_not_contact ? ' (do not contact)' : ''}
                </span>
                {primary.phone &&
                  (tel ? (
                    <a className="underline-offset-4 hover:underline" href={tel}>
                      {phone(primary.phone, true)}
                    </a>
                  ) : (
                    primary.phone
                  ))}
                {primary.email && (
                  <a className="underline-offset-4 hover:underline" href={`mailto:${primary.email}`}>
                    {primary.email}
                  </a>
                )}
              </span>
            ) : (
              'No contacts yet'
            )}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Sites</dt>
          <dd>{sites.isPending ? <Skeleton className="h-5 w-40" /> : sitesSummary(sites.data ?? [])}</dd>
        </div>
      </dl>
      <div>
        <h3 className="text-sm font-medium">Notes</h3>
        {c.notes ? (
          <p className="whitespace-pre-line text-sm">{c.notes}</p>
        ) : (
          <p className="text-sm text-muted-foreground">No notes yet. Edit the customer to add some.</p>
        )}
      </div>
    </section>
  );
}
