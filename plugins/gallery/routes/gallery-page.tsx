// /dashboard/gallery — the albums: search and pages in the URL, drafts and published ones, a new album, and
// publish, unpublish or delete several at once (each asks first). An album opens on its own screen.
import { useLiveInvalidation } from '@kernel/data/use-live-invalidation.ts';
import { useFormatters } from '@kit/format/use-company-format.ts';
import type { BulkAction, ListColumn, ListFilter } from '@kit/list/list-column.ts';
import { RecordList } from '@kit/list/record-list.tsx';
import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { Eye, EyeOff, Images, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { type AlbumRow, albumsFetchPage, deleteAlbum, galleryKeys, updateAlbum } from '../data.ts';
import { NewAlbumDialog } from '../parts/new-album-dialog.tsx';
import { photoUrl } from '../photo-url.ts';

/** Runs one write per album; names the albums that were refused and why. */
async function eachAlbum(rows: AlbumRow[], write: (row: AlbumRow) => Promise<void>, done: string) {
  const refused: string[] = [];
  for (const row of rows) {
    try {
      await write(row);
    } catch (e) {
      refused.push(`${row.title}: ${e instanceof Error ? e.message : 'not saved'}`);
    }
  }
  if (refused.length) toast.error(refused.join('\n'));
  if (refused.length < rows.length) toast.success(done);
}

export default function GalleryPage() {
  const { date } = useFormatters();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  useLiveInvalidation({ table: 'gallery_albums', queryKey: galleryKeys.lists() });

  const filters: ListFilter[] = [
    {
      id: 'status',
      label: 'Status',
      options: [
        { value: 'true', label: 'Published' },
        { value: 'false', label: 'Draft' },
      ],
    },
  ];
  const columns: ListColumn<AlbumRow>[] = [
    {
      id: 'title',
      header: 'Album',
      priority: 'key',
      sortable: true,
      cell: (a) => (
        <span className="flex items-center gap-3">
          {a.cover ? (
            <img
              src={photoUrl(a.cover.storage_path, 160)}
              alt=""
              width={48}
              height={36}
              loading="lazy"
              className="h-9 w-12 shrink-0 rounded object-cover"
            />
          ) : (
            <span className="grid h-9 w-12 shrink-0 place-items-center rounded bg-muted" aria-hidden="true">
              <Images className="size-4 text-muted-foreground" />
            </span>
          )}
          <span>{a.title}</span>
        </span>
      ),
      exportValue: (a) => a.title,
    },
    {
      id: 'is_published',
      header: 'Status',
      priority: 'high',
      cell: (a) => (
        <Badge variant={a.is_published ? 'default' : 'secondary'}>
          {a.is_published ? 'Published' : 'Draft'}
        </Badge>
      ),
      exportValue: (a) => (a.is_published ? 'Published' : 'Draft'),
    },
    {
      id: 'event_date',
      header: 'Event date',
      sortable: true,
      cell: (a) => (a.event_date ? date(a.event_date) : '—'),
    },
    {
      id: 'updated_at',
      header: 'Last changed',
      priority: 'low',
      sortable: true,
      cell: (a) => date(a.updated_at, 'datetime'),
    },
  ];
  const bulkActions: BulkAction<AlbumRow>[] = [
    {
      id: 'publish',
      label: 'Publish',
      icon: Eye,
      confirm: {
        title: (n) => (n === 1 ? 'Publish this album?' : `Publish ${n} albums?`),
        description: 'Anyone can then see them, with their photos and captions, on the public gallery.',
        confirmLabel: 'Publish',
      },
      run: (rows) =>
        eachAlbum(rows, (a) => updateAlbum(a.id, { is_published: true }), 'Published on the public gallery'),
    },
    {
      id: 'unpublish',
      label: 'Unpublish',
      icon: EyeOff,
      confirm: {
        title: (n) => (n === 1 ? 'Unpublish this album?' : `Unpublish ${n} albums?`),
        description: 'They leave the public gallery at once; their pages answer “not found”.',
        confirmLabel: 'Unpublish',
      },
      run: (rows) =>
        eachAlbum(rows, (a) => updateAlbum(a.id, { is_published: false }), 'Removed from the public gallery'),
    },
    {
      id: 'delete',
      label: 'Delete',
      icon: Trash2,
      destructive: true,
      confirm: {
        title: (n) => (n === 1 ? 'Delete this album?' : `Delete ${n} albums?`),
        description: 'Their photos are deleted too. This cannot be undone.',
        confirmLabel: 'Delete',
      },
      run: (rows) => eachAlbum(rows, (a) => deleteAlbum(a.id), 'Deleted'),
    },
  ];

  const newAlbum = (
    <Button size="sm" onClick={() => setCreating(true)}>
      <Plus aria-hidden="true" />
      New album
    </Button>
  );
  return (
    <div className="grid min-w-0 gap-4">
      <PageHeader
        title="Gallery"
        description="Photo albums of trainings and site work. Published albums appear on the public gallery."
        actions={newAlbum}
      />
      <RecordList<AlbumRow>
        name="albums"
        columns={columns}
        filters={filters}
        bulkActions={bulkActions}
        fetchPage={albumsFetchPage}
        queryKey={galleryKeys.lists()}
        rowId={(a) => a.id}
        rowHref={(a) => `/dashboard/gallery/${a.id}`}
        defaults={{ sort: [{ id: 'updated_at', desc: true }] }}
        searchPlaceholder="Search titles and descriptions"
        empty={{
          icon: Images,
          title: 'No albums yet',
          description: 'Make an album, add photos, then publish it.',
          action: newAlbum,
        }}
      />
      <NewAlbumDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(id) => navigate(`/dashboard/gallery/${id}`)}
      />
    </div>
  );
}
