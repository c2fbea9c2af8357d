// "/payment/success". With `?intent=` (an online payment, ADR 053) it shows what the server recorded — the
// receipt number, the amount and the way back to the invoice — and sends a payment that did not succeed to
// /payment/callback (an address typed by hand changes nothing). Without it, the general message.
import { supabaseUrl } from '@kernel/supabase.ts';
import { buttonVariants } from '@kit/ui/button-variants.ts';
import { CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { money, usePaymentIntent } from '../components/payment-intent.tsx';
import { PaymentNotFound, ReadingPayment } from '../components/payment-lookup-states.tsx';
import { PaymentStatus } from '../components/payment-status.tsx';
import { SitePage } from '../components/site-page.tsx';

export default function PaymentSuccessPage() {
  const intent = usePaymentIntent(false);
  const navigate = useNavigate();
  const s = intent.data;
  useEffect(() => {
    if (intent.token && s && s.status !== 'succeeded')
      void navigate(`/payment/callback?intent=${intent.token}`, { replace: true });
  }, [s, intent.token, navigate]);
  if (!intent.token)
    return (
      <PaymentStatus
        title="Payment received"
        icon={CircleCheck}
        tone="success"
        message="Thank you — your payment was successful. A receipt is on its way to you, and we will be in touch about delivery or scheduling."
        primary={{ to: '/', label: 'Go to the home page' }}
      />
    );
  if (intent.error) return <PaymentNotFound message={intent.error.message} />;
  if (s?.status !== 'succeeded') return <ReadingPayment />;
  return (
    <SitePage title="Payment received" width="prose">
      <div className="grid justify-items-start gap-4">
        <CircleCheck className="size-12 text-primary" aria-hidden="true" />
        <p className="text-lg">
          Thank you: we received <strong>{money(s)}</strong>{' '}
          {s.order_number ? `for order ${s.order_number}` : `for invoice ${s.invoice_number}`}.
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {s.order_number ? (
            <>
              <dt className="text-muted-foreground">Order</dt>
              <dd className="font-mono" data-testid="order-number">
                {s.order_number}
              </dd>
            </>
          ) : (
            <>
              <dt className="text-muted-foreground">Receipt</dt>
              <dd className="font-mono" data-testid="receipt-number">
                {s.receipt_number}
              </dd>
            </>
          )}
          <dt className="text-muted-foreground">Amount</dt>
          <dd>{money(s)}</dd>
        </dl>
        <p className="text-sm text-muted-foreground">
          {s.order_number
            ? 'Your confirmation is e-mailed to you; we call you when the order is ready.'
            : 'Your receipt is e-mailed to the address we have for you.'}
        </p>
        <div className="flex flex-wrap gap-3">
          {s.order_path && (
            <Link to={s.order_path} className={buttonVariants()}>
              View your order
            </Link>
          )}
          {/* The receipt PDF (ADR 061): the server reads it for this payment's token; nothing else opens it. */}
          {!s.order_number && (
            <a
              href={`${supabaseUrl.replace(/\/+$/, '')}/functions/v1/payments-receipt?intent=${intent.token}`}
              className={buttonVariants({ variant: 'outline' })}
              target="_blank"
              rel="noopener"
            >
              Download the receipt (PDF)
            </a>
          )}
          {s.invoice_path && (
            <Link to={s.invoice_path} className={buttonVariants()}>
              View the invoice
            </Link>
          )}
          <Link to="/contact" className={buttonVariants({ variant: 'outline' })}>
            Contact us
          </Link>
        </div>
      </div>
    </SitePage>
  );
}
