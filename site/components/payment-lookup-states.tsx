// The two states every payment return page (/payment/callback, /success, /failed) shows while it looks up
// the intent its address names (ADR 053): the server's refusal in its own words, and the read in flight.
import { SitePage } from './site-page.tsx';

export function PaymentNotFound({ message }: { message: string }) {
  return (
    <SitePage title="We cannot find this payment" width="prose">
      <p role="alert" className="text-lg">
        {message}
      </p>
    </SitePage>
  );
}

export function ReadingPayment() {
  return (
    <SitePage title="Reading your payment" width="prose">
      <p>Reading your payment…</p>
    </SitePage>
  );
}
