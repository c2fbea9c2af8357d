// The Gallery module's reads and writes through supabase-js. Albums and photos are plain tables under RLS
// (staff write, ADR 081); reordering is one RPC (gallery_reorder_photos). A photo's bytes go to storage
// first and its row after; a photo's row goes first and its bytes after (storage refuses to remove an object
// a row still names).
import { pluginKeys } from '@kernel/data/query-keys.ts';
import { unwrap } from '@kernel/data/unwrap.ts';
import type { Tables } from '@kernel/database.types.ts';
import { supabase } from '@kernel/supabase.ts';
import { applyListState, toListPage } from '@kit/list/apply-list-state.ts';
import type { FetchPage, ListPage } from '@kit/list/fetch-page.ts';
import { photoPath } from './photo-files.ts';
import { GALLERY_BUCKET } from './photo-url.ts';

export const galleryKeys = pluginKeys('gallery');

export type Album = Tables<'gallery_albums'>;
export type Photo = Tables<'gallery_photos'>;
export type AlbumRow = Pick<
  Album,
  'id' | 'title' | 'event_date' | 'is_published' | 'published_at' | 'updated_at'
> & {
  cover: Pick<Photo, 'storage_path'> | null;
};
export type AlbumWithPhotos = Album & { photos: Photo[] };

export const albumsFetchPage: FetchPage<AlbumRow> = async (state, signal) => {
  const query = applyListState(
    supabase
      .from('gallery_albums')
      .select(
        'id, title, event_date, is_published, published_at, updated_at, cover:gallery_photos!gallery_albums_cover_fk(storage_path)',
        {
          count: 'exact',
        },
      )
      .abortSignal(signal),
    state,
    {
      searchColumns: ['title', 'description'],
      filterColumns: { status: 'is_published' },
      tieBreaker: 'id',
    },
  );
  return toListPage(await query, 'exact') as ListPage<AlbumRow>;
};

export async function createAlbum(input: { title: string; description: string; event_date: string }) {
  const row = unwrap(
    await supabase
      .from('gallery_albums')
      .insert({
        title: input.title,
        description: input.description || null,
        event_date: input.event_date || null,
      })
      .select('id')
      .single(),
  ) as { id: string };
  return row.id;
}

export async function getAlbum(id: string, signal?: AbortSignal): Promise<AlbumWithPhotos | null> {
  let query = supabase
    .from('gallery_albums')
    .select('*, photos:gallery_photos!gallery_photos_album_id_fkey(*)')
    .eq('id', id)
    .order('position', { referencedTable: 'photos' })
    .order('created_at', { referencedTable: 'photos' });
  if (signal) query = query.abortSignal(signal);
  return unwrap(await query.maybeSingle()) as AlbumWithPhotos | null;
}

export async function updateAlbum(
  id: string,
  patch: Partial<Pick<Album, 'title' | 'description' | 'event_date' | 'is_published' | 'cover_photo_id'>>,
) {
  unwrap(await supabase.from('gallery_albums').update(patch).eq('id', id).select('id').single());
}

/** Deletes the album (its photo rows go with it), then its files. */
export async function deleteAlbum(id: string) {
  const photos = unwrap(await supabase.from('gallery_photos').select('storage_path').eq('album_id', id));
  unwrap(await supabase.from('gallery_albums').delete().eq('id', id).select('id').single());
  await removeFiles(photos.map((p) => p.storage_path));
}

/** The pixel size the pages reserve for a photo before it loads. */
async function pixelSize(file: Blob): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(file);
  try {
    return { width: bitmap.width, height: bitmap.height };
  } finally {
    bitmap.close();
  }
}

/** Uploads one photo (already checked with photoProblem) and adds it at the end of the album. */
export async function addPhoto(albumId: string, file: File): Promise<Photo> {
  let size: { width: number; height: number };
  try {
    size = await pixelSize(file);
  } catch {
    throw new Error(`${file.name} could not be read as an image`);
  }
  const path = photoPath(albumId, file.type);
  const stored = await supabase.storage
    .from(GALLERY_BUCKET)
    .upload(path, file, { contentType: file.type, cacheControl: '31536000' });
  if (stored.error) throw new Error(`${file.name} was not uploaded: ${stored.error.message}`);
  const answer = await supabase
    .from('gallery_photos')
    .insert({ album_id: albumId, storage_path: path, ...size })
    .select('*')
    .single();
  if (answer.error) {
    await removeFiles([path]);
    throw new Error(`${file.name} was not added: ${answer.error.message}`);
  }
  return answer.data;
}

export async function updateCaption(id: string, caption: string) {
  unwrap(
    await supabase
      .from('gallery_photos')
      .update({ caption: caption || null })
      .eq('id', id)
      .select('id')
      .single(),
  );
}

export async function reorderPhotos(albumId: string, photoIds: string[]) {
  unwrap(await supabase.rpc('gallery_reorder_photos', { p_album_id: albumId, p_photo_ids: photoIds }));
}

export async function deletePhoto(photo: Pick<Photo, 'id' | 'storage_path'>) {
  unwrap(await supabase.from('gallery_photos').delete().eq('id', photo.id).select('id').single());
  await removeFiles([photo.storage_path]);
}

/** Removing bytes no row names any more; a failure leaves an unnamed file, harmless, and is not the user's. */
async function removeFiles(paths: string[]) {
  if (paths.length === 0) return;
  await supabase.storage
    .from(GALLERY_BUCKET)
    .remove(paths)
    .catch(() => undefined);
}
