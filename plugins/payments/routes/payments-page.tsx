import { EmptyState } from '@kit/ui/empty-state.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { CreditCard } from 'lucide-react';

/** The Payment testing list; nothing is stored yet (README.md says what the module will own). */
export default function PaymentsPage() {
  return (
    <>
      <PageHeader
        title="Payment testing"
        description="Clients pay invoices online (sandbox, M-Pesa); superadmins set the providers and rehearse every callback."
      />
      <EmptyState icon={CreditCard} title="No payment testing yet" description="What you add appears here." />
    </>
  );
}
