// The gallery through supabase-js (ADR 081): staff make an album, upload photos to the public bucket
// gallery-photos, order them and publish; visitors and shop customers see published albums and their photos
// only, write nothing, and an album unpublished is gone for them at once.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient, apiUrl } from '../../../tests/support/clients.ts';

type User = Awaited<ReturnType<typeof userWithRole>>;
const BUCKET = 'gallery-photos';
let staff: User;
let customer: User;
let jpeg: Buffer;

beforeAll(async () => {
  [staff, customer] = await Promise.all([userWithRole('staff'), userWithRole('customer')]);
  jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#e4572e' } })
    .jpeg()
    .toBuffer();
});

async function newAlbum(client: SupabaseClient, title = `Fire drill ${randomUUID().slice(0, 6)}`) {
  const { data, error } = await client
    .from('gallery_albums')
    .insert({ title, description: 'Evacuation drill at a packhouse.', event_date: '2026-10-14' })
    .select('id')
    .single();
  if (error) throw error;
  return data.id as string;
}

/** Uploads a photo's bytes, then registers its row, as the album screen does. */
async function addPhoto(client: SupabaseClient, albumId: string, caption?: string) {
  const path = `${albumId}/${randomUUID()}.jpg`;
  const up = await client.storage.from(BUCKET).upload(path, jpeg, { contentType: 'image/jpeg' });
  if (up.error) throw up.error;
  const { data, error } = await client
    .from('gallery_photos')
    .insert({ album_id: albumId, storage_path: path, caption, width: 64, height: 48 })
    .select('id, position, storage_path')
    .single();
  if (error) throw error;
  return data;
}

const publicAlbums = async (client: SupabaseClient) => (await client.rpc('gallery_public_albums')).data ?? [];

describe('a staff member building an album', () => {
  it('uploads photos that go in order, and publishes it for visitors with its first photo as cover', async () => {
    const id = await newAlbum(staff.client);
    const first = await addPhoto(staff.client, id, 'Assembly point');
    const second = await addPhoto(staff.client, id, ' Head count ');
    expect([first.position, second.position]).toEqual([1, 2]);

    expect((await publicAlbums(anonClient())).map((a: { id: string }) => a.id)).not.toContain(id);
    const { data: published, error } = await staff.client
      .from('gallery_albums')
      .update({ is_published: true })
      .eq('id', id)
      .select('cover_photo_id, published_at')
      .single();
    expect(error).toBeNull();
    expect(published?.cover_photo_id).toBe(first.id);
    expect(published?.published_at).not.toBeNull();

    const seen = (await publicAlbums(anonClient())).find((a: { id: string }) => a.id === id);
    expect(seen).toMatchObject({
      cover_path: first.storage_path,
      cover_width: 64,
      cover_height: 48,
      photo_count: 2,
    });
    const { data: photos } = await anonClient()
      .from('gallery_photos')
      .select('caption')
      .eq('album_id', id)
      .order('position');
    expect(photos).toEqual([{ caption: 'Assembly point' }, { caption: 'Head count' }]);
  });

  it('reorders the photos and picks another cover; a stale order is refused with a way out', async () => {
    const id = await newAlbum(staff.client);
    const a = await addPhoto(staff.client, id);
    const b = await addPhoto(staff.client, id);
    expect(
      (await staff.client.rpc('gallery_reorder_photos', { p_album_id: id, p_photo_ids: [b.id, a.id] })).error,
    ).toBeNull();
    const { data } = await staff.client
      .from('gallery_photos')
      .select('id')
      .eq('album_id', id)
      .order('position');
    expect(data?.map((p) => p.id)).toEqual([b.id, a.id]);
    const stale = await staff.client.rpc('gallery_reorder_photos', { p_album_id: id, p_photo_ids: [a.id] });
    expect(stale.error?.message).toBe("The album's photos changed meanwhile: reload the page and try again");
    const cover = await staff.client.from('gallery_albums').update({ cover_photo_id: b.id }).eq('id', id);
    expect(cover.error).toBeNull();
  });

  it('cannot publish an empty album, nor take a cover from another album', async () => {
    const empty = await newAlbum(staff.client);
    const publish = await staff.client.from('gallery_albums').update({ is_published: true }).eq('id', empty);
    expect(publish.error?.message).toBe('Add at least one photo before publishing this album');
    const other = await newAlbum(staff.client);
    const foreign = await addPhoto(staff.client, other);
    const cover = await staff.client
      .from('gallery_albums')
      .update({ cover_photo_id: foreign.id })
      .eq('id', empty);
    expect(cover.error?.message).toBe("The cover must be one of this album's photos");
  });

  it('deletes a photo row before its file; a file a row names stays', async () => {
    const id = await newAlbum(staff.client);
    const photo = await addPhoto(staff.client, id);
    await staff.client.storage.from(BUCKET).remove([photo.storage_path]);
    expect((await staff.client.storage.from(BUCKET).exists(photo.storage_path)).data).toBe(true);
    expect((await staff.client.from('gallery_photos').delete().eq('id', photo.id)).error).toBeNull();
    await staff.client.storage.from(BUCKET).remove([photo.storage_path]);
    expect((await staff.client.storage.from(BUCKET).exists(photo.storage_path)).data).toBe(false);
  });

  it('cannot delete the last photo of a published album, but can delete the album with it', async () => {
    const id = await newAlbum(staff.client);
    const only = await addPhoto(staff.client, id);
    await staff.client.from('gallery_albums').update({ is_published: true }).eq('id', id);
    const last = await staff.client.from('gallery_photos').delete().eq('id', only.id);
    expect(last.error?.message).toBe(
      'This is the last photo of a published album: unpublish the album first',
    );
    expect((await staff.client.from('gallery_albums').delete().eq('id', id)).error).toBeNull();
    expect((await staff.client.from('gallery_photos').select('id').eq('id', only.id)).data).toEqual([]);
  });
});

describe('the dashboard’s reads', () => {
  it('a staff member sees each album with its cover in the list, and an album with its photos in order', async () => {
    const id = await newAlbum(staff.client, 'Noise survey at a mill');
    const a = await addPhoto(staff.client, id, 'Dosimeter');
    const b = await addPhoto(staff.client, id, 'Sound level meter');
    await staff.client.rpc('gallery_reorder_photos', { p_album_id: id, p_photo_ids: [b.id, a.id] });
    await staff.client.from('gallery_albums').update({ is_published: true }).eq('id', id);
    // The select strings of plugins/gallery/data.ts (albumsFetchPage, getAlbum).
    const { data: listed, error } = await staff.client
      .from('gallery_albums')
      .select('id, title, is_published, cover:gallery_photos!gallery_albums_cover_fk(storage_path)')
      .eq('id', id)
      .in('is_published', ['true']);
    expect(error).toBeNull();
    expect(listed).toEqual([
      { id, title: 'Noise survey at a mill', is_published: true, cover: { storage_path: b.storage_path } },
    ]);
    const { data: album } = await staff.client
      .from('gallery_albums')
      .select('id, photos:gallery_photos!gallery_photos_album_id_fkey(caption)')
      .eq('id', id)
      .order('position', { referencedTable: 'photos' })
      .single();
    expect(album?.photos).toEqual([{ caption: 'Sound level meter' }, { caption: 'Dosimeter' }]);
  });
});

describe('visitors and shop customers', () => {
  it('see only published albums and their photos, and an unpublished album disappears at once', async () => {
    const id = await newAlbum(staff.client);
    const photo = await addPhoto(staff.client, id);
    const draft = await newAlbum(staff.client);
    await addPhoto(staff.client, draft);
    await staff.client.from('gallery_albums').update({ is_published: true }).eq('id', id);

    for (const client of [anonClient(), customer.client]) {
      const { data: albums } = await client.from('gallery_albums').select('id').in('id', [id, draft]);
      expect(albums).toEqual([{ id }]);
      const { data: photos } = await client
        .from('gallery_photos')
        .select('album_id')
        .in('album_id', [id, draft]);
      expect(photos).toEqual([{ album_id: id }]);
    }
    // The public page's image: storage's transformation of the public object, no token needed.
    const thumb = await fetch(
      `${apiUrl()}/storage/v1/render/image/public/${BUCKET}/${photo.storage_path}?width=32&format=webp`,
    );
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');

    await staff.client.from('gallery_albums').update({ is_published: false }).eq('id', id);
    for (const client of [anonClient(), customer.client]) {
      expect((await client.from('gallery_albums').select('id').eq('id', id)).data).toEqual([]);
      expect((await client.from('gallery_photos').select('id').eq('album_id', id)).data).toEqual([]);
      expect((await publicAlbums(client)).map((a: { id: string }) => a.id)).not.toContain(id);
    }
  });

  it('cannot create, change or delete albums or photos, nor upload or list files', async () => {
    const id = await newAlbum(staff.client);
    const photo = await addPhoto(staff.client, id);
    await staff.client.from('gallery_albums').update({ is_published: true }).eq('id', id);
    for (const client of [anonClient(), customer.client]) {
      const insert = await client.from('gallery_albums').insert({ title: 'Mine' });
      expect(insert.error).not.toBeNull();
      const { data: changed } = await client
        .from('gallery_albums')
        .update({ title: 'Hacked' })
        .eq('id', id)
        .select('id');
      expect(changed ?? []).toEqual([]);
      const { data: gone } = await client.from('gallery_photos').delete().eq('id', photo.id).select('id');
      expect(gone ?? []).toEqual([]);
      const up = await client.storage
        .from(BUCKET)
        .upload(`${id}/${randomUUID()}.jpg`, jpeg, { contentType: 'image/jpeg' });
      expect(up.error).not.toBeNull();
      const { data: listed } = await client.storage.from(BUCKET).list(id);
      expect(listed ?? []).toEqual([]);
      const reorder = await client.rpc('gallery_reorder_photos', { p_album_id: id, p_photo_ids: [photo.id] });
      expect(reorder.error).not.toBeNull();
    }
    const { data: still } = await staff.client.from('gallery_albums').select('title').eq('id', id).single();
    expect(still?.title).not.toBe('Hacked');
  });

  it('see nothing while the gallery module is switched off', async () => {
    const admin = await userWithRole('superadmin');
    const id = await newAlbum(staff.client);
    await addPhoto(staff.client, id);
    await staff.client.from('gallery_albums').update({ is_published: true }).eq('id', id);
    const off = await admin.client.from('system_modules').update({ is_enabled: false }).eq('id', 'gallery');
    expect(off.error).toBeNull();
    try {
      expect((await anonClient().from('gallery_albums').select('id').eq('id', id)).data).toEqual([]);
    } finally {
      await admin.client.from('system_modules').update({ is_enabled: true }).eq('id', 'gallery');
    }
  });
});
