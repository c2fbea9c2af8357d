// The service pages with the texts published in Settings → Website → Services (ADR 086) laid over the
// wording built into the site (content/services.ts). The routes, the order, the menu labels and the
// pictures stay the site's; a page without a published text of its own (or before the content is known)
// keeps the built-in wording, which is what the database was seeded with. Every area's: the server renderer's
// (heads, the copy of the content); the service page shows its own area through cms/published-area.ts.
import { findService, SERVICES, type ServiceArea } from '../content/services.ts';
import { publishedArea } from './published-area.ts';
import type { WebsiteContent, WebsiteServiceText } from './website-content.ts';

/** The site's services with the published texts over them. */
export function withServiceTexts(texts: readonly WebsiteServiceText[]): ServiceArea[] {
  return SERVICES.map((area) => publishedArea(area, texts));
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
