// The site's published content from Settings → Website (ADR 067): the home hero and the team.
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

export interface WebsiteContent {
  hero: WebsiteHero | null;
  team: WebsiteTeamMember[];
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

/** One row of public.website_content() (or the copy in a served page); null when it is not one. */
export function parseWebsiteContent(v: unknown): WebsiteContent | null {
  if (!record(v)) return null;
  const team = Array.isArray(v.team) ? v.team.map(memberOf) : [];
  return {
    hero: heroOf(v.hero),
    team: team.filter((m): m is WebsiteTeamMember => m !== null),
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
  return parseWebsiteContent(row) ?? { hero: null, team: [] };
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
