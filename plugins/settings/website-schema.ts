// Settings → Website's forms (ADR 067): the home hero and a team member. The limits repeat the
// database's check constraints (migration 20261202500000_settings_website_content.sql).
import { z } from 'zod';

export const HERO_LIMITS = { heading: 120, body: 600, ctaLabel: 40, ctaHref: 200 } as const;
export const MEMBER_LIMITS = { name: 120, role: 120, bio: 1500, order: 9999 } as const;

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
  sort_order: z.coerce
    .number<string>()
    .int('A whole number')
    .min(0, 'From 0')
    .max(MEMBER_LIMITS.order, `Up to ${MEMBER_LIMITS.order}`),
});
export type MemberInput = z.input<typeof memberSchema>;
export type MemberValues = z.output<typeof memberSchema>;
