import { EmptyState } from '@kernel/ui/empty-state.tsx';
import { PageHeader } from '@kernel/ui/page-header.tsx';
import { MessageCircleHeart } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';

// Placeholder until the Feedback module's issue builds this screen.
export default function SurveyAnalyticsPage() {
  const { id } = useParams();
  return (
    <>
      <PageHeader
        title={`Survey analytics ${id}`}
        description="Feedback from the public site and customers, with status and assignee, and feedback surveys."
      />
      <EmptyState
        icon={MessageCircleHeart}
        title="Nothing to show yet"
        description="This record's page arrives with the Feedback module."
        action={
          <Link to="/dashboard/feedback" className="text-sm font-medium text-primary hover:underline">
            Back to feedback
          </Link>
        }
      />
    </>
  );
}
