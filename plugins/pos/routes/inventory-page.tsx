// /dashboard/pos/inventory: on hand per item and location (the ledger's sums), and the ledger itself
// (?view=movements). Staff receive and transfer; admins adjust with a reason.
import { hasRole } from '@kernel/roles.ts';
import { useProfile } from '@kernel/session/use-profile.ts';
import { useFormatters } from '@kit/format/use-company-format.ts';
import type { ListColumn } from '@kit/list/list-column.ts';
import { RecordList, type RecordListHandle } from '@kit/list/record-list.tsx';
import { Button } from '@kit/ui/button.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  fetchMovements,
  fetchStockLevels,
  listLocations,
  MOVEMENT_LABELS,
  type Movement,
  movementKindOptions,
  posKeys,
  type StockLevel,
} from '../data.ts';
import { PosNav } from '../parts/pos-nav.tsx';
import { type StockAction, StockActionDialog } from '../parts/stock-action-dialog.tsx';
import { StockTable } from '../parts/stock-table.tsx';

export default function InventoryPage() {
  const { profile } = useProfile();
  const canAdjust = hasRole(profile?.role, 'admin');
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'movements' ? 'movements' : 'stock';
  const locations = useQuery({ queryKey: [...posKeys.all, 'locations'], queryFn: listLocations });
  const list = useRef<RecordListHandle>(null);
  const [action, setAction] = useState<{ action: StockAction; item: StockLevel } | null>(null);
  const show = (next: 'stock' | 'movements') =>
    setParams(next === 'movements' ? { view: 'movements' } : {}, { replace: true });

  return (
    <div>
      <PosNav />
      <PageHeader
        title="Inventory"
        description="On hand is the sum of the stock movements, per location: receive, transfer or adjust to change it."
        actions={
          <div className="flex gap-1">
            <Button
              size="sm"
              variant={view === 'stock' ? 'secondary' : 'ghost'}
              aria-pressed={view === 'stock'}
              onClick={() => show('stock')}
            >
              On hand
            </Button>
            <Button
              size="sm"
              variant={view === 'movements' ? 'secondary' : 'ghost'}
              aria-pressed={view === 'movements'}
              onClick={() => show('movements')}
            >
              Movements
            </Button>
          </div>
        }
      />
      {view === 'stock' ? (
        <StockTable
          name="stocked items"
          listRef={list}
          fetchPage={fetchStockLevels}
          locations={locations.data ?? []}
          canAdjust={canAdjust}
          onAction={(a, item) => setAction({ action: a, item })}
          empty={{ description: 'Stock a product in the POS catalogue, then receive goods here.' }}
        />
      ) : (
        <MovementsTable />
      )}
      <StockActionDialog
        action={action?.action ?? null}
        item={action ? { id: action.item.id ?? '', name: action.item.name ?? '' } : null}
        onOpenChange={(open) => !open && setAction(null)}
        onDone={() => list.current?.reload()}
      />
    </div>
  );
}

function MovementsTable() {
  const { money, date } = useFormatters();
  const columns: ListColumn<Movement>[] = [
    {
      id: 'created_at',
      header: 'When',
      sortable: true,
      priority: 'high',
      value: (m) => m.created_at ?? '',
      cell: (m) => (
        <span className="whitespace-nowrap">{m.created_at ? date(m.created_at, 'datetime') : ''}</span>
      ),
    },
    { id: 'item_name', header: 'Item', priority: 'key' },
    {
      id: 'kind',
      header: 'Movement',
      priority: 'high',
      value: (m) => MOVEMENT_LABELS[m.kind ?? ''] ?? m.kind,
    },
    {
      id: 'quantity',
      header: 'Quantity',
      align: 'end',
      priority: 'high',
      value: (m) => String(Number(m.quantity)),
      cell: (m) => (
        <span className="tabular-nums">
          {Number(m.quantity) > 0 ? `+${Number(m.quantity)}` : Number(m.quantity)}
        </span>
      ),
    },
    { id: 'location_name', header: 'Location' },
    {
      id: 'unit_cost',
      header: 'Unit cost',
      align: 'end',
      priority: 'low',
      value: (m) => String(m.unit_cost ?? ''),
      cell: (m) => <span className="tabular-nums">{money(String(m.unit_cost ?? '0'))}</span>,
    },
    {
      id: 'detail',
      header: 'Reason or reference',
      priority: 'low',
      value: (m) => [m.reason, m.sale_number, m.supplier_name, m.reference].filter(Boolean).join(' · '),
    },
    { id: 'created_by_name', header: 'By', priority: 'low' },
  ];
  return (
    <RecordList<Movement>
      name="stock movements"
      queryKey={[...posKeys.lists(), 'movements']}
      columns={columns}
      filters={[{ id: 'kind', label: 'Movement', options: movementKindOptions }]}
      fetchPage={fetchMovements}
      rowId={(m) => String(m.id)}
      defaults={{ sort: [{ id: 'created_at', desc: true }] }}
      searchPlaceholder="Item, SKU, reason, receipt no.…"
    />
  );
}
