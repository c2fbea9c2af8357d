// "/gallery": the published albums of the gallery module (ADR 081), newest event first: cover, title, date and
// how many photos. Read as a visitor (row-level security shows published albums only); the server renders the
// page's frame and head (ADR 058), the albums arrive in the browser.
import { EmptyState } from '@kit/ui/empty-state.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { Image as ImageIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { type PublicAlbum, readPublicAlbums, usePublicRead } from '../components/gallery-api.ts';
import { galleryPhoto, ResponsiveImage } from '../components/responsive-image.tsx';
import { SitePage } from '../components/site-page.tsx';

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

function AlbumCard({ album, first }: { album: PublicAlbum; first: boolean }) {
  const count = album.photo_count === 1 ? '1 photo' : `${album.photo_count} photos`;
  return (
    <li className="group relative grid gap-2 rounded-xl border bg-card p-2 focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      {album.cover_path && album.cover_width && album.cover_height ? (
        <ResponsiveImage
          image={galleryPhoto(album.cover_path, album.cover_width, album.cover_height)}
          alt=""
          priority={first}
          sizes="(min-width: 1152px) 360px, (min-width: 640px) 45vw, calc(100vw - 2rem)"
          className="aspect-[3/2] h-auto w-full rounded-lg bg-muted object-cover"
        />
      ) : (
        <div className="grid aspect-[3/2] place-items-center rounded-lg bg-muted" aria-hidden="true">
          <ImageIcon className="size-10 text-muted-foreground" />
        </div>
      )}
      <div className="px-1 pb-1">
        <h2 className="font-semibold">
          {/* The link covers the card (after:absolute): one click target, one name for screen readers. */}
          <Link
            to={`/gallery/album/${album.id}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {album.title}
          </Link>
        </h2>
        <p className="text-sm text-muted-foreground">
          {album.event_date ? `${longDate(album.event_date)} · ${count}` : count}
        </p>
      </div>
    </li>
  );
}

export default function GalleryPage() {
  const albums = usePublicRead(readPublicAlbums, 'albums');
  return (
    <SitePage title="Gallery" crumbs={[]} intro="Trainings, fire drills and site work in pictures.">
      {albums.error ? (
        <LoadError what="the albums" error={albums.error} onRetry={albums.retry} />
      ) : !albums.data ? (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label="Loading the albums">
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton className="aspect-[3/2] w-full rounded-xl" />
            </li>
          ))}
        </ul>
      ) : albums.data.length === 0 ? (
        <EmptyState
          icon={ImageIcon}
          title="No albums published yet"
          description="Photos from our trainings and projects will appear here."
        />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label="Albums">
          {albums.data.map((album, i) => (
            <AlbumCard key={album.id} album={album} first={i === 0} />
          ))}
        </ul>
      )}
    </SitePage>
  );
}
