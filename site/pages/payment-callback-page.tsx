// "/payment/callback": where the payment provider returns the buyer.
import { Hourglass } from 'lucide-react';
import { PaymentStatus } from '../components/payment-status.tsx';

export default function PaymentCallbackPage() {
  return (
    <PaymentStatus
      title="Confirming your payment"
      icon={Hourglass}
      tone="neutral"
      message="We are confirming your payment with the provider. You will receive a receipt by email or SMS once it is confirmed; please do not pay again."
      primary={{ to: '/shop', label: 'Back to the shop' }}
    />
  );
}
