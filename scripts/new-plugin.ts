// `npm run new:plugin <id> [-- options]`: scaffolds a back-office module that
// passes lint, type-check and tests as it stands — folder, manifest, README,
// screen, test, story, server test, journey, public surface, migration seeding its module switch
// (and, with --depends, what that switch needs), the line in config/plugins.ts
// — so a new module starts right and needs no kernel edit.
// Run with --help for the options; scripts/new-plugin/ holds the pieces.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { appMigrations } from '../server/db/migrate.ts';
import { migrationStamp, namesOf } from './new-plugin/names.ts';
import { parseOptions, publicSurfaces, switchesNeeded, UsageError } from './new-plugin/options.ts';
import { registerPlugin } from './new-plugin/register.ts';
import {
  dataFile,
  dependenciesFile,
  functionDenoFile,
  functionFile,
  type GeneratedFiles,
  journeyFile,
  manifestFile,
  manifestTestFile,
  migrationFile,
  pageFile,
  pageTestFile,
  publicFile,
  readmeFile,
  samplesFile,
  serverTestFile,
  storiesFile,
  tableFile,
  tableFileOf,
} from './new-plugin/templates.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const PLUGINS_FILE = path.join(ROOT, 'config', 'plugins.ts');

function plan(argv: string[]): { files: GeneratedFiles; schemaChanged: boolean; id: string } {
  const o = parseOptions(argv, ROOT);
  const n = namesOf(o);
  const stamp = migrationStamp(
    new Date(),
    appMigrations(ROOT).map((m) => path.basename(m.file)),
  );
  const migration = `${stamp}_${n.snake}_module.sql`;
  const dir = `plugins/${o.id}`;
  const deps = {
    switches: o.moduleId ? switchesNeeded(ROOT, o) : [],
    surfaces: publicSurfaces(ROOT, o.depends),
  };
  const files: GeneratedFiles = {
    [`${dir}/manifest.ts`]: manifestFile(o),
    [`${dir}/manifest.test.ts`]: manifestTestFile(o),
    [`${dir}/public.ts`]: publicFile(o),
    [`${dir}/README.md`]: readmeFile(o, migration, deps),
    [`${dir}/routes/${n.pageFile}.tsx`]: pageFile(o),
    [`${dir}/routes/${n.pageFile}.test.tsx`]: pageTestFile(o),
    [`${dir}/routes/${n.pageFile}.stories.tsx`]: storiesFile(o),
    // Its journey and server test live in the module too (ADR 042).
    [`${dir}/e2e/${o.id}.spec.ts`]: journeyFile(o),
  };
  if (o.table) {
    const withTable = { ...o, table: o.table };
    files[`${dir}/data.ts`] = dataFile(withTable);
    files[`${dir}/routes/${tableFileOf(o.id)}.tsx`] = tableFile(withTable);
    files[`scripts/permission-matrix/samples/${n.snake}.sql`] = samplesFile(withTable);
  }
  if (deps.surfaces.length) files[`${dir}/dependencies.ts`] = dependenciesFile(o, deps.surfaces);
  if (o.fn) {
    files[`${dir}/functions/${o.fn}/index.ts`] = functionFile(o);
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    files[`${dir}/functions/${o.fn}/deno.json`] = functionDenoFile(pkg.dependencies['@supabase/supabase-js']);
  }
  if (o.moduleId || o.table) {
    files[`${dir}/sql/migrations/${migration}`] = migrationFile(o, deps.switches);
    files[`${dir}/tests/${o.id}.test.ts`] = serverTestFile(o);
  }
  // Refuse before writing anything: a half-written plugin is worse than none.
  for (const file of Object.keys(files))
    if (fs.existsSync(path.join(ROOT, file)))
      throw new UsageError(`${file} already exists; nothing was written.`);
  files['config/plugins.ts'] = registerPlugin(fs.readFileSync(PLUGINS_FILE, 'utf8'), o.id, n.camel);
  return { files, schemaChanged: o.table !== null, id: o.id };
}

function run(command: string, args: string[]): boolean {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const r = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  return r.status === 0;
}

function main() {
  let result: ReturnType<typeof plan>;
  try {
    result = plan(process.argv.slice(2));
  } catch (e) {
    if (!(e instanceof UsageError) && !(e instanceof TypeError)) throw e;
    // parseArgs reports unknown flags as TypeErrors with a readable message.
    console.error(e.message);
    process.exit(1);
  }
  for (const [file, text] of Object.entries(result.files)) {
    fs.mkdirSync(path.dirname(path.join(ROOT, file)), { recursive: true });
    fs.writeFileSync(path.join(ROOT, file), text);
    console.log(`${file === 'config/plugins.ts' ? 'updated' : 'created'} ${file}`);
  }
  const written = Object.keys(result.files).filter((f) => !f.endsWith('.sql') && !f.endsWith('.md'));
  const formatted = run('npx', ['biome', 'check', '--write', ...written]);
  const pending: string[] = [];
  if (!formatted) pending.push('npx biome check --write . (the formatter reported a problem above)');
  if (result.schemaChanged) {
    // A new table changes the generated types and who may do what; both are committed files tests compare.
    if (!run('npm', ['run', '--silent', 'db:types'])) pending.push('npm run db:types');
    if (!run('npm', ['run', '--silent', 'db:permissions'])) pending.push('npm run db:permissions');
  }
  console.log(`
Plugin "${result.id}" is installed: it is in the menu, Settings → Modules and search once the app restarts.
${pending.length ? `\nStill to run (failed above):\n${pending.map((p) => `  ${p}`).join('\n')}\n` : ''}
Next steps:
  1. Read plugins/${result.id}/README.md and edit the description in plugins/${result.id}/manifest.ts.
  2. npx vitest run plugins/${result.id}      (its tests)
  3. npm run typecheck && npm run lint
  4. npm start, sign in as staff@demo.safeworks.test and open /dashboard/${result.id}
  5. Tables: a new migration plugins/${result.id}/sql/migrations/<timestamp>_${result.id.replaceAll('-', '_')}_<what>.sql
     (a function, view or trigger that will change: plugins/${result.id}/sql/repeatable/<schema>.<name>.sql), then
     npm run db:types && npm run db:permissions (read the matrix diff: it is the review of your policies).
  6. Commit everything the generator wrote, config/plugins.ts included.`);
}

main();
