import { EmptyState } from '@kernel/ui/empty-state.tsx';
import { PageHeader } from '@kernel/ui/page-header.tsx';
import { FolderKanban } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';

// Placeholder until the Projects module's issue builds this screen.
export default function ProjectPage() {
  const { id } = useParams();
  return (
    <>
      <PageHeader
        title={`Project ${id}`}
        description="Audits, noise and air surveys and training engagements: scope, site visits, tasks, findings and the final report."
      />
      <EmptyState
        icon={FolderKanban}
        title="Nothing to show yet"
        description="This record's page arrives with the Projects module."
        action={
          <Link to="/dashboard/projects" className="text-sm font-medium text-primary hover:underline">
            Back to projects
          </Link>
        }
      />
    </>
  );
}
