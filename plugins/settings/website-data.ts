// Settings → Website's reads and writes (ADR 067, 082, 086): the draft and published rows of the hero,
// the team, the client logos, the certifications, the privacy policy and the service pages' texts (a
// superadmin reads both;
// RLS hides the draft from everyone else), edits of the draft, the files they point at, and the
// RPCs that reorder a list, publish the draft or throw it away.
import { DataError } from '@kernel/data/data-error.ts';
import { pluginKeys } from '@kernel/data/query-keys.ts';
import { unwrap } from '@kernel/data/unwrap.ts';
import { supabase } from '@kernel/supabase.ts';
import {
  type CertificationValues,
  type ClientValues,
  type HeroValues,
  type MemberValues,
  type PrivacyValues,
  type ServiceValues,
  storedSectionsSchema,
} from './website-schema.ts';

export const websiteKeys = pluginKeys('settings', 'website');

export interface HeroRow extends HeroValues {
  version: 'draft' | 'published';
}
export interface MemberRow extends MemberValues {
  id: string;
  version: 'draft' | 'published';
  member_key: string;
  sort_order: number;
}
export interface ClientRow extends ClientValues {
  id: string;
  version: 'draft' | 'published';
  client_key: string;
  sort_order: number;
}
export interface CertificationRow extends CertificationValues {
  id: string;
  version: 'draft' | 'published';
  cert_key: string;
  sort_order: number;
}
export interface PrivacyRow extends PrivacyValues {
  version: 'draft' | 'published';
  /** YYYY-MM-DD: what /privacy-policy says under "Last updated". */
  last_updated: string;
}
export interface ServiceRow extends ServiceValues {
  id: string;
  version: 'draft' | 'published';
  /** The page: "audits" or "audits/fire-safety" (/services/<key>); the site's routes, never added here. */
  service_key: string;
  sort_order: number;
}
export interface WebsiteDraft {
  draftHero: HeroValues | null;
  publishedHero: HeroValues | null;
  draftTeam: MemberRow[];
  publishedTeam: MemberRow[];
  draftClients: ClientRow[];
  publishedClients: ClientRow[];
  draftCertifications: CertificationRow[];
  publishedCertifications: CertificationRow[];
  draftPrivacy: PrivacyRow | null;
  publishedPrivacy: PrivacyRow | null;
  draftServices: ServiceRow[];
  publishedServices: ServiceRow[];
}

const HERO_COLUMNS = 'version, heading, body, cta_label, cta_href';
const MEMBER_COLUMNS = 'id, version, member_key, name, role, bio, sort_order, photo_path';
const CLIENT_COLUMNS = 'id, version, client_key, name, logo_path, website_url, sort_order';
const CERTIFICATION_COLUMNS =
  'id, version, cert_key, title, issuer, scope, number, valid_until, document_path, sort_order';
const PRIVACY_COLUMNS = 'version, intro, sections, last_updated';
const SERVICE_COLUMNS =
  'id, version, service_key, title, summary, who_needs_it, deliverables, legal_basis, sort_order';

const heroValues = (r: HeroRow): HeroValues => ({
  heading: r.heading,
  body: r.body,
  cta_label: r.cta_label,
  cta_href: r.cta_href,
});

export async function getWebsite(): Promise<WebsiteDraft> {
  const [heroes, team, clientsRead, certificationsRead, policies, servicesRead] = await Promise.all([
    supabase.from('website_hero').select(HERO_COLUMNS),
    supabase.from('website_team_members').select(MEMBER_COLUMNS).order('sort_order').order('name'),
    supabase.from('website_clients').select(CLIENT_COLUMNS).order('sort_order').order('name'),
    supabase.from('website_certifications').select(CERTIFICATION_COLUMNS).order('sort_order').order('title'),
    supabase.from('website_privacy_policy').select(PRIVACY_COLUMNS),
    supabase.from('website_services').select(SERVICE_COLUMNS).order('sort_order').order('service_key'),
  ]);
  const heroRows = unwrap(heroes) as HeroRow[];
  const members = unwrap(team) as MemberRow[];
  const clients = unwrap(clientsRead) as ClientRow[];
  const certifications = unwrap(certificationsRead) as CertificationRow[];
  const services = unwrap(servicesRead) as ServiceRow[];
  const privacy: PrivacyRow[] = unwrap(policies).map((p) => ({
    version: p.version as PrivacyRow['version'],
    intro: p.intro,
    sections: storedSectionsSchema.parse(p.sections),
    last_updated: p.last_updated,
  }));
  const hero = (v: HeroRow['version']) => heroRows.find((r) => r.version === v);
  const draftHero = hero('draft');
  const publishedHero = hero('published');
  const of = <T extends { version: string }>(rows: T[], v: HeroRow['version']) =>
    rows.filter((r) => r.version === v);
  return {
    draftHero: draftHero ? heroValues(draftHero) : null,
    publishedHero: publishedHero ? heroValues(publishedHero) : null,
    draftTeam: of(members, 'draft'),
    publishedTeam: of(members, 'published'),
    draftClients: of(clients, 'draft'),
    publishedClients: of(clients, 'published'),
    draftCertifications: of(certifications, 'draft'),
    publishedCertifications: of(certifications, 'published'),
    draftPrivacy: of(privacy, 'draft')[0] ?? null,
    publishedPrivacy: of(privacy, 'published')[0] ?? null,
    draftServices: of(services, 'draft'),
    publishedServices: of(services, 'published'),
  };
}

/** What a record shows on the site (its key first), to compare the draft with what is published. */
const shownMember = (m: MemberRow) => [m.member_key, m.name, m.role, m.bio, m.sort_order, m.photo_path];
const shownClient = (c: ClientRow) => [c.client_key, c.name, c.logo_path, c.website_url, c.sort_order];
const shownCertification = (c: CertificationRow) => [
  c.cert_key,
  c.title,
  c.issuer,
  c.scope,
  c.number,
  c.valid_until,
  c.document_path,
  c.sort_order,
];
const shownPolicy = (p: PrivacyRow | null) => p && [p.intro, p.sections];
const shownService = (s: ServiceRow) => [
  s.service_key,
  s.title,
  s.summary,
  s.who_needs_it,
  s.deliverables,
  s.legal_basis,
  s.sort_order,
];

/** One service page's draft differs from its published text (or it has none published). */
export function serviceChanged(draft: ServiceRow, published: ServiceRow | undefined): boolean {
  return !published || JSON.stringify(shownService(draft)) !== JSON.stringify(shownService(published));
}

/** The same records, whatever order they were read in. */
function sameList<T>(a: T[], b: T[], shown: (row: T) => unknown[]): boolean {
  const text = (list: T[]) =>
    list
      .map((r) => JSON.stringify(shown(r)))
      .sort()
      .join('\n');
  return text(a) === text(b);
}

/** The draft differs from what visitors see. */
export function hasUnpublishedChanges(w: WebsiteDraft): boolean {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  return !(
    same(w.draftHero, w.publishedHero) &&
    sameList(w.draftTeam, w.publishedTeam, shownMember) &&
    sameList(w.draftClients, w.publishedClients, shownClient) &&
    sameList(w.draftCertifications, w.publishedCertifications, shownCertification) &&
    same(shownPolicy(w.draftPrivacy), shownPolicy(w.publishedPrivacy)) &&
    sameList(w.draftServices, w.publishedServices, shownService)
  );
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

export async function addMember(values: MemberValues, sort_order: number): Promise<void> {
  unwrap(
    await supabase
      .from('website_team_members')
      .insert({ ...values, sort_order, version: 'draft' })
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

export async function addClient(values: ClientValues, sort_order: number): Promise<void> {
  unwrap(
    await supabase
      .from('website_clients')
      .insert({ ...values, sort_order, version: 'draft' })
      .select('id'),
  );
}

export async function updateClient(id: string, values: ClientValues): Promise<void> {
  const rows = unwrap(
    await supabase.from('website_clients').update(values).eq('id', id).eq('version', 'draft').select('id'),
  );
  if (!rows?.length) throw notAllowed();
}

export async function removeClient(id: string): Promise<void> {
  unwrap(await supabase.from('website_clients').delete().eq('id', id).eq('version', 'draft'));
}

export async function addCertification(values: CertificationValues, sort_order: number): Promise<void> {
  unwrap(
    await supabase
      .from('website_certifications')
      .insert({ ...values, sort_order, version: 'draft' })
      .select('id'),
  );
}

export async function updateCertification(id: string, values: CertificationValues): Promise<void> {
  const rows = unwrap(
    await supabase
      .from('website_certifications')
      .update(values)
      .eq('id', id)
      .eq('version', 'draft')
      .select('id'),
  );
  if (!rows?.length) throw notAllowed();
}

export async function removeCertification(id: string): Promise<void> {
  unwrap(await supabase.from('website_certifications').delete().eq('id', id).eq('version', 'draft'));
}

export async function savePrivacyDraft(values: PrivacyValues): Promise<void> {
  const rows = unwrap(
    await supabase.from('website_privacy_policy').update(values).eq('version', 'draft').select('version'),
  );
  if (!rows?.length) throw notAllowed();
}

/** The draft rows of one list in this order (Move up / Move down), in one statement. */
export async function reorderDraft(
  list: 'team' | 'clients' | 'certifications',
  ids: string[],
): Promise<void> {
  unwrap(await supabase.rpc('website_reorder_draft', { p_list: list, p_ids: ids }));
}

export async function saveServiceDraft(key: string, values: ServiceValues): Promise<void> {
  const rows = unwrap(
    await supabase
      .from('website_services')
      .update(values)
      .eq('service_key', key)
      .eq('version', 'draft')
      .select('id'),
  );
  if (!rows?.length) throw notAllowed();
}

/** One service page's draft becomes what visitors see (the rest of the draft stays a draft). */
export async function publishService(key: string): Promise<void> {
  unwrap(await supabase.rpc('website_publish_service', { p_key: key }));
}

/** One service page's draft goes back to its published text. */
export async function discardServiceDraft(key: string): Promise<void> {
  unwrap(await supabase.rpc('website_discard_service_draft', { p_key: key }));
}

export async function publishWebsite(): Promise<void> {
  unwrap(await supabase.rpc('website_publish'));
}

export async function discardWebsiteDraft(): Promise<void> {
  unwrap(await supabase.rpc('website_discard_draft'));
}
