import { EmptyState } from '@kernel/ui/empty-state.tsx';
import { PageHeader } from '@kernel/ui/page-header.tsx';
import { ClipboardList } from 'lucide-react';

// Placeholder until the Surveys module's issue builds this screen.
export default function SurveysPage() {
  return (
    <>
      <PageHeader
        title="Surveys"
        description="Questionnaires for clients and workers (satisfaction, training evaluation, OSH perception) and their results."
      />
      <EmptyState
        icon={ClipboardList}
        title="Coming soon"
        description="This screen arrives with the Surveys module."
      />
    </>
  );
}
