// Demo accounts for a new embedded database: one per role, printed at start
// so a newcomer can sign in straight away. Created through the auth admin API,
// so they are ordinary users (bcrypt hashes, profiles made by the trigger).
import { createClient } from '@supabase/supabase-js';
import type { Db } from '../db/types.ts';

export const DEMO_PASSWORD = 'Safeworks-Demo-2026';

export const DEMO_USERS = [
  {
    email: 'superadmin@demo.safeworks.test',
    role: 'superadmin',
    fullName: 'Grace Wanjiru',
    jobTitle: 'Managing Director',
  },
  {
    email: 'admin@demo.safeworks.test',
    role: 'admin',
    fullName: 'Peter Otieno',
    jobTitle: 'Operations Manager',
  },
  { email: 'staff@demo.safeworks.test', role: 'staff', fullName: 'Amina Hassan', jobTitle: 'OSH Consultant' },
  { email: 'customer@demo.safeworks.test', role: 'customer', fullName: 'Daniel Kiprop', jobTitle: null },
] as const;

/** auto: only on the embedded database, and only while it has no users at all. */
export async function shouldSeedDemo(db: Db, mode: 'auto' | 'true' | 'false'): Promise<boolean> {
  if (mode === 'false') return false;
  if (mode === 'auto' && db.kind !== 'pglite') return false;
  const r = await db.query<{ n: number }>('select count(*)::int as n from auth.users');
  return Number(r.rows[0]?.n ?? 0) === 0;
}

/** Creates the demo users through the auth admin API (in-process `fetch`: the port is not open yet). */
export async function seedDemoUsers(opts: {
  serviceRoleKey: string;
  db: Db;
  fetch: typeof fetch;
}): Promise<void> {
  const admin = createClient('http://localhost', opts.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: opts.fetch },
  });
  for (const u of DEMO_USERS) {
    const { data, error } = await admin.auth.admin.createUser({
      email: u.email,
      password: DEMO_PASSWORD,
      email_confirm: true,
      app_metadata: { role: u.role },
      user_metadata: { full_name: u.fullName, ...(u.role === 'customer' ? { is_pos_customer: true } : {}) },
    });
    if (error) throw new Error(`demo user ${u.email}: ${error.message}`);
    if (u.jobTitle)
      await opts.db.query('update public.profiles set job_title = $1 where auth_id = $2', [
        u.jobTitle,
        data.user.id,
      ]);
  }
}

/** Which demo accounts still exist (printed on every start, so the logins are never lost). */
export async function existingDemoUsers(db: Db): Promise<string[]> {
  const r = await db.query<{ email: string }>('select email from auth.users where email = any($1::text[])', [
    DEMO_USERS.map((u) => u.email),
  ]);
  return r.rows.map((row) => row.email);
}

export function demoLoginsBox(url: string, emails: string[]): string {
  const rows = DEMO_USERS.filter((u) => emails.includes(u.email)).map(
    (u) => `  ${u.role.padEnd(11)} ${u.email.padEnd(32)} ${DEMO_PASSWORD}`,
  );
  const line = '─'.repeat(72);
  return [
    line,
    `  Safeworks is running at ${url}`,
    '  Demo logins (change or delete them before real use):',
    `  ${'role'.padEnd(11)} ${'email'.padEnd(32)} password`,
    ...rows,
    line,
  ].join('\n');
}
