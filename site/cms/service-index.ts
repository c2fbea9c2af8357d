// The services index (menus, footer, home page cards, /services) with the titles and area introductions
// published in Settings → Website → Services (ADR 086) over the built-in ones, so a page the firm renamed is
// named the same everywhere. Only what the index shows; the pages' texts are cms/service-texts.ts's (ADR 085:
// not in every page's download).
import { useMemo } from 'react';
import { SERVICE_INDEX, type ServiceAreaLink } from '../content/services-index.ts';
import { useWebsiteContent, type WebsiteServiceText } from './website-content.ts';

/** The index with the published titles (and area introductions) over it. */
export function withPublishedTitles(texts: readonly WebsiteServiceText[]): ServiceAreaLink[] {
  if (texts.length === 0) return SERVICE_INDEX;
  const byKey = new Map(texts.map((t) => [t.key, t]));
  return SERVICE_INDEX.map((area) => {
    const own = byKey.get(area.slug);
    return {
      ...area,
      ...(own ? { title: own.title, summary: own.summary } : {}),
      topics: area.topics.map((t) => {
        const text = byKey.get(`${area.slug}/${t.slug}`);
        return text ? { ...t, title: text.title } : t;
      }),
    };
  });
}

/** The services index as visitors see it now (server render and browser alike). */
export function useServiceIndex(): ServiceAreaLink[] {
  const texts = useWebsiteContent()?.services;
  return useMemo(() => withPublishedTitles(texts ?? []), [texts]);
}
