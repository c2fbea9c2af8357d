// Settings → Website's forms (ADR 067, 082, 086): the home hero, a team member, a client logo, a
// certification, the privacy policy and a service page's text. The limits repeat the database's check
// constraints (migrations 20261202500000_settings_website_content.sql,
// 20261203001700_settings_website_records.sql, 20261203001900_settings_website_services.sql).
import { z } from 'zod';

export const HERO_LIMITS = { heading: 120, body: 600, ctaLabel: 40, ctaHref: 200 } as const;
export const MEMBER_LIMITS = { name: 120, role: 120, bio: 1500 } as const;

const required = (what: string, max: number) =>
  z.string().trim().min(1, `Enter ${what}`).max(max, `At most ${max} characters`);

export const heroSchema = z.object({
  heading: required('a heading', HERO_LIMITS.heading),
  body: required('the text under the heading', HERO_LIMITS.body),
  cta_label: required('the button’s words', HERO_LIMITS.ctaLabel),
  cta_href: z
    .string()
    .trim()
    .max(HERO_LIMITS.ctaHref, `At most ${HERO_LIMITS.ctaHref} characters`)
    .regex(/^\/[A-Za-z0-9/_?=&#.-]*$/, 'A page of this site, starting with / (e.g. /contact)'),
});
export type HeroValues = z.infer<typeof heroSchema>;

export const HERO_CONSTRAINTS = {
  website_hero_cta_href_path: { field: 'cta_href', message: 'A page of this site, starting with /' },
} as const;

export const memberSchema = z.object({
  name: required('the name', MEMBER_LIMITS.name),
  role: required('the role', MEMBER_LIMITS.role),
  bio: z.string().trim().max(MEMBER_LIMITS.bio, `At most ${MEMBER_LIMITS.bio} characters`),
  photo_path: z.string().transform((v) => v || null),
});
export type MemberInput = z.input<typeof memberSchema>;
export type MemberValues = z.output<typeof memberSchema>;

/** An optional text: blank is stored as null. */
const optionalPath = z.string().transform((v) => v || null);

export const CLIENT_LIMITS = { name: 120, url: 300 } as const;

export const clientSchema = z.object({
  name: required('the client’s name', CLIENT_LIMITS.name),
  website_url: z
    .string()
    .trim()
    .max(CLIENT_LIMITS.url, `At most ${CLIENT_LIMITS.url} characters`)
    .refine((v) => v === '' || /^https?:\/\/[^\s<>"]+$/.test(v), 'A web address starting with https://')
    .transform((v) => v || null),
  logo_path: optionalPath,
});
export type ClientInput = z.input<typeof clientSchema>;
export type ClientValues = z.output<typeof clientSchema>;

export const CLIENT_CONSTRAINTS = {
  website_clients_website_url_http: { field: 'website_url', message: 'A web address starting with https://' },
} as const;

export const CERTIFICATION_LIMITS = { title: 160, issuer: 160, scope: 500, number: 80 } as const;

export const certificationSchema = z.object({
  title: required('the certification', CERTIFICATION_LIMITS.title),
  issuer: required('who issued it', CERTIFICATION_LIMITS.issuer),
  scope: z
    .string()
    .trim()
    .max(CERTIFICATION_LIMITS.scope, `At most ${CERTIFICATION_LIMITS.scope} characters`),
  number: z
    .string()
    .trim()
    .max(CERTIFICATION_LIMITS.number, `At most ${CERTIFICATION_LIMITS.number} characters`),
  // <input type="date"> gives YYYY-MM-DD or nothing; nothing means it does not expire.
  valid_until: z
    .string()
    .refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), 'A date, or leave it empty')
    .transform((v) => v || null),
  document_path: optionalPath,
});
export type CertificationInput = z.input<typeof certificationSchema>;
export type CertificationValues = z.output<typeof certificationSchema>;

export const PRIVACY_LIMITS = {
  intro: 2000,
  sections: 40,
  heading: 160,
  paragraph: 3000,
  paragraphs: 20,
  item: 600,
  items: 40,
} as const;

/** Paragraphs are typed separated by a blank line; list items one a line. */
export const splitParagraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
export const splitLines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

const policySection = z
  .object({
    heading: required('a heading', PRIVACY_LIMITS.heading),
    paragraphs: z.string(),
    items: z.string(),
  })
  .transform((s) => ({
    heading: s.heading,
    paragraphs: splitParagraphs(s.paragraphs),
    items: splitLines(s.items),
  }))
  .superRefine((s, ctx) => {
    const problem = (path: 'paragraphs' | 'items', message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (s.paragraphs.length + s.items.length === 0) problem('paragraphs', 'Write at least one paragraph');
    if (s.paragraphs.length > PRIVACY_LIMITS.paragraphs)
      problem('paragraphs', `At most ${PRIVACY_LIMITS.paragraphs} paragraphs`);
    if (s.paragraphs.some((p) => p.length > PRIVACY_LIMITS.paragraph))
      problem('paragraphs', `A paragraph can have at most ${PRIVACY_LIMITS.paragraph} characters`);
    if (s.items.length > PRIVACY_LIMITS.items) problem('items', `At most ${PRIVACY_LIMITS.items} points`);
    if (s.items.some((i) => i.length > PRIVACY_LIMITS.item))
      problem('items', `A point can have at most ${PRIVACY_LIMITS.item} characters`);
  });

export const privacySchema = z.object({
  intro: required('the introduction', PRIVACY_LIMITS.intro),
  sections: z
    .array(policySection)
    .min(1, 'Keep at least one section')
    .max(PRIVACY_LIMITS.sections, `At most ${PRIVACY_LIMITS.sections} sections`),
});
export type PrivacyInput = z.input<typeof privacySchema>;
export type PrivacyValues = z.output<typeof privacySchema>;
export type PolicySectionValues = PrivacyValues['sections'][number];

/** The stored policy as the form types it (paragraphs apart by a blank line, a point a line). */
export const privacyInput = (p: PrivacyValues): PrivacyInput => ({
  intro: p.intro,
  sections: p.sections.map((s) => ({
    heading: s.heading,
    paragraphs: s.paragraphs.join('\n\n'),
    items: s.items.join('\n'),
  })),
});

/** The sections as the database keeps them (checked again by website_policy_sections_valid). */
export const storedSectionsSchema = z.array(
  z.object({ heading: z.string(), paragraphs: z.array(z.string()), items: z.array(z.string()) }),
);

export const SERVICE_LIMITS = {
  title: 120,
  summary: 400,
  whoNeedsIt: 400,
  deliverable: 200,
  deliverables: 12,
  legalBasis: 500,
} as const;

/** A service page's text: the "What we deliver" points typed one a line. */
export const serviceSchema = z.object({
  title: required('the page’s title', SERVICE_LIMITS.title),
  summary: required('the introduction', SERVICE_LIMITS.summary),
  who_needs_it: required('who needs it', SERVICE_LIMITS.whoNeedsIt),
  deliverables: z
    .string()
    .transform(splitLines)
    .superRefine((points, ctx) => {
      const problem = (message: string) => ctx.addIssue({ code: 'custom', message });
      if (points.length === 0) problem('Write at least one point, one a line');
      if (points.length > SERVICE_LIMITS.deliverables)
        problem(`At most ${SERVICE_LIMITS.deliverables} points`);
      if (points.some((p) => p.length > SERVICE_LIMITS.deliverable))
        problem(`A point can have at most ${SERVICE_LIMITS.deliverable} characters`);
    }),
  legal_basis: z
    .string()
    .trim()
    .max(SERVICE_LIMITS.legalBasis, `At most ${SERVICE_LIMITS.legalBasis} characters`),
});
export type ServiceInput = z.input<typeof serviceSchema>;
export type ServiceValues = z.output<typeof serviceSchema>;

export const SERVICE_CONSTRAINTS = {
  website_services_deliverables_list: {
    field: 'deliverables',
    message: `One to ${SERVICE_LIMITS.deliverables} points of at most ${SERVICE_LIMITS.deliverable} characters`,
  },
} as const;

/** The stored text as the form types it (a point a line). */
export const serviceInput = (s: ServiceValues): ServiceInput => ({
  title: s.title,
  summary: s.summary,
  who_needs_it: s.who_needs_it,
  deliverables: s.deliverables.join('\n'),
  legal_basis: s.legal_basis,
});
