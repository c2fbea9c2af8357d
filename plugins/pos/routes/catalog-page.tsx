// /dashboard/pos/catalog: the catalogue's products the shop stocks (invoicing owns the catalogue; POS
// adds barcode, category, reorder level and the "counted" flag). Admins stock a product and edit these. Each row
// shows the primary image and, for a variant, its product and size (ADR 078).
import { hasRole } from '@kernel/roles.ts';
import { useProfile } from '@kernel/session/use-profile.ts';
import { useFormatters } from '@kit/format/use-company-format.ts';
import type { ListColumn } from '@kit/list/list-column.ts';
import { RecordList, type RecordListHandle } from '@kit/list/record-list.tsx';
import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { fetchStockLevels, posKeys, type StockLevel, stockedOptions } from '../data.ts';
import { PosNav } from '../parts/pos-nav.tsx';
import { ProductImageThumb } from '../parts/product-image-thumb.tsx';
import { StockItemDialog } from '../parts/stock-item-dialog.tsx';
import { listCatalogExtras } from '../product-images.ts';

export default function CatalogPage() {
  const { profile } = useProfile();
  const canEdit = hasRole(profile?.role, 'admin');
  const { money } = useFormatters();
  const list = useRef<RecordListHandle>(null);
  const [editing, setEditing] = useState<StockLevel | 'new' | null>(null);
  // Images and variants are changed in the dialog: read again when it closes.
  const extras = useQuery({ queryKey: [...posKeys.lists(), 'catalog-extras'], queryFn: listCatalogExtras });
  const extra = (i: StockLevel) => extras.data?.get(i.id ?? '');
  const columns: ListColumn<StockLevel>[] = [
    {
      id: 'image',
      header: 'Image',
      exportValue: false,
      cell: (i) => <ProductImageThumb path={extra(i)?.image} />,
    },
    { id: 'name', header: 'Product', priority: 'key', sortable: true },
    {
      id: 'variant',
      header: 'Size of',
      value: (i) => {
        const e = extra(i);
        return e?.group ? `${e.group} · ${e.label}` : '';
      },
    },
    { id: 'sku', header: 'SKU', priority: 'high', sortable: true },
    { id: 'barcode', header: 'Barcode', priority: 'high' },
    { id: 'category', header: 'Category', sortable: true },
    {
      id: 'unit_price',
      header: 'Price',
      align: 'end',
      value: (i) => String(i.unit_price ?? ''),
      cell: (i) => <span className="tabular-nums">{money(String(i.unit_price ?? '0'))}</span>,
    },
    {
      id: 'reorder_level',
      header: 'Reorder at',
      align: 'end',
      sortable: true,
      value: (i) => String(Number(i.reorder_level ?? 0)),
    },
    {
      id: 'is_stocked',
      header: 'Counted',
      value: (i) => (i.is_stocked ? 'Counted' : 'Not counted'),
      cell: (i) => (i.is_stocked ? 'Counted' : <Badge variant="secondary">Not counted</Badge>),
    },
  ];
  if (canEdit)
    columns.push({
      id: 'edit',
      header: 'Edit',
      exportValue: false,
      hideable: false,
      cell: (i) => (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Edit stock settings of ${i.name}`}
          onClick={() => setEditing(i)}
        >
          <Pencil aria-hidden="true" />
        </Button>
      ),
    });
  const newButton = canEdit ? (
    <Button onClick={() => setEditing('new')}>
      <Plus aria-hidden="true" />
      Stock a product
    </Button>
  ) : undefined;
  return (
    <div>
      <PosNav />
      <PageHeader
        title="Catalogue"
        description={
          <>
            The products the shop stocks. Names, prices and tax come from the one{' '}
            <Link className="underline" to="/dashboard/invoicing/catalogue">
              sales catalogue
            </Link>
            .
          </>
        }
        actions={newButton}
      />
      <RecordList<StockLevel>
        ref={list}
        name="stocked products"
        queryKey={[...posKeys.lists(), 'catalog']}
        columns={columns}
        filters={[{ id: 'stocked', label: 'Counted', options: stockedOptions }]}
        fetchPage={fetchStockLevels}
        rowId={(i) => i.id ?? ''}
        defaults={{ sort: [{ id: 'name', desc: false }] }}
        searchPlaceholder="Name, SKU, barcode, category…"
        empty={{ action: newButton }}
      />
      {canEdit && (
        <StockItemDialog
          open={editing !== null}
          onOpenChange={(open) => {
            if (open) return;
            setEditing(null);
            void extras.refetch();
          }}
          item={editing && editing !== 'new' ? editing : undefined}
          onSaved={() => list.current?.reload()}
        />
      )}
    </div>
  );
}
