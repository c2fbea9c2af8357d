import { EmptyState } from '@kernel/ui/empty-state.tsx';
import { PageHeader } from '@kernel/ui/page-header.tsx';
import { Mail } from 'lucide-react';

// Placeholder until the Email module's issue builds this screen.
export default function EmailPage() {
  return (
    <>
      <PageHeader
        title="Email"
        description="Outbox, templates with placeholders and campaigns to customer lists, with delivery status."
      />
      <EmptyState icon={Mail} title="Coming soon" description="This screen arrives with the Email module." />
    </>
  );
}
