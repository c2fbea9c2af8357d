// kernel/database.types.ts is generated from the modules' migrations (ADR 040) and
// committed; a migration without a fresh `npm run db:types` fails here.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Database, Tables } from '../../kernel/database.types.ts';
import { generateDatabaseTypes, TYPES_FILE } from '../../scripts/db-types/generate.ts';

// Compile-time: the generated rows carry exactly the columns of the shared contract.
const profileColumns: Record<keyof Tables<'profiles'>, true> = {
  id: true,
  auth_id: true,
  role: true,
  full_name: true,
  email: true,
  phone: true,
  avatar_url: true,
  job_title: true,
  is_active: true,
  created_at: true,
  updated_at: true,
};
const listUsersArgs: Database['public']['Functions']['admin_list_users']['Args'] = {
  search: null,
  page_size: 25,
  page_offset: 0,
};

describe('a developer typing queries against the database', () => {
  it('finds kernel/database.types.ts up to date with the migrations', async () => {
    const fresh = await generateDatabaseTypes();
    const committed = fs.readFileSync(TYPES_FILE, 'utf8');
    expect(committed, 'run `npm run db:types` and commit kernel/database.types.ts').toBe(fresh);
  }, 60_000);

  it('gets every kernel table, RPC and relationship in the generated types', async () => {
    const text = fs.readFileSync(TYPES_FILE, 'utf8');
    for (const table of ['organizations', 'profiles', 'system_modules', 'audit_log'])
      expect(text).toContain(`      ${table}: {\n        Row: {`);
    for (const fn of ['current_app_role', 'has_role', 'module_enabled', 'admin_list_users'])
      expect(text).toMatch(new RegExp(`\\n      ${fn}: \\{`));
    expect(text).toContain("referencedRelation: 'organizations'");
    expect(Object.keys(profileColumns)).toHaveLength(11);
    expect(listUsersArgs.search).toBeNull();
  });
});
