import { EmptyState } from '@kernel/ui/empty-state.tsx';
import { PageHeader } from '@kernel/ui/page-header.tsx';
import { PhoneCall } from 'lucide-react';

// Placeholder until the Call centre module's issue builds this screen.
export default function CallCentrePage() {
  return (
    <>
      <PageHeader
        title="Call centre"
        description="Inbound and outbound calls logged against customers and leads, with follow-ups."
      />
      <EmptyState
        icon={PhoneCall}
        title="Coming soon"
        description="This screen arrives with the Call centre module."
      />
    </>
  );
}
