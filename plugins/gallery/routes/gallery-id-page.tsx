import { EmptyState } from '@kernel/ui/empty-state.tsx';
import { PageHeader } from '@kernel/ui/page-header.tsx';
import { Images } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';

// Placeholder until the Gallery module's issue builds this screen.
export default function AlbumPage() {
  const { id } = useParams();
  return (
    <>
      <PageHeader
        title={`Album ${id}`}
        description="Photo albums of trainings and site work, published to the public gallery."
      />
      <EmptyState
        icon={Images}
        title="Nothing to show yet"
        description="This record's page arrives with the Gallery module."
        action={
          <Link to="/dashboard/gallery" className="text-sm font-medium text-primary hover:underline">
            Back to gallery
          </Link>
        }
      />
    </>
  );
}
