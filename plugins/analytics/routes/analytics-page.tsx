import { EmptyState } from '@kernel/ui/empty-state.tsx';
import { PageHeader } from '@kernel/ui/page-header.tsx';
import { ChartColumn } from 'lucide-react';

// Placeholder until the Analytics module's issue builds this screen.
export default function AnalyticsPage() {
  return (
    <>
      <PageHeader
        title="Analytics"
        description="Revenue, receivables, pipeline, projects by status, shop sales and survey scores at a glance."
      />
      <EmptyState
        icon={ChartColumn}
        title="Coming soon"
        description="This screen arrives with the Analytics module."
      />
    </>
  );
}
