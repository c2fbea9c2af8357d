// "/payment/success".
import { CircleCheck } from 'lucide-react';
import { PaymentStatus } from '../components/payment-status.tsx';

export default function PaymentSuccessPage() {
  return (
    <PaymentStatus
      title="Payment received"
      icon={CircleCheck}
      tone="success"
      message="Thank you — your payment was successful. A receipt is on its way to you, and we will be in touch about delivery or scheduling."
      primary={{ to: '/', label: 'Go to the home page' }}
    />
  );
}
