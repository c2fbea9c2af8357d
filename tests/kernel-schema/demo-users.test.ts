// A newcomer's first `npm start`: demo logins, one per role, on a new embedded database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { openPglite } from '../../server/db/pglite.ts';
import type { Db } from '../../server/db/types.ts';
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  demoLoginsBox,
  existingDemoUsers,
  seedDemoUsers,
  shouldSeedDemo,
} from '../../server/demo/demo-users.ts';
import { type RunningServer, startServer } from '../../server/start.ts';

let server: RunningServer;
let seededOnNewDb: boolean;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-demo-'));

beforeAll(async () => {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: tmp,
    STATIC_DIR: path.join(tmp, 'none'),
    LOG_LEVEL: 'silent',
  });
  server = await startServer(config, {
    db: await openPglite(undefined),
    beforeListen: async ({ ctx, fetch }) => {
      seededOnNewDb = await shouldSeedDemo(ctx.db, 'auto');
      if (seededOnNewDb) await seedDemoUsers({ serviceRoleKey: ctx.keys.serviceRoleKey, db: ctx.db, fetch });
    },
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('demo logins on a new embedded database', () => {
  it('each demo login signs in with the printed password and gets its role and job title', async () => {
    expect(seededOnNewDb).toBe(true);
    for (const demo of DEMO_USERS) {
      const client = createClient(server.url, server.ctx.keys.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
      });
      const { data, error } = await client.auth.signInWithPassword({
        email: demo.email,
        password: DEMO_PASSWORD,
      });
      expect(error).toBeNull();
      expect((await client.rpc('current_app_role')).data).toBe(demo.role);
      const profile = await client
        .from('profiles')
        .select('full_name, job_title')
        .eq('auth_id', data.user!.id)
        .single();
      expect(profile.data).toEqual({ full_name: demo.fullName, job_title: demo.jobTitle });
      // Only the customer is a POS customer, whom the dashboard guard turns away.
      expect(data.user!.user_metadata.is_pos_customer === true).toBe(demo.role === 'customer');
    }
  });

  it('prints every existing demo login with its role and password', async () => {
    const emails = await existingDemoUsers(server.ctx.db);
    expect(emails).toHaveLength(4);
    const box = demoLoginsBox(server.url, emails);
    for (const demo of DEMO_USERS)
      expect(box).toMatch(new RegExp(`${demo.role} +${demo.email} +${DEMO_PASSWORD}`));
    expect(demoLoginsBox(server.url, ['staff@demo.safeworks.test'])).not.toContain('superadmin@');
  });

  it('never seeds a database that already has users, nor PostgreSQL unless asked', async () => {
    expect(await shouldSeedDemo(server.ctx.db, 'auto')).toBe(false);
    expect(await shouldSeedDemo(server.ctx.db, 'true')).toBe(false);
    const emptyPostgres = {
      kind: 'postgres',
      query: async () => ({ rows: [{ n: 0 }], rowCount: 1, fields: [] }),
    } as unknown as Db;
    expect(await shouldSeedDemo(emptyPostgres, 'auto')).toBe(false);
    expect(await shouldSeedDemo(emptyPostgres, 'true')).toBe(true);
    expect(await shouldSeedDemo(emptyPostgres, 'false')).toBe(false);
  });
});
