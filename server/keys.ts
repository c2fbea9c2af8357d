// The project's JWT secret and API keys: taken from JWT_SECRET / ANON_KEY /
// SERVICE_ROLE_KEY, or generated on first start into DATA_DIR/keys.json
// (mode 0600) and reused afterwards, like a Supabase project's keys.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config.ts';
import { createJwt } from './jwt.ts';

export interface Keys {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
}

const TEN_YEARS = 10 * 365 * 24 * 3600;

async function keyFor(secret: string, role: 'anon' | 'service_role') {
  return createJwt(secret).sign({ iss: 'supabase', ref: 'safeworks', role }, TEN_YEARS);
}

async function validFor(secret: string, token: string | undefined, role: string) {
  if (!token) return false;
  try {
    const claims = await createJwt(secret).verify(token);
    return claims.role === role;
  } catch {
    return false;
  }
}

export async function loadKeys(config: Pick<Config, 'dataDir' | 'jwtSecret' | 'anonKey' | 'serviceRoleKey'>) {
  const file = path.join(config.dataDir, 'keys.json');
  let stored: Partial<Keys> = {};
  if (fs.existsSync(file)) stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Keys>;

  const jwtSecret = config.jwtSecret ?? stored.jwtSecret ?? crypto.randomBytes(32).toString('base64url');
  if (jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long');

  const anonKey =
    config.anonKey ??
    ((await validFor(jwtSecret, stored.anonKey, 'anon')) ? stored.anonKey! : await keyFor(jwtSecret, 'anon'));
  const serviceRoleKey =
    config.serviceRoleKey ??
    ((await validFor(jwtSecret, stored.serviceRoleKey, 'service_role'))
      ? stored.serviceRoleKey!
      : await keyFor(jwtSecret, 'service_role'));

  for (const [name, token, role] of [
    ['ANON_KEY', anonKey, 'anon'],
    ['SERVICE_ROLE_KEY', serviceRoleKey, 'service_role'],
  ] as const) {
    if (!(await validFor(jwtSecret, token, role)))
      throw new Error(`${name} is not a valid ${role} JWT signed with the JWT secret`);
  }

  const keys: Keys = { jwtSecret, anonKey, serviceRoleKey };
  const toStore: Partial<Keys> = {
    jwtSecret: config.jwtSecret ? undefined : jwtSecret,
    anonKey: config.anonKey ? undefined : anonKey,
    serviceRoleKey: config.serviceRoleKey ? undefined : serviceRoleKey,
  };
  if (JSON.stringify(toStore) !== JSON.stringify({ ...toStore, ...stored }) || !fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(toStore, null, 2), { mode: 0o600 });
    fs.chmodSync(file, 0o600);
  }
  return keys;
}
