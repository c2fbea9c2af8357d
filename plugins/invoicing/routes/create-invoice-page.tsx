import { EmptyState } from '@kernel/ui/empty-state.tsx';
import { PageHeader } from '@kernel/ui/page-header.tsx';
import { Receipt } from 'lucide-react';

// Placeholder until the Invoicing module's issue builds this screen.
export default function NewInvoicePage() {
  return (
    <>
      <PageHeader
        title="New invoice"
        description="Invoices from quotations and projects, payments received, balances due and reminders."
      />
      <EmptyState
        icon={Receipt}
        title="Coming soon"
        description="This screen arrives with the Invoicing module."
      />
    </>
  );
}
