// Builds docs/permission-matrix.md: every table the REST API exposes, and what
// each kind of caller can do to it (select / insert / update / delete),
// found by trying it on a throw-away database (probe.ts). Run it with
// `npm run db:permissions` after a migration; a test fails while the
// committed file differs from what the migrations give.
import fs from 'node:fs';
import path from 'node:path';
import { migrate } from '../../server/db/migrate.ts';
import { openPglite } from '../../server/db/pglite.ts';
import type { Db } from '../../server/db/types.ts';
import { type Caller, type Matrix, probeMatrix, type TableRef } from './probe.ts';
import { renderMatrix } from './render.ts';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
export const MATRIX_FILE = path.join(REPO_ROOT, 'docs', 'permission-matrix.md');
const SAMPLES_DIR = path.join(import.meta.dirname, 'samples');
/** The schemas /rest/v1 serves (config REST_SCHEMAS defaults to public). */
export const EXPOSED_SCHEMAS = ['public'];

/** One account per application role, plus a second staff member and customer so "own rows" show as `some`. */
const ACCOUNTS = [
  { name: 'customer', role: 'customer' },
  { name: 'staff', role: 'staff' },
  { name: 'admin', role: 'admin' },
  { name: 'superadmin', role: 'superadmin' },
  { name: 'other staff', role: 'staff' },
  { name: 'other customer', role: 'customer' },
] as const;

/** Fixed ids keep the sample rows (and so the matrix) the same at every run. */
const accountId = (i: number) => `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`;

async function seedAccounts(db: Db) {
  for (const [i, a] of ACCOUNTS.entries()) {
    await db.query(
      `insert into auth.users (id, aud, role, email, raw_app_meta_data, raw_user_meta_data, email_confirmed_at, created_at, updated_at)
       values ($1, 'authenticated', 'authenticated', $2, $3::jsonb, $4::jsonb, now(), now(), now())`,
      [
        accountId(i),
        `${a.name.replace(' ', '-')}@matrix.test`,
        JSON.stringify({ provider: 'email', providers: ['email'], role: a.role }),
        JSON.stringify({
          full_name: `Sample ${a.name}`,
          ...(a.role === 'customer' ? { is_pos_customer: true } : {}),
        }),
      ],
    );
  }
}

async function seedSamples(db: Db) {
  const files = fs.existsSync(SAMPLES_DIR)
    ? fs.readdirSync(SAMPLES_DIR).filter((f) => f.endsWith('.sql'))
    : [];
  for (const f of files.sort()) await db.exec(fs.readFileSync(path.join(SAMPLES_DIR, f), 'utf8'));
}

/** The callers of the matrix's columns, with the claims an access token of theirs carries. */
export function callers(): Caller[] {
  const signedIn = ACCOUNTS.slice(0, 4).map((a, i) => ({
    name: a.name,
    role: 'authenticated' as const,
    claims: {
      sub: accountId(i),
      role: 'authenticated',
      aud: 'authenticated',
      app_metadata: { provider: 'email', role: a.role },
    },
  }));
  return [
    { name: 'anon', role: 'anon', claims: { role: 'anon' } },
    ...signedIn,
    { name: 'service_role', role: 'service_role', claims: { role: 'service_role' } },
  ];
}

export async function exposedTables(db: Db): Promise<(TableRef & { rls: boolean })[]> {
  const r = await db.query<{ schema: string; name: string; rls: boolean; kind: 'table' | 'view' }>(
    `select n.nspname as schema, c.relname as name, c.relrowsecurity as rls,
            case when c.relkind in ('v', 'm') then 'view' else 'table' end as kind
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm') and n.nspname = any($1::text[])
      order by n.nspname, c.relname`,
    [EXPOSED_SCHEMAS],
  );
  return r.rows;
}

export async function computeMatrix(
  db: Db,
): Promise<{ matrix: Matrix; tables: (TableRef & { rls: boolean })[] }> {
  await seedAccounts(db);
  await seedSamples(db);
  const tables = await exposedTables(db);
  return { matrix: await probeMatrix(db, tables, callers()), tables };
}

/** Migrates a new database (in-memory PGlite unless one is given), probes it and renders the document. */
export async function generatePermissionMatrix(given?: Db): Promise<string> {
  const db = given ?? (await openPglite(undefined));
  try {
    await migrate(db);
    const { matrix, tables } = await computeMatrix(db);
    return renderMatrix(
      matrix,
      tables,
      callers().map((c) => c.name),
    );
  } finally {
    if (!given) await db.close();
  }
}
