// Every table and view has one owning module (ADR 037): the module whose SQL
// creates it — the module whose folder its SQL sits in (`kernel/sql`, `plugins/<id>/sql`;
// a migration's name says the same module, tests/architecture/migration-names.test.ts).
// This test lists which module's SQL and front-end data code reads which other
// module's tables ("who reads what", printed and kept in who-reads-what.txt beside
// this file), and fails on a read the reader's manifest does not declare: a
// module may read another's tables only if it names that module in `dependsOn`
// or `optionalDependsOn`. The kernel's tables are everyone's; the kernel reads
// no plugin's.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appMigrations } from '../../server/db/migrate.ts';
import { installedPlugins } from '../kernel-schema/installed-plugins.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const KERNEL = 'kernel';

const pluginIds = fs
  .readdirSync(path.join(ROOT, 'plugins'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
function walk(dir: string, test: (file: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => test(f) && !f.split(path.sep).includes('node_modules'))
    .map((f) => path.join(dir, f));
}

interface Source {
  module: string;
  file: string;
  kind: 'sql' | 'ts';
  text: string;
}

/**
 * The SQL of every module (ADR 040): its versioned migrations in version order
 * across folders (the first that creates a table owns it), then its other .sql
 * files (repeatable definitions, demo data). A file's module is the folder it
 * sits in, `kernel/sql` counting as the kernel.
 */
function sqlSources(): Source[] {
  const moduleOf = (file: string) => {
    const [top, id] = path.relative(ROOT, file).split(path.sep);
    return top === 'plugins' ? (id as string) : KERNEL;
  };
  const migrations = appMigrations().map((m) => ({ module: moduleOf(m.file), file: m.file }));
  const versioned = new Set(migrations.map((m) => m.file));
  const others = [
    ...walk(path.join(ROOT, 'kernel', 'sql'), (f) => f.endsWith('.sql')).map((file) => ({
      module: KERNEL,
      file,
    })),
    ...pluginIds.flatMap((id) =>
      walk(path.join(ROOT, 'plugins', id), (f) => f.endsWith('.sql')).map((file) => ({ module: id, file })),
    ),
  ].filter((s) => !versioned.has(s.file));
  return [...migrations, ...others].map((s) => ({
    ...s,
    kind: 'sql' as const,
    // Comments say things like "reads public.customers" without reading it.
    text: fs.readFileSync(s.file, 'utf8').replace(/--.*$/gm, ''),
  }));
}

/**
 * Front-end code that talks to the database: every non-test source of a plugin, and the kernel's. A
 * module's tests/ and e2e/ folders are test code too (ADR 042): a test may read what it checks.
 */
function tsSources(): Source[] {
  const isCode = (f: string) =>
    /\.(ts|tsx)$/.test(f) && !/\.(test|stories)\.tsx?$/.test(f) && !/^(tests|e2e)[\\/]/.test(f);
  return [
    ...pluginIds.flatMap((id) =>
      walk(path.join(ROOT, 'plugins', id), isCode).map((file) => ({ module: id, file })),
    ),
    ...walk(path.join(ROOT, 'kernel'), (f) => isCode(f) && !f.endsWith('database.types.ts')).map((file) => ({
      module: KERNEL,
      file,
    })),
  ].map((s) => ({
    ...s,
    kind: 'ts' as const,
    // Comment lines show calls in examples (`// supabase.from('customers')…`) without making them.
    text: fs
      .readFileSync(s.file, 'utf8')
      .split('\n')
      .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
      .join('\n'),
  }));
}

/** Table and view → owning module: the first SQL that creates it. */
function tableOwners(sources: readonly Source[]): Map<string, string> {
  const owners = new Map<string, string>();
  const creates =
    /\bcreate\s+(?:or\s+replace\s+)?(?:table|(?:materialized\s+)?view)\s+(?:if\s+not\s+exists\s+)?public\.([a-z_][a-z0-9_]*)/gi;
  for (const s of sources.filter((x) => x.kind === 'sql'))
    for (const m of s.text.matchAll(creates))
      if (!owners.has(m[1] as string)) owners.set(m[1] as string, s.module);
  return owners;
}

/** The tables a source names: `public.x` in SQL, `.from('x')` (not storage's) in front-end code. */
function tablesNamed(source: Pick<Source, 'kind' | 'text'>): Set<string> {
  const pattern =
    source.kind === 'sql'
      ? /\bpublic\.([a-z_][a-z0-9_]*)/g
      : /(?<!storage\s*)\.from\(\s*['"]([a-z_][a-z0-9_]*)['"]/g;
  return new Set([...source.text.matchAll(pattern)].map((m) => m[1] as string));
}

interface CrossRead {
  reader: string;
  owner: string;
  tables: string[];
  /** Where, as `sql` / `ts`. */
  via: string[];
}

function crossReads(): CrossRead[] {
  const sources = [...sqlSources(), ...tsSources()];
  const owners = tableOwners(sources);
  const reads = new Map<string, { tables: Set<string>; via: Set<string> }>();
  for (const s of sources) {
    for (const table of tablesNamed(s)) {
      const owner = owners.get(table);
      if (!owner || owner === s.module || owner === KERNEL) continue;
      const key = `${s.module} ${owner}`;
      const entry = reads.get(key) ?? { tables: new Set(), via: new Set() };
      entry.tables.add(table);
      entry.via.add(s.kind);
      reads.set(key, entry);
    }
  }
  return [...reads]
    .map(([key, v]) => {
      const [reader, owner] = key.split(' ') as [string, string];
      return { reader, owner, tables: [...v.tables].sort(), via: [...v.via].sort() };
    })
    .sort((a, b) => a.reader.localeCompare(b.reader) || a.owner.localeCompare(b.owner));
}

const report = (reads: readonly CrossRead[]) =>
  [
    '# Who reads what: module → owner of the tables it reads (tests/architecture/table-owners.test.ts)',
    ...reads.map((r) => `${r.reader} → ${r.owner} (${r.via.join('+')}): ${r.tables.join(', ')}`),
    '',
  ].join('\n');

describe('the scanner', () => {
  it('finds owners from create table/view and reads in SQL and in supabase-js calls, not in storage', () => {
    const owners = tableOwners([
      { module: 'customers', file: 'a.sql', kind: 'sql', text: 'create table public.contacts (id int);' },
      {
        module: 'invoicing',
        file: 'b.sql',
        kind: 'sql',
        text: 'create or replace view public.invoices_list as select 1',
      },
    ]);
    expect([...owners]).toEqual([
      ['contacts', 'customers'],
      ['invoices_list', 'invoicing'],
    ]);
    expect(
      tablesNamed({ kind: 'sql', text: 'select * from public.contacts c join public.invoices i' }),
    ).toEqual(new Set(['contacts', 'invoices']));
    const ts =
      "supabase.from('contacts').select(); supabase.storage.from('invoices').upload(); x\n  .from(\"leads\")";
    expect(tablesNamed({ kind: 'ts', text: ts })).toEqual(new Set(['contacts', 'leads']));
  });
});

describe('tables have one owning module, and who reads what is declared (ADR 037)', async () => {
  const manifests = await installedPlugins();
  const declared = new Map(
    manifests.map((m) => [m.id, new Set([...(m.dependsOn ?? []), ...(m.optionalDependsOn ?? [])])]),
  );
  const reads = crossReads();

  it('prints who reads what, as kept in who-reads-what.txt (a new cross-module read shows in review)', async () => {
    const text = report(reads);
    console.info(text);
    await expect(text).toMatchFileSnapshot('./who-reads-what.txt');
  });

  it('finds every table owned by the kernel or an installed plugin', () => {
    const owners = tableOwners([...sqlSources()]);
    expect(owners.size).toBeGreaterThan(20);
    const known = new Set([KERNEL, ...manifests.map((m) => m.id)]);
    expect([...owners].filter(([, owner]) => !known.has(owner))).toEqual([]);
  });

  it('lets a module read another module’s tables only if its manifest depends on that module', () => {
    const undeclared = reads
      .filter((r) => r.reader !== KERNEL && !declared.get(r.reader)?.has(r.owner))
      .map((r) => `${r.reader} reads ${r.owner}'s ${r.tables.join(', ')} without declaring it`);
    expect(undeclared).toEqual([]);
  });

  it('keeps the kernel from reading any plugin’s tables', () => {
    expect(reads.filter((r) => r.reader === KERNEL)).toEqual([]);
  });
});
