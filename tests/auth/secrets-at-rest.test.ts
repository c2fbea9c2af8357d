// A copy of the database files (a stolen disk, a backup) must not be a key:
// after a password-recovery request and a few sign-ins and refreshes, no
// refresh token, recovery link or link token is anywhere in DATA_DIR/db in
// clear — not in the tables, not in the write-ahead log.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import { openMessage } from '../../server/auth/outbox-seal.ts';
import { loadConfig } from '../../server/config.ts';
import { startServer } from '../../server/start.ts';
import { STRONG_PASSWORD } from '../support/clients.ts';
import { FIXTURE_MIGRATIONS } from '../support/global-setup.ts';
import { noPersist } from './support.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-secrets-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(p) : e.isFile() ? [p] : [];
  });
}

describe('the database files hold no usable secret', () => {
  it('no refresh token, recovery link or link token can be found by grepping DATA_DIR/db', async () => {
    const {
      DATABASE_URL: _d,
      TEST_DATABASE_URL: _t,
      JWT_SECRET: _j,
      ANON_KEY: _a,
      SERVICE_ROLE_KEY: _s,
      ...env
    } = process.env;
    const config = loadConfig({
      ...env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: tmp,
      MAIL_INTERVAL_SECONDS: '0',
      STATIC_DIR: path.resolve(import.meta.dirname, '../fixtures/spa'),
      SKIP_BUILD: '1',
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'false',
    });
    const server = await startServer(config, { extraMigrationDirs: [FIXTURE_MIGRATIONS] });
    const { anonKey, serviceRoleKey, jwtSecret } = server.ctx.keys;
    const secrets: string[] = [];
    try {
      const anon = createClient(server.url, anonKey, noPersist);
      const email = `secrets.${Date.now()}@example.test`;
      const signUp = await anon.auth.signUp({ email, password: STRONG_PASSWORD });
      expect(signUp.error).toBeNull();
      secrets.push(signUp.data.session!.refresh_token);
      const signIn = await anon.auth.signInWithPassword({ email, password: STRONG_PASSWORD });
      secrets.push(signIn.data.session!.refresh_token);
      const refreshed = await anon.auth.refreshSession({ refresh_token: signIn.data.session!.refresh_token });
      secrets.push(refreshed.data.session!.refresh_token);

      expect((await anon.auth.resetPasswordForEmail(email)).error).toBeNull();
      const service = createClient(server.url, serviceRoleKey, noPersist);
      const { data } = await service.rpc('test_latest_outbox', { recipient: email });
      const m = openMessage(jwtSecret, (data as { body: string; data: Record<string, unknown> }[])[0]);
      const link = String(m.data.link);
      const linkToken = String(m.data.token_hash);
      expect(link).toContain(linkToken);
      secrets.push(linkToken, link, `code: ${m.data.token}`);
      // A checkpoint writes every page out, as a later backup would see it.
      await server.ctx.db.exec('checkpoint');
    } finally {
      await server.close();
    }

    const files = filesUnder(path.join(tmp, 'db'));
    expect(files.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const f of files) {
      const bytes = fs.readFileSync(f);
      for (const s of secrets)
        if (bytes.includes(Buffer.from(s))) found.push(`${path.relative(tmp, f)}: ${s.slice(0, 12)}…`);
    }
    expect(found).toEqual([]);
  }, 120_000);
});
