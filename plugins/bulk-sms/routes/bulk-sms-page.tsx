import { EmptyState } from '@kernel/ui/empty-state.tsx';
import { PageHeader } from '@kernel/ui/page-header.tsx';
import { MessageSquareText } from 'lucide-react';

// Placeholder until the Bulk SMS module's issue builds this screen.
export default function BulkSmsPage() {
  return (
    <>
      <PageHeader
        title="Bulk SMS"
        description="Text messages to customers and lists, with segment counts, delivery reports and costs."
      />
      <EmptyState
        icon={MessageSquareText}
        title="Coming soon"
        description="This screen arrives with the Bulk SMS module."
      />
    </>
  );
}
