import { EmptyState } from '@kernel/ui/empty-state.tsx';
import { PageHeader } from '@kernel/ui/page-header.tsx';
import { UserRound } from 'lucide-react';

// Placeholder until the Self-management module's issue builds this screen.
export default function SelfManagementPage() {
  return (
    <>
      <PageHeader
        title="Self-management"
        description="Your own profile and password, leave requests, tasks and documents."
      />
      <EmptyState
        icon={UserRound}
        title="Coming soon"
        description="This screen arrives with the Self-management module."
      />
    </>
  );
}
