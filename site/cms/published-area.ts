// A service area's pages with the texts published in Settings → Website → Services over the site's own wording
// (ADR 086): what the service page shows. Apart from cms/service-texts.ts (every area, the server's) so that a
// service page's download carries only its own area (issue 27).
import { useMemo } from 'react';
import type { ServiceArea, ServiceTopic } from '../content/service-area.ts';
import { useWebsiteContent, type WebsiteServiceText } from './website-content.ts';

/** A page's own wording, or the published text in its place. */
export function overlay<T extends ServiceTopic>(own: T, text: WebsiteServiceText | undefined): T {
  if (!text) return own;
  return {
    ...own,
    title: text.title,
    summary: text.summary,
    whoNeedsIt: text.who_needs_it,
    deliverables: text.deliverables,
    // Empty: a topic's page shows its area's legal basis.
    legalBasis: text.legal_basis || undefined,
  };
}

/** One area and its topics with the published texts over them. */
export function publishedArea(area: ServiceArea, texts: readonly WebsiteServiceText[]): ServiceArea {
  if (texts.length === 0) return area;
  const byKey = new Map(texts.map((t) => [t.key, t]));
  return {
    ...overlay(area, byKey.get(area.slug)),
    topics: area.topics.map((t) => overlay(t, byKey.get(`${area.slug}/${t.slug}`))),
  };
}

/** The page of an area (its own wording, from the route's loader) and topic as visitors see it now, or null. */
export function usePublishedArea(own: ServiceArea | null, topicSlug?: string) {
  const texts = useWebsiteContent()?.services;
  return useMemo(() => {
    if (!own) return null;
    const area = publishedArea(own, texts ?? []);
    if (!topicSlug) return { area, topic: null };
    const topic = area.topics.find((t) => t.slug === topicSlug);
    return topic ? { area, topic } : null;
  }, [own, texts, topicSlug]);
}
