// The service pages with the texts published in Settings → Website → Services (ADR 086) laid over the
// wording built into the site (content/services.ts). The routes, the order, the menu labels and the
// pictures stay the site's; a page without a published text of its own (or before the content is known)
// keeps the built-in wording, which is what the database was seeded with. Loaded by the service page and
// the server renderer only: the pages' texts are not in every page's first download (ADR 085).
import { useMemo } from 'react';
import { findService, SERVICES, type ServiceArea, type ServiceTopic } from '../content/services.ts';
import { useWebsiteContent, type WebsiteContent, type WebsiteServiceText } from './website-content.ts';

function overlay<T extends ServiceTopic>(own: T, text: WebsiteServiceText | undefined): T {
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

/** The site's services with the published texts over them. */
export function withServiceTexts(texts: readonly WebsiteServiceText[]): ServiceArea[] {
  if (texts.length === 0) return SERVICES;
  const byKey = new Map(texts.map((t) => [t.key, t]));
  return SERVICES.map((area) => ({
    ...overlay(area, byKey.get(area.slug)),
    topics: area.topics.map((t) => overlay(t, byKey.get(`${area.slug}/${t.slug}`))),
  }));
}

/** The area and topic behind a service URL with the published texts, or null when there is no such page. */
export function findPublishedService(
  texts: readonly WebsiteServiceText[],
  areaSlug: string,
  topicSlug?: string,
): ReturnType<typeof findService> {
  if (!findService(areaSlug, topicSlug)) return null;
  const area = withServiceTexts(texts).find((a) => a.slug === areaSlug) as ServiceArea;
  return { area, topic: topicSlug ? (area.topics.find((t) => t.slug === topicSlug) ?? null) : null };
}

/** The page behind a service URL as visitors see it now (server render and browser alike). */
export function usePublishedService(areaSlug: string, topicSlug?: string) {
  const texts = useWebsiteContent()?.services;
  return useMemo(() => findPublishedService(texts ?? [], areaSlug, topicSlug), [texts, areaSlug, topicSlug]);
}

/** Whether a published text says exactly what the site says for that page (or names no page of the site). */
export function sameAsBuiltIn(t: WebsiteServiceText): boolean {
  const [area = '', topic] = t.key.split('/');
  const found = findService(area, topic);
  if (!found) return true;
  const own = found.topic ?? found.area;
  return (
    own.title === t.title &&
    own.summary === t.summary &&
    own.whoNeedsIt === t.who_needs_it &&
    (own.legalBasis ?? '') === t.legal_basis &&
    own.deliverables.length === t.deliverables.length &&
    own.deliverables.every((d, i) => d === t.deliverables[i])
  );
}

/**
 * The content with only the service texts that change a page (the server renders and leaves its copy in the
 * head with these): the database is seeded with the site's own wording, and a page left as it was needs no
 * copy in every page's head.
 */
export function withoutBuiltInTexts(content: WebsiteContent): WebsiteContent {
  return { ...content, services: content.services.filter((t) => !sameAsBuiltIn(t)) };
}
