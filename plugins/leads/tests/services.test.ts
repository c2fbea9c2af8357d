// public.services: the same tree the public site shows (site/content/services.ts),
// readable by everyone while active, written only by admins.
import { describe, expect, it } from 'vitest';
import { SERVICES } from '../../../site/content/services.ts';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient, serviceClient } from '../../../tests/support/clients.ts';

type ServiceRow = {
  id: string;
  parent_id: string | null;
  slug: string;
  name: string;
  sort_order: number;
  is_active: boolean;
};

describe('the services tree', () => {
  it('holds exactly the areas and sub-services the site shows, in its order, with its names', async () => {
    const { data, error } = await anonClient()
      .from('services')
      .select('id, parent_id, slug, name, sort_order, is_active');
    expect(error).toBeNull();
    const rows = (data ?? []) as ServiceRow[];
    const byId = new Map(rows.map((r) => [r.id, r]));
    const roots = rows.filter((r) => !r.parent_id).sort((a, b) => a.sort_order - b.sort_order);
    const tree = roots.map((r) => ({
      slug: r.slug,
      name: r.name,
      topics: rows
        .filter((c) => c.parent_id === r.id)
        .sort((a, b) => a.sort_order - b.sort_order)
        .map((c) => ({ slug: c.slug, name: c.name })),
    }));
    expect(tree).toEqual(
      SERVICES.map((a) => ({
        slug: a.slug,
        name: a.title,
        topics: a.topics.map((t) => ({ slug: `${a.slug}/${t.slug}`, name: t.title })),
      })),
    );
    expect(rows.every((r) => !r.parent_id || byId.get(r.parent_id)?.parent_id === null)).toBe(true);
  });

  it('lets only admins add, change or retire a service; visitors then no longer see a retired one', async () => {
    const staff = await userWithRole('staff');
    const admin = await userWithRole('admin');
    const slug = `test-area-${Date.now().toString(36)}`;

    const refused = await staff.client.from('services').insert({ slug, name: 'Lift inspections' }).select();
    expect(refused.error?.code).toBe('42501');
    const visitor = await anonClient().from('services').insert({ slug, name: 'Lift inspections' });
    expect(visitor.error?.code).toBe('42501');

    const made = await admin.client
      .from('services')
      .insert({ slug, name: 'Lift inspections' })
      .select('id')
      .single();
    expect(made.error).toBeNull();
    const child = await admin.client
      .from('services')
      .insert({ slug: `${slug}/cranes`, name: 'Cranes', parent_id: made.data?.id });
    expect(child.error).toBeNull();
    const wrongSlug = await admin.client
      .from('services')
      .insert({ slug: 'elsewhere/cranes', name: 'Cranes', parent_id: made.data?.id });
    expect(wrongSlug.error?.code).toBe('23514');

    const staffEdit = await staff.client.from('services').update({ name: 'Nope' }).eq('slug', slug).select();
    expect(staffEdit.data).toEqual([]);
    const retire = await admin.client.from('services').update({ is_active: false }).eq('slug', slug);
    expect(retire.error).toBeNull();

    const seen = await anonClient().from('services').select('slug').eq('slug', slug);
    expect(seen.data).toEqual([]);
    const staffSees = await staff.client.from('services').select('slug').eq('slug', slug);
    expect(staffSees.data).toEqual([{ slug }]);
    await serviceClient().from('services').delete().like('slug', `${slug}%`).not('parent_id', 'is', null);
    await serviceClient().from('services').delete().eq('slug', slug);
  });
});
