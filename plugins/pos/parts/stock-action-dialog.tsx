// Receive, transfer or adjust one item's stock (the inventory and low-stock screens' row actions).
// Each is one RPC, one transaction; the server's refusal ("Only 2 of … in stock at Shop") shows in the
// dialog. Adjusting needs an admin and a reason; the quantity is signed ("-2" takes two away).
import { MoneyField, SelectField, TextareaField, TextField } from '@kit/forms/fields.tsx';
import { FormDialog } from '@kit/forms/form-dialog.tsx';
import { useRecordForm } from '@kit/forms/use-record-form.ts';
import { decimalTextProblem } from '@kit/money/decimal-text.ts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  adjustStock,
  listLocations,
  listSupplierOptions,
  posKeys,
  receiveStock,
  supplierKeys,
  transferStock,
} from '../data.ts';

export type StockAction = 'receive' | 'transfer' | 'adjust';

const quantity = (what: string) =>
  z
    .string()
    .trim()
    .superRefine((v, ctx) => {
      const problem = decimalTextProblem(v, what, { places: 3, digits: 9, positive: true });
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

const schema = z
  .object({
    action: z.enum(['receive', 'transfer', 'adjust']),
    location: z.string().min(1, 'Choose a location'),
    to: z.string(),
    quantity: z.string().trim(),
    direction: z.enum(['in', 'out']),
    unit_cost: z.string().trim(),
    supplier: z.string(),
    reference: z.string().trim().max(100, 'At most 100 characters'),
    reason: z.string().trim().max(500, 'At most 500 characters'),
  })
  .superRefine((v, ctx) => {
    const q = quantity('Quantity').safeParse(v.quantity);
    if (!q.success)
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: q.error.issues[0]?.message ?? '' });
    if (v.action === 'receive') {
      const problem = decimalTextProblem(v.unit_cost, 'Unit cost', { places: 4 });
      if (problem) ctx.addIssue({ code: 'custom', path: ['unit_cost'], message: problem });
    }
    if (v.action === 'transfer' && (!v.to || v.to === v.location))
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'Choose another location to move it to' });
    if (v.action === 'adjust' && v.reason === '')
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: 'Say why (breakage, loss, count difference…)',
      });
  });
type Values = z.input<typeof schema>;

const TITLES: Record<StockAction, string> = {
  receive: 'Receive stock',
  transfer: 'Transfer stock',
  adjust: 'Adjust stock',
};

export function StockActionDialog(props: {
  action: StockAction | null;
  item: { id: string; name: string } | null;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
}) {
  const action = props.action ?? 'receive';
  const locations = useQuery({ queryKey: [...posKeys.all, 'locations'], queryFn: listLocations });
  const suppliers = useQuery({
    queryKey: [...supplierKeys.all, 'options'],
    queryFn: listSupplierOptions,
    enabled: action === 'receive',
  });
  const defaults = (): Values => ({
    action,
    location: locations.data?.[0]?.id ?? '',
    to: locations.data?.[1]?.id ?? '',
    quantity: '',
    direction: 'out',
    unit_cost: '',
    supplier: '',
    reference: '',
    reason: '',
  });
  const recordForm = useRecordForm<Values, z.output<typeof schema>>({
    schema,
    defaultValues: defaults(),
    save: async (v) => {
      const item = props.item?.id ?? '';
      if (v.action === 'receive')
        await receiveStock({
          item,
          location: v.location,
          quantity: v.quantity,
          unitCost: v.unit_cost,
          supplier: v.supplier || null,
          reference: v.reference,
        });
      else if (v.action === 'transfer')
        await transferStock({ item, from: v.location, to: v.to, quantity: v.quantity });
      else
        await adjustStock({
          item,
          location: v.location,
          quantity: v.direction === 'out' ? `-${v.quantity}` : v.quantity,
          reason: v.reason,
        });
    },
    onSaved: (v) => {
      toast.success(`${TITLES[v.action]}: ${props.item?.name ?? ''} done`);
      props.onDone();
      props.onOpenChange(false);
    },
  });
  const { reset } = recordForm.form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the dialog opens for a row, or once locations arrive
  useEffect(() => {
    if (props.action) reset(defaults());
  }, [props.action, props.item?.id, locations.data, reset]);

  const locationOptions = (locations.data ?? []).map((l) => ({ value: l.id, label: l.name }));
  return (
    <FormDialog
      open={props.action !== null}
      onOpenChange={props.onOpenChange}
      recordForm={recordForm}
      title={`${TITLES[action]}: ${props.item?.name ?? ''}`}
      description={
        action === 'adjust'
          ? 'Corrects on hand with a movement the ledger keeps, with your reason. Never below zero.'
          : action === 'transfer'
            ? 'Moves stock between locations: out of one, into the other, at the average cost.'
            : 'Goods in at their unit cost; the average cost follows.'
      }
      submitLabel={TITLES[action]}
    >
      <SelectField<Values>
        name="location"
        label={action === 'transfer' ? 'From' : 'Location'}
        options={locationOptions}
      />
      {action === 'transfer' && <SelectField<Values> name="to" label="To" options={locationOptions} />}
      {action === 'adjust' && (
        <SelectField<Values>
          name="direction"
          label="Direction"
          options={[
            { value: 'out', label: 'Take away (breakage, loss, count short)' },
            { value: 'in', label: 'Add (found, count over)' },
          ]}
        />
      )}
      <TextField<Values> name="quantity" label="Quantity" inputMode="decimal" autoComplete="off" />
      {action === 'receive' && (
        <>
          <MoneyField<Values>
            name="unit_cost"
            label="Unit cost"
            description="What one unit cost, before VAT"
          />
          <SelectField<Values>
            name="supplier"
            label="Supplier"
            placeholder="No supplier"
            options={suppliers.data ?? []}
          />
          <TextField<Values> name="reference" label="Delivery note or invoice no." autoComplete="off" />
        </>
      )}
      {action === 'adjust' && <TextareaField<Values> name="reason" label="Reason" rows={2} />}
    </FormDialog>
  );
}
