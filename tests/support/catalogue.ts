// What a migrated database is, as far as the app can tell: every function
// (pg_get_functiondef, grants, comment), view, policy, trigger, table, column,
// constraint, index, type, sequence and schema grant outside PostgreSQL's own
// schemas and the migration bookkeeping. Two databases with equal snapshots
// answer every query the same way (ADR 040's layout tests compare them).
import type { Queryable } from '../../server/db/types.ts';

const SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast', 'supabase_migrations')
  and n.nspname not like 'pg_temp%' and n.nspname not like 'pg_toast_temp%'`;

const QUERIES: Record<string, string> = {
  schemas: `select n.nspname, n.nspacl::text as acl from pg_namespace n where ${SCHEMAS} order by 1`,
  functions: `select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as name,
      pg_get_functiondef(p.oid) as def, p.proacl::text as acl, obj_description(p.oid, 'pg_proc') as comment
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where ${SCHEMAS} and p.prokind in ('f', 'p', 'w') order by 1`,
  aggregates: `select n.nspname || '.' || p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where ${SCHEMAS} and p.prokind = 'a' order by 1`,
  relations: `select n.nspname || '.' || c.relname as name, c.relkind::text as kind, c.relacl::text as acl,
      c.relrowsecurity as rls, c.relforcerowsecurity as force_rls, obj_description(c.oid, 'pg_class') as comment,
      case when c.relkind in ('v', 'm') then pg_get_viewdef(c.oid) end as view_def,
      array_to_string(c.reloptions, ',') as options
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where ${SCHEMAS} and c.relkind in ('r', 'v', 'm', 'S', 'p', 'f') order by 1`,
  columns: `select n.nspname || '.' || c.relname || '.' || a.attname as name, a.attnum as position,
      format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as not_null,
      pg_get_expr(d.adbin, d.adrelid) as default_value, a.attgenerated::text as generated,
      a.attidentity::text as identity, a.attacl::text as acl, col_description(c.oid, a.attnum) as comment
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where ${SCHEMAS} and c.relkind in ('r', 'v', 'm', 'p', 'f') and a.attnum > 0 and not a.attisdropped
    order by 1`,
  constraints: `select n.nspname || '.' || c.relname || '.' || k.conname as name, pg_get_constraintdef(k.oid) as def,
      k.convalidated as validated
    from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
    where ${SCHEMAS} order by 1`,
  indexes: `select schemaname || '.' || indexname as name, indexdef from pg_indexes
    where schemaname not in ('pg_catalog', 'information_schema', 'pg_toast', 'supabase_migrations') order by 1`,
  policies: `select schemaname || '.' || tablename || '.' || policyname as name, permissive, roles::text, cmd,
      qual, with_check from pg_policies
    where schemaname not in ('pg_catalog', 'information_schema', 'supabase_migrations') order by 1`,
  triggers: `select n.nspname || '.' || c.relname || '.' || t.tgname as name, pg_get_triggerdef(t.oid) as def,
      t.tgenabled::text as enabled
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where ${SCHEMAS} and not t.tgisinternal order by 1`,
  types: `select n.nspname || '.' || t.typname as name, t.typtype::text as kind, t.typacl::text as acl,
      (select string_agg(e.enumlabel, ',' order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid) as labels,
      (select pg_get_constraintdef(k.oid) from pg_constraint k where k.contypid = t.oid limit 1) as domain_check
    from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where ${SCHEMAS} and t.typtype in ('e', 'd', 'c') and (t.typtype <> 'c' or exists (
      select 1 from pg_class c where c.oid = t.typrelid and c.relkind = 'c')) order by 1`,
  defaultPrivileges: `select pg_get_userbyid(d.defaclrole) as role, n.nspname, d.defaclobjtype::text as kind,
      d.defaclacl::text as acl
    from pg_default_acl d left join pg_namespace n on n.oid = d.defaclnamespace order by 1, 2, 3`,
  publications: `select p.pubname, pt.schemaname || '.' || pt.tablename as name
    from pg_publication p left join pg_publication_tables pt on pt.pubname = p.pubname order by 1, 2`,
};

export type Catalogue = Record<string, Record<string, unknown>[]>;

export async function catalogue(db: Queryable): Promise<Catalogue> {
  const out: Catalogue = {};
  for (const [k, q] of Object.entries(QUERIES)) out[k] = (await db.query(q)).rows;
  return out;
}

/** Rows per table of the app's schemas: an upgrade keeps them all. */
export async function rowCounts(db: Queryable): Promise<Record<string, number>> {
  const tables = (
    await db.query<{ name: string }>(
      `select format('%I.%I', n.nspname, c.relname) as name from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
        where ${SCHEMAS} and c.relkind in ('r', 'p') order by 1`,
    )
  ).rows;
  const out: Record<string, number> = {};
  for (const t of tables) {
    out[t.name] = Number(
      (await db.query<{ n: string }>(`select count(*)::text as n from ${t.name}`)).rows[0].n,
    );
  }
  return out;
}
