// The site's published content from Settings → Website (ADR 067, 082, 086): the home hero, the team,
// the client logos, the certifications (expired ones already left out), the privacy policy and the
// service pages' texts (the server leaves out of its copy those equal to the site's own wording:
// cms/service-texts.ts, which this file does not import — the pages' texts are not in every download).
// The server renderer reads it as a visitor (public.website_content(), published rows only),
// renders the page with it and leaves a copy in the page's head (<script id="website-content">),
// so the browser's first render — the hydration — shows the same content without asking again.
// A page the server did not render (the dev server, a client-side visit from the dashboard)
// asks once. Checked by hand, not with zod: the home page is every visitor's first download.
import { sharedRead } from '@kit/format/shared-read.ts';
import { createContext, useContext } from 'react';

export interface WebsiteHero {
  heading: string;
  body: string;
  cta_label: string;
  cta_href: string;
}

export interface WebsiteTeamMember {
  key: string;
  name: string;
  role: string;
  bio: string;
  photo_path: string | null;
}

export interface WebsiteClient {
  key: string;
  name: string;
  logo_path: string | null;
  website_url: string | null;
}

export interface WebsiteCertification {
  key: string;
  title: string;
  issuer: string;
  scope: string;
  number: string;
  /** YYYY-MM-DD, or null when it does not expire. */
  valid_until: string | null;
  /** In the public "website-documents" bucket: a PDF or an image. */
  document_path: string | null;
}

export interface WebsitePolicySection {
  heading: string;
  paragraphs: string[];
  items: string[];
}

export interface WebsitePrivacyPolicy {
  intro: string;
  sections: WebsitePolicySection[];
  /** YYYY-MM-DD. */
  last_updated: string;
}

/** A service page's published text (`key`: "audits" or "audits/fire-safety", as content/services.ts). */
export interface WebsiteServiceText {
  key: string;
  title: string;
  summary: string;
  who_needs_it: string;
  deliverables: string[];
  /** '' on a topic's page: its area's is shown. */
  legal_basis: string;
}

export interface WebsiteContent {
  hero: WebsiteHero | null;
  team: WebsiteTeamMember[];
  clients: WebsiteClient[];
  certifications: WebsiteCertification[];
  privacy: WebsitePrivacyPolicy | null;
  /**
   * The service pages' published texts; a page not listed shows the site's own wording (the server lists only
   * those that differ from it, ADR 086).
   */
  services: WebsiteServiceText[];
}

export const WEBSITE_CONTENT_ID = 'website-content';

const text = (v: unknown): v is string => typeof v === 'string';
const record = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function heroOf(v: unknown): WebsiteHero | null {
  if (!record(v)) return null;
  const { heading, body, cta_label, cta_href } = v;
  if (!text(heading) || !text(body) || !text(cta_label) || !text(cta_href)) return null;
  return { heading, body, cta_label, cta_href };
}

function memberOf(v: unknown): WebsiteTeamMember | null {
  if (!record(v)) return null;
  const { key, name, role, bio, photo_path } = v;
  if (!text(key) || !text(name) || !text(role) || !text(bio)) return null;
  return { key, name, role, bio, photo_path: text(photo_path) ? photo_path : null };
}

const textOrNull = (v: unknown) => (text(v) ? v : null);
const texts = (v: unknown): string[] => (Array.isArray(v) ? v.filter(text) : []);

function clientOf(v: unknown): WebsiteClient | null {
  if (!record(v)) return null;
  const { key, name } = v;
  if (!text(key) || !text(name)) return null;
  return { key, name, logo_path: textOrNull(v.logo_path), website_url: textOrNull(v.website_url) };
}

function certificationOf(v: unknown): WebsiteCertification | null {
  if (!record(v)) return null;
  const { key, title, issuer } = v;
  if (!text(key) || !text(title) || !text(issuer)) return null;
  return {
    key,
    title,
    issuer,
    scope: text(v.scope) ? v.scope : '',
    number: text(v.number) ? v.number : '',
    valid_until: textOrNull(v.valid_until),
    document_path: textOrNull(v.document_path),
  };
}

function privacyOf(v: unknown): WebsitePrivacyPolicy | null {
  if (!record(v) || !text(v.intro) || !text(v.last_updated) || !Array.isArray(v.sections)) return null;
  const sections = v.sections
    .filter(record)
    .filter((s) => text(s.heading))
    .map((s) => ({ heading: s.heading as string, paragraphs: texts(s.paragraphs), items: texts(s.items) }));
  return { intro: v.intro, sections, last_updated: v.last_updated };
}

function serviceTextOf(v: unknown): WebsiteServiceText | null {
  if (!record(v)) return null;
  const { key, title, summary, who_needs_it } = v;
  if (!text(key) || !text(title) || !text(summary) || !text(who_needs_it)) return null;
  const deliverables = texts(v.deliverables);
  if (deliverables.length === 0) return null;
  return {
    key,
    title,
    summary,
    who_needs_it,
    deliverables,
    legal_basis: text(v.legal_basis) ? v.legal_basis : '',
  };
}

const listOf = <T>(v: unknown, one: (x: unknown) => T | null): T[] =>
  Array.isArray(v) ? v.map(one).filter((x): x is T => x !== null) : [];

/** One row of public.website_content() (or the copy in a served page); null when it is not one. */
export function parseWebsiteContent(v: unknown): WebsiteContent | null {
  if (!record(v)) return null;
  return {
    hero: heroOf(v.hero),
    team: listOf(v.team, memberOf),
    clients: listOf(v.clients, clientOf),
    certifications: listOf(v.certifications, certificationOf),
    privacy: privacyOf(v.privacy),
    services: listOf(v.services, serviceTextOf),
  };
}

/** The copy the server leaves in the head; `<` escaped so no text can close the script. */
export function websiteContentScript(content: WebsiteContent): string {
  const json = JSON.stringify(content).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${WEBSITE_CONTENT_ID}">${json}</script>`;
}

/** The content the server rendered this page with, if it did. */
export function servedWebsiteContent(): WebsiteContent | undefined {
  if (typeof document === 'undefined') return undefined;
  const script = document.getElementById(WEBSITE_CONTENT_ID);
  if (!script?.textContent) return undefined;
  try {
    return parseWebsiteContent(JSON.parse(script.textContent)) ?? undefined;
  } catch {
    return undefined;
  }
}

export async function fetchWebsiteContent(): Promise<WebsiteContent> {
  // supabase-js loads here, on first use, not with the page (ADR 080).
  const { supabase } = await import('@kernel/supabase.ts');
  const r = await supabase.rpc('website_content');
  if (r.error) throw new Error(r.error.message);
  const row: unknown = Array.isArray(r.data) ? r.data[0] : r.data;
  return (
    parseWebsiteContent(row) ?? {
      hero: null,
      team: [],
      clients: [],
      certifications: [],
      privacy: null,
      services: [],
    }
  );
}

const published = sharedRead(servedWebsiteContent, fetchWebsiteContent);

/** What the server renders a page with (config/entry-server.tsx provides it for each request). */
export const ServerWebsiteContent = createContext<WebsiteContent | null>(null);

/**
 * The published content; undefined until it is known (the page then shows the wording in
 * content/company.ts, which is what the database was seeded with). A served page's copy is
 * kept for the visit: a publish shows on the next page load.
 */
export function useWebsiteContent(): WebsiteContent | undefined {
  const onServer = useContext(ServerWebsiteContent);
  const inBrowser = published.use();
  return onServer ?? inBrowser;
}

/**
 * A public storage file's address (team photos and client logos in "branding", certificates in
 * "website-documents"): relative to the site unless the app talks to a separate Supabase project,
 * so the server's HTML and the browser's render agree.
 */
export function publicFileUrl(bucket: 'branding' | 'website-documents', path: string): string {
  const base = (import.meta.env.VITE_SUPABASE_URL ?? '').replace(/\/+$/, '');
  return `${base}/storage/v1/object/public/${bucket}/${path.split('/').map(encodeURIComponent).join('/')}`;
}

const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2026-11-23" → "23 November 2026", the same on the server and in any browser. */
export function formatDay(isoDate: string): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? isoDate : DAY.format(day);
}
