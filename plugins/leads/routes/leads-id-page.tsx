import { EmptyState } from '@kernel/ui/empty-state.tsx';
import { PageHeader } from '@kernel/ui/page-header.tsx';
import { Target } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';

// Placeholder until the Leads module's issue builds this screen.
export default function LeadPage() {
  const { id } = useParams();
  return (
    <>
      <PageHeader
        title={`Lead ${id}`}
        description="Enquiries from the website, phone and referrals, followed from first contact to a won project or a lost reason."
      />
      <EmptyState
        icon={Target}
        title="Nothing to show yet"
        description="This record's page arrives with the Leads module."
        action={
          <Link to="/dashboard/leads" className="text-sm font-medium text-primary hover:underline">
            Back to leads
          </Link>
        }
      />
    </>
  );
}
