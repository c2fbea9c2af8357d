// Stocked items with on hand per location, the average cost and stock value (inventory), or only those
// at or under their reorder level (low stock): the kit's RecordList over the pos_stock_levels view.
// Row actions: receive and transfer (staff), adjust (admins).
import { useFormatters } from '@kit/format/use-company-format.ts';
import type { FetchPage } from '@kit/list/fetch-page.ts';
import type { ListColumn } from '@kit/list/list-column.ts';
import type { EmptyContent } from '@kit/list/list-messages.tsx';
import { RecordList, type RecordListHandle } from '@kit/list/record-list.tsx';
import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import type { Ref } from 'react';
import { type Location, onHandAt, posKeys, type StockLevel, stockedOptions } from '../data.ts';
import type { StockAction } from './stock-action-dialog.tsx';

const qty = (v: number | string | null) => (v === null ? '—' : String(Number(v)));

export function StockTable(props: {
  name: string;
  fetchPage: FetchPage<StockLevel>;
  locations: readonly Location[];
  canAdjust: boolean;
  onAction: (action: StockAction, item: StockLevel) => void;
  listRef?: Ref<RecordListHandle>;
  empty?: EmptyContent;
}) {
  const { money } = useFormatters();
  const columns: ListColumn<StockLevel>[] = [
    { id: 'name', header: 'Item', priority: 'key', sortable: true },
    { id: 'sku', header: 'SKU', priority: 'low', sortable: true },
    {
      id: 'on_hand',
      header: 'On hand',
      align: 'end',
      priority: 'high',
      sortable: true,
      value: (i) => qty(i.on_hand),
      cell: (i) => (
        <span className="tabular-nums">
          {qty(i.on_hand)}{' '}
          {i.is_low && (
            <Badge variant="destructive" className="ml-1">
              Low
            </Badge>
          )}
        </span>
      ),
    },
    ...props.locations.map(
      (l): ListColumn<StockLevel> => ({
        id: `at_${l.code}`,
        header: l.name,
        align: 'end',
        priority: 'high',
        value: (i) => qty(onHandAt(i, l.code)),
        cell: (i) => (
          <span className="tabular-nums" data-at={l.code}>
            {qty(onHandAt(i, l.code))}
          </span>
        ),
      }),
    ),
    {
      id: 'reorder_level',
      header: 'Reorder at',
      align: 'end',
      sortable: true,
      value: (i) => qty(i.reorder_level),
    },
    {
      id: 'average_cost',
      header: 'Average cost',
      align: 'end',
      priority: 'low',
      value: (i) => String(i.average_cost ?? '0'),
      cell: (i) => <span className="tabular-nums">{money(String(i.average_cost ?? '0'))}</span>,
    },
    {
      id: 'stock_value',
      header: 'Stock value',
      align: 'end',
      priority: 'low',
      sortable: true,
      value: (i) => String(i.stock_value ?? '0'),
      cell: (i) => <span className="tabular-nums">{money(String(i.stock_value ?? '0'))}</span>,
    },
    { id: 'category', header: 'Category', priority: 'low' },
    {
      id: 'actions',
      header: 'Actions',
      exportValue: false,
      hideable: false,
      cell: (i) => (
        <div className="flex flex-wrap gap-1">
          <Button
            size="sm"
            variant="outline"
            aria-label={`Receive ${i.name}`}
            onClick={() => props.onAction('receive', i)}
          >
            Receive
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-label={`Transfer ${i.name}`}
            onClick={() => props.onAction('transfer', i)}
          >
            Transfer
          </Button>
          {props.canAdjust && (
            <Button
              size="sm"
              variant="outline"
              aria-label={`Adjust ${i.name}`}
              onClick={() => props.onAction('adjust', i)}
            >
              Adjust
            </Button>
          )}
        </div>
      ),
    },
  ];
  return (
    <RecordList<StockLevel>
      ref={props.listRef}
      name={props.name}
      queryKey={[...posKeys.lists(), props.name]}
      columns={columns}
      filters={[{ id: 'stocked', label: 'Counted', options: stockedOptions }]}
      fetchPage={props.fetchPage}
      rowId={(i) => i.id ?? ''}
      defaults={{ sort: [{ id: 'name', desc: false }], hidden: ['category', 'sku'] }}
      searchPlaceholder="Name, SKU, barcode, category…"
      empty={props.empty}
    />
  );
}
