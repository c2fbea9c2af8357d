// "/gallery": albums of trainings, drills and site work (from the gallery module later).
import { EmptyState } from '@kit/ui/empty-state.tsx';
import { Image as ImageIcon } from 'lucide-react';
import { SitePage } from '../components/site-page.tsx';

export default function GalleryPage() {
  return (
    <SitePage title="Gallery" crumbs={[]} intro="Trainings, fire drills and site work in pictures.">
      <EmptyState
        icon={ImageIcon}
        title="No albums published yet"
        description="Photos from our trainings and projects will appear here."
      />
    </SitePage>
  );
}
