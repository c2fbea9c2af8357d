// "/payment/callback": where the payment provider returns the buyer. With `?intent=` (an online payment,
// ADR 053) it reads the payment's state from the server, waiting while the provider has not answered (M-Pesa:
// "check your phone"), then goes to /payment/success or /payment/failed. Without it, the general message.
import { buttonVariants } from '@kit/ui/button-variants.ts';
import { Spinner } from '@kit/ui/spinner.tsx';
import { Hourglass, ShieldAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { money, usePaymentIntent } from '../components/payment-intent.tsx';
import { PaymentNotFound } from '../components/payment-lookup-states.tsx';
import { PaymentStatus } from '../components/payment-status.tsx';
import { SitePage } from '../components/site-page.tsx';

export default function PaymentCallbackPage() {
  const intent = usePaymentIntent(2000);
  const navigate = useNavigate();
  const status = intent.data?.status;
  useEffect(() => {
    if (!intent.token) return;
    if (status === 'succeeded') void navigate(`/payment/success?intent=${intent.token}`, { replace: true });
    if (status === 'failed' || status === 'cancelled' || status === 'expired')
      void navigate(`/payment/failed?intent=${intent.token}`, { replace: true });
  }, [status, intent.token, navigate]);

  if (!intent.token)
    return (
      <PaymentStatus
        title="Confirming your payment"
        icon={Hourglass}
        tone="neutral"
        message="We are confirming your payment with the provider. You will receive a receipt by email or SMS once it is confirmed; please do not pay again."
        primary={{ to: '/shop', label: 'Back to the shop' }}
      />
    );
  if (intent.error) return <PaymentNotFound message={intent.error.message} />;
  const s = intent.data;
  if (s?.status === 'held')
    return (
      <SitePage title="Your payment is being checked" width="prose">
        <div className="grid justify-items-start gap-4">
          <ShieldAlert className="size-12 text-muted-foreground" aria-hidden="true" />
          <p className="text-lg">
            We received a payment for{' '}
            {s.order_number ? `order ${s.order_number}` : `invoice ${s.invoice_number}`} that our team must
            check before it is credited. We will contact you; please do not pay again.
          </p>
          {s.order_path && (
            <Link to={s.order_path} className={buttonVariants({ variant: 'outline' })}>
              Back to your order
            </Link>
          )}
          {s.invoice_path && (
            <Link to={s.invoice_path} className={buttonVariants({ variant: 'outline' })}>
              Back to the invoice
            </Link>
          )}
        </div>
      </SitePage>
    );
  return (
    <SitePage title="Confirming your payment" width="prose">
      <div className="grid justify-items-start gap-4" aria-live="polite">
        <Spinner label="Waiting for the confirmation" />
        {s ? (
          <p className="text-lg" data-testid="payment-waiting">
            {s.provider === 'mpesa'
              ? `Waiting for M-Pesa confirmation on your phone: enter your M-Pesa PIN to pay ${money(s)} for ${paidFor(s)}.`
              : `Waiting for the confirmation of your payment of ${money(s)} for ${paidFor(s)}.`}{' '}
            Please keep this page open and do not pay again.
          </p>
        ) : (
          <p className="text-lg">Reading your payment…</p>
        )}
      </div>
    </SitePage>
  );
}

/** What the payment is for: an online shop order (ADR 057) or an invoice. */
function paidFor(s: { order_number?: string | null; invoice_number: string | null }) {
  return s.order_number ? `order ${s.order_number}` : `invoice ${s.invoice_number}`;
}
