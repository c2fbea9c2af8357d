// The head of a gallery album page (ADR 058, 081), from the published albums the renderer reads as a visitor
// (public.gallery_public_albums): its title, description and cover as the link preview's picture (ADR 086), or
// null — an unpublished or unknown album answers 404. The sitemap lists every published album.
import type { Params } from 'react-router-dom';
import type { PageMeta, PublicRpc } from './page-meta.ts';

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const size = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.round(v) : null);

/** The widest cover a link preview gets (Open Graph recommends 1200 px). */
export const COVER_PREVIEW_WIDTH = 1200;

/**
 * An album's cover as its link-preview picture: storage's image transformation of the cover (the photo as
 * stored, at most 1200 px wide), on the site's own address; null when the album has no cover.
 */
export function albumCoverImage(album: Record<string, unknown>, title: string): PageMeta['image'] {
  const path = text(album.cover_path);
  const width = size(album.cover_width);
  const height = size(album.cover_height);
  if (!path || !width || !height) return undefined;
  const w = Math.min(width, COVER_PREVIEW_WIDTH);
  const key = path.split('/').map(encodeURIComponent).join('/');
  return {
    path: `/storage/v1/render/image/public/gallery-photos/${key}?width=${w}&quality=80`,
    width: w,
    height: Math.round((height * w) / width),
    alt: `Cover photo of the album ${title}`,
  };
}

export async function albumMeta(params: Params, rpc: PublicRpc): Promise<PageMeta | null> {
  const album = (await rpc('gallery_public_albums')).find((a) => a.id === params.id);
  if (!album) return null;
  const title = text(album.title);
  return {
    title,
    description: text(album.description) || `Photos of ${title}: our work at client workplaces.`,
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: 'Gallery', path: '/gallery' },
      { name: title, path: `/gallery/album/${text(album.id)}` },
    ],
    image: albumCoverImage(album, title),
  };
}

export async function albumSitemap(rpc: PublicRpc): Promise<string[]> {
  return (await rpc('gallery_public_albums')).map((a) => `/gallery/album/${text(a.id)}`);
}
