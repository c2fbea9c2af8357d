// /dashboard/pos/bills/:id (ADR 083): a supplier bill — its A4 document (lines, totals, payments; Print) and,
// for admins, Post (draft → open), Record payment… (an open bill), Cancel bill… (a draft or an open bill
// without payments, with a reason). Links back to its purchase order.
import { hasRole } from '@kernel/roles.ts';
import { useProfile } from '@kernel/session/use-profile.ts';
import { Button } from '@kit/ui/button.tsx';
import { Input } from '@kit/ui/input.tsx';
import { Label } from '@kit/ui/label.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Banknote, CheckCircle2, Printer, XCircle } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { posKeys, supplierKeys } from '../data.ts';
import { FormDialog, useSingleSend } from '../parts/form-dialog.tsx';
import { PosNav } from '../parts/pos-nav.tsx';
import { RecordSupplierPaymentDialog } from '../parts/record-supplier-payment-dialog.tsx';
import { SupplierBillDocument } from '../parts/supplier-bill-document.tsx';
import { purchaseOrderKeys } from '../purchasing.ts';
import {
  cancelSupplierBill,
  getSupplierBill,
  postSupplierBill,
  type SupplierBill,
  supplierBillKeys,
} from '../supplier-bills.ts';

export default function SupplierBillPage() {
  const { id = '' } = useParams();
  const bill = useQuery({
    queryKey: [...supplierBillKeys.all, 'bill', id],
    queryFn: () => getSupplierBill(id),
  });
  if (bill.error)
    return <LoadError what="The supplier bill" error={bill.error} onRetry={() => bill.refetch()} />;
  if (!bill.data)
    return (
      <div>
        <PosNav />
        <p role="status" className="text-muted-foreground">
          Loading the bill…
        </p>
      </div>
    );
  return <BillView bill={bill.data} />;
}

function BillView({ bill: b }: { bill: SupplierBill }) {
  const queryClient = useQueryClient();
  const { profile } = useProfile();
  const isAdmin = hasRole(profile?.role, 'admin');
  const [paying, setPaying] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [busy, setBusy] = useState(false);
  const store = (next: SupplierBill) => {
    queryClient.setQueryData([...supplierBillKeys.all, 'bill', next.id], next);
    void queryClient.invalidateQueries({ queryKey: supplierBillKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: purchaseOrderKeys.all });
    void queryClient.invalidateQueries({ queryKey: supplierKeys.all });
    void queryClient.invalidateQueries({ queryKey: posKeys.all });
  };
  const post = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const next = await postSupplierBill(b.id);
      store(next);
      toast.success(
        `${b.number} posted: ${next.status === 'paid' ? 'nothing to pay' : 'it is owed from now on'}`,
      );
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <PosNav />
      <PageHeader
        title={`Supplier bill ${b.number}`}
        description={
          <>
            {b.supplier.name}'s invoice {b.supplier_ref}, for purchase order{' '}
            <Link className="underline" to={`/dashboard/pos/purchase-orders/${b.purchase_order.id}`}>
              {b.purchase_order.number}
            </Link>
            .
          </>
        }
        actions={
          <div className="flex flex-wrap gap-2 print:hidden">
            {isAdmin && b.status === 'draft' && (
              <Button disabled={busy} onClick={() => void post()}>
                <CheckCircle2 aria-hidden="true" />
                Post bill
              </Button>
            )}
            {isAdmin && b.status === 'open' && (
              <Button onClick={() => setPaying(true)}>
                <Banknote aria-hidden="true" />
                Record payment…
              </Button>
            )}
            {isAdmin && (b.status === 'draft' || (b.status === 'open' && Number(b.paid) === 0)) && (
              <Button variant="outline" onClick={() => setCancelling(true)}>
                <XCircle aria-hidden="true" />
                Cancel bill…
              </Button>
            )}
            <Button variant="outline" onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              Print
            </Button>
          </div>
        }
      />
      {b.status === 'draft' && (
        <p role="status" className="mb-3 text-sm text-muted-foreground print:hidden">
          A draft: check it against the supplier's invoice, then post it
          {isAdmin ? '' : ' (an admin posts bills)'}.
        </p>
      )}
      <SupplierBillDocument bill={b} />
      <p className="mt-4 text-sm print:hidden">
        <Link className="underline" to="/dashboard/pos/bills">
          All supplier bills
        </Link>
      </p>
      <RecordSupplierPaymentDialog open={paying} onOpenChange={setPaying} bill={b} onDone={store} />
      <CancelBillDialog bill={b} open={cancelling} onOpenChange={setCancelling} onDone={store} />
    </div>
  );
}

function CancelBillDialog(props: {
  bill: SupplierBill;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: (b: SupplierBill) => void;
}) {
  const s = useSingleSend(props.open);
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (props.open) setReason('');
  }, [props.open]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void s.send(async () => {
      const next = await cancelSupplierBill(props.bill.id, reason);
      props.onDone(next);
      toast.success(`${props.bill.number} cancelled`);
      props.onOpenChange(false);
    });
  };
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={`Cancel ${props.bill.number}?`}
      description="It stays on the list as cancelled; what it billed can be billed again, and the supplier's invoice entered again."
      error={s.error}
      sending={s.sending}
      submitLabel="Cancel the bill"
      sendingLabel="Cancelling…"
      onSubmit={submit}
    >
      <div className="grid gap-1">
        <Label htmlFor="cancel-bill-reason">Why</Label>
        <Input
          id="cancel-bill-reason"
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
    </FormDialog>
  );
}
