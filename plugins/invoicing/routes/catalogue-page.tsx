// /dashboard/invoicing/catalogue: the price list quotations and invoices pick
// from. The kernel's RecordList (search over name, SKU and description,
// filters by kind, status and tax code, sort, paging and CSV in the URL);
// admins add and edit items, staff read.

import { hasRole } from '@kernel/roles.ts';
import { useProfile } from '@kernel/session/use-profile.ts';
import type { RecordListHandle } from '@kit/list/record-list.tsx';
import { Button } from '@kit/ui/button.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { type CatalogItem, catalogueKeys, fetchCatalogItems, listTaxCodeOptions } from '../catalogue-data.ts';
import { CatalogItemDialog } from '../parts/catalog-item-dialog.tsx';
import { CatalogueTable } from '../parts/catalogue-table.tsx';

export default function CataloguePage() {
  const list = useRef<RecordListHandle>(null);
  const { profile } = useProfile();
  const canEdit = hasRole(profile?.role, 'admin');
  const [editing, setEditing] = useState<CatalogItem | 'new' | null>(null);
  const taxCodes = useQuery({ queryKey: [...catalogueKeys.all, 'tax-codes'], queryFn: listTaxCodeOptions });

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
      <CatalogueTable
        listRef={list}
        fetchPage={fetchCatalogItems}
        taxOptions={taxCodes.data ?? []}
        canEdit={canEdit}
        onEdit={setEditing}
        emptyAction={newButton}
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
