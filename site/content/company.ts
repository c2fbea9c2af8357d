// The firm's own facts as shown on the public site: contact details, what sets
// it apart, registrations, the sectors it serves and its disciplines.
//
// PLACEHOLDER CONTENT — edit here. Every value below is example wording for a
// Nairobi-based OSH consultancy; replace it with the firm's real details
// (and registration numbers) before going live. The public-site issue moves
// this into site settings editable from the back-office.

// The contact details are in company-contact.ts: every page's header and footer show them, and importing them
// from here put all of this file's texts in every page's first download (ADR 088).
export { companyContact, telHref } from './company-contact.ts';
// The home page's texts are in home-texts.ts, so the home page downloads only those (ADR 088).
export { DEFAULT_HERO, HERO_POINTS, SECTORS, WHY_US } from './home-texts.ts';

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
