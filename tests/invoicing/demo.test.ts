// plugins/invoicing/demo/50-catalogue.sql on a new database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL), as the demo runner loads it: products beside the services the migration seeds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDatabase } from '../support/demo-database.ts';
import type { FreshDatabase } from '../support/fresh-database.ts';

let fresh: FreshDatabase;
let applied: string[] = [];

beforeAll(async () => {
  ({ fresh, applied } = await demoDatabase('safeworks_invoicing_demo'));
}, 120_000);
afterAll(async () => {
  await fresh?.drop();
});

describe('the catalogue demo data', () => {
  it('loads, and the catalogue then holds the firm’s services and the safety products it resells', async () => {
    expect(applied).toContain('invoicing/50-catalogue.sql');
    const r = (
      await fresh.db.query<Record<string, number>>(`
        select count(*) filter (where kind = 'service')::int as services,
               count(*) filter (where kind = 'product')::int as products,
               count(*) filter (where not is_active)::int as retired,
               count(*) filter (where kind = 'service' and service_id is null)::int as unlinked_services,
               count(*) filter (where unit_price <= 0)::int as free
          from public.catalog_items`)
    ).rows[0];
    expect(r).toEqual({ services: 18, products: 21, retired: 2, unlinked_services: 0, free: 0 });
    const names = (await fresh.db.query<{ name: string }>(`select name from public.catalog_items`)).rows.map(
      (x) => x.name,
    );
    for (const kind of ['helmet', 'vest', 'extinguisher', 'First-aid kit', 'Ear muffs', 'boots'])
      expect(names.some((n) => n.toLowerCase().includes(kind.toLowerCase()))).toBe(true);
  });
});
