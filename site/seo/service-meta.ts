// The head of a service page, from content/services.ts; null for a slug that does not exist (→ 404).
import type { Params } from 'react-router-dom';
import { ALL_SERVICE_PATHS, findService, servicePath } from '../content/services.ts';
import type { PageMeta } from './page-meta.ts';

export function serviceMeta(params: Params): PageMeta | null {
  const found = findService(params.area ?? '', params.topic);
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

/** Every service page, for the sitemap. */
export const serviceSitemap = () => ALL_SERVICE_PATHS;
