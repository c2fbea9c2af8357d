// One service area's pages as the service page shows them: its entry of services-index.ts (in every page's
// download) with its texts (content/service-texts/<area>.ts). A service page loads only its own area's texts
// through its route's loader (issue 27): the other areas' are not in its download. services.ts builds every area
// with the same function for the server (heads, sitemap) and the tests.
import { SERVICE_INDEX, type ServiceAreaLink } from './services-index.ts';

/**
 * The acts the service pages' legal basis lines cite (EDITABLE TEXT, see content/services.ts). Here rather than in
 * a file of their own: every area's texts import them, and a module of their own was one more file (a few
 * hundred bytes) on a service page's first download (issue 27); this module comes with the page anyway.
 */
export const OSH_ACT = 'Occupational Safety and Health Act, 2007';
export const EMCA = 'Environmental Management and Co-ordination Act, 1999';

export interface ServiceTopic {
  slug: string;
  title: string;
  summary: string;
  whoNeedsIt: string;
  deliverables: string[];
  legalBasis?: string;
}

export interface ServiceArea extends ServiceTopic {
  /** A short label for menus ("Audits"); `title` heads the page. */
  menuLabel: string;
  topics: ServiceTopic[];
}

/** A page's own text: an area's under its slug (its summary is in the index), a topic's under `area/topic`. */
export type PageText = Pick<ServiceTopic, 'whoNeedsIt' | 'deliverables' | 'legalBasis'> & {
  summary?: string;
};

/** An area of the index with its pages' texts. */
export function buildArea(area: ServiceAreaLink, texts: Record<string, PageText>): ServiceArea {
  const text = (key: string): PageText => {
    const found = texts[key];
    if (!found) throw new Error(`content/service-texts has no text for ${key}`);
    return found;
  };
  return {
    ...area,
    ...text(area.slug),
    summary: area.summary,
    topics: area.topics.map((topic) => {
      const { summary = '', ...rest } = text(`${area.slug}/${topic.slug}`);
      return { ...topic, summary, ...rest };
    }),
  };
}

type Texts = () => Promise<{ TEXTS: Record<string, PageText> }>;

/** Each area's texts, fetched on demand (one file per area in the build). */
const AREA_TEXTS: Record<string, Texts> = {
  audits: () => import('./service-texts/audits.ts'),
  'survey-analysis': () => import('./service-texts/survey-analysis.ts'),
  training: () => import('./service-texts/training.ts'),
  'specialized-training': () => import('./service-texts/specialized-training.ts'),
  'iso-training': () => import('./service-texts/iso-training.ts'),
  'hr-consultancy': () => import('./service-texts/hr-consultancy.ts'),
  'medical-exams': () => import('./service-texts/medical-exams.ts'),
};

/** The area behind a service URL's first segment with its texts, or null when the site has no such area. */
export async function loadServiceArea(slug: string): Promise<ServiceArea | null> {
  const area = SERVICE_INDEX.find((a) => a.slug === slug);
  const texts = Object.hasOwn(AREA_TEXTS, slug) ? AREA_TEXTS[slug] : undefined;
  if (!area || !texts) return null;
  return buildArea(area, (await texts()).TEXTS);
}
