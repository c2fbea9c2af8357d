// /dashboard/invoicing/catalogue: the price list quotations and invoices pick
// from. The kernel's RecordList (search over name, SKU and description,
// filters by kind, status and tax code, sort, paging and CSV in the URL);
// admins add and edit items, staff read.
import { useFormatters } from '@kernel/format/use-company-format.ts';
import type { ListColumn, ListFilter } from '@kernel/list/list-column.ts';
import { RecordList, type RecordListHandle } from '@kernel/list/record-list.tsx';
import { hasRole } from '@kernel/roles.ts';
import { useProfile } from '@kernel/session/use-profile.ts';
import { Badge } from '@kernel/ui/badge.tsx';
import { Button } from '@kernel/ui/button.tsx';
import { PageHeader } from '@kernel/ui/page-header.tsx';
import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import {
  activeOptions,
  type CatalogItem,
  catalogueKeys,
  fetchCatalogItems,
  KIND_LABELS,
  kindOptions,
  listTaxCodeOptions,
} from '../catalogue-data.ts';
import { CatalogItemDialog } from '../parts/catalog-item-dialog.tsx';

export default function CataloguePage() {
  const list = useRef<RecordListHandle>(null);
  const { profile } = useProfile();
  const canEdit = hasRole(profile?.role, 'admin');
  const { money } = useFormatters();
  const [editing, setEditing] = useState<CatalogItem | 'new' | null>(null);
  const taxCodes = useQuery({ queryKey: [...catalogueKeys.all, 'tax-codes'], queryFn: listTaxCodeOptions });

  const filters: ListFilter[] = [
    { id: 'kind', label: 'Kind', options: kindOptions },
    { id: 'active', label: 'Status', options: activeOptions },
    { id: 'tax', label: 'Tax', options: taxCodes.data ?? [] },
  ];
  const columns: ListColumn<CatalogItem>[] = [
    { id: 'name', header: 'Name', priority: 'key', sortable: true },
    {
      id: 'kind',
      header: 'Kind',
      priority: 'high',
      sortable: true,
      value: (i) => KIND_LABELS[i.kind] ?? i.kind,
      cell: (i) => <Badge variant="outline">{KIND_LABELS[i.kind] ?? i.kind}</Badge>,
    },
    {
      id: 'price',
      header: 'Unit price',
      align: 'end',
      priority: 'high',
      sortable: true,
      value: (i) => Number(i.unit_price).toFixed(2),
      cell: (i) => (
        <span className="whitespace-nowrap tabular-nums">
          {money(Number(i.unit_price).toFixed(2))} <span className="text-muted-foreground">/ {i.unit}</span>
        </span>
      ),
    },
    { id: 'tax_code', header: 'Tax', sortable: true },
    { id: 'sku', header: 'SKU', priority: 'low', sortable: true },
    {
      id: 'is_active',
      header: 'Status',
      priority: 'low',
      value: (i) => (i.is_active ? 'In use' : 'Not in use'),
      cell: (i) => (i.is_active ? 'In use' : <Badge variant="secondary">Not in use</Badge>),
    },
    { id: 'description', header: 'Description', priority: 'low' },
    ...(canEdit
      ? [
          {
            id: 'edit',
            header: 'Edit',
            exportValue: false,
            hideable: false,
            cell: (i: CatalogItem) => (
              <Button variant="ghost" size="sm" aria-label={`Edit ${i.name}`} onClick={() => setEditing(i)}>
                <Pencil aria-hidden="true" />
              </Button>
            ),
          } as ListColumn<CatalogItem>,
        ]
      : []),
  ];

  const newButton = canEdit ? (
    <Button onClick={() => setEditing('new')}>
      <Plus aria-hidden="true" />
      New item
    </Button>
  ) : undefined;
  return (
    <div>
      <PageHeader
        title="Catalogue"
        description={
          canEdit
            ? 'The services and products quotations and invoices are priced from. Items not in use show under Status.'
            : 'The services and products quotations and invoices are priced from. An admin changes prices.'
        }
        actions={newButton}
      />
      <RecordList<CatalogItem>
        ref={list}
        name="catalogue"
        queryKey={catalogueKeys.lists()}
        columns={columns}
        filters={filters}
        fetchPage={fetchCatalogItems}
        rowId={(i) => i.id}
        defaults={{ sort: [{ id: 'name', desc: false }], hidden: ['description'] }}
        searchPlaceholder="Name, SKU, description…"
        empty={{ action: newButton }}
      />
      {canEdit && (
        <CatalogItemDialog
          open={editing !== null}
          onOpenChange={(open) => !open && setEditing(null)}
          item={editing && editing !== 'new' ? editing : undefined}
          onSaved={() => list.current?.reload()}
        />
      )}
    </div>
  );
}
