// /invoice/:token/pay — public (ADR 053): "Pay now" from the client's invoice page. The amount due (or part of
// it), the way to pay (the enabled providers: sandbox, M-Pesa with the phone that gets the prompt), then the
// provider's page (sandbox) or /payment/callback waiting for the phone (M-Pesa). The server decides everything
// (payments-start → create_payment_intent): this page only asks. When the firm takes no part payments online
// (online_payment_rules, ADR 075) the amount is the amount due, shown, not asked.
import { formatMoney } from '@kit/format/money.ts';
import { useCompanyFormat } from '@kit/format/use-company-format.ts';
import { Button, buttonVariants } from '@kit/ui/button.tsx';
import { EmptyState } from '@kit/ui/empty-state.tsx';
import { FormField } from '@kit/ui/form-field.tsx';
import { Input } from '@kit/ui/input.tsx';
import { NativeRadio } from '@kit/ui/native-choice.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CreditCard, LinkIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { getPayableInvoice, paymentOptions, paymentRules, startPayment } from '../data.ts';
import { amountProblem, mpesaPhone, type PartRules, phoneProblem } from '../pay-form.ts';
import type { PayableInvoice, PaymentRules } from '../shapes.ts';

export default function PayPage() {
  const { token = '' } = useParams();
  const invoice = useQuery({
    queryKey: ['payments', 'invoice', token],
    queryFn: () => getPayableInvoice(token),
    retry: false,
  });
  const options = useQuery({ queryKey: ['payments', 'options'], queryFn: paymentOptions, retry: false });
  const rules = useQuery({ queryKey: ['payments', 'rules'], queryFn: paymentRules, retry: false });
  return (
    <main className="mx-auto grid max-w-lg gap-4 p-3 sm:p-6">
      {(invoice.isPending || options.isPending || rules.isPending) && (
        <Skeleton className="h-72" aria-label="Loading the invoice" />
      )}
      {invoice.error && (
        <EmptyState
          icon={LinkIcon}
          title="This link does not open an invoice"
          description="This link is not valid or no longer works: ask us for a new one."
        />
      )}
      {(options.error ?? rules.error) && !invoice.error && (
        <p role="alert" className="text-destructive">
          Online payment is not available right now: {(options.error ?? rules.error)?.message}
        </p>
      )}
      {invoice.data && options.data && rules.data && (
        <PayForm invoice={invoice.data} options={options.data} token={token} rules={rules.data} />
      )}
    </main>
  );
}

export function PayForm({
  invoice,
  options,
  token,
  rules = { partial_allowed: true, minimum_part: null, currency: null },
}: {
  invoice: PayableInvoice;
  options: { provider: string; label: string }[];
  token: string;
  rules?: PaymentRules;
}) {
  // The minimum part is in the company's currency: an invoice in another has none (as the server rules).
  const partRules: PartRules = {
    partialAllowed: rules.partial_allowed,
    minimumPart: rules.currency === invoice.currency ? rules.minimum_part : null,
  };
  const navigate = useNavigate();
  const locale = invoice.company.locale ?? 'en-KE';
  const money = (v: string) => formatMoney(v, { currency: invoice.currency, locale }, 'code');
  const [amount, setAmount] = useState(invoice.amount_due);
  const [provider, setProvider] = useState(options[0]?.provider ?? '');
  const [phone, setPhone] = useState('');
  // A number without a country code is read in the company's phone country (Settings → Company, ADR 079).
  const { phoneCountry } = useCompanyFormat();
  const typed = mpesaPhone(phone, phoneCountry);
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const start = useMutation({
    mutationFn: () =>
      startPayment({
        invoiceToken: token,
        amount,
        provider,
        phone: 'msisdn' in typed ? typed.msisdn : phone,
        email: email.trim() || undefined,
      }),
    onSuccess: (a) => {
      if (a.redirectUrl) window.location.assign(a.redirectUrl);
      else void navigate(a.status_path);
    },
  });
  const owing = invoice.status !== 'void' && Number(invoice.amount_due) > 0;
  const back = `/invoice/${token}`;
  if (!owing)
    return (
      <EmptyState
        icon={CreditCard}
        title={`Invoice ${invoice.number} has nothing to pay`}
        description="It is paid in full or cancelled."
        action={
          <Link to={back} className={buttonVariants({ variant: 'outline' })}>
            Back to the invoice
          </Link>
        }
      />
    );
  if (options.length === 0)
    return (
      <EmptyState
        icon={CreditCard}
        title="Online payment is not available"
        description="Please pay by the instructions on the invoice."
        action={
          <Link to={back} className={buttonVariants({ variant: 'outline' })}>
            Back to the invoice
          </Link>
        }
      />
    );
  const amountError = touched
    ? amountProblem(amount, invoice.amount_due, provider === 'mpesa', partRules)
    : null;
  const phoneError = touched && provider === 'mpesa' ? phoneProblem(phone, phoneCountry) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (amountProblem(amount, invoice.amount_due, provider === 'mpesa', partRules)) return;
    if (provider === 'mpesa' && phoneProblem(phone, phoneCountry)) return;
    start.mutate();
  };
  return (
    <form onSubmit={submit} className="grid gap-4 rounded-lg border p-4 sm:p-6" noValidate>
      <div>
        <h1 className="text-2xl font-semibold">Pay invoice {invoice.number}</h1>
        <p className="text-muted-foreground">
          To {invoice.company.trading_name ?? invoice.company.name} · {money(invoice.amount_due)} due
        </p>
      </div>
      {partRules.partialAllowed ? (
        <FormField
          label={`Amount to pay (${invoice.currency})`}
          error={amountError}
          description={
            partRules.minimumPart
              ? `The amount due, or part of it: at least ${money(partRules.minimumPart)}.`
              : 'The amount due, or part of it.'
          }
        >
          <Input
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            autoComplete="off"
          />
        </FormField>
      ) : (
        <div className="grid gap-1">
          <p className="text-sm font-medium">Amount to pay</p>
          <p className="text-xl font-semibold tabular-nums" data-testid="amount-to-pay">
            {money(invoice.amount_due)}
          </p>
          <p className="text-sm text-muted-foreground">This invoice is paid in full online.</p>
          {amountError && (
            <p role="alert" className="text-sm text-destructive">
              {amountError}
            </p>
          )}
        </div>
      )}
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">How to pay</legend>
        {options.map((o) => (
          <label key={o.provider} className="flex items-center gap-2 rounded-md border p-3">
            <NativeRadio
              name="provider"
              value={o.provider}
              checked={provider === o.provider}
              onChange={() => setProvider(o.provider)}
            />
            {o.provider === 'mpesa'
              ? 'M-Pesa'
              : o.provider === 'sandbox'
                ? 'Test payment (sandbox)'
                : o.provider === 'stripe'
                  ? 'Card (Visa, Mastercard)'
                  : o.provider === 'paystack'
                    ? 'Card or mobile money (Paystack)'
                    : o.label}
          </label>
        ))}
      </fieldset>
      {provider === 'mpesa' && (
        <FormField
          label="M-Pesa phone number"
          error={phoneError}
          description="A Kenyan number (+254), like 0712 345 678: you will get a prompt on this phone to enter your M-Pesa PIN."
        >
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="0712 345 678"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
          />
        </FormField>
      )}
      {provider === 'paystack' && (
        <FormField
          label="Your e-mail (optional)"
          description="Paystack sends its receipt here; empty: the address we have for you."
        >
          <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </FormField>
      )}
      {start.error && (
        <p role="alert" className="text-sm text-destructive">
          {start.error.message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={start.isPending || start.isSuccess}>
          {start.isPending || start.isSuccess ? 'Starting the payment…' : `Pay ${money(amount || '0')}`}
        </Button>
        <Link to={back} className={buttonVariants({ variant: 'outline' })}>
          Back to the invoice
        </Link>
      </div>
    </form>
  );
}
