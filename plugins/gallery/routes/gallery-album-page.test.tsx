// One album on the kernel's test harness (ADR 081): its photos in order with captions; moving a photo later
// saves the new order in one call; a file that is not a photo is named and not sent, a photo is uploaded to
// the album's folder and registered with its pixel size; publishing asks first.
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

import GalleryAlbumPage from './gallery-album-page.tsx';

const ALBUM = 'a-1';
const photo = (id: string, position: number, caption: string | null) => ({
  id,
  album_id: ALBUM,
  storage_path: `${ALBUM}/${id}.jpg`,
  caption,
  position,
  width: 1200,
  height: 800,
  created_at: '2026-11-28T08:00:00Z',
  created_by: 'me',
  updated_at: '2026-11-28T08:00:00Z',
  updated_by: 'me',
});
const album = {
  id: ALBUM,
  title: 'Fire drill at Ruiru',
  description: null,
  event_date: '2026-10-14',
  cover_photo_id: 'p-1',
  is_published: false,
  published_at: null,
  created_at: '2026-11-28T08:00:00Z',
  created_by: 'me',
  updated_at: '2026-11-28T08:00:00Z',
  updated_by: 'me',
  photos: [photo('p-1', 1, 'Assembly point'), photo('p-2', 2, null)],
};

function answer(q: RecordedQuery) {
  const method = (name: string) => q.calls.find(([m]) => m === name);
  if (q.table === 'gallery_albums' && method('update')) return { data: { id: ALBUM } };
  if (q.table === 'gallery_albums') return { data: album };
  if (q.table === 'gallery_photos' && method('insert'))
    return { data: { ...photo('p-3', 3, null), ...(method('insert')?.[1] as object) } };
  return { data: null };
}

const renderAlbum = () =>
  renderWithKernel(<GalleryAlbumPage />, {
    path: `/dashboard/gallery/${ALBUM}`,
    route: '/dashboard/gallery/:id',
    profile: fakeProfile('me', 'staff'),
  });

beforeEach(() => {
  fakeSupabase.reset();
  vi.clearAllMocks();
  fakeSupabase.respond(answer);
});

describe('a staff member on an album', () => {
  it('sees the photos in order, the cover marked, and moves the first one later', async () => {
    const user = userEvent.setup();
    renderAlbum();
    const list = await screen.findByRole('list', { name: 'Photos in order' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('aria-label'))).toEqual(['Assembly point', 'Photo 2']);
    expect(within(items[0] as HTMLElement).getByText('Cover', { selector: 'span, div' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Assembly point earlier' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Assembly point later' }));
    await waitFor(() =>
      expect(fakeSupabase.rpcCalls()).toContainEqual([
        'gallery_reorder_photos',
        { p_album_id: ALBUM, p_photo_ids: ['p-2', 'p-1'] },
      ]),
    );
  });

  it('is told a PDF is not a photo, and a photo is uploaded to the album and registered with its size', async () => {
    const user = userEvent.setup({ applyAccept: false });
    vi.stubGlobal('createImageBitmap', async () => ({ width: 640, height: 480, close() {} }));
    renderAlbum();
    const input = await screen.findByLabelText('Photos to add');
    await user.upload(input, [
      new File(['%PDF'], 'report.pdf', { type: 'application/pdf' }),
      new File(['jpeg'], 'drill.jpg', { type: 'image/jpeg' }),
    ]);
    expect(await screen.findByText('report.pdf is not a JPEG, PNG or WebP photo')).toBeInTheDocument();
    expect(await screen.findByText('1 of 1 added')).toBeInTheDocument();
    expect(fakeSupabase.storageCalls).toHaveLength(1);
    const path = String(fakeSupabase.storageCalls[0]?.args[0]);
    expect(path).toMatch(new RegExp(`^${ALBUM}/[0-9a-f-]{36}\\.jpg$`));
    const insert = fakeSupabase.queries.find(
      (q) => q.table === 'gallery_photos' && q.calls.some(([m]) => m === 'insert'),
    );
    expect(insert?.calls.find(([m]) => m === 'insert')?.[1]).toEqual({
      album_id: ALBUM,
      storage_path: path,
      width: 640,
      height: 480,
    });
    vi.unstubAllGlobals();
  });

  it('publishes only after confirming', async () => {
    const user = userEvent.setup();
    renderAlbum();
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Publish this album?' });
    expect(fakeSupabase.queries.some((q) => q.calls.some(([m]) => m === 'update'))).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(
        fakeSupabase.queries
          .find((q) => q.table === 'gallery_albums' && q.calls.some(([m]) => m === 'update'))
          ?.calls.find(([m]) => m === 'update')?.[1],
      ).toEqual({ is_published: true }),
    );
    expect(toast.success).toHaveBeenCalledWith('Published on the public gallery');
  });
});
