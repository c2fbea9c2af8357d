import { EmptyState } from '@kernel/ui/empty-state.tsx';
import { PageHeader } from '@kernel/ui/page-header.tsx';
import { Landmark } from 'lucide-react';

// Placeholder until the Accounting module's issue builds this screen.
export default function AccountingPage() {
  return (
    <>
      <PageHeader
        title="Accounting"
        description="Chart of accounts, journals posted from invoices and sales, receivables, VAT and financial reports."
      />
      <EmptyState
        icon={Landmark}
        title="Coming soon"
        description="This screen arrives with the Accounting module."
      />
    </>
  );
}
