import { EmptyState } from '@kernel/ui/empty-state.tsx';
import { PageHeader } from '@kernel/ui/page-header.tsx';
import { Building2 } from 'lucide-react';

// Placeholder until the Customers module's issue builds this screen.
export default function CustomersPage() {
  return (
    <>
      <PageHeader
        title="Customers"
        description="Client companies with their contacts, workplaces (county, sector, headcount), KRA PIN and history of audits and surveys."
      />
      <EmptyState
        icon={Building2}
        title="Coming soon"
        description="This screen arrives with the Customers module."
      />
    </>
  );
}
