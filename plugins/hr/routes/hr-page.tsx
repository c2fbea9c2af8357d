import { EmptyState } from '@kernel/ui/empty-state.tsx';
import { PageHeader } from '@kernel/ui/page-header.tsx';
import { Users } from 'lucide-react';

// Placeholder until the HR module's issue builds this screen.
export default function HrPage() {
  return (
    <>
      <PageHeader
        title="HR"
        description="Employees, departments, contracts, leave and staff certifications and licences with expiry warnings."
      />
      <EmptyState icon={Users} title="Coming soon" description="This screen arrives with the HR module." />
    </>
  );
}
