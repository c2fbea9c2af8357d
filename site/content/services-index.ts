// The consultancy's service areas and their subpages as the menus, the footer, the home page and the services
// page show them: slugs, labels, titles and each area's summary. Every site page's first download carries this
// (the header's menu and the footer list every service), so the pages' texts are in services.ts, which only the
// service page and the server's page descriptions load (issue 27, ADR 085).

export interface ServiceLink {
  slug: string;
  title: string;
}

export interface ServiceAreaLink extends ServiceLink {
  /** A short label for menus ("Audits"); `title` heads the page. */
  menuLabel: string;
  summary: string;
  topics: ServiceLink[];
}

export const SERVICE_INDEX: ServiceAreaLink[] = [
  {
    slug: 'audits',
    menuLabel: 'Audits',
    title: 'Audits',
    summary:
      'Independent audits of your workplace against the law and good practice, with a prioritised action plan.',
    topics: [
      { slug: 'safety-health', title: 'Safety and health audit' },
      { slug: 'fire-safety', title: 'Fire safety audit' },
      { slug: 'risk-assessment', title: 'Risk assessment' },
      { slug: 'environmental-audit', title: 'Environmental audit' },
      { slug: 'environmental-impact', title: 'Environmental impact assessment' },
      { slug: 'energy-audit', title: 'Energy audit' },
      { slug: 'food-safety', title: 'Food safety audit' },
    ],
  },
  {
    slug: 'survey-analysis',
    menuLabel: 'Survey analysis',
    title: 'Survey analysis',
    summary:
      'Measurements of the working environment with calibrated instruments, interpreted against exposure limits.',
    topics: [
      { slug: 'noise', title: 'Noise survey' },
      { slug: 'air-quality', title: 'Air quality survey' },
      { slug: 'water', title: 'Water quality survey' },
    ],
  },
  {
    slug: 'training',
    menuLabel: 'Training',
    title: 'Training',
    summary: 'Practical courses for workers, supervisors, fire marshals and safety committees.',
    topics: [
      { slug: 'osh', title: 'Occupational safety and health training' },
      { slug: 'fire-safety', title: 'Fire safety training' },
    ],
  },
  {
    slug: 'specialized-training',
    menuLabel: 'Specialized training',
    title: 'Specialized training',
    summary: 'Courses for high-risk work, taught by practitioners with hands-on sessions.',
    topics: [
      { slug: 'height', title: 'Working at height' },
      { slug: 'electrical', title: 'Electrical safety' },
      { slug: 'chemical', title: 'Chemical safety' },
    ],
  },
  {
    slug: 'iso-training',
    menuLabel: 'ISO training',
    title: 'ISO training',
    summary: 'Awareness, implementation and internal auditor courses for ISO 45001, ISO 14001 and ISO 9001.',
    topics: [],
  },
  {
    slug: 'hr-consultancy',
    menuLabel: 'HR consultancy',
    title: 'HR consultancy',
    summary: 'Policies, contracts and procedures that keep employment fair, safe and compliant.',
    topics: [],
  },
  {
    slug: 'medical-exams',
    menuLabel: 'Medical exams',
    title: 'Medical examinations',
    summary: 'Pre-employment, periodic and exit medical examinations for workers exposed to hazards.',
    topics: [],
  },
];

/** The path of an area's page or of one of its topics. */
export const servicePath = (areaSlug: string, topicSlug?: string) =>
  topicSlug ? `/services/${areaSlug}/${topicSlug}` : `/services/${areaSlug}`;

/** The service a slug names ('audits' or 'audits/fire-safety'), for the enquiry form's fixed-service line. */
export function serviceTitle(slug: string): string | null {
  const [area, topic] = slug.split('/');
  const a = SERVICE_INDEX.find((s) => s.slug === area);
  if (!a) return null;
  if (!topic) return a.title;
  return a.topics.find((t) => t.slug === topic)?.title ?? null;
}
