import { EmptyState } from '@kernel/ui/empty-state.tsx';
import { PageHeader } from '@kernel/ui/page-header.tsx';
import { Receipt } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';

// Placeholder until the Invoicing module's issue builds this screen.
export default function InvoicePage() {
  const { id } = useParams();
  return (
    <>
      <PageHeader
        title={`Invoice ${id}`}
        description="Invoices from quotations and projects, payments received, balances due and reminders."
      />
      <EmptyState
        icon={Receipt}
        title="Nothing to show yet"
        description="This record's page arrives with the Invoicing module."
        action={
          <Link to="/dashboard/invoicing" className="text-sm font-medium text-primary hover:underline">
            Back to invoicing
          </Link>
        }
      />
    </>
  );
}
