// /dashboard/pos/suppliers: who the firm buys stock from (receipts name them). Staff add and edit; each row
// says what the firm owes the supplier on open bills and how much of it is overdue (ADR 083), linked to
// those bills.
import { useFormatters } from '@kit/format/use-company-format.ts';
import type { ListColumn } from '@kit/list/list-column.ts';
import { RecordList, type RecordListHandle } from '@kit/list/record-list.tsx';
import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { Pencil, Plus, ReceiptText } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { type Supplier, supplierKeys } from '../data.ts';
import { PosNav } from '../parts/pos-nav.tsx';
import { SupplierDialog } from '../parts/supplier-dialog.tsx';
import { fetchSupplierRows, type SupplierRow } from '../supplier-bills.ts';

export default function SuppliersPage() {
  const list = useRef<RecordListHandle>(null);
  const [editing, setEditing] = useState<Supplier | 'new' | null>(null);
  const { money } = useFormatters();
  const columns: ListColumn<SupplierRow>[] = [
    { id: 'name', header: 'Name', priority: 'key', sortable: true },
    { id: 'contact_name', header: 'Contact', priority: 'high' },
    { id: 'phone', header: 'Phone', priority: 'high' },
    { id: 'email', header: 'E-mail', priority: 'low' },
    { id: 'tax_pin', header: 'KRA PIN', priority: 'low' },
    {
      id: 'owed',
      header: 'Owed',
      priority: 'high',
      align: 'end',
      value: (s) => (s.owed === null ? '' : money(s.owed)),
      cell: (s) =>
        s.owed === null ? (
          ''
        ) : (
          <Link
            className="underline"
            to={`/dashboard/pos/bills?f.supplier=${s.id}&f.status=open`}
            aria-label={`${money(s.owed)} owed to ${s.name} on ${s.open_bills} open bill${s.open_bills === 1 ? '' : 's'}`}
          >
            {money(s.owed)}
            {s.overdue !== null && Number(s.overdue) > 0 && (
              <span className="block text-xs font-semibold text-destructive">{money(s.overdue)} overdue</span>
            )}
          </Link>
        ),
    },
    {
      id: 'is_active',
      header: 'Status',
      priority: 'low',
      value: (s) => (s.is_active ? 'In use' : 'Not in use'),
      cell: (s) => (s.is_active ? 'In use' : <Badge variant="secondary">Not in use</Badge>),
    },
    {
      id: 'edit',
      header: 'Edit',
      exportValue: false,
      hideable: false,
      cell: (s) => (
        <Button variant="ghost" size="sm" aria-label={`Edit ${s.name}`} onClick={() => setEditing(s)}>
          <Pencil aria-hidden="true" />
        </Button>
      ),
    },
  ];
  const newButton = (
    <Button onClick={() => setEditing('new')}>
      <Plus aria-hidden="true" />
      New supplier
    </Button>
  );
  return (
    <div>
      <PosNav />
      <PageHeader
        title="Suppliers"
        description="Who the shop buys stock from. Receiving goods names the supplier."
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" asChild>
              <Link to="/dashboard/pos/bills">
                <ReceiptText aria-hidden="true" />
                Supplier bills
              </Link>
            </Button>
            {newButton}
          </div>
        }
      />
      <RecordList<SupplierRow>
        ref={list}
        name="suppliers"
        queryKey={supplierKeys.lists()}
        columns={columns}
        filters={[
          {
            id: 'active',
            label: 'Status',
            options: [
              { value: 'true', label: 'In use' },
              { value: 'false', label: 'Not in use' },
            ],
          },
        ]}
        fetchPage={fetchSupplierRows}
        rowId={(s) => s.id}
        defaults={{ sort: [{ id: 'name', desc: false }] }}
        searchPlaceholder="Name, contact, phone, e-mail, PIN…"
        empty={{ action: newButton }}
      />
      <SupplierDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        supplier={editing && editing !== 'new' ? editing : undefined}
        onSaved={() => list.current?.reload()}
      />
    </div>
  );
}
