// /dashboard/customers: the client book. The kernel's RecordList (paging,
// sort, search over name, KRA PIN, e-mail, phones and contacts, filter chips,
// CSV export, the view in the URL), "New customer" (also opened by the
// palette's command through ?new=1) and the all-or-nothing CSV import.

import { useProfile } from '@kernel/session/use-profile.ts';
import { useFormatters } from '@kit/format/use-company-format.ts';
import { CsvImportDialog } from '@kit/list/csv-import-dialog.tsx';
import type { ListColumn, ListFilter } from '@kit/list/list-column.ts';
import { RecordList, type RecordListHandle } from '@kit/list/record-list.tsx';
import { useStaffMembers } from '@kit/pickers/staff-members.ts';
import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  type CustomerRow,
  customerKeys,
  duplicatesOfRows,
  existingKeys,
  fetchCustomers,
  importCustomers,
  importReasons,
  listTags,
} from '../data.ts';
import {
  DUPLICATE_CHECK_LIMIT,
  IMPORT_FIELDS,
  type ImportRecord,
  judgeRows,
  MAX_CUSTOMER_IMPORT_ROWS,
  withDuplicateNotes,
} from '../import.ts';
import { CustomerFormDialog } from '../parts/customer-form-dialog.tsx';
import { countyOptions, SECTOR_LABELS, STATUS_LABELS, sectorOptions, statusOptions } from '../schema.ts';

export default function CustomersPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const list = useRef<RecordListHandle>(null);
  const { profile } = useProfile();
  const { phone, date, format } = useFormatters();
  const creating = params.get('new') === '1';
  const setCreating = (open: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set('new', '1');
        else next.delete('new');
        return next;
      },
      { replace: true },
    );

  const staff = useStaffMembers();
  const tags = useQuery({ queryKey: [...customerKeys.all, 'tags'], queryFn: listTags });
  const ownerName = useMemo(() => {
    const names = new Map((staff.data ?? []).map((s) => [s.auth_id, s.full_name || s.email || 'Unnamed']));
    return (id: string | null) => (id ? (names.get(id) ?? 'A former member') : null);
  }, [staff.data]);

  const filters: ListFilter[] = [
    { id: 'status', label: 'Status', options: statusOptions },
    { id: 'sector', label: 'Sector', options: sectorOptions },
    { id: 'county', label: 'County', options: countyOptions },
    {
      id: 'tag',
      label: 'Tag',
      options: (tags.data ?? []).map((t) => ({ value: t.tag, label: `${t.tag} (${t.customers})` })),
    },
    {
      id: 'owner',
      label: 'Owner',
      options: (staff.data ?? []).map((s) => ({
        value: s.auth_id,
        label: s.full_name || s.email || 'Unnamed',
      })),
    },
  ];

  const columns: ListColumn<CustomerRow>[] = [
    { id: 'name', header: 'Name', priority: 'key', sortable: true },
    {
      id: 'status',
      header: 'Status',
      priority: 'high',
      value: (c) => STATUS_LABELS[c.status],
      cell: (c) => (
        <Badge variant={c.status === 'active' ? 'secondary' : 'outline'}>{STATUS_LABELS[c.status]}</Badge>
      ),
    },
    {
      id: 'sector',
      header: 'Sector',
      sortable: true,
      value: (c) => (c.sector ? SECTOR_LABELS[c.sector] : null),
    },
    { id: 'county', header: 'County', sortable: true },
    {
      id: 'phone',
      header: 'Phone',
      value: (c) => c.phone,
      cell: (c) => (c.phone ? <span className="whitespace-nowrap">{phone(c.phone, true)}</span> : '—'),
    },
    { id: 'kra_pin', header: 'KRA PIN', priority: 'low', sortable: true },
    { id: 'email', header: 'E-mail', priority: 'low' },
    { id: 'tags', header: 'Tags', priority: 'low', value: (c) => c.tags.join(', ') },
    { id: 'owner', header: 'Owner', priority: 'low', value: (c) => ownerName(c.owner_id) },
    {
      id: 'created',
      header: 'Added',
      priority: 'low',
      sortable: true,
      value: (c) => c.created_at,
      cell: (c) => date(c.created_at),
    },
  ];

  const validate = async (rows: Parameters<typeof judgeRows>[0]) => {
    const pins = new Set<string>();
    const emails = new Set<string>();
    for (const r of rows) {
      const pin = (r.values.kra_pin ?? '').replace(/\s+/g, '').toUpperCase();
      const email = (r.values.email ?? '').trim().toLowerCase();
      if (pin) pins.add(pin);
      if (email) emails.add(email);
    }
    const verdicts = judgeRows(rows, await existingKeys([...pins], [...emails]), format.phoneCountry);
    // New rows that look like an existing customer get a note (they still import as new).
    const fresh = verdicts
      .flatMap((v) => (v.kind === 'new' ? [v.record] : []))
      .slice(0, DUPLICATE_CHECK_LIMIT);
    const duplicates = await duplicatesOfRows(
      fresh.map(({ line, name, kra_pin, email, phone }) => ({ line, name, kra_pin, email, phone })),
    );
    return withDuplicateNotes(verdicts, duplicates);
  };
  const runImport = async (records: ImportRecord[]) => {
    try {
      const result = await importCustomers(records);
      list.current?.reload();
      void tags.refetch();
      return result;
    } catch (e) {
      const reasons = importReasons(e);
      if (reasons.length === 0) throw e;
      throw new Error(
        `Nothing was imported. ${reasons
          .slice(0, 10)
          .map((r) => `Line ${r.line}: ${r.reason}`)
          .join('; ')}${reasons.length > 10 ? `; and ${reasons.length - 10} more` : ''}`,
      );
    }
  };

  const newButton = (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden="true" />
      New customer
    </Button>
  );
  return (
    <div>
      <PageHeader
        title="Customers"
        description="Companies and people the firm works for, with their contacts and sites. Archived customers show under Status."
        actions={newButton}
      />
      <RecordList<CustomerRow>
        ref={list}
        name="customers"
        columns={columns}
        filters={filters}
        fetchPage={fetchCustomers}
        rowId={(c) => c.id}
        rowHref={(c) => `/dashboard/customers/${c.id}`}
        defaults={{ sort: [{ id: 'name', desc: false }], hidden: ['email', 'tags'] }}
        searchPlaceholder="Name, KRA PIN, phone, e-mail…"
        empty={{ action: newButton }}
        toolbar={
          <CsvImportDialog<ImportRecord>
            name="customers"
            fields={IMPORT_FIELDS}
            validate={validate}
            onImport={async (records) => {
              await runImport(records);
            }}
            maxRows={MAX_CUSTOMER_IMPORT_ROWS}
            allOrNothing
          />
        }
      />
      <CustomerFormDialog
        open={creating}
        onOpenChange={setCreating}
        defaultOwner={profile?.auth_id ?? undefined}
        onSaved={(customer) => {
          list.current?.reload();
          navigate(`/dashboard/customers/${customer.id}`);
        }}
      />
    </div>
  );
}
