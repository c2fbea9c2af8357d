// "/payment/failed". With `?intent=` (an online payment, ADR 053) it says why, in the payer's words, from the
// server's record, and offers "Try again" on the invoice. Without it, the general message.
import { buttonVariants } from '@kit/ui/button-variants.ts';
import { CircleX } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { failureText, usePaymentIntent } from '../components/payment-intent.tsx';
import { PaymentNotFound, ReadingPayment } from '../components/payment-lookup-states.tsx';
import { PaymentStatus } from '../components/payment-status.tsx';
import { SitePage } from '../components/site-page.tsx';

export default function PaymentFailedPage() {
  const intent = usePaymentIntent(false);
  const navigate = useNavigate();
  const s = intent.data;
  useEffect(() => {
    if (intent.token && s && (s.status === 'pending' || s.status === 'succeeded' || s.status === 'held'))
      void navigate(`/payment/callback?intent=${intent.token}`, { replace: true });
  }, [s, intent.token, navigate]);
  if (!intent.token)
    return (
      <PaymentStatus
        title="Payment not completed"
        icon={CircleX}
        tone="error"
        message="The payment did not go through. You can try again or use another method; if money was deducted, contact us with the payment reference and we will put it right."
        primary={{ to: '/shop', label: 'Try again' }}
      />
    );
  if (intent.error) return <PaymentNotFound message={intent.error.message} />;
  if (!s) return <ReadingPayment />;
  return (
    <SitePage title="Payment not completed" width="prose">
      <div className="grid justify-items-start gap-4">
        <CircleX className="size-12 text-destructive" aria-hidden="true" />
        <p className="text-lg" data-testid="payment-failure">
          {failureText(s)}
        </p>
        <div className="flex flex-wrap gap-3">
          {s.order_path && (
            <Link to={s.order_path} className={buttonVariants()}>
              Back to your order
            </Link>
          )}
          {s.invoice_path && (
            <Link to={`${s.invoice_path}/pay`} className={buttonVariants()}>
              Try again
            </Link>
          )}
          {s.invoice_path && (
            <Link to={s.invoice_path} className={buttonVariants({ variant: 'outline' })}>
              Back to the invoice
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
