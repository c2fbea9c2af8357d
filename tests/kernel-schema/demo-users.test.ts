// A newcomer's first `npm start`: demo logins, one per role, on a new
// embedded database, with a password of this install's own (never one printed
// in a README), printed while the accounts still use it, and a loud warning
// while they can be reached from the network.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { openPglite } from '../../server/db/pglite.ts';
import type { Db } from '../../server/db/types.ts';
import {
  DEMO_LOGINS_FILE,
  DEMO_USERS,
  demoPassword,
  keptDemoPassword,
  seedDemoUsers,
  shouldSeedDemo,
} from '../../server/demo/demo-users.ts';
import { reportDemoLogins } from '../../server/demo/report.ts';
import { type RunningServer, startServer } from '../../server/start.ts';

let server: RunningServer;
let seededOnNewDb: boolean;
let password = '';
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
      password = demoPassword(tmp, undefined);
      if (seededOnNewDb)
        await seedDemoUsers({ serviceRoleKey: ctx.keys.serviceRoleKey, db: ctx.db, fetch, password });
    },
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const anon = () =>
  createClient(server.url, server.ctx.keys.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });

function report(host: string, demoPasswordEnv?: string) {
  const printed: string[] = [];
  const warnings: string[] = [];
  const log = pino({ level: 'warn' }, { write: (l: string) => warnings.push(l) });
  return reportDemoLogins({
    db: server.ctx.db,
    url: server.url,
    config: { dataDir: tmp, demoPassword: demoPasswordEnv, host },
    log,
    print: (t) => printed.push(t),
  }).then((open) => ({ open, printed: printed.join('\n'), warnings: warnings.join('\n') }));
}

describe('demo logins on a new embedded database', () => {
  it('the password is this install’s own: random, kept owner-only, the same at the next start', () => {
    expect(password).toMatch(/^Demo-[A-Za-z2-9]{5}-[A-Za-z2-9]{5}-[A-Za-z2-9]{5}$/);
    expect(password).not.toBe('Safeworks-Demo-2026');
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-demo-other-'));
    try {
      expect(demoPassword(other, undefined)).not.toBe(password);
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
    expect(demoPassword(tmp, undefined)).toBe(password);
    expect(fs.statSync(path.join(tmp, DEMO_LOGINS_FILE)).mode & 0o777).toBe(0o600);
    expect(demoPassword(tmp, 'Operator-Chosen-77')).toBe('Operator-Chosen-77');
  });

  it('each demo login signs in with the printed password and gets its role and job title', async () => {
    expect(seededOnNewDb).toBe(true);
    for (const demo of DEMO_USERS) {
      const client = anon();
      const { data, error } = await client.auth.signInWithPassword({ email: demo.email, password });
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

  it('prints every demo login with its password, and warns only when the server is reachable from the network', async () => {
    const local = await report('127.0.0.1');
    expect(local.open).toHaveLength(4);
    for (const demo of DEMO_USERS)
      expect(local.printed).toMatch(new RegExp(`${demo.role} +${demo.email} +${password}`));
    expect(local.printed).not.toMatch(/WARNING/);
    expect(local.warnings).toBe('');

    const network = await report('0.0.0.0');
    expect(network.printed).toMatch(/WARNING: the server listens on 0\.0\.0\.0/);
    expect(network.warnings).toMatch(/can be signed in to from the network/);
  });

  it('a demo account whose password was changed is no longer printed, and the kept password goes with the last one', async () => {
    const admin = createClient(server.url, server.ctx.keys.serviceRoleKey, {
      auth: { persistSession: false },
    });
    const ids = await server.ctx.db.query<{ id: string; email: string }>(
      'select id, email from auth.users where email = any($1::text[])',
      [DEMO_USERS.map((u) => u.email)],
    );
    const superadmin = ids.rows.find((r) => r.email.startsWith('superadmin@'))!;
    await admin.auth.admin.updateUserById(superadmin.id, { password: 'Grace-Own-Passphrase-2026' });

    const after = await report('0.0.0.0');
    expect(after.open).toHaveLength(3);
    expect(after.printed).not.toContain('superadmin@');

    for (const r of ids.rows.filter((r) => r.id !== superadmin.id)) await admin.auth.admin.deleteUser(r.id);
    const none = await report('0.0.0.0');
    expect(none.open).toEqual([]);
    expect(none.printed).toBe('');
    expect(keptDemoPassword(tmp, undefined)).toBeNull();
    expect(fs.existsSync(path.join(tmp, DEMO_LOGINS_FILE))).toBe(false);
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
