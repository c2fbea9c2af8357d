// Settings → Website's reads and writes (ADR 067): the draft and published rows of the hero and
// the team (a superadmin reads both; RLS hides the draft from everyone else), edits of the draft,
// and the two RPCs that publish it or throw it away.
import { DataError } from '@kernel/data/data-error.ts';
import { pluginKeys } from '@kernel/data/query-keys.ts';
import { unwrap } from '@kernel/data/unwrap.ts';
import { supabase } from '@kernel/supabase.ts';
import type { HeroValues, MemberValues } from './website-schema.ts';

export const websiteKeys = pluginKeys('settings', 'website');

export interface HeroRow extends HeroValues {
  version: 'draft' | 'published';
}
export interface MemberRow extends MemberValues {
  id: string;
  version: 'draft' | 'published';
  member_key: string;
  photo_path: string | null;
}
export interface WebsiteDraft {
  draftHero: HeroValues | null;
  publishedHero: HeroValues | null;
  draftTeam: MemberRow[];
  publishedTeam: MemberRow[];
}

const HERO_COLUMNS = 'version, heading, body, cta_label, cta_href';
const MEMBER_COLUMNS = 'id, version, member_key, name, role, bio, sort_order, photo_path';

const heroValues = (r: HeroRow): HeroValues => ({
  heading: r.heading,
  body: r.body,
  cta_label: r.cta_label,
  cta_href: r.cta_href,
});

export async function getWebsite(): Promise<WebsiteDraft> {
  const [heroes, team] = await Promise.all([
    supabase.from('website_hero').select(HERO_COLUMNS),
    supabase.from('website_team_members').select(MEMBER_COLUMNS).order('sort_order').order('name'),
  ]);
  const heroRows = unwrap(heroes) as HeroRow[];
  const members = unwrap(team) as MemberRow[];
  const hero = (v: HeroRow['version']) => heroRows.find((r) => r.version === v);
  const draftHero = hero('draft');
  const publishedHero = hero('published');
  return {
    draftHero: draftHero ? heroValues(draftHero) : null,
    publishedHero: publishedHero ? heroValues(publishedHero) : null,
    draftTeam: members.filter((m) => m.version === 'draft'),
    publishedTeam: members.filter((m) => m.version === 'published'),
  };
}

/** What a member shows on the site, to compare the draft with what is published. */
const shown = (m: MemberRow) => [m.member_key, m.name, m.role, m.bio, m.sort_order, m.photo_path];

/** The draft differs from what visitors see. */
export function hasUnpublishedChanges(w: WebsiteDraft): boolean {
  const sameHero = JSON.stringify(w.draftHero) === JSON.stringify(w.publishedHero);
  const byKey = (a: MemberRow, b: MemberRow) => a.member_key.localeCompare(b.member_key);
  const team = (list: MemberRow[]) => JSON.stringify([...list].sort(byKey).map(shown));
  return !sameHero || team(w.draftTeam) !== team(w.publishedTeam);
}

const notAllowed = () =>
  new DataError({ code: '42501', message: 'Only a superadmin can change the website' });

export async function saveHeroDraft(values: HeroValues): Promise<HeroValues> {
  const rows = unwrap(
    await supabase.from('website_hero').update(values).eq('version', 'draft').select(HERO_COLUMNS),
  ) as HeroRow[];
  const kept = rows[0];
  if (!kept) throw notAllowed();
  return heroValues(kept);
}

export async function addMember(values: MemberValues): Promise<void> {
  unwrap(
    await supabase
      .from('website_team_members')
      .insert({ ...values, version: 'draft' })
      .select('id'),
  );
}

export async function updateMember(id: string, values: MemberValues): Promise<void> {
  const rows = unwrap(
    await supabase
      .from('website_team_members')
      .update(values)
      .eq('id', id)
      .eq('version', 'draft')
      .select('id'),
  );
  if (!rows?.length) throw notAllowed();
}

export async function removeMember(id: string): Promise<void> {
  unwrap(await supabase.from('website_team_members').delete().eq('id', id).eq('version', 'draft'));
}

export async function publishWebsite(): Promise<void> {
  unwrap(await supabase.rpc('website_publish'));
}

export async function discardWebsiteDraft(): Promise<void> {
  unwrap(await supabase.rpc('website_discard_draft'));
}
