import { EmptyState } from '@kernel/ui/empty-state.tsx';
import { PageHeader } from '@kernel/ui/page-header.tsx';
import { Images } from 'lucide-react';

// Placeholder until the Gallery module's issue builds this screen.
export default function GalleryPage() {
  return (
    <>
      <PageHeader
        title="Gallery"
        description="Photo albums of trainings and site work, published to the public gallery."
      />
      <EmptyState
        icon={Images}
        title="Coming soon"
        description="This screen arrives with the Gallery module."
      />
    </>
  );
}
