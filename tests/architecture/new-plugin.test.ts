// Issue 10's promise to a developer adding a module: `npm run new:plugin <id>`
// followed by the checks passes, and the module is in the menu, Settings →
// Modules and search with no kernel edit. Done here for real, in a throw-away
// copy of this working tree: generate, then type-check, lint and run the tests
// that tie manifests, routes and system_modules together. Slow by nature (one
// tsc per config, one vitest run), so everything shares one copy; the timeouts
// leave room for a full `npm test` running beside it on two cores.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const NODE = process.execPath;
const NPX = path.join(ROOT, 'node_modules', '.bin');
let copy = '';

/** Tracked and new (not ignored) files: the tree as the developer has it, without data/ or dist/. */
function copyWorkingTree(to: string) {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter((f) => f && fs.existsSync(path.join(ROOT, f)));
  for (const f of files) {
    fs.mkdirSync(path.dirname(path.join(to, f)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, f), path.join(to, f));
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(to, 'node_modules'), 'dir');
}

/** The copy's environment without this vitest run's markers, so the inner vitest behaves like a fresh one. */
function childEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: `${path.dirname(NODE)}${path.delimiter}${NPX}${path.delimiter}${process.env.PATH}`,
  };
  for (const k of Object.keys(env)) if (k.startsWith('VITEST') || k === 'NODE_ENV') delete env[k];
  return env;
}

function inCopy(command: string, args: string[]) {
  const r = spawnSync(command, args, {
    cwd: copy,
    env: childEnv(),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return { ok: r.status === 0, output: `${r.stdout}\n${r.stderr}` };
}

function generate(args: string[]) {
  const r = inCopy(NODE, ['scripts/new-plugin.ts', ...args]);
  expect(r.ok, r.output).toBe(true);
  return r.output;
}

beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'safeworks-new-plugin-'));
  copyWorkingTree(copy);
  // The command as it is, and the variant with a table (types and permission matrix regenerated).
  generate(['inspections', '--detail', 'Inspection']);
  generate(['site-audits', '--title', 'Site audits', '--table', 'site_audits', '--section', 'people']);
  // A module that depends on another module's public surface (ADR 037), with an edge function (ADR 041).
  generate(['field-visits', '--depends', 'customers,invoicing', '--function', 'field-visit-report']);
  // What a developer checks first on the migrated database, asked of the inner run's own test server
  // (its global setup migrates the copy from empty once: no second migration here).
  fs.writeFileSync(path.join(copy, 'tests/architecture/generated-modules.test.ts'), GENERATED_MODULES_PROBE);
}, 300_000);

const GENERATED_MODULES_PROBE = `
import { expect, it } from 'vitest';
import { serviceClient } from '../support/clients.ts';

it('the generated modules have their switches after the existing ones, and field-visits its needs', async () => {
  const db = serviceClient();
  const modules = await db.from('system_modules').select('id, name').eq('organization_id', 1).order('sort_order');
  expect(modules.error).toBeNull();
  const ids = (modules.data ?? []).map((m) => m.id);
  expect(modules.data?.find((m) => m.id === 'inspections')?.name).toBe('Inspections');
  expect(ids.slice(-3).sort()).toEqual(['field-visits', 'inspections', 'site-audits']);
  const needs = await db.from('system_module_dependencies').select('requires').eq('module_id', 'field-visits').order('requires');
  expect(needs.error).toBeNull();
  expect((needs.data ?? []).map((r) => r.requires)).toEqual(['customers', 'email']);
});
`;

afterAll(() => {
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

describe('a developer who ran `npm run new:plugin inspections`', () => {
  it('got the folder, the migration and one line in config/plugins.ts, and no kernel or kit file changed', () => {
    for (const f of [
      'manifest.ts',
      'README.md',
      'routes/inspections-page.tsx',
      'routes/inspections-page.test.tsx',
      'tests/inspections.test.ts',
      'e2e/inspections.spec.ts',
    ])
      expect(fs.existsSync(path.join(copy, 'plugins/inspections', f)), f).toBe(true);
    const migrations = fs.readdirSync(path.join(copy, 'plugins/inspections/sql/migrations'));
    expect(migrations.filter((f) => /^\d{14}_inspections_module\.sql$/.test(f))).toHaveLength(1);
    const config = fs.readFileSync(path.join(copy, 'config/plugins.ts'), 'utf8');
    expect(config).toContain("import { manifest as inspections } from '../plugins/inspections/manifest.ts';");
    expect(config).toMatch(/\n {2}inspections,\n/);
    // The kernel is untouched but for its generated database types (the --table variant's new table).
    const diff = spawnSync('diff', ['-rq', path.join(ROOT, 'kernel'), path.join(copy, 'kernel')], {
      encoding: 'utf8',
    });
    expect(diff.stdout.trim().split('\n')).toEqual([
      `Files ${path.join(ROOT, 'kernel/database.types.ts')} and ${path.join(copy, 'kernel/database.types.ts')} differ`,
    ]);
    // Nor is the UI kit (ADR 039).
    const kitDiff = spawnSync('diff', ['-rq', path.join(ROOT, 'kit'), path.join(copy, 'kit')], {
      encoding: 'utf8',
    });
    expect(kitDiff.stdout.trim()).toBe('');
  });

  it('got a public surface and dependsOn; with --depends, the surfaces it uses and its switch’s needs', () => {
    expect(fs.readFileSync(path.join(copy, 'plugins/inspections/manifest.ts'), 'utf8')).toContain(
      'dependsOn: [],',
    );
    expect(fs.existsSync(path.join(copy, 'plugins/inspections/public.ts'))).toBe(true);
    expect(fs.existsSync(path.join(copy, 'plugins/inspections/dependencies.ts'))).toBe(false);
    const visits = (f: string) => fs.readFileSync(path.join(copy, 'plugins/field-visits', f), 'utf8');
    expect(visits('manifest.ts')).toContain("dependsOn: ['customers', 'invoicing'],");
    expect(visits('dependencies.ts')).toContain("export * as customers from '../customers/public.ts';");
    expect(visits('dependencies.ts')).toContain("export * as invoicing from '../invoicing/public.ts';");
    const migration = fs
      .readdirSync(path.join(copy, 'plugins/field-visits/sql/migrations'))
      .find((f) => f.endsWith('_field_visits_module.sql'));
    // Invoicing has no switch; through it, Field visits needs Email's too.
    expect(
      fs.readFileSync(path.join(copy, 'plugins/field-visits/sql/migrations', migration ?? ''), 'utf8'),
    ).toContain("where m.organization_id = 1 and m.id in ('customers', 'email');");
  });

  it('with --function, got an edge function in the module’s folder; without, no functions folder (ADR 041)', () => {
    expect(fs.existsSync(path.join(copy, 'plugins/inspections/functions'))).toBe(false);
    const fn = path.join(copy, 'plugins/field-visits/functions/field-visit-report');
    expect(fs.readFileSync(path.join(fn, 'index.ts'), 'utf8')).toContain("from '#kernel-functions/http.ts'");
    expect(JSON.parse(fs.readFileSync(path.join(fn, 'deno.json'), 'utf8')).imports).toHaveProperty(
      '@supabase/supabase-js',
    );
  });

  it('cannot run it twice over the same plugin: nothing is overwritten', () => {
    const before = fs.readFileSync(path.join(copy, 'config/plugins.ts'), 'utf8');
    const again = inCopy(NODE, ['scripts/new-plugin.ts', 'inspections']);
    expect(again.ok).toBe(false);
    expect(again.output).toContain('plugins/inspections/ already exists');
    expect(fs.readFileSync(path.join(copy, 'config/plugins.ts'), 'utf8')).toBe(before);
  });

  it('finds its journey where Playwright looks for them, in plugins/<id>/e2e (ADR 042)', () => {
    const r = inCopy(path.join(NPX, 'playwright'), ['test', '--list', 'plugins/inspections/e2e']);
    expect(r.ok, r.output).toBe(true);
    expect(r.output).toMatch(
      /\[journeys\] › plugins\/inspections\/e2e\/inspections\.spec\.ts:\d+:\d+ › a staff member opens Inspections from the menu/,
    );
  }, 120_000);

  it('passes the type-checks of both configs', () => {
    for (const config of ['tsconfig.json', 'tsconfig.app.json']) {
      const r = inCopy(path.join(NPX, 'tsc'), ['-p', config]);
      expect(r.ok, `tsc -p ${config}\n${r.output}`).toBe(true);
    }
  }, 300_000);

  it('passes the linter on everything the generator wrote', () => {
    const r = inCopy(path.join(NPX, 'biome'), [
      'check',
      'plugins/inspections',
      'plugins/site-audits',
      'plugins/field-visits',
      'config/plugins.ts',
      'kernel/database.types.ts',
    ]);
    expect(r.ok, r.output).toBe(true);
  });

  it('passes its own tests and the ones tying manifests, routes, module rows, types and policies together', () => {
    const report = path.join(copy, 'vitest-report.json');
    const r = inCopy(path.join(NPX, 'vitest'), [
      'run',
      'plugins/inspections',
      'plugins/site-audits',
      'plugins/field-visits',
      'config/plugins.test.tsx',
      'kernel/registry/dependencies.test.ts',
      'tests/kernel-schema/modules.test.ts',
      'tests/kernel-schema/module-dependencies.test.ts',
      'tests/architecture/generated-modules.test.ts',
      'tests/architecture/migration-names.test.ts',
      'tests/architecture/imports.test.ts',
      'tests/architecture/table-owners.test.ts',
      'tests/architecture/module-files.test.ts',
      'scripts/supabase-collect/functions.test.ts',
      // This run shares the CPU with the outer one: give slow-but-healthy tests (every screen loads) room.
      '--testTimeout=60000',
      '--reporter=json',
      `--outputFile=${report}`,
    ]);
    expect(fs.existsSync(report), r.output.slice(-4000)).toBe(true);
    const results = JSON.parse(fs.readFileSync(report, 'utf8')) as {
      testResults: {
        name: string;
        message: string;
        assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
      }[];
    };
    const failures = results.testResults.flatMap((f) => [
      ...(f.message ? [`${path.relative(copy, f.name)}: ${f.message}`] : []),
      ...f.assertionResults
        .filter((a) => a.status === 'failed')
        .map((a) => `${a.fullName}: ${a.failureMessages.join('\n').slice(0, 1500)}`),
    ]);
    expect(failures).toEqual([]);
    expect(r.ok, r.output.slice(-4000)).toBe(true);
    const passed = results.testResults.flatMap((f) =>
      f.assertionResults.filter((a) => a.status === 'passed').map((a) => a.fullName),
    );
    // The menu, Settings → Modules and search all start from what these prove.
    expect(passed).toEqual(
      expect.arrayContaining([
        'a staff member looking for Inspections finds it in the menu, leading to /dashboard/inspections',
        'a staff member looking for Inspections is one of the module switches Settings → Modules and the database list (module ids come from manifests)',
        'a staff member opening Inspections sees the page title and is told nothing is there yet',
        'a staff member opening Site audits sees the newest rows first, read from site_audits',
        // Its server tests (plugins/<id>/tests, ADR 042), on the test server that migrated it.
        'Inspections in the database has its switch in Settings → Modules, which staff read (the guard and the menu do)',
        'Site audits in the database a staff member adds a row in their own name and reads it back; a visitor reads nothing',
        'module switches of organization 1 are exactly the module ids the installed manifests name, and readable by the guard',
        'the database knows which module needs which holds exactly the pairs the installed manifests’ dependsOn give, readable by the screens',
        'the generated modules have their switches after the existing ones, and field-visits its needs',
      ]),
    );
    const ran = results.testResults.map((f) => path.relative(copy, f.name));
    expect(ran).toEqual(
      expect.arrayContaining([
        'plugins/inspections/manifest.test.ts',
        'plugins/inspections/tests/inspections.test.ts',
      ]),
    );
  }, 480_000);
});
