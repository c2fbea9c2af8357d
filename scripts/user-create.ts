// `npm run user:create -- --email a@b.co --password … --role superadmin [--name "Full Name"]`
// Creates a user through the auth admin API, so the password is hashed as
// GoTrue does and the profile trigger gives it the role. Talks to the running
// server on PORT when there is one (PGlite allows one process per data
// directory); otherwise starts the server in-process on a free port.
import { parseArgs } from 'node:util';
import { createClient } from '@supabase/supabase-js';
import { loadConfig } from '../server/config.ts';
import { loadKeys } from '../server/keys.ts';
import { createLogger } from '../server/log.ts';
import { startServer } from '../server/start.ts';

const ROLES = ['superadmin', 'admin', 'staff', 'customer'] as const;

function fail(message: string): never {
  console.error(`user:create: ${message}`);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string', default: 'staff' },
    name: { type: 'string' },
  },
});
if (!values.email) fail('--email is required');
if (!values.password) fail('--password is required');
if (!(ROLES as readonly string[]).includes(values.role ?? ''))
  fail(`--role must be one of ${ROLES.join(', ')}`);

const config = loadConfig();
const keys = await loadKeys(config);
const running = `http://localhost:${config.port}`;
const alive = await fetch(`${running}/health`)
  .then((r) => r.ok)
  .catch(() => false);

let url = running;
let close = async () => {};
if (!alive) {
  const server = await startServer({ ...config, port: 0, host: '127.0.0.1' }, { log: createLogger('warn') });
  url = server.url;
  close = () => server.close();
}

try {
  const admin = createClient(url, keys.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const { data, error } = await admin.auth.admin.createUser({
    email: values.email,
    password: values.password,
    email_confirm: true,
    app_metadata: { role: values.role },
    user_metadata: { full_name: values.name ?? values.email.split('@')[0] },
  });
  if (error) {
    const reasons =
      'reasons' in error && Array.isArray(error.reasons) ? ` (${error.reasons.join(', ')})` : '';
    fail(`${error.message}${reasons}`);
  }
  console.log(`Created ${values.role} ${data.user.email} (${data.user.id}).`);
} finally {
  await close();
}
