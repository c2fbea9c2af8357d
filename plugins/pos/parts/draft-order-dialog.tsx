// "Draft purchase order" from the low-stock list (ADR 059): choose the supplier and where the goods go;
// the draft lists the low items last bought from that supplier, enough of each to reach twice its
// reorder level, at the supplier's last cost. One id per opening: a double click drafts once.
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { type Location, listSupplierOptions, posKeys } from '../data.ts';
import { draftPurchaseOrder } from '../purchasing.ts';
import { FormDialog, SelectField, useSingleSend } from './form-dialog.tsx';

export function DraftOrderDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  locations: Location[];
}) {
  const navigate = useNavigate();
  const suppliers = useQuery({
    queryKey: [...posKeys.all, 'supplier-options'],
    queryFn: listSupplierOptions,
  });
  const s = useSingleSend(props.open);
  const [supplier, setSupplier] = useState('');
  const [location, setLocation] = useState('');
  useEffect(() => {
    if (!location && props.locations[0]) setLocation(props.locations[0].id);
  }, [props.locations, location]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (s.sending) return;
    if (!supplier) return s.setError('Choose the supplier');
    void s.send(async () => {
      const po = await draftPurchaseOrder({ id: s.id, supplier, location, items: null });
      toast.success(`Draft ${po.number} with ${po.lines.length} line(s)`);
      props.onOpenChange(false);
      navigate(`/dashboard/pos/purchase-orders/${po.id}`);
    });
  };
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Draft a purchase order"
      description="The low items last bought from this supplier, enough of each to reach twice its reorder level. You can change the draft before sending it."
      error={s.error}
      sending={s.sending}
      submitLabel="Draft the order"
      sendingLabel="Drafting…"
      onSubmit={submit}
    >
      <SelectField
        id="draft-supplier"
        label="Supplier"
        value={supplier}
        onChange={setSupplier}
        placeholder="Choose…"
        options={suppliers.data ?? []}
      />
      <SelectField
        id="draft-location"
        label="Deliver to"
        value={location}
        onChange={setLocation}
        options={props.locations.map((l) => ({ value: l.id, label: l.name }))}
      />
    </FormDialog>
  );
}
