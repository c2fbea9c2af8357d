import { EmptyState } from '@kernel/ui/empty-state.tsx';
import { PageHeader } from '@kernel/ui/page-header.tsx';
import { CalendarDays } from 'lucide-react';

// Placeholder until the Calendar module's issue builds this screen.
export default function CalendarPage() {
  return (
    <>
      <PageHeader
        title="Calendar"
        description="Site visits, training sessions, medical exam days and meetings for the whole team."
      />
      <EmptyState
        icon={CalendarDays}
        title="Coming soon"
        description="This screen arrives with the Calendar module."
      />
    </>
  );
}
