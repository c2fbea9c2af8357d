// The firm's own facts as shown on the public site: contact details, what sets
// it apart, registrations, the sectors it serves and its disciplines.
//
// PLACEHOLDER CONTENT — edit here. Every value below is example wording for a
// Nairobi-based OSH consultancy; replace it with the firm's real details
// (and registration numbers) before going live. The public-site issue moves
// this into site settings editable from the back-office.

export const companyContact = {
  name: 'Safeworks',
  legalName: 'Safeworks Consultants Ltd',
  tagline: 'Occupational safety, health and environmental consultants',
  /** Street address, one line each. */
  addressLines: ['2nd Floor, Example Plaza, Waiyaki Way', 'Westlands, Nairobi, Kenya'],
  postal: 'P.O. Box 00000 – 00100, Nairobi',
  phone: '+254 700 000 000',
  phoneAlt: '+254 111 000 000',
  email: 'info@safeworks.example',
  hours: 'Monday–Friday, 8:00–17:00 EAT',
  /** Who answers data-protection requests (see the privacy policy). */
  privacyEmail: 'privacy@safeworks.example',
} as const;

/** `tel:` link target for a displayed phone number. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

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

/**
 * Registrations and accreditations (certifications page). PLACEHOLDER: list
 * only what the firm really holds, with its numbers.
 */
export const CERTIFICATIONS: { title: string; issuer: string; scope: string }[] = [
  {
    title: 'Approved safety and health advisors',
    issuer: 'Directorate of Occupational Safety and Health Services (DOSHS)',
    scope: 'Safety and health audits, fire safety audits and risk assessments.',
  },
  {
    title: 'Environmental impact assessment and audit experts',
    issuer: 'National Environment Management Authority (NEMA)',
    scope: 'Environmental impact assessments and environmental audits.',
  },
  {
    title: 'Energy auditors',
    issuer: 'Energy and Petroleum Regulatory Authority (EPRA)',
    scope: 'Energy audits of designated facilities.',
  },
  {
    title: 'Designated health practitioners',
    issuer: 'DOSHS',
    scope: 'Pre-employment, periodic and exit medical examinations of exposed workers.',
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

/** The disciplines on the team page until team profiles come from the database. */
export const DISCIPLINES: { title: string; body: string }[] = [
  { title: 'Safety and health advisors', body: 'Audits, risk assessments and safety management systems.' },
  {
    title: 'Fire safety specialists',
    body: 'Fire audits, equipment reviews, marshals and evacuation drills.',
  },
  { title: 'Environmental experts', body: 'Impact assessments, environmental and energy audits.' },
  {
    title: 'Occupational hygienists',
    body: 'Noise, air quality and water surveys with calibrated equipment.',
  },
  { title: 'Occupational health practitioners', body: 'Medical examinations and health surveillance.' },
  { title: 'Trainers and HR consultants', body: 'Courses, ISO programmes, HR policies and procedures.' },
];

/** How an engagement runs (about page). */
export const APPROACH: { title: string; body: string }[] = [
  { title: 'Listen', body: 'We learn how your workplace runs and what you need to achieve.' },
  { title: 'Assess', body: 'We inspect, measure and interview on site, with minimal disruption.' },
  { title: 'Report', body: 'You receive clear findings, priorities and the legal reference for each.' },
  { title: 'Support', body: 'We train your people and return to check that fixes work.' },
];
