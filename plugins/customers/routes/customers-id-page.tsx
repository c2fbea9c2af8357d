import { EmptyState } from '@kernel/ui/empty-state.tsx';
import { PageHeader } from '@kernel/ui/page-header.tsx';
import { Building2 } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';

// Placeholder until the Customers module's issue builds this screen.
export default function CustomerPage() {
  const { id } = useParams();
  return (
    <>
      <PageHeader
        title={`Customer ${id}`}
        description="Client companies with their contacts, workplaces (county, sector, headcount), KRA PIN and history of audits and surveys."
      />
      <EmptyState
        icon={Building2}
        title="Nothing to show yet"
        description="This record's page arrives with the Customers module."
        action={
          <Link to="/dashboard/customers" className="text-sm font-medium text-primary hover:underline">
            Back to customers
          </Link>
        }
      />
    </>
  );
}
