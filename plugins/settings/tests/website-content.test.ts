// Settings → Website through supabase-js (ADR 067): a superadmin edits the draft of the home
// hero and the team; visitors (and the server renderer, which reads as anon) see only what is
// published, and see the change only after "Publish"; "Discard changes" brings the draft back
// to what is published; staff and admins can neither read the draft nor publish.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient } from '../../../tests/support/clients.ts';

const SEED_HERO = {
  heading: 'Safe, healthy and compliant workplaces',
  body: 'We audit workplaces, measure noise, air and water, train your people and examine exposed workers — so you meet the law and everyone goes home safe.',
  cta_label: 'Request a quote',
  cta_href: '/contact',
};

let superadmin: SupabaseClient;

const published = async () => {
  const { data, error } = await anonClient().rpc('website_content');
  expect(error).toBeNull();
  return (data as { hero: typeof SEED_HERO; team: { name: string; role: string; bio: string }[] }[])[0]!;
};

beforeAll(async () => {
  superadmin = (await userWithRole('superadmin')).client;
});

// The test server is shared by every suite: leave the site as it was seeded.
afterAll(async () => {
  await superadmin.from('website_hero').update(SEED_HERO).eq('version', 'draft');
  await superadmin.from('website_team_members').delete().eq('version', 'draft');
  await superadmin.rpc('website_publish');
});

describe('a superadmin editing the website in Settings → Website', () => {
  it('starts from what the site showed before the CMS: the seeded hero, no team members', async () => {
    const content = await published();
    expect(content.hero).toEqual(SEED_HERO);
    expect(content.team).toEqual([]);
  });

  it('changes the hero and adds a team member that visitors see only after publishing', async () => {
    const hero = await superadmin
      .from('website_hero')
      .update({ heading: 'Workplaces that pass inspection' })
      .eq('version', 'draft')
      .select('heading');
    expect(hero.error).toBeNull();
    expect(hero.data).toEqual([{ heading: 'Workplaces that pass inspection' }]);
    const member = await superadmin
      .from('website_team_members')
      .insert({
        version: 'draft',
        name: 'Grace Wanjiru',
        role: 'Lead safety advisor',
        bio: 'DOSHS approved.',
      })
      .select('id');
    expect(member.error).toBeNull();

    // Before publishing, a visitor sees the old content, through the RPC and the tables alike.
    expect((await published()).hero.heading).toBe(SEED_HERO.heading);
    expect((await published()).team).toEqual([]);
    const drafts = await anonClient().from('website_hero').select('heading').eq('version', 'draft');
    expect(drafts.data).toEqual([]);
    const draftTeam = await anonClient().from('website_team_members').select('name').eq('version', 'draft');
    expect(draftTeam.data).toEqual([]);

    const publish = await superadmin.rpc('website_publish');
    expect(publish.error).toBeNull();
    expect(publish.data).toBe(1);

    const after = await published();
    expect(after.hero.heading).toBe('Workplaces that pass inspection');
    expect(after.team).toMatchObject([
      { name: 'Grace Wanjiru', role: 'Lead safety advisor', bio: 'DOSHS approved.' },
    ]);
  });

  it('lists the team in the order the superadmin set', async () => {
    await superadmin.from('website_team_members').delete().eq('version', 'draft');
    await superadmin.from('website_team_members').insert([
      { version: 'draft', name: 'Zawadi Otieno', role: 'Occupational hygienist', sort_order: 1 },
      { version: 'draft', name: 'Peter Kamau', role: 'Fire safety specialist', sort_order: 2 },
    ]);
    await superadmin.rpc('website_publish');
    expect((await published()).team.map((m) => m.name)).toEqual(['Zawadi Otieno', 'Peter Kamau']);
  });

  it('discards unpublished changes: the draft goes back to what visitors see', async () => {
    await superadmin
      .from('website_hero')
      .update({ heading: 'A heading nobody approved' })
      .eq('version', 'draft');
    await superadmin.from('website_team_members').delete().eq('version', 'draft');
    const discard = await superadmin.rpc('website_discard_draft');
    expect(discard.error).toBeNull();
    const { data: hero } = await superadmin.from('website_hero').select('heading').eq('version', 'draft');
    expect(hero).toEqual([{ heading: (await published()).hero.heading }]);
    const { data: team } = await superadmin
      .from('website_team_members')
      .select('name')
      .eq('version', 'draft')
      .order('sort_order');
    expect(team?.map((m) => m.name)).toEqual(['Zawadi Otieno', 'Peter Kamau']);
  });

  it('cannot write the published copy directly, only through Publish', async () => {
    const { data } = await superadmin
      .from('website_hero')
      .update({ heading: 'Sneaked past the draft' })
      .eq('version', 'published')
      .select('heading');
    expect(data).toEqual([]);
    const insert = await superadmin
      .from('website_team_members')
      .insert({ version: 'published', name: 'Nobody', role: 'Ghost' });
    expect(insert.error?.code).toBe('42501');
  });

  it('is refused a hero link to another site', async () => {
    const { error } = await superadmin
      .from('website_hero')
      .update({ cta_href: 'javascript:alert(1)' })
      .eq('version', 'draft');
    expect(error?.message).toContain('website_hero_cta_href_path');
  });
});

describe.each(['staff', 'admin'] as const)('a member of %s', (role) => {
  it('cannot read the draft, change it, publish or discard', async () => {
    const { client } = await userWithRole(role);
    const { data: drafts } = await client.from('website_hero').select('heading').eq('version', 'draft');
    expect(drafts).toEqual([]);
    const { data: changed } = await client
      .from('website_hero')
      .update({ heading: 'Hacked' })
      .eq('version', 'draft')
      .select('heading');
    expect(changed).toEqual([]);
    const publish = await client.rpc('website_publish');
    expect(publish.error?.code).toBe('42501');
    const discard = await client.rpc('website_discard_draft');
    expect(discard.error?.code).toBe('42501');
  });
});

describe('a visitor', () => {
  it('cannot publish', async () => {
    const { error } = await anonClient().rpc('website_publish');
    expect(error).not.toBeNull();
  });
});
