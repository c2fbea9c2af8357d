import { EmptyState } from '@kernel/ui/empty-state.tsx';
import { PageHeader } from '@kernel/ui/page-header.tsx';
import { CreditCard } from 'lucide-react';

// Placeholder until the Payment testing module's issue builds this screen.
export default function PaymentTestingPage() {
  return (
    <>
      <PageHeader
        title="Payment testing"
        description="Try the payment providers (M-Pesa, card) against their sandboxes before going live."
      />
      <EmptyState
        icon={CreditCard}
        title="Coming soon"
        description="This screen arrives with the Payment testing module."
      />
    </>
  );
}
