// /dashboard/gallery/:id — one album: its details, its photos (add several at once, caption, reorder, cover,
// delete), and publishing, unpublishing or deleting it, each asked first.
import { useLiveInvalidation } from '@kernel/data/use-live-invalidation.ts';
import { ConfirmDialog } from '@kit/ui/alert-dialog.tsx';
import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import { EmptyState } from '@kit/ui/empty-state.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, Eye, EyeOff, ImageOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import {
  type AlbumWithPhotos,
  deleteAlbum,
  deletePhoto,
  galleryKeys,
  getAlbum,
  reorderPhotos,
  updateAlbum,
  updateCaption,
} from '../data.ts';
import { type AlbumErrors, AlbumFields, checkAlbum } from '../parts/album-fields.tsx';
import { PhotoCard } from '../parts/photo-card.tsx';
import { PhotoUpload } from '../parts/photo-upload.tsx';
import type { AlbumForm } from '../schema.ts';

const message = (e: unknown) => (e instanceof Error ? e.message : 'Not saved. Try again.');

export default function GalleryAlbumPage() {
  const id = useParams().id ?? '';
  const key = galleryKeys.detail(id);
  const album = useQuery({ queryKey: key, queryFn: ({ signal }) => getAlbum(id, signal) });
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: galleryKeys.all });
  useLiveInvalidation({ table: 'gallery_photos', filter: `album_id=eq.${id}`, queryKey: key });

  if (album.error)
    return <LoadError what="the album" error={album.error} onRetry={() => void album.refetch()} />;
  if (album.isPending) return <Skeleton className="h-96" aria-label="Loading the album" />;
  if (!album.data)
    return (
      <EmptyState
        icon={ImageOff}
        title="This album does not exist"
        description="It may have been deleted."
        action={<Link to="/dashboard/gallery">Back to the gallery</Link>}
      />
    );
  return <AlbumEditor key={album.data.id} album={album.data} onChanged={reload} />;
}

function AlbumEditor({ album, onChanged }: { album: AlbumWithPhotos; onChanged: () => void }) {
  const navigate = useNavigate();
  const [form, setForm] = useState<AlbumForm>({
    title: album.title,
    description: album.description ?? '',
    event_date: album.event_date ?? '',
  });
  const [errors, setErrors] = useState<AlbumErrors>({});
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<'publish' | 'unpublish' | 'delete' | null>(null);

  const run = async (write: () => Promise<void>, done: string) => {
    setBusy(true);
    try {
      await write();
      toast.success(done);
    } catch (e) {
      toast.error(message(e));
    } finally {
      setBusy(false);
      onChanged();
    }
  };
  const saveDetails = () => {
    const checked = checkAlbum(form);
    setErrors(checked.errors);
    const values = checked.values;
    if (!values) return;
    void run(
      () =>
        updateAlbum(album.id, {
          ...values,
          description: values.description || null,
          event_date: values.event_date || null,
        }),
      'Album saved',
    );
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = album.photos.map((p) => p.id);
    const [moved] = ids.splice(index, 1);
    if (!moved) return;
    ids.splice(index + by, 0, moved);
    void run(() => reorderPhotos(album.id, ids), 'Order saved');
  };

  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader
        title={album.title}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <Badge variant={album.is_published ? 'default' : 'secondary'}>
              {album.is_published ? 'Published' : 'Draft'}
            </Badge>
            {album.photos.length === 1 ? '1 photo' : `${album.photos.length} photos`}
            {album.is_published && (
              <Link
                to={`/gallery/album/${album.id}`}
                className="inline-flex items-center gap-1 text-primary underline"
              >
                View on the site <ExternalLink className="size-3.5" aria-hidden="true" />
              </Link>
            )}
          </span>
        }
        actions={
          <>
            {album.is_published ? (
              <Button variant="outline" size="sm" disabled={busy} onClick={() => setConfirm('unpublish')}>
                <EyeOff aria-hidden="true" />
                Unpublish
              </Button>
            ) : (
              <Button size="sm" disabled={busy} onClick={() => setConfirm('publish')}>
                <Eye aria-hidden="true" />
                Publish
              </Button>
            )}
            <Button variant="outline" size="sm" disabled={busy} onClick={() => setConfirm('delete')}>
              <Trash2 aria-hidden="true" />
              Delete album
            </Button>
          </>
        }
      />

      <section aria-labelledby="album-details" className="grid max-w-xl gap-3">
        <h2 id="album-details" className="text-lg font-semibold">
          Details
        </h2>
        <form
          noValidate
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            saveDetails();
          }}
        >
          <AlbumFields value={form} errors={errors} onChange={setForm} />
          <div>
            <Button type="submit" variant="outline" disabled={busy}>
              Save details
            </Button>
          </div>
        </form>
      </section>

      <section aria-labelledby="album-photos" className="grid gap-3">
        <h2 id="album-photos" className="text-lg font-semibold">
          Photos
        </h2>
        <PhotoUpload albumId={album.id} onAdded={onChanged} />
        {album.photos.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No photos yet. An album needs at least one before it is published.
          </p>
        ) : (
          <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Photos in order">
            {album.photos.map((photo, index) => (
              <PhotoCard
                key={photo.id}
                photo={photo}
                index={index}
                count={album.photos.length}
                isCover={photo.id === album.cover_photo_id}
                busy={busy}
                onCaption={async (caption) => {
                  await updateCaption(photo.id, caption);
                  toast.success('Caption saved');
                  onChanged();
                }}
                onMove={(by) => move(index, by)}
                onCover={() =>
                  void run(() => updateAlbum(album.id, { cover_photo_id: photo.id }), 'Cover chosen')
                }
                onDelete={() => void run(() => deletePhoto(photo), 'Photo deleted')}
              />
            ))}
          </ol>
        )}
      </section>

      <ConfirmDialog
        open={confirm === 'publish'}
        onOpenChange={(o) => !o && setConfirm(null)}
        title="Publish this album?"
        description="Anyone can then see it, with its photos and captions, on the public gallery."
        confirmLabel="Publish"
        onConfirm={() =>
          void run(() => updateAlbum(album.id, { is_published: true }), 'Published on the public gallery')
        }
      />
      <ConfirmDialog
        open={confirm === 'unpublish'}
        onOpenChange={(o) => !o && setConfirm(null)}
        title="Unpublish this album?"
        description="It leaves the public gallery at once; its page answers “not found”."
        confirmLabel="Unpublish"
        onConfirm={() =>
          void run(() => updateAlbum(album.id, { is_published: false }), 'Removed from the public gallery')
        }
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        onOpenChange={(o) => !o && setConfirm(null)}
        title="Delete this album?"
        description={`“${album.title}” and its ${album.photos.length} photos are deleted. This cannot be undone.`}
        confirmLabel="Delete album"
        destructive
        onConfirm={() =>
          void run(async () => {
            await deleteAlbum(album.id);
            navigate('/dashboard/gallery');
          }, 'Album deleted')
        }
      />
    </div>
  );
}
