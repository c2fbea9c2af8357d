// plugins/settings/demo/01-company.sql: the demo company gets the details a letterhead shows, and a firm that
// already filled some in keeps them.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshDatabase, freshDatabase } from '../../../tests/support/fresh-database.ts';

const DEMO = fs.readFileSync(path.resolve(import.meta.dirname, '../demo/01-company.sql'), 'utf8');

let fresh: FreshDatabase;
beforeAll(async () => {
  fresh = await freshDatabase('safeworks_settings_demo');
}, 120_000);
afterAll(async () => {
  await fresh?.drop();
});

const company = async () =>
  (
    await fresh.db.query<Record<string, string | null>>(
      'select name, kra_pin, email, phone, address, postal_address from public.organizations where id = 1',
    )
  ).rows[0];

describe('the demo company', () => {
  it('has a PIN, e-mail, phone and addresses for its letterheads, all passing the form’s own checks', async () => {
    await fresh.db.exec(DEMO);
    const c = await company();
    expect(c?.kra_pin).toMatch(/^[AP][0-9]{9}[A-Z]$/);
    expect(c?.email).toBe('info@demo.safeworks.test');
    expect(c?.phone).toBeTruthy();
    expect(c?.address).toContain('Nairobi');
    expect(c?.postal_address).toContain('P.O. Box');
  });

  it('keeps details a firm typed before the demo data ran', async () => {
    await fresh.db.exec(
      `update public.organizations set email = 'office@firm.example', phone = null where id = 1`,
    );
    await fresh.db.exec(DEMO);
    const c = await company();
    expect(c?.email).toBe('office@firm.example');
    expect(c?.phone).toBe('+254 700 000 100');
  });
});
