// Demo accounts for a new embedded database: one per role, printed at start
// so a newcomer can sign in straight away. Created through the auth admin API,
// so they are ordinary users (bcrypt hashes, profiles made by the trigger).
//
// Their password is never one printed in a README: each install draws its
// own at first start (or takes DEMO_PASSWORD), keeps it owner-only in
// DATA_DIR/demo-logins.json to print it again at every start, and forgets it
// once no demo account still uses it. A server reachable from the network
// says loudly that demo accounts with their first password are open.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { verifyPassword } from '../auth/passwords.ts';
import type { Db } from '../db/types.ts';

export const DEMO_LOGINS_FILE = 'demo-logins.json';

/** A readable random password: `Demo-` and three groups of five letters and digits (≈ 77 bits). */
export function randomDemoPassword(): string {
  // No 0/O or 1/l/I: read off a terminal and typed by hand.
  const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const group = () => Array.from({ length: 5 }, () => alphabet[crypto.randomInt(alphabet.length)]).join('');
  return `Demo-${group()}-${group()}-${group()}`;
}

/**
 * The demo password of this install: DEMO_PASSWORD when set, else the one
 * kept in DATA_DIR/demo-logins.json, else a new random one (kept there, 0600).
 */
export function demoPassword(dataDir: string, fromEnv: string | undefined): string {
  const kept = keptDemoPassword(dataDir, fromEnv);
  if (kept) return kept;
  const password = randomDemoPassword();
  const file = path.join(dataDir, DEMO_LOGINS_FILE);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, `${JSON.stringify({ password }, null, 2)}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  return password;
}

/** DEMO_PASSWORD, or the password kept for this install, or null. */
export function keptDemoPassword(dataDir: string, fromEnv: string | undefined): string | null {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, DEMO_LOGINS_FILE);
  try {
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as { password?: unknown };
    if (typeof kept.password === 'string' && kept.password) return kept.password;
  } catch {
    /* none kept */
  }
  return null;
}

/** Forgets the kept password (no demo account uses it any more). */
export function forgetDemoPassword(dataDir: string): void {
  fs.rmSync(path.join(dataDir, DEMO_LOGINS_FILE), { force: true });
}

/** Whether `host` only accepts connections from this machine. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\./.test(host);
}

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
  password: string;
}): Promise<void> {
  const admin = createClient('http://localhost', opts.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: opts.fetch },
  });
  for (const u of DEMO_USERS) {
    const { data, error } = await admin.auth.admin.createUser({
      email: u.email,
      password: opts.password,
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

/** The demo accounts that still exist and still have the demo password (printed at every start). */
export async function demoUsersWithPassword(db: Db, password: string): Promise<string[]> {
  const r = await db.query<{ email: string; hash: string | null }>(
    'select email, encrypted_password as hash from auth.users where email = any($1::text[])',
    [DEMO_USERS.map((u) => u.email)],
  );
  const out: string[] = [];
  for (const row of r.rows) if (await verifyPassword(password, row.hash)) out.push(row.email);
  return DEMO_USERS.map((u) => u.email).filter((e) => out.includes(e));
}

export function demoLoginsBox(url: string, emails: string[], password: string, host: string): string {
  const rows = DEMO_USERS.filter((u) => emails.includes(u.email)).map(
    (u) => `  ${u.role.padEnd(11)} ${u.email.padEnd(32)} ${password}`,
  );
  const line = '─'.repeat(72);
  return [
    line,
    `  Safeworks is running at ${url}`,
    "  Demo logins (this install's own password; change or delete them before real use):",
    `  ${'role'.padEnd(11)} ${'email'.padEnd(32)} password`,
    ...rows,
    ...(isLoopback(host) ? [] : networkWarning(host).map((l) => `  ${l}`)),
    line,
  ].join('\n');
}

/** What is said while demo accounts with their first password can be reached from the network. */
export function networkWarning(host: string): string[] {
  return [
    `WARNING: the server listens on ${host || 'every interface'}, so these demo accounts, superadmin included,`,
    'can be signed in to from the network. Change or delete them (Dashboard → Users),',
    'or start with HOST=127.0.0.1 while you try Safeworks.',
  ];
}
