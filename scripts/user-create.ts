// `npm run user:create -- --email a@b.co --password … --role superadmin [--name "Full Name"]`
// Creates a user through the auth admin API, so the password is hashed and
// checked as GoTrue does and the profile trigger gives the user its role.
//
// Same DATA_DIR / DATABASE_URL as `npm start`. With PGlite only one process
// may open the data folder: when a server holds it (DATA_DIR/server.lock),
// the user is created through that server; otherwise the server code runs
// in-process (no port other than a loopback one, no demo data) and stops.
import { parseArgs } from 'node:util';
import { createClient } from '@supabase/supabase-js';
import { loadConfig } from '../server/config.ts';
import { DataDirInUseError, readDataDirLock } from '../server/data-dir-lock.ts';
import { loadKeys } from '../server/keys.ts';
import { createLogger } from '../server/log.ts';
import { startServer } from '../server/start.ts';

const ROLES = ['superadmin', 'admin', 'staff', 'customer'] as const;
const USAGE =
  'usage: npm run user:create -- --email <email> --password <password> --role <superadmin|admin|staff|customer> [--name "Full Name"]';

function fail(message: string): never {
  console.error(`user:create: ${message}`);
  process.exit(1);
}

let values: { email?: string; password?: string; role?: string; name?: string; help?: boolean };
try {
  ({ values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string', default: 'staff' },
      name: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }));
} catch (e) {
  fail(`${(e as Error).message}\n${USAGE}`);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const { email, password, role } = values;
if (!email) fail(`--email is required\n${USAGE}`);
if (!password) fail(`--password is required\n${USAGE}`);
if (!(ROLES as readonly string[]).includes(role ?? '')) fail(`--role must be one of ${ROLES.join(', ')}`);

const config = loadConfig();
const keys = await loadKeys(config);

/** A running server on the same data folder, when its lock says where it listens and it answers. */
async function runningServerUrl(): Promise<string | null> {
  if (config.databaseUrl) return null;
  const holder = readDataDirLock(config.dataDir);
  if (!holder) return null;
  const healthy =
    holder.url !== undefined &&
    (await fetch(`${holder.url}/health`, { signal: AbortSignal.timeout(5000) })
      .then((r) => r.ok)
      .catch(() => false));
  if (!healthy) throw new DataDirInUseError(config.dataDir, holder);
  return holder.url!;
}

let url: string;
let close = async () => {};
try {
  const running = await runningServerUrl();
  if (running) {
    url = running;
    console.log(`Using the server running at ${running} (it holds ${config.dataDir}).`);
  } else {
    const server = await startServer(
      { ...config, port: 0, host: '127.0.0.1' },
      { log: createLogger('warn') },
    );
    url = server.url;
    close = () => server.close();
  }
} catch (e) {
  fail((e as Error).message);
}

let failure: string | null = null;
try {
  const admin = createClient(url, keys.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const { data, error } = await admin.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    app_metadata: { role },
    user_metadata: {
      full_name: values.name?.trim() || email.split('@')[0],
      ...(role === 'customer' ? { is_pos_customer: true } : {}),
    },
  });
  if (error) {
    const reasons =
      'reasons' in error && Array.isArray(error.reasons) ? ` (${error.reasons.join(', ')})` : '';
    failure = `${error.message}${reasons}`;
  } else {
    console.log(`Created ${role} ${data.user.email} (${data.user.id}).`);
  }
} finally {
  await close();
}
if (failure) fail(failure);
