// /dashboard/pos/low-stock: the stocked items at or under their reorder level, to buy again ("Draft
// purchase order…" drafts one from a supplier, ADR 059; or receive the goods from here).
import { hasRole } from '@kernel/roles.ts';
import { useProfile } from '@kernel/session/use-profile.ts';
import type { RecordListHandle } from '@kit/list/record-list.tsx';
import { Button } from '@kit/ui/button.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { useQuery } from '@tanstack/react-query';
import { ClipboardList, PackageCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { fetchLowStock, listLocations, posKeys, type StockLevel } from '../data.ts';
import { DraftOrderDialog } from '../parts/draft-order-dialog.tsx';
import { PosNav } from '../parts/pos-nav.tsx';
import { type StockAction, StockActionDialog } from '../parts/stock-action-dialog.tsx';
import { StockTable } from '../parts/stock-table.tsx';

export default function LowStockPage() {
  const { profile } = useProfile();
  const locations = useQuery({ queryKey: [...posKeys.all, 'locations'], queryFn: listLocations });
  const list = useRef<RecordListHandle>(null);
  const [action, setAction] = useState<{ action: StockAction; item: StockLevel } | null>(null);
  const [drafting, setDrafting] = useState(false);
  return (
    <div>
      <PosNav />
      <PageHeader
        title="Low stock"
        description="Counted items whose stock, all locations together, is at or under their reorder level."
        actions={
          <Button onClick={() => setDrafting(true)}>
            <ClipboardList aria-hidden="true" />
            Draft purchase order…
          </Button>
        }
      />
      <DraftOrderDialog open={drafting} onOpenChange={setDrafting} locations={locations.data ?? []} />
      <StockTable
        name="low stock items"
        listRef={list}
        fetchPage={fetchLowStock}
        locations={locations.data ?? []}
        canAdjust={hasRole(profile?.role, 'admin')}
        onAction={(a, item) => setAction({ action: a, item })}
        empty={{
          icon: PackageCheck,
          title: 'Nothing is low',
          description: 'Every counted item is above its reorder level.',
        }}
      />
      <StockActionDialog
        action={action?.action ?? null}
        item={action ? { id: action.item.id ?? '', name: action.item.name ?? '' } : null}
        onOpenChange={(open) => !open && setAction(null)}
        onDone={() => list.current?.reload()}
      />
    </div>
  );
}
