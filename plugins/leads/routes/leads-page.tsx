import { EmptyState } from '@kernel/ui/empty-state.tsx';
import { PageHeader } from '@kernel/ui/page-header.tsx';
import { Target } from 'lucide-react';

// Placeholder until the Leads module's issue builds this screen.
export default function LeadsPage() {
  return (
    <>
      <PageHeader
        title="Leads"
        description="Enquiries from the website, phone and referrals, followed from first contact to a won project or a lost reason."
      />
      <EmptyState
        icon={Target}
        title="Coming soon"
        description="This screen arrives with the Leads module."
      />
    </>
  );
}
