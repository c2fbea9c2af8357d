import { EmptyState } from '@kernel/ui/empty-state.tsx';
import { PageHeader } from '@kernel/ui/page-header.tsx';
import { MessageCircleHeart } from 'lucide-react';

// Placeholder until the Feedback module's issue builds this screen.
export default function EditSurveyPage() {
  return (
    <>
      <PageHeader
        title="Edit survey"
        description="Feedback from the public site and customers, with status and assignee, and feedback surveys."
      />
      <EmptyState
        icon={MessageCircleHeart}
        title="Coming soon"
        description="This screen arrives with the Feedback module."
      />
    </>
  );
}
