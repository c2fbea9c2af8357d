// Settings → Website's service page texts through supabase-js (ADR 086): one draft and one published
// row per service page, seeded with what the site showed; visitors (anon, and public.website_content)
// see only the published text; a superadmin edits the draft and publishes or discards one page, or the
// whole draft with everything else; staff, admins and shop customers can neither edit nor publish.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_SERVICE_PATHS, findService } from '../../../site/content/services.ts';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient, serviceClient } from '../../../tests/support/clients.ts';

interface ServiceText {
  key: string;
  title: string;
  summary: string;
  who_needs_it: string;
  deliverables: string[];
  legal_basis: string;
}

let superadmin: SupabaseClient;

const publishedServices = async (): Promise<ServiceText[]> => {
  const { data, error } = await anonClient().rpc('website_content');
  expect(error).toBeNull();
  return (data as { services: ServiceText[] }[])[0]!.services;
};
const publishedText = async (key: string) => (await publishedServices()).find((s) => s.key === key);

const NOISE = 'survey-analysis/noise';

beforeAll(async () => {
  superadmin = (await userWithRole('superadmin')).client;
});

// The test server is shared by every suite: leave the site as it was seeded.
afterAll(async () => {
  await superadmin.rpc('website_discard_draft');
  const seeded = findService('survey-analysis', 'noise')!.topic!;
  await serviceClient()
    .from('website_services')
    .update({
      title: seeded.title,
      summary: seeded.summary,
      who_needs_it: seeded.whoNeedsIt,
      deliverables: seeded.deliverables,
      legal_basis: seeded.legalBasis ?? '',
    })
    .eq('service_key', NOISE);
});

describe('the service pages’ texts as the site first showed them', () => {
  it('every service page has a published text equal to the wording built into the site', async () => {
    const services = await publishedServices();
    expect(services.map((s) => `/services/${s.key}`)).toEqual(ALL_SERVICE_PATHS);
    for (const s of services) {
      const [area = '', topic] = s.key.split('/');
      const built = findService(area, topic)!;
      const text = built.topic ?? built.area;
      expect(s, s.key).toEqual({
        key: s.key,
        title: text.title,
        summary: text.summary,
        who_needs_it: text.whoNeedsIt,
        deliverables: text.deliverables,
        legal_basis: text.legalBasis ?? '',
      });
    }
  });
});

describe('a superadmin editing a service page’s text', () => {
  it('saves a draft that visitors do not see until that page is published', async () => {
    const save = await superadmin
      .from('website_services')
      .update({
        title: 'Noise surveys and hearing protection',
        deliverables: ['Noise map', 'Personal exposure results', 'Hearing protection plan'],
      })
      .eq('version', 'draft')
      .eq('service_key', NOISE)
      .select('title');
    expect(save.error).toBeNull();
    expect(save.data).toEqual([{ title: 'Noise surveys and hearing protection' }]);

    expect((await publishedText(NOISE))?.title).toBe('Noise survey');
    const peek = await anonClient().from('website_services').select('title').eq('service_key', NOISE);
    expect(peek.data).toEqual([{ title: 'Noise survey' }]);

    const publish = await superadmin.rpc('website_publish_service', { p_key: NOISE });
    expect(publish.error).toBeNull();
    expect(publish.data).toBe(true);
    expect(await publishedText(NOISE)).toMatchObject({
      title: 'Noise surveys and hearing protection',
      deliverables: ['Noise map', 'Personal exposure results', 'Hearing protection plan'],
    });
    // Publishing again changes nothing.
    expect((await superadmin.rpc('website_publish_service', { p_key: NOISE })).data).toBe(false);
  });

  it('discards one page’s draft: it goes back to the published text, other pages’ drafts stay', async () => {
    await superadmin
      .from('website_services')
      .update({ summary: 'A draft summary for noise.' })
      .eq('version', 'draft')
      .eq('service_key', NOISE);
    await superadmin
      .from('website_services')
      .update({ summary: 'A draft summary for water.' })
      .eq('version', 'draft')
      .eq('service_key', 'survey-analysis/water');
    expect((await superadmin.rpc('website_discard_service_draft', { p_key: NOISE })).error).toBeNull();
    const { data: drafts } = await superadmin
      .from('website_services')
      .select('service_key, summary')
      .eq('version', 'draft')
      .in('service_key', [NOISE, 'survey-analysis/water'])
      .order('service_key');
    expect(drafts).toEqual([
      {
        service_key: NOISE,
        summary: 'Noise levels mapped across work areas and personal exposures measured.',
      },
      { service_key: 'survey-analysis/water', summary: 'A draft summary for water.' },
    ]);
    // "Discard changes" of the whole website takes the service drafts back too.
    expect((await superadmin.rpc('website_discard_draft')).error).toBeNull();
    const { data: water } = await superadmin
      .from('website_services')
      .select('summary')
      .eq('version', 'draft')
      .eq('service_key', 'survey-analysis/water');
    expect(water).toEqual([{ summary: findService('survey-analysis', 'water')!.topic!.summary }]);
  });

  it('the website’s one Publish also publishes the service drafts', async () => {
    await superadmin
      .from('website_services')
      .update({ who_needs_it: 'Anyone with loud machines.' })
      .eq('version', 'draft')
      .eq('service_key', NOISE);
    expect((await superadmin.rpc('website_publish')).error).toBeNull();
    expect((await publishedText(NOISE))?.who_needs_it).toBe('Anyone with loud machines.');
  });

  it('is refused a text out of shape (an empty title, no points, an empty point, too many), an unknown page, and adding or removing a page', async () => {
    const update = (values: Record<string, unknown>) =>
      superadmin.from('website_services').update(values).eq('version', 'draft').eq('service_key', NOISE);
    expect((await update({ title: '  ' })).error?.message).toContain('website_services_title_length');
    expect((await update({ deliverables: [] })).error?.message).toContain(
      'website_services_deliverables_list',
    );
    expect((await update({ deliverables: ['ok', ' '] })).error?.message).toContain(
      'website_services_deliverables_list',
    );
    expect(
      (await update({ deliverables: Array.from({ length: 13 }, (_, i) => `Point ${i}`) })).error?.message,
    ).toContain('website_services_deliverables_list');
    const unknown = await superadmin.rpc('website_publish_service', { p_key: 'nope' });
    expect(unknown.error?.code).toBe('22023');
    // Nobody adds or removes a service page here: the pages are the site's routes.
    const insert = await superadmin.from('website_services').insert({
      version: 'draft',
      service_key: 'new-service',
      title: 'New',
      summary: 'New',
      who_needs_it: 'New',
      deliverables: ['New'],
    });
    expect(insert.error).not.toBeNull();
    await superadmin.from('website_services').delete().eq('service_key', NOISE);
    expect(await superadmin.from('website_services').select('id').eq('service_key', NOISE)).toMatchObject({
      data: [{ id: expect.any(String) }, { id: expect.any(String) }],
    });
  });

  it('cannot write the published row directly', async () => {
    const { data } = await superadmin
      .from('website_services')
      .update({ title: 'Sneaked in' })
      .eq('version', 'published')
      .eq('service_key', NOISE)
      .select('id');
    expect(data).toEqual([]);
    expect((await publishedText(NOISE))?.title).not.toBe('Sneaked in');
  });
});

describe('anyone but a superadmin', () => {
  for (const role of ['admin', 'staff', 'customer'] as const)
    it(`${role}: reads only the published text, and can neither edit the draft nor publish`, async () => {
      const { client } = await userWithRole(role);
      const { data: rows } = await client.from('website_services').select('version').eq('service_key', NOISE);
      expect(rows).toEqual([{ version: 'published' }]);
      const edit = await client
        .from('website_services')
        .update({ title: `Changed by ${role}` })
        .eq('service_key', NOISE)
        .select('id');
      expect(edit.data ?? []).toEqual([]);
      expect((await client.rpc('website_publish_service', { p_key: NOISE })).error?.code).toBe('42501');
      expect((await client.rpc('website_discard_service_draft', { p_key: NOISE })).error?.code).toBe('42501');
      expect((await client.rpc('website_publish')).error?.code).toBe('42501');
    });

  it('a visitor (anon): reads only the published text and cannot publish', async () => {
    const { data } = await anonClient().from('website_services').select('version').eq('service_key', NOISE);
    expect(data).toEqual([{ version: 'published' }]);
    const edit = await anonClient().from('website_services').update({ title: 'x' }).eq('service_key', NOISE);
    expect(edit.error).not.toBeNull();
    expect((await anonClient().rpc('website_publish_service', { p_key: NOISE })).error).not.toBeNull();
  });
});
