// /dashboard/pos/purchase-orders/:id (ADR 059): "new" or a draft — the editor (supplier, delivery
// location, expected date, lines of stocked items with quantity and unit cost); a sent or received
// order — its A4 document with the letterhead, and Send (marks it sent), Receive… (whole or in part:
// the stock moves at the ordered cost), Cancel (asks first), Print. Send by e-mail… (ADR 076) mails the PDF
// to the supplier through the outbox (once, however often it is clicked); Download PDF; the order's history.
// Once goods are received, admins "Create bill…" (ADR 083) for what is not billed yet; the order lists its
// supplier bills.

import { hasRole } from '@kernel/roles.ts';
import { useProfile } from '@kernel/session/use-profile.ts';
import { useFormatters } from '@kit/format/use-company-format.ts';
import { RecordTimeline } from '@kit/record/record-timeline.tsx';
import { ConfirmDialog } from '@kit/ui/alert-dialog.tsx';
import { Button } from '@kit/ui/button.tsx';
import { Input } from '@kit/ui/input.tsx';
import { Label } from '@kit/ui/label.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { NativeSelect } from '@kit/ui/native-select.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { Textarea } from '@kit/ui/textarea.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FileDown,
  Mail,
  PackageCheck,
  Pencil,
  Plus,
  Printer,
  ReceiptText,
  Send,
  Trash2,
  XCircle,
} from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { listLocations, listSupplierOptions, posKeys } from '../data.ts';
import { downloadPurchaseOrderPdf, sendPurchaseOrder } from '../documents-data.ts';
import { CreateBillDialog } from '../parts/create-bill-dialog.tsx';
import { FormDialog, FormError, QuantityList, SelectField, useSingleSend } from '../parts/form-dialog.tsx';
import { PosNav } from '../parts/pos-nav.tsx';
import { PurchaseOrderDocument } from '../parts/purchase-order-document.tsx';
import {
  getPurchaseOrder,
  listOrderableItems,
  type PurchaseOrder,
  purchaseOrderKeys,
  receivePurchaseOrder,
  savePurchaseOrder,
  setPurchaseOrderStatus,
} from '../purchasing.ts';
import { supplierBillKeys } from '../supplier-bills.ts';
import { SUPPLIER_BILL_STATUS_LABELS } from '../supplier-bills-shapes.ts';

interface EditLine {
  key: string;
  catalog_item_id: string;
  quantity: string;
  unit_cost: string;
}

export default function PurchaseOrderPage() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const order = useQuery({
    queryKey: [...purchaseOrderKeys.all, 'order', id],
    queryFn: () => getPurchaseOrder(id),
    enabled: !isNew,
  });
  const [editing, setEditing] = useState(false);
  if (order.error)
    return <LoadError what="The purchase order" error={order.error} onRetry={() => order.refetch()} />;
  if (!isNew && !order.data)
    return (
      <div>
        <PosNav />
        <p role="status" className="text-muted-foreground">
          Loading the purchase order…
        </p>
      </div>
    );
  const o = order.data;
  if (isNew || (o && o.status === 'draft' && editing))
    return <OrderEditor order={o} onSaved={() => setEditing(false)} />;
  return o ? <OrderView order={o} onEdit={() => setEditing(true)} /> : null;
}

function OrderEditor({ order, onSaved }: { order?: PurchaseOrder; onSaved: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const suppliers = useQuery({
    queryKey: [...posKeys.all, 'supplier-options'],
    queryFn: listSupplierOptions,
  });
  const locations = useQuery({ queryKey: [...posKeys.all, 'locations'], queryFn: listLocations });
  const items = useQuery({ queryKey: [...purchaseOrderKeys.all, 'items'], queryFn: listOrderableItems });
  const [orderId] = useState(() => order?.id ?? crypto.randomUUID());
  const [supplier, setSupplier] = useState(order?.supplier.id ?? '');
  const [location, setLocation] = useState(order?.location.id ?? '');
  const [expected, setExpected] = useState(order?.expected_on ?? '');
  const [notes, setNotes] = useState(order?.notes ?? '');
  const [lines, setLines] = useState<EditLine[]>(
    order?.lines.map((l) => ({
      key: crypto.randomUUID(),
      catalog_item_id: l.catalog_item_id,
      quantity: String(Number(l.quantity)),
      unit_cost: String(Number(l.unit_cost)),
    })) ?? [{ key: crypto.randomUUID(), catalog_item_id: '', quantity: '1', unit_cost: '' }],
  );
  const { error, setError, sending, send } = useSingleSend(true);
  useEffect(() => {
    if (!location && locations.data?.[0]) setLocation(locations.data[0].id);
  }, [locations.data, location]);
  const update = (key: string, patch: Partial<EditLine>) =>
    setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    if (!supplier) return setError('Choose the supplier');
    if (lines.some((l) => !l.catalog_item_id)) return setError('Choose an item on every line (or remove it)');
    void send(async () => {
      const saved = await savePurchaseOrder({
        id: orderId,
        supplier_id: supplier,
        location_id: location,
        expected_on: expected,
        notes,
        lines: lines.map((l) => ({
          catalog_item_id: l.catalog_item_id,
          quantity: l.quantity.trim(),
          unit_cost: l.unit_cost.trim(),
        })),
      });
      toast.success(`Purchase order ${saved.number} saved as a draft`);
      queryClient.setQueryData([...purchaseOrderKeys.all, 'order', saved.id], saved);
      void queryClient.invalidateQueries({ queryKey: purchaseOrderKeys.lists() });
      onSaved();
      navigate(`/dashboard/pos/purchase-orders/${saved.id}`, { replace: true });
    });
  };
  return (
    <div>
      <PosNav />
      <PageHeader
        title={order ? `Edit ${order.number}` : 'New purchase order'}
        description="A draft until it is sent: the supplier, where the goods go, and what to order at what cost."
      />
      <form className="grid max-w-4xl gap-4" onSubmit={submit} aria-label="Purchase order">
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            id="po-supplier"
            label="Supplier"
            value={supplier}
            onChange={setSupplier}
            placeholder="Choose…"
            options={suppliers.data ?? []}
          />
          <SelectField
            id="po-location"
            label="Deliver to"
            value={location}
            onChange={setLocation}
            options={(locations.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
          />
          <div className="grid gap-1">
            <Label htmlFor="po-expected">Expected by (optional)</Label>
            <Input
              id="po-expected"
              type="date"
              value={expected}
              onChange={(e) => setExpected(e.target.value)}
            />
          </div>
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-medium">Lines</legend>
          {lines.map((l, i) => (
            <div
              key={l.key}
              className="grid gap-2 rounded-md border p-2 sm:grid-cols-[1fr_7rem_8rem_auto] sm:items-end"
            >
              <div className="grid gap-1">
                <Label htmlFor={`po-item-${l.key}`}>Item {i + 1}</Label>
                <NativeSelect
                  id={`po-item-${l.key}`}
                  value={l.catalog_item_id}
                  onChange={(e) => {
                    const item = items.data?.find((x) => x.id === e.target.value);
                    update(l.key, {
                      catalog_item_id: e.target.value,
                      unit_cost: l.unit_cost || (item ? String(Number(item.average_cost)) : ''),
                    });
                  }}
                >
                  <option value="">Choose…</option>
                  {(items.data ?? []).map((x) => (
                    <option key={x.id} value={x.id}>
                      {x.name}
                      {x.sku ? ` (${x.sku})` : ''}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="grid gap-1">
                <Label htmlFor={`po-qty-${l.key}`}>Quantity</Label>
                <Input
                  id={`po-qty-${l.key}`}
                  inputMode="decimal"
                  className="text-right"
                  value={l.quantity}
                  onChange={(e) => update(l.key, { quantity: e.target.value })}
                />
              </div>
              <div className="grid gap-1">
                <Label htmlFor={`po-cost-${l.key}`}>Unit cost</Label>
                <Input
                  id={`po-cost-${l.key}`}
                  inputMode="decimal"
                  className="text-right"
                  value={l.unit_cost}
                  onChange={(e) => update(l.key, { unit_cost: e.target.value })}
                />
              </div>
              <Button
                type="button"
                variant="ghost"
                aria-label={`Remove line ${i + 1}`}
                disabled={lines.length === 1}
                onClick={() => setLines((ls) => ls.filter((x) => x.key !== l.key))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          ))}
          <div>
            <Button
              type="button"
              variant="outline"
              onClick={() =>
                setLines((ls) => [
                  ...ls,
                  { key: crypto.randomUUID(), catalog_item_id: '', quantity: '1', unit_cost: '' },
                ])
              }
            >
              <Plus aria-hidden="true" />
              Add a line
            </Button>
          </div>
        </fieldset>
        <div className="grid gap-1">
          <Label htmlFor="po-notes">Notes for the supplier (optional)</Label>
          <Textarea id="po-notes" rows={2} value={notes} onChange={(e) => setNotes(e.target.value)} />
        </div>
        <FormError error={error} />
        <div className="flex gap-2">
          <Button type="submit" disabled={sending}>
            {sending ? 'Saving…' : 'Save draft'}
          </Button>
          <Button type="button" variant="outline" asChild>
            <Link
              to={order ? `/dashboard/pos/purchase-orders/${order.id}` : '/dashboard/pos/purchase-orders'}
            >
              Cancel
            </Link>
          </Button>
        </div>
      </form>
    </div>
  );
}

/** What is received and not on a bill yet, per line: "4 of Safety helmet, 3 of Gloves". */
function unbilled(o: PurchaseOrder) {
  return o.lines
    .map((l) => ({ name: l.name, left: Number(l.received) - Number(l.billed ?? 0) }))
    .filter((l) => l.left > 0)
    .map((l) => `${l.left} of ${l.name}`)
    .join(', ');
}

function OrderView({ order: o, onEdit }: { order: PurchaseOrder; onEdit: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { profile } = useProfile();
  const { money, date } = useFormatters();
  const [billing, setBilling] = useState(false);
  const toBill = unbilled(o);
  const [receiving, setReceiving] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [mailing, setMailing] = useState(false);
  const [busy, setBusy] = useState(false);
  const store = (next: PurchaseOrder) => {
    queryClient.setQueryData([...purchaseOrderKeys.all, 'order', next.id], next);
    void queryClient.invalidateQueries({ queryKey: purchaseOrderKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: posKeys.all });
  };
  const status = async (s: 'sent' | 'cancelled') => {
    if (busy) return;
    setBusy(true);
    try {
      const next = await setPurchaseOrderStatus(o.id, s);
      store(next);
      toast.success(s === 'sent' ? `${o.number} marked sent` : `${o.number} cancelled`);
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const mail = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const next = await sendPurchaseOrder(o.id);
      store(next);
      toast.success(
        next.already
          ? `${o.number} was already e-mailed to ${next.emailed_to}`
          : `${o.number} e-mailed to ${next.emailed_to}`,
      );
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const pdf = async () => {
    try {
      await downloadPurchaseOrderPdf(o.id);
    } catch (err) {
      toast.error((err as Error).message);
    }
  };
  const mailable = (o.status === 'draft' || o.status === 'sent') && !o.emailed_at;
  return (
    <div>
      <PosNav />
      <PageHeader
        title={`Purchase order ${o.number}`}
        description={`To ${o.supplier.name}, delivered to ${o.location.name}.`}
        actions={
          <div className="flex flex-wrap gap-2 print:hidden">
            {o.status === 'draft' && (
              <>
                <Button variant="outline" onClick={onEdit}>
                  <Pencil aria-hidden="true" />
                  Edit
                </Button>
                <Button variant="outline" disabled={busy} onClick={() => void status('sent')}>
                  <Send aria-hidden="true" />
                  Mark sent
                </Button>
              </>
            )}
            {mailable && (
              <Button disabled={busy} onClick={() => setMailing(true)}>
                <Mail aria-hidden="true" />
                Send by e-mail…
              </Button>
            )}
            {(o.status === 'sent' || o.status === 'partly_received') && (
              <Button onClick={() => setReceiving(true)}>
                <PackageCheck aria-hidden="true" />
                Receive…
              </Button>
            )}
            {toBill !== '' && hasRole(profile?.role, 'admin') && (
              <Button onClick={() => setBilling(true)}>
                <ReceiptText aria-hidden="true" />
                Create bill…
              </Button>
            )}
            {(o.status === 'draft' || o.status === 'sent') && (
              <Button variant="outline" disabled={busy} onClick={() => setCancelling(true)}>
                <XCircle aria-hidden="true" />
                Cancel order
              </Button>
            )}
            <Button variant="outline" onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              Print
            </Button>
            <Button variant="outline" onClick={() => void pdf()}>
              <FileDown aria-hidden="true" />
              Download PDF
            </Button>
          </div>
        }
      />
      {o.emailed_at && (
        <p role="status" className="mb-3 text-sm text-muted-foreground print:hidden">
          E-mailed to {o.emailed_to} on {new Date(o.emailed_at).toLocaleString()}.
        </p>
      )}
      <PurchaseOrderDocument order={o} />
      {(o.bills ?? []).length > 0 && (
        <section aria-labelledby="po-bills" className="mt-6 print:hidden">
          <h2 id="po-bills" className="mb-2 font-semibold">
            Supplier bills
          </h2>
          <ul className="grid gap-1 text-sm">
            {(o.bills ?? []).map((b) => (
              <li key={b.id}>
                <Link className="font-medium underline" to={`/dashboard/pos/bills/${b.id}`}>
                  {b.number}
                </Link>{' '}
                — their invoice {b.supplier_ref}, {money(b.total)}, {SUPPLIER_BILL_STATUS_LABELS[b.status]}
                {b.status === 'open' && ` (paid ${money(b.paid)}; due ${date(b.due_on)})`}
              </li>
            ))}
          </ul>
          {toBill !== '' && <p className="mt-1 text-sm text-muted-foreground">Not billed yet: {toBill}.</p>}
        </section>
      )}
      <section aria-labelledby="po-history" className="mt-6 print:hidden">
        <h2 id="po-history" className="mb-2 font-semibold">
          History
        </h2>
        <RecordTimeline recordType="pos_purchase_orders" recordId={o.id} noun="purchase order" />
      </section>
      <ConfirmDialog
        open={mailing}
        onOpenChange={setMailing}
        title={`Send ${o.number} by e-mail?`}
        description={
          o.supplier.email
            ? `${o.supplier.name} gets the order as a PDF at ${o.supplier.email}${o.status === 'draft' ? ', and the order is marked sent' : ''}.`
            : `${o.supplier.name} has no e-mail address yet: add one under Suppliers first.`
        }
        confirmLabel="Send"
        cancelLabel="Not now"
        onConfirm={() => void mail()}
      />
      <ReceiveDialog order={o} open={receiving} onOpenChange={setReceiving} onDone={store} />
      <CreateBillDialog
        order={o}
        toBill={toBill}
        open={billing}
        onOpenChange={setBilling}
        onDone={(bill) => {
          queryClient.setQueryData([...supplierBillKeys.all, 'bill', bill.id], bill);
          void queryClient.invalidateQueries({ queryKey: supplierBillKeys.lists() });
          void queryClient.invalidateQueries({ queryKey: [...purchaseOrderKeys.all, 'order', o.id] });
          navigate(`/dashboard/pos/bills/${bill.id}`);
        }}
      />
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title={`Cancel ${o.number}?`}
        description="The order stays on the list as cancelled; nothing more can be received on it."
        confirmLabel="Cancel the order"
        cancelLabel="Keep it"
        destructive
        onConfirm={() => void status('cancelled')}
      />
    </div>
  );
}

function ReceiveDialog(props: {
  order: PurchaseOrder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: (o: PurchaseOrder) => void;
}) {
  const o = props.order;
  const s = useSingleSend(props.open);
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [reference, setReference] = useState('');
  useEffect(() => {
    if (props.open) {
      setQuantities(
        Object.fromEntries(o.lines.map((l) => [l.line_no, String(Number(l.quantity) - Number(l.received))])),
      );
      setReference('');
    }
  }, [props.open, o.lines]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void s.send(async () => {
      const next = await receivePurchaseOrder({
        receipt: s.id,
        order: o.id,
        lines: Object.entries(quantities)
          .filter(([, q]) => q.trim() !== '' && Number(q) !== 0)
          .map(([n, q]) => ({ line_no: Number(n), quantity: q.trim() })),
        reference,
      });
      props.onDone(next);
      toast.success(
        next.status === 'received' ? `${o.number} received in full` : `${o.number}: part received`,
      );
      props.onOpenChange(false);
    });
  };
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={`Receive on ${o.number}`}
      description={`How many of each line arrived. The stock goes in at ${o.location.name} at the ordered cost.`}
      error={s.error}
      sending={s.sending}
      submitLabel="Receive"
      sendingLabel="Receiving…"
      onSubmit={submit}
    >
      <QuantityList
        idPrefix="receive"
        quantities={quantities}
        onChange={setQuantities}
        lines={o.lines.map((l) => {
          const left = Number(l.quantity) - Number(l.received);
          return {
            line_no: l.line_no,
            name: l.name,
            left,
            hint: left > 0 ? `${left} of ${Number(l.quantity)} still to come` : 'All received',
          };
        })}
      />
      <div className="grid gap-1">
        <Label htmlFor="receive-reference">Delivery note (optional)</Label>
        <Input id="receive-reference" value={reference} onChange={(e) => setReference(e.target.value)} />
      </div>
    </FormDialog>
  );
}
