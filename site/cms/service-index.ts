// The services index of the home page's cards and /services with the titles and area introductions
// published in Settings → Website → Services (ADR 086) over the built-in ones. Only what the index shows; the
// pages' texts are cms/service-texts.ts's (ADR 085). The menus and the footer keep the built-in index: they
// are on every page, and this would bring the published content into the shop's first download.
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
