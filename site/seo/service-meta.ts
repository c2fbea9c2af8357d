// The head of a service page, from content/services.ts with the texts published in Settings → Website →
// Services over it (ADR 086); null for a slug that does not exist (→ 404).
import type { Params } from 'react-router-dom';
import { findPublishedService } from '../cms/service-texts.ts';
import { parseWebsiteContent, type WebsiteServiceText } from '../cms/website-content.ts';
import { ALL_SERVICE_PATHS, servicePath } from '../content/services.ts';
import type { PageMeta, PublicRpc } from './page-meta.ts';

function metaWith(params: Params, texts: readonly WebsiteServiceText[]): PageMeta | null {
  const found = findPublishedService(texts, params.area ?? '', params.topic);
  if (!found) return null;
  const { area, topic } = found;
  const s = topic ?? area;
  const breadcrumbs = [
    { name: 'Home', path: '/' },
    { name: 'Services', path: '/services' },
    { name: area.title, path: servicePath(area.slug) },
  ];
  if (topic) breadcrumbs.push({ name: topic.title, path: servicePath(area.slug, topic.slug) });
  return {
    title: s.title,
    description: `${s.summary} ${s.whoNeedsIt}`.trim(),
    breadcrumbs,
    service: { name: s.title, description: s.summary },
  };
}

/**
 * A service page's head. With `rpc` (the server renderer's read as a visitor), with the published texts of
 * public.website_content(), as the page's body is rendered; without, from the built-in wording.
 */
export function serviceMeta(params: Params): PageMeta | null;
export function serviceMeta(params: Params, rpc: PublicRpc): Promise<PageMeta | null>;
export function serviceMeta(params: Params, rpc?: PublicRpc): PageMeta | null | Promise<PageMeta | null> {
  if (!rpc) return metaWith(params, []);
  return rpc('website_content').then(([row]) =>
    metaWith(params, (row ? parseWebsiteContent(row) : null)?.services ?? []),
  );
}

/** Every service page, for the sitemap. */
export const serviceSitemap = () => ALL_SERVICE_PATHS;
