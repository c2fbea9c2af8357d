// The catalogue's list: the kernel's RecordList over any FetchPage (the page
// passes the database's, stories an in-memory one). Edit buttons only when the
// viewer may edit (admins).
import { useFormatters } from '@kit/format/use-company-format.ts';
import type { FetchPage } from '@kit/list/fetch-page.ts';
import type { FilterOption, ListColumn, ListFilter } from '@kit/list/list-column.ts';
import { RecordList, type RecordListHandle } from '@kit/list/record-list.tsx';
import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import { Pencil } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import {
  activeOptions,
  type CatalogItem,
  catalogueKeys,
  KIND_LABELS,
  kindOptions,
} from '../catalogue-data.ts';

export function CatalogueTable(props: {
  fetchPage: FetchPage<CatalogItem>;
  taxOptions: readonly FilterOption[];
  canEdit: boolean;
  onEdit?: (item: CatalogItem) => void;
  emptyAction?: ReactNode;
  listRef?: Ref<RecordListHandle>;
}) {
  const { money } = useFormatters();
  const filters: ListFilter[] = [
    { id: 'kind', label: 'Kind', options: kindOptions },
    { id: 'active', label: 'Status', options: activeOptions },
    { id: 'tax', label: 'Tax', options: props.taxOptions },
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
  ];
  if (props.canEdit && props.onEdit) {
    const onEdit = props.onEdit;
    columns.push({
      id: 'edit',
      header: 'Edit',
      exportValue: false,
      hideable: false,
      cell: (i) => (
        <Button variant="ghost" size="sm" aria-label={`Edit ${i.name}`} onClick={() => onEdit(i)}>
          <Pencil aria-hidden="true" />
        </Button>
      ),
    });
  }
  return (
    <RecordList<CatalogItem>
      ref={props.listRef}
      name="catalogue"
      queryKey={catalogueKeys.lists()}
      columns={columns}
      filters={filters}
      fetchPage={props.fetchPage}
      rowId={(i) => i.id}
      defaults={{ sort: [{ id: 'name', desc: false }], hidden: ['description'] }}
      searchPlaceholder="Name, SKU, description…"
      empty={{ action: props.emptyAction }}
    />
  );
}
