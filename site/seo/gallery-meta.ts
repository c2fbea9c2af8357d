// The head of a gallery album page (ADR 058, 081), from the published albums the renderer reads as a visitor
// (public.gallery_public_albums): its title and description, or null — an unpublished or unknown album answers
// 404. The sitemap lists every published album.
import type { Params } from 'react-router-dom';
import type { PageMeta, PublicRpc } from './page-meta.ts';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

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
  };
}

export async function albumSitemap(rpc: PublicRpc): Promise<string[]> {
  return (await rpc('gallery_public_albums')).map((a) => `/gallery/album/${text(a.id)}`);
}
