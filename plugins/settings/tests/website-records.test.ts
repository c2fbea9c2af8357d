// Settings → Website's later records through supabase-js (ADR 082): client logos, certifications
// with their documents and the privacy policy, in the draft until "Publish" (the same RPC as the
// hero and team), thrown away by "Discard changes"; their order set by website_reorder_draft; the
// files in the public buckets that only a superadmin writes. Visitors never see a draft.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient, serviceClient } from '../../../tests/support/clients.ts';

interface Content {
  clients: { name: string; logo_path: string | null; website_url: string | null }[];
  certifications: {
    title: string;
    number: string;
    valid_until: string | null;
    document_path: string | null;
  }[];
  privacy: {
    intro: string;
    sections: { heading: string; paragraphs: string[]; items: string[] }[];
    last_updated: string;
  };
}

/** A 1×1 PNG and the smallest PDF header: the storage server checks the bytes against the type. */
const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let superadmin: SupabaseClient;
let seededPolicy: { intro: string; sections: unknown; last_updated: string };

const published = async (): Promise<Content> => {
  const { data, error } = await anonClient().rpc('website_content');
  expect(error).toBeNull();
  return (data as Content[])[0]!;
};
const publish = async () => expect((await superadmin.rpc('website_publish')).error).toBeNull();

beforeAll(async () => {
  superadmin = (await userWithRole('superadmin')).client;
  const { data } = await anonClient().from('website_privacy_policy').select('intro, sections, last_updated');
  seededPolicy = data![0]!;
});

// The test server is shared by every suite: leave the site as it was seeded.
afterAll(async () => {
  await superadmin.rpc('website_discard_draft');
  await superadmin.from('website_clients').delete().eq('version', 'draft');
  await superadmin.rpc('website_publish');
  const service = serviceClient();
  await service
    .from('website_privacy_policy')
    .update({
      intro: seededPolicy.intro,
      sections: seededPolicy.sections,
      last_updated: seededPolicy.last_updated,
    })
    .in('version', ['draft', 'published']);
  await service
    .from('website_certifications')
    .update({ number: '', valid_until: null, document_path: null })
    .neq('title', '');
  await service.storage.from('branding').remove(['clients/test-logo.png']);
  await service.storage.from('website-documents').remove(['certifications/test-doshs.pdf']);
});

describe('a superadmin editing client logos, certifications and the privacy policy', () => {
  it('starts from what the site showed: no client logos, the four registrations, the policy of 23 November 2026', async () => {
    const content = await published();
    expect(content.clients).toEqual([]);
    expect(content.certifications.map((c) => c.title)).toEqual([
      'Approved safety and health advisors',
      'Environmental impact assessment and audit experts',
      'Energy auditors',
      'Designated health practitioners',
    ]);
    expect(content.privacy.last_updated).toBe('2026-11-23');
    expect(content.privacy.sections[0]).toMatchObject({ heading: 'Who we are', items: [] });
    expect(content.privacy.sections).toHaveLength(9);
  });

  it('adds a client logo that visitors see only after publishing', async () => {
    const logo = await superadmin.storage
      .from('branding')
      .upload('clients/test-logo.png', PNG, { contentType: 'image/png', upsert: true });
    expect(logo.error).toBeNull();
    const insert = await superadmin.from('website_clients').insert({
      version: 'draft',
      name: 'Kenya Flower Growers',
      logo_path: 'clients/test-logo.png',
      website_url: 'https://flowers.example',
      sort_order: 1,
    });
    expect(insert.error).toBeNull();

    expect((await published()).clients).toEqual([]);
    const peek = await anonClient().from('website_clients').select('name');
    expect(peek.data).toEqual([]);

    await publish();
    expect((await published()).clients).toMatchObject([
      {
        name: 'Kenya Flower Growers',
        logo_path: 'clients/test-logo.png',
        website_url: 'https://flowers.example',
      },
    ]);
  });

  it('is refused a client link that is not a web address', async () => {
    const { error } = await superadmin
      .from('website_clients')
      .insert({ version: 'draft', name: 'Sneaky', website_url: 'javascript:alert(1)' });
    expect(error?.message).toContain('website_clients_website_url_http');
  });

  it('reorders the client logos in one call, and visitors see the new order after publishing', async () => {
    await superadmin
      .from('website_clients')
      .insert({ version: 'draft', name: 'Athi River Steel', sort_order: 2 });
    const { data: rows } = await superadmin
      .from('website_clients')
      .select('id, name')
      .eq('version', 'draft')
      .order('sort_order');
    expect(rows?.map((r) => r.name)).toEqual(['Kenya Flower Growers', 'Athi River Steel']);
    const reorder = await superadmin.rpc('website_reorder_draft', {
      p_list: 'clients',
      p_ids: [rows![1]!.id, rows![0]!.id],
    });
    expect(reorder.error).toBeNull();
    expect((await published()).clients.map((c) => c.name)).toEqual(['Kenya Flower Growers']);
    await publish();
    expect((await published()).clients.map((c) => c.name)).toEqual([
      'Athi River Steel',
      'Kenya Flower Growers',
    ]);
  });

  it('attaches a certificate document and a number; an expired certification is not shown', async () => {
    const doc = await superadmin.storage
      .from('website-documents')
      .upload('certifications/test-doshs.pdf', PDF, { contentType: 'application/pdf', upsert: true });
    expect(doc.error).toBeNull();
    const file = await fetch(
      anonClient().storage.from('website-documents').getPublicUrl('certifications/test-doshs.pdf').data
        .publicUrl,
    );
    expect(file.status).toBe(200);

    const first = await superadmin
      .from('website_certifications')
      .update({
        number: 'DOSHS/AUD/123',
        valid_until: '2099-12-31',
        document_path: 'certifications/test-doshs.pdf',
      })
      .eq('version', 'draft')
      .eq('title', 'Approved safety and health advisors')
      .select('id');
    expect(first.data).toHaveLength(1);
    const expired = await superadmin
      .from('website_certifications')
      .update({ valid_until: '2020-01-31' })
      .eq('version', 'draft')
      .eq('title', 'Energy auditors')
      .select('id');
    expect(expired.data).toHaveLength(1);
    expect((await published()).certifications[0]).toMatchObject({ number: '', document_path: null });

    await publish();
    const shown = (await published()).certifications;
    expect(shown.map((c) => c.title)).not.toContain('Energy auditors');
    expect(shown[0]).toMatchObject({
      title: 'Approved safety and health advisors',
      number: 'DOSHS/AUD/123',
      valid_until: '2099-12-31',
      document_path: 'certifications/test-doshs.pdf',
    });
    // Kept in the draft, for the superadmin to renew.
    const { data: draft } = await superadmin
      .from('website_certifications')
      .select('title')
      .eq('version', 'draft')
      .eq('title', 'Energy auditors');
    expect(draft).toHaveLength(1);
  });

  it('publishes an edited privacy policy dated today, and an unchanged one keeps its date', async () => {
    const sections = [
      { heading: 'Who we are', paragraphs: ['We are a consultancy.'], items: [] },
      {
        heading: 'Your rights',
        paragraphs: ['You may:'],
        items: ['see your data;', 'complain to the ODPC.'],
      },
    ];
    const save = await superadmin
      .from('website_privacy_policy')
      .update({ intro: 'A shorter policy.', sections })
      .eq('version', 'draft')
      .select('version');
    expect(save.data).toEqual([{ version: 'draft' }]);
    expect((await published()).privacy.intro).not.toBe('A shorter policy.');

    await publish();
    const policy = (await published()).privacy;
    expect(policy).toMatchObject({ intro: 'A shorter policy.', sections });
    expect(policy.last_updated).not.toBe('2026-11-23');
    const dated = policy.last_updated;

    await serviceClient()
      .from('website_privacy_policy')
      .update({ last_updated: '2026-11-24' })
      .eq('version', 'published');
    await publish();
    expect((await published()).privacy.last_updated).toBe('2026-11-24');
    expect(dated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('is refused a privacy policy that is not headings, paragraphs and lists of text', async () => {
    for (const sections of [
      [],
      [{ heading: '', paragraphs: ['Text'], items: [] }],
      [{ heading: 'Heading', paragraphs: [], items: [] }],
      [{ heading: 'Heading', paragraphs: [{ html: '<script>' }], items: [] }],
      '<p>free HTML</p>',
    ]) {
      const { error } = await superadmin
        .from('website_privacy_policy')
        .update({ sections })
        .eq('version', 'draft');
      expect(error?.message).toContain('website_privacy_policy_sections_shape');
    }
  });

  it('discards unpublished changes to all three: the draft goes back to what visitors see', async () => {
    await superadmin.from('website_clients').delete().eq('version', 'draft');
    await superadmin.from('website_certifications').delete().eq('version', 'draft');
    await superadmin
      .from('website_privacy_policy')
      .update({ intro: 'Nobody approved this.' })
      .eq('version', 'draft');
    expect((await superadmin.rpc('website_discard_draft')).error).toBeNull();
    const { data: clients } = await superadmin
      .from('website_clients')
      .select('name')
      .eq('version', 'draft')
      .order('sort_order');
    expect(clients?.map((c) => c.name)).toEqual(['Athi River Steel', 'Kenya Flower Growers']);
    const { count } = await superadmin
      .from('website_certifications')
      .select('id', { count: 'exact', head: true })
      .eq('version', 'draft');
    expect(count).toBe(4);
    const { data: policy } = await superadmin
      .from('website_privacy_policy')
      .select('intro')
      .eq('version', 'draft');
    expect(policy).toEqual([{ intro: 'A shorter policy.' }]);
  });

  it('cannot write the published copies directly, only through Publish', async () => {
    const insert = await superadmin
      .from('website_clients')
      .insert({ version: 'published', name: 'Ghost Ltd' });
    expect(insert.error?.code).toBe('42501');
    const { data } = await superadmin
      .from('website_privacy_policy')
      .update({ intro: 'Sneaked past the draft' })
      .eq('version', 'published')
      .select('intro');
    expect(data).toEqual([]);
    const { data: certs } = await superadmin
      .from('website_certifications')
      .update({ title: 'Sneaked' })
      .eq('version', 'published')
      .select('id');
    expect(certs).toEqual([]);
  });
});

describe.each(['staff', 'admin'] as const)('a member of %s', (role) => {
  it('cannot read the drafts, change them, reorder them or upload the site’s files', async () => {
    const { client } = await userWithRole(role);
    const { data: drafts } = await client
      .from('website_certifications')
      .select('title')
      .eq('version', 'draft');
    expect(drafts).toEqual([]);
    const { data: policy } = await client
      .from('website_privacy_policy')
      .update({ intro: 'Hacked' })
      .eq('version', 'draft')
      .select('intro');
    expect(policy).toEqual([]);
    const insert = await client.from('website_clients').insert({ version: 'draft', name: 'Hacked Ltd' });
    expect(insert.error?.code).toBe('42501');
    const reorder = await client.rpc('website_reorder_draft', { p_list: 'clients', p_ids: [] });
    expect(reorder.error?.code).toBe('42501');
    const upload = await client.storage
      .from('website-documents')
      .upload(`certifications/not-allowed-${role}.pdf`, PDF, { contentType: 'application/pdf' });
    expect(upload.error).not.toBeNull();
    const photo = await client.storage
      .from('branding')
      .upload(`team/not-allowed-${role}.png`, PNG, { contentType: 'image/png' });
    expect(photo.error).not.toBeNull();
  });
});

describe('a visitor', () => {
  it('cannot upload a document or reorder a list', async () => {
    const upload = await anonClient()
      .storage.from('website-documents')
      .upload('certifications/anon.pdf', PDF, { contentType: 'application/pdf' });
    expect(upload.error).not.toBeNull();
    const reorder = await anonClient().rpc('website_reorder_draft', { p_list: 'team', p_ids: [] });
    expect(reorder.error).not.toBeNull();
  });
});

describe('the certificate bucket', () => {
  it('refuses a file that is neither a PDF nor an image', async () => {
    const { error } = await superadmin.storage
      .from('website-documents')
      .upload('certifications/notes.txt', 'not a certificate', { contentType: 'text/plain' });
    expect(error).not.toBeNull();
  });
});
