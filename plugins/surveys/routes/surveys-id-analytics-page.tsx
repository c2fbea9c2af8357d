import { EmptyState } from '@kernel/ui/empty-state.tsx';
import { PageHeader } from '@kernel/ui/page-header.tsx';
import { ClipboardList } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';

// Placeholder until the Surveys module's issue builds this screen.
export default function SurveyAnalyticsPage() {
  const { id } = useParams();
  return (
    <>
      <PageHeader
        title={`Survey analytics ${id}`}
        description="Questionnaires for clients and workers (satisfaction, training evaluation, OSH perception) and their results."
      />
      <EmptyState
        icon={ClipboardList}
        title="Nothing to show yet"
        description="This record's page arrives with the Surveys module."
        action={
          <Link to="/dashboard/surveys" className="text-sm font-medium text-primary hover:underline">
            Back to surveys
          </Link>
        }
      />
    </>
  );
}
