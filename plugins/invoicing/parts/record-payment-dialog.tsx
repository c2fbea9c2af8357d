// "Record payment" (staff) on an issued or partly paid invoice: how it was paid,
// the amount (what is due by default), the date received, the M-Pesa code (M-Pesa
// only, 10 letters and digits, checked here and — unique — by the database) or a
// reference. Other open invoices of the same customer can be ticked to be paid by
// the same payment (each adds what it owes to the amount; the money goes to this
// invoice first, then the ticked ones in order). What is paid above the amounts
// due stays as the customer's credit — after a second, deliberate press: a payment above what the chosen
// invoices owe is more often a typo than a prepayment (issue 22 item 1).
import { isDataError } from '@kernel/data/data-error.ts';
import { companyToday, useFormatters } from '@kit/format/use-company-format.ts';
import { isDecimalText } from '@kit/money/decimal-text.ts';
import { Button } from '@kit/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@kit/ui/dialog.tsx';
import { FormField } from '@kit/ui/form-field.tsx';
import { Input } from '@kit/ui/input.tsx';
import { NativeCheckbox } from '@kit/ui/native-choice.tsx';
import { NativeSelect } from '@kit/ui/native-select.tsx';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import {
  listOtherOpenInvoices,
  MPESA_CODE,
  methodOptions,
  normaliseMpesaCode,
  type PaymentMethod,
  paymentKeys,
  recordPayment,
} from '../payments-data.ts';

const cents = (v: number | string) => Math.round(Number(v) * 100);
const fromCents = (c: number) => (c / 100).toFixed(2);

type Errors = Partial<Record<'amount' | 'received_on' | 'transaction_code' | 'form', string>>;

export function RecordPaymentDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  invoice: { id: string; number: string | null; customer_id: string; amount_due: number | string };
  onDone: () => void;
  /** Replaces the server call (tests). */
  run?: typeof recordPayment;
}) {
  const { money, format } = useFormatters();
  // The firm's day: the server refuses a date after it, and a browser elsewhere (or UTC's) may be a day behind. By
  // the zone's name, so the company settings arriving (the same zone) do not reset a form being filled in.
  const zone = format.timezone;
  const due = Number(props.invoice.amount_due);
  const [method, setMethod] = useState<PaymentMethod>('mpesa');
  const [amount, setAmount] = useState(due.toFixed(2));
  const [receivedOn, setReceivedOn] = useState(companyToday({ timezone: zone }));
  const [code, setCode] = useState('');
  const [reference, setReference] = useState('');
  const [payer, setPayer] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [also, setAlso] = useState<string[]>([]);
  /** The amount and ticked invoices whose credit the user saw and confirmed; any change asks again. */
  const [creditSeenFor, setCreditSeenFor] = useState<string | null>(null);
  const others = useQuery({
    queryKey: paymentKeys.list({ open: props.invoice.customer_id, except: props.invoice.id }),
    queryFn: () => listOtherOpenInvoices(props.invoice.customer_id, props.invoice.id),
    enabled: props.open,
  });
  const otherInvoices = others.data ?? [];

  useEffect(() => {
    if (props.open) {
      setAmount(due.toFixed(2));
      setReceivedOn(companyToday({ timezone: zone }));
      setCode('');
      setReference('');
      setPayer('');
      setErrors({});
      setAlso([]);
      setCreditSeenFor(null);
    }
  }, [props.open, due, zone]);

  const amountNumber = isDecimalText(amount) ? Number(amount.trim()) : null;
  // This invoice first, then the ticked ones in list order; the rest is credit.
  const plan: { invoice_id: string; number: string | null; amount: number }[] = [];
  let left = amountNumber === null ? 0 : cents(amountNumber);
  for (const inv of [
    { id: props.invoice.id, number: props.invoice.number, amount_due: due },
    ...otherInvoices.filter((o) => also.includes(o.id)),
  ]) {
    const take = Math.min(left, cents(inv.amount_due));
    if (take > 0) plan.push({ invoice_id: inv.id, number: inv.number, amount: take });
    left -= take;
  }
  const credit = left;
  const creditKey = `${amount.trim()}|${also.join(',')}`;
  const askingAboutCredit = credit > 0 && creditSeenFor === creditKey;
  const toggle = (id: string, owed: number | string, on: boolean) => {
    setAlso((xs) => (on ? [...xs, id] : xs.filter((x) => x !== id)));
    if (amountNumber !== null)
      setAmount(fromCents(Math.max(0, cents(amountNumber) + (on ? 1 : -1) * cents(owed))));
  };

  const validate = (): Errors => {
    const e: Errors = {};
    if (amountNumber === null || amountNumber <= 0)
      e.amount = 'Enter the amount received, above 0 and below 1,000,000,000,000 (like 15000 or 15000.50)';
    if (!receivedOn) e.received_on = 'Enter the date the money was received';
    else if (receivedOn > companyToday({ timezone: zone }))
      e.received_on = 'The date received cannot be in the future';
    if (method === 'mpesa' && !MPESA_CODE.test(normaliseMpesaCode(code)))
      e.transaction_code =
        'Enter the M-Pesa code from the confirmation SMS: 10 letters and digits, like SKL4XB2M9Q';
    return e;
  };

  const submit = async (ev: React.FormEvent) => {
    ev.preventDefault();
    const e = validate();
    setErrors(e);
    if (Object.keys(e).length > 0) return;
    if (credit > 0 && !askingAboutCredit) {
      setCreditSeenFor(creditKey);
      return;
    }
    setBusy(true);
    try {
      const paid = await (props.run ?? recordPayment)({
        customer_id: props.invoice.customer_id,
        method,
        amount: amount.trim(),
        received_on: receivedOn,
        transaction_code: method === 'mpesa' ? normaliseMpesaCode(code) : undefined,
        reference: method === 'mpesa' ? undefined : reference.trim() || undefined,
        payer: payer.trim() || undefined,
        allocations: plan.map((a) => ({ invoice_id: a.invoice_id, amount: fromCents(a.amount) })),
      });
      toast.success(`Payment ${paid.number} recorded`);
      props.onOpenChange(false);
      props.onDone();
    } catch (err) {
      if (isDataError(err) && err.code === '23505' && method === 'mpesa')
        setErrors({
          transaction_code: `${err.message}. Check the code in the SMS: each M-Pesa payment is recorded once.`,
        });
      else
        setErrors({
          form: err instanceof Error && err.message ? err.message : 'Recording failed. Try again.',
        });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>
              Record payment{props.invoice.number ? ` for ${props.invoice.number}` : ''}
            </DialogTitle>
            <DialogDescription>
              {money(due.toFixed(2))} is due. A payment cannot be changed once recorded: an admin can reverse
              a mistake.
            </DialogDescription>
          </DialogHeader>
          <FormField label="How it was paid">
            <NativeSelect value={method} onChange={(e) => setMethod(e.target.value as PaymentMethod)}>
              {methodOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField
            label="Amount received"
            error={errors.amount}
            description={
              credit > 0 || plan.length > 1
                ? `${plan.map((a) => `${money(fromCents(a.amount))} pays ${a.number ?? 'this invoice'}`).join('; ')}${
                    credit > 0 ? `; ${money(fromCents(credit))} stays as the customer's credit` : ''
                  }.`
                : undefined
            }
          >
            <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
          </FormField>
          <FormField label="Date received" error={errors.received_on}>
            <Input
              type="date"
              max={companyToday({ timezone: zone })}
              value={receivedOn}
              onChange={(e) => setReceivedOn(e.target.value)}
            />
          </FormField>
          {otherInvoices.length > 0 && (
            <fieldset className="grid gap-2">
              <legend className="text-sm font-medium">Also pay the customer's other open invoices</legend>
              {otherInvoices.map((o) => (
                <label key={o.id} className="flex items-center gap-2 text-sm">
                  <NativeCheckbox
                    checked={also.includes(o.id)}
                    onChange={(e) => toggle(o.id, o.amount_due, e.target.checked)}
                  />
                  {o.number} — {money(Number(o.amount_due).toFixed(2))} due
                </label>
              ))}
            </fieldset>
          )}
          {method === 'mpesa' ? (
            <FormField
              label="M-Pesa code"
              error={errors.transaction_code}
              description="From the confirmation SMS, e.g. SKL4XB2M9Q"
            >
              <Input
                autoCapitalize="characters"
                autoComplete="off"
                maxLength={12}
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            </FormField>
          ) : (
            <FormField label="Reference (optional)" description="Bank reference, cheque number or card slip">
              <Input value={reference} maxLength={100} onChange={(e) => setReference(e.target.value)} />
            </FormField>
          )}
          <FormField label="Payer's name (optional)">
            <Input value={payer} maxLength={200} onChange={(e) => setPayer(e.target.value)} />
          </FormField>
          {askingAboutCredit && (
            <div
              role="alert"
              className="rounded-md border border-amber-600/40 bg-amber-50 p-3 text-sm text-amber-950"
            >
              <p className="font-medium">
                {money(fromCents(cents(amount.trim())))} is {money(fromCents(credit))} more than{' '}
                {plan.length > 1
                  ? 'the chosen invoices owe'
                  : `${props.invoice.number ?? 'this invoice'} owes`}
                .
              </p>
              <p>
                {money(fromCents(credit))} will be held as the customer's credit. Check the amount; if the
                customer did pay this much, record it with the credit.
              </p>
            </div>
          )}
          {errors.form && (
            <p role="alert" className="text-sm text-destructive">
              {errors.form}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => props.onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy
                ? 'Recording…'
                : askingAboutCredit
                  ? `Record with ${money(fromCents(credit))} credit`
                  : 'Record payment'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
