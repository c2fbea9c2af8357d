// The public gallery's reads (ADR 081), as a visitor: the published albums (public.gallery_public_albums, the
// same call the server renderer makes for the album pages' head) and one published album with its photos.
// Row-level security answers nothing for an unpublished or unknown album. The site imports no plugin, so
// these shapes are the site's copy of the gallery module's columns.
import { supabase } from '@kernel/supabase.ts';
import { useCallback, useEffect, useState } from 'react';

export interface PublicAlbum {
  id: string;
  title: string;
  description: string | null;
  event_date: string | null;
  cover_path: string | null;
  cover_width: number | null;
  cover_height: number | null;
  photo_count: number;
}

export interface PublicPhoto {
  id: string;
  storage_path: string;
  caption: string | null;
  width: number;
  height: number;
}

export interface PublicAlbumWithPhotos {
  id: string;
  title: string;
  description: string | null;
  event_date: string | null;
  photos: PublicPhoto[];
}

export async function readPublicAlbums(): Promise<PublicAlbum[]> {
  const { data, error } = await supabase.rpc('gallery_public_albums');
  if (error) throw new Error(error.message);
  // The generated types call every column of a function's table nullable; id and title never are.
  return (data ?? []).flatMap(({ id, title, photo_count, ...rest }) =>
    id && title ? [{ ...rest, id, title, photo_count: photo_count ?? 0 }] : [],
  );
}

/** One published album with its photos in order; null when there is no such published album. */
export async function readPublicAlbum(id: string): Promise<PublicAlbumWithPhotos | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const { data, error } = await supabase
    .from('gallery_albums')
    .select(
      'id, title, description, event_date, photos:gallery_photos!gallery_photos_album_id_fkey(id, storage_path, caption, width, height)',
    )
    .eq('id', id)
    .eq('is_published', true)
    .order('position', { referencedTable: 'photos' })
    .order('created_at', { referencedTable: 'photos' })
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data;
}

/** One read for a public page: data (undefined while loading), error, and "try again". */
export function usePublicRead<T>(read: () => Promise<T>, key: string) {
  const [state, setState] = useState<{ key?: string; data?: T; error?: Error }>({});
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for what is read; attempt re-reads
  useEffect(() => {
    let stale = false;
    read().then(
      (data) => !stale && setState({ key, data }),
      (error: Error) => !stale && setState({ key, error }),
    );
    return () => {
      stale = true;
    };
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return {
    data: state.key === key ? state.data : undefined,
    error: state.key === key ? state.error : undefined,
    retry,
  };
}
