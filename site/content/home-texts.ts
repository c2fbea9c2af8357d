// The home page's own texts (the hero until the published one is known, why us, the sectors we serve), apart from
// company.ts's other facts so the home page downloads only these (ADR 088). PLACEHOLDER CONTENT as company.ts's.

/**
 * The home hero as the database was seeded with it (Settings → Website publishes the real one,
 * ADR 067): shown only until the published content is known.
 */
export const DEFAULT_HERO = {
  heading: 'Safe, healthy and compliant workplaces',
  body: 'We audit workplaces, measure noise, air and water, train your people and examine exposed workers — so you meet the law and everyone goes home safe.',
  cta_label: 'Request a quote',
  cta_href: '/contact',
} as const;

/** Short trust points shown under the home page hero. */
export const HERO_POINTS = [
  'Audits, measurements, training and medical exams from one firm',
  'Reports written to stand up to inspection',
  'Serving workplaces across Kenya',
] as const;

/** "Why us" on the home page. */
export const WHY_US: { title: string; body: string }[] = [
  {
    title: 'Qualified, registered professionals',
    body: 'Safety and health advisors, environmental experts and occupational health practitioners who sign their own work.',
  },
  {
    title: 'Measured, not guessed',
    body: 'Noise, air and water are measured with calibrated instruments and compared with the legal exposure limits.',
  },
  {
    title: 'Reports you can act on',
    body: 'Every finding comes with a priority, a practical fix and the rule behind it, so you know what to do first.',
  },
  {
    title: 'One partner for the whole programme',
    body: 'From the annual audit to committee training and workers’ medicals, one team keeps your records together.',
  },
];

/** Sectors served (home clients strip, clients page) until client logos come from the database. */
export const SECTORS = [
  'Manufacturing',
  'Hotels and hospitality',
  'Agriculture and flower farms',
  'Hospitals and clinics',
  'Schools and universities',
  'Construction',
  'Energy and utilities',
  'Public sector',
] as const;
