// "/payment/failed".
import { CircleX } from 'lucide-react';
import { PaymentStatus } from '../components/payment-status.tsx';

export default function PaymentFailedPage() {
  return (
    <PaymentStatus
      title="Payment not completed"
      icon={CircleX}
      tone="error"
      message="The payment did not go through. You can try again or use another method; if money was deducted, contact us with the payment reference and we will put it right."
      primary={{ to: '/shop', label: 'Try again' }}
    />
  );
}
