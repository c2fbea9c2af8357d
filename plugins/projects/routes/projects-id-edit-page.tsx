import { EmptyState } from '@kernel/ui/empty-state.tsx';
import { PageHeader } from '@kernel/ui/page-header.tsx';
import { FolderKanban } from 'lucide-react';

// Placeholder until the Projects module's issue builds this screen.
export default function EditProjectPage() {
  return (
    <>
      <PageHeader
        title="Edit project"
        description="Audits, noise and air surveys and training engagements: scope, site visits, tasks, findings and the final report."
      />
      <EmptyState
        icon={FolderKanban}
        title="Coming soon"
        description="This screen arrives with the Projects module."
      />
    </>
  );
}
