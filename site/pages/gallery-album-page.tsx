// "/gallery/album/:id": one published album (ADR 081): its photos in a grid, with captions; a photo opens
// large in a dialog that moves with the arrow keys and closes with Escape. An unpublished or unknown album is
// not found: the server answers 404 (the route's head, site/routes.tsx) and the page shows the not-found text.
import { buttonVariants } from '@kit/ui/button-variants.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@kit/ui/dialog.tsx';
import { EmptyState } from '@kit/ui/empty-state.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { ChevronLeft, ChevronRight, Image as ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { type PublicAlbumWithPhotos, readPublicAlbum, usePublicRead } from '../components/gallery-api.ts';
import { galleryPhoto, ResponsiveImage } from '../components/responsive-image.tsx';
import { SitePage } from '../components/site-page.tsx';
import { LazySiteNotFound } from './site-not-found-lazy.tsx';

const crumbs = [{ label: 'Gallery', to: '/gallery' }];

function Lightbox(props: {
  album: PublicAlbumWithPhotos;
  index: number | null;
  onIndex: (i: number | null) => void;
}) {
  const { photos } = props.album;
  const i = props.index;
  const photo = i === null ? undefined : photos[i];
  const go = (by: number) => i !== null && props.onIndex((i + by + photos.length) % photos.length);
  return (
    <Dialog open={photo !== undefined} onOpenChange={(open) => !open && props.onIndex(null)}>
      <DialogContent
        className="max-w-5xl"
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight') go(1);
          if (e.key === 'ArrowLeft') go(-1);
        }}
      >
        {photo && i !== null && (
          <figure className="grid gap-3">
            <DialogTitle className="text-base">
              Photo {i + 1} of {photos.length}
            </DialogTitle>
            <ResponsiveImage
              image={galleryPhoto(photo.storage_path, photo.width, photo.height)}
              alt={photo.caption ?? ''}
              priority
              sizes="(min-width: 1024px) 960px, 100vw"
              className="mx-auto h-auto max-h-[70dvh] w-auto max-w-full rounded-md object-contain"
            />
            <DialogDescription asChild>
              <figcaption>{photo.caption ?? props.album.title}</figcaption>
            </DialogDescription>
            {photos.length > 1 && (
              <div className="flex justify-between gap-2">
                <button
                  type="button"
                  className={buttonVariants({ variant: 'outline' })}
                  onClick={() => go(-1)}
                >
                  <ChevronLeft aria-hidden="true" />
                  Previous photo
                </button>
                <button
                  type="button"
                  className={buttonVariants({ variant: 'outline' })}
                  onClick={() => go(1)}
                >
                  Next photo
                  <ChevronRight aria-hidden="true" />
                </button>
              </div>
            )}
          </figure>
        )}
      </DialogContent>
    </Dialog>
  );
}

function AlbumView({ album }: { album: PublicAlbumWithPhotos }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <SitePage title={album.title} crumbs={crumbs} intro={album.description ?? undefined}>
      {album.photos.length === 0 ? (
        <EmptyState icon={ImageIcon} title="No photos in this album yet" />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Photos">
          {album.photos.map((photo, i) => (
            <li key={photo.id}>
              <figure className="grid gap-2">
                <button
                  type="button"
                  className="rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  aria-label={`Open photo ${i + 1}${photo.caption ? `: ${photo.caption}` : ''} large`}
                  onClick={() => setOpen(i)}
                >
                  <ResponsiveImage
                    image={galleryPhoto(photo.storage_path, photo.width, photo.height)}
                    alt={photo.caption ?? ''}
                    priority={i === 0}
                    sizes="(min-width: 1152px) 360px, (min-width: 640px) 45vw, calc(100vw - 2rem)"
                    className="aspect-[3/2] h-auto w-full rounded-lg bg-muted object-cover"
                  />
                </button>
                {photo.caption && (
                  <figcaption className="text-sm text-muted-foreground">{photo.caption}</figcaption>
                )}
              </figure>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-8">
        <Link to="/gallery" className="font-medium text-primary hover:underline">
          All albums
        </Link>
      </p>
      <Lightbox album={album} index={open} onIndex={setOpen} />
    </SitePage>
  );
}

export default function GalleryAlbumPage() {
  const id = useParams().id ?? '';
  const album = usePublicRead(() => readPublicAlbum(id), id);
  if (album.error)
    return (
      <SitePage title="Album" crumbs={crumbs}>
        <LoadError what="the album" error={album.error} onRetry={album.retry} />
      </SitePage>
    );
  if (album.data === null) return <LazySiteNotFound />;
  if (!album.data)
    return (
      <SitePage title="Album" crumbs={crumbs}>
        <div
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          role="status"
          aria-label="Loading the album"
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="aspect-[3/2] w-full rounded-lg" />
          ))}
        </div>
      </SitePage>
    );
  return <AlbumView album={album.data} />;
}
