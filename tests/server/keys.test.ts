import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodeJwt } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { loadKeys } from '../../server/keys.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-keys-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const none = { jwtSecret: undefined, anonKey: undefined, serviceRoleKey: undefined };

describe('the project keys', () => {
  it('are generated once per data folder, readable only by the owner, and reused', async () => {
    const dataDir = path.join(tmp, 'a');
    const first = await loadKeys({ dataDir, ...none });
    expect(fs.statSync(path.join(dataDir, 'keys.json')).mode & 0o777).toBe(0o600);
    expect(decodeJwt(first.anonKey).role).toBe('anon');
    expect(decodeJwt(first.serviceRoleKey).role).toBe('service_role');
    expect(await loadKeys({ dataDir, ...none })).toEqual(first);
  });

  it('come from JWT_SECRET when given, with API keys signed by it', async () => {
    const jwtSecret = 'a-very-long-secret-of-at-least-32-characters!';
    const keys = await loadKeys({ dataDir: path.join(tmp, 'b'), ...none, jwtSecret });
    expect(keys.jwtSecret).toBe(jwtSecret);
    expect(JSON.parse(fs.readFileSync(path.join(tmp, 'b', 'keys.json'), 'utf8')).jwtSecret).toBeUndefined();
    const other = await loadKeys({
      dataDir: path.join(tmp, 'b'),
      ...none,
      jwtSecret: `${jwtSecret}-rotated`,
    });
    expect(other.anonKey).not.toBe(keys.anonKey);
  });

  it('refuse a short secret or an API key not signed with the secret', async () => {
    await expect(loadKeys({ dataDir: path.join(tmp, 'c'), ...none, jwtSecret: 'short' })).rejects.toThrow(
      /32/,
    );
    const foreign = await loadKeys({ dataDir: path.join(tmp, 'd'), ...none });
    await expect(
      loadKeys({
        dataDir: path.join(tmp, 'e'),
        ...none,
        jwtSecret: 'x'.repeat(40),
        anonKey: foreign.anonKey,
      }),
    ).rejects.toThrow(/ANON_KEY/);
  });
});
