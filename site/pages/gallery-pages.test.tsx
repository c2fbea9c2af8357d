// The public gallery (ADR 081): a visitor sees the published albums with cover, title, date and photo count;
// opens one and sees its photos with captions, each image's box reserved (width and height) and loaded lazily
// below the first; opens a photo large and moves with the arrow keys; an album that is not published is "not
// found".
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicAlbum, PublicAlbumWithPhotos } from '../components/gallery-api.ts';

const readPublicAlbums = vi.fn<() => Promise<PublicAlbum[]>>();
const readPublicAlbum = vi.fn<(id: string) => Promise<PublicAlbumWithPhotos | null>>();
vi.mock('../components/gallery-api.ts', async (original) => ({
  ...(await original<typeof import('../components/gallery-api.ts')>()),
  readPublicAlbums: () => readPublicAlbums(),
  readPublicAlbum: (id: string) => readPublicAlbum(id),
}));
const { default: GalleryPage } = await import('./gallery-page.tsx');
const { default: GalleryAlbumPage } = await import('./gallery-album-page.tsx');

const ID = '0b7d2a6e-1c1f-4c55-9d0e-3f5a1b2c3d4e';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/gallery', Component: GalleryPage },
      { path: '/gallery/album/:id', Component: GalleryAlbumPage },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  readPublicAlbums.mockReset();
  readPublicAlbum.mockReset();
});

describe('a visitor at /gallery', () => {
  it('sees each published album with its cover, title, date and photo count, linking to the album', async () => {
    readPublicAlbums.mockResolvedValue([
      {
        id: ID,
        title: 'Fire drill at Ruiru',
        description: null,
        event_date: '2026-10-14',
        cover_path: `${ID}/cover.jpg`,
        cover_width: 1600,
        cover_height: 1067,
        photo_count: 3,
      },
    ]);
    renderAt('/gallery');
    const link = await screen.findByRole('link', { name: 'Fire drill at Ruiru' });
    expect(link).toHaveAttribute('href', `/gallery/album/${ID}`);
    expect(screen.getByText('14 October 2026 · 3 photos')).toBeInTheDocument();
    const cover = screen.getByRole('list', { name: 'Albums' }).querySelector('img');
    expect(cover).toHaveAttribute('width', '1600');
    expect(cover).toHaveAttribute('height', '1067');
    expect(cover?.getAttribute('srcset')).toContain(
      `/storage/v1/render/image/public/gallery-photos/${ID}/cover.jpg?width=480`,
    );
  });

  it('is told when nothing is published yet', async () => {
    readPublicAlbums.mockResolvedValue([]);
    renderAt('/gallery');
    expect(await screen.findByText('No albums published yet')).toBeInTheDocument();
  });
});

describe('a visitor opening an album', () => {
  const album: PublicAlbumWithPhotos = {
    id: ID,
    title: 'Noise survey at a grain mill',
    description: 'Measuring the hammer mill room.',
    event_date: null,
    photos: [
      {
        id: 'p1',
        storage_path: `${ID}/a.jpg`,
        caption: 'Dosimeter on the operator',
        width: 1200,
        height: 800,
      },
      { id: 'p2', storage_path: `${ID}/b.jpg`, caption: null, width: 800, height: 1200 },
    ],
  };

  it('sees the photos with captions, sized before they load, lazy after the first', async () => {
    readPublicAlbum.mockResolvedValue(album);
    renderAt(`/gallery/album/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: album.title })).toBeInTheDocument();
    expect(screen.getByText('Measuring the hammer mill room.')).toBeInTheDocument();
    // A photo without a caption is decorative (alt=""), so read the elements rather than the img role.
    const photos = [...screen.getByRole('list', { name: 'Photos' }).querySelectorAll('img')];
    expect(
      photos.map((p) => [p.getAttribute('width'), p.getAttribute('height'), p.getAttribute('loading')]),
    ).toEqual([
      ['1200', '800', 'eager'],
      ['800', '1200', 'lazy'],
    ]);
    expect(screen.getByText('Dosimeter on the operator')).toBeInTheDocument();
    expect(readPublicAlbum).toHaveBeenCalledWith(ID);
  });

  it('opens a photo large and moves to the next with the arrow key', async () => {
    const user = userEvent.setup();
    readPublicAlbum.mockResolvedValue(album);
    renderAt(`/gallery/album/${ID}`);
    await user.click(
      await screen.findByRole('button', { name: 'Open photo 1: Dosimeter on the operator large' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Photo 1 of 2' });
    expect(within(dialog).getByText('Dosimeter on the operator')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Photo 2 of 2' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('that is not published sees “Page not found”', async () => {
    readPublicAlbum.mockResolvedValue(null);
    renderAt(`/gallery/album/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
