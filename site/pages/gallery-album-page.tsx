// "/gallery/album/:id": one album's photos (from the gallery module later).
import { EmptyState } from '@kit/ui/empty-state.tsx';
import { Image as ImageIcon } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { SitePage } from '../components/site-page.tsx';

export default function GalleryAlbumPage() {
  const { id } = useParams();
  return (
    <SitePage title="Gallery album" crumbs={[{ label: 'Gallery', to: '/gallery' }]}>
      <EmptyState
        icon={ImageIcon}
        title="This album is not published"
        description={`Album ${id ?? ''} has no public photos yet.`}
        action={
          <Link to="/gallery" className="text-primary hover:underline">
            Back to the gallery
          </Link>
        }
      />
    </SitePage>
  );
}
