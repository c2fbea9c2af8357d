// The consultancy's services: one area per service page of spec §2 and one
// topic per subpage. Typed data, rendered by pages/service-page.tsx. Slugs, titles
// and area summaries are in services-index.ts (every page's menus); the pages'
// texts are in service-texts/<area>.ts, keyed by `area` or `area/topic` (ADR 085), one module per area so a
// service page loads only its own (service-area.ts). This module has them all: the server's heads, the tests.
//
// The `legalBasis` lines are EDITABLE TEXT (configurable per firm): short,
// general pointers to Kenyan law (OSH Act 2007, EMCA 1999 and their rules),
// never legal advice. Check them against the current law before publishing.
import { buildArea, type PageText, type ServiceArea } from './service-area.ts';
import { TEXTS as AUDITS } from './service-texts/audits.ts';
import { TEXTS as HR_CONSULTANCY } from './service-texts/hr-consultancy.ts';
import { TEXTS as ISO_TRAINING } from './service-texts/iso-training.ts';
import { TEXTS as MEDICAL_EXAMS } from './service-texts/medical-exams.ts';
import { TEXTS as SPECIALIZED_TRAINING } from './service-texts/specialized-training.ts';
import { TEXTS as SURVEY_ANALYSIS } from './service-texts/survey-analysis.ts';
import { TEXTS as TRAINING } from './service-texts/training.ts';
import { SERVICE_INDEX, servicePath } from './services-index.ts';

export type { ServiceArea, ServiceTopic } from './service-area.ts';
export { servicePath } from './services-index.ts';

/** Each page's text: an area's under its slug (its summary is in the index), a topic's under `area/topic`. */
export const SERVICE_TEXTS: Record<string, PageText> = {
  ...AUDITS,
  ...SURVEY_ANALYSIS,
  ...TRAINING,
  ...SPECIALIZED_TRAINING,
  ...ISO_TRAINING,
  ...HR_CONSULTANCY,
  ...MEDICAL_EXAMS,
};

export const SERVICES: ServiceArea[] = SERVICE_INDEX.map((area) => buildArea(area, SERVICE_TEXTS));

/** Every service page and subpage path, in menu order. */
export const ALL_SERVICE_PATHS: string[] = SERVICES.flatMap((a) => [
  servicePath(a.slug),
  ...a.topics.map((t) => servicePath(a.slug, t.slug)),
]);

/** The area and (for a subpage) the topic behind a service URL, or null when it does not exist. */
export function findService(areaSlug: string, topicSlug?: string) {
  const area = SERVICES.find((s) => s.slug === areaSlug);
  if (!area) return null;
  if (!topicSlug) return { area, topic: null };
  const topic = area.topics.find((x) => x.slug === topicSlug);
  return topic ? { area, topic } : null;
}
