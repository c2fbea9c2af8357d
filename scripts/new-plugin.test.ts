// The generator's refusals and its one edit of an existing file, without writing anything:
// a developer who mistypes an id gets a sentence, and config/plugins.ts stays sorted.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationStamp, namesOf } from './new-plugin/names.ts';
import { parseOptions, publicSurfaces, switchesNeeded, titleOf } from './new-plugin/options.ts';
import { registerPlugin } from './new-plugin/register.ts';
import {
  dataFile,
  dependenciesFile,
  functionDenoFile,
  functionFile,
  journeyFile,
  manifestFile,
  migrationFile,
  pageFile,
  pageTestFile,
  serverTestFile,
  storiesFile,
  tableFile,
} from './new-plugin/templates.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const parse = (...argv: string[]) => parseOptions(argv, ROOT);

describe('a developer naming a new plugin', () => {
  it('gets defaults from the id alone', () => {
    const o = parse('site-audits');
    expect(o).toMatchObject({
      title: 'Site audits',
      moduleId: 'site-audits',
      section: 'operations',
      role: 'staff',
    });
    expect(namesOf(o)).toMatchObject({ camel: 'siteAudits', pascal: 'SiteAudits', snake: 'site_audits' });
    expect(parse('site-audits', '--no-module').moduleId).toBeNull();
    expect(titleOf('call-centre')).toBe('Call centre');
  });

  it('gets an edge function in the module’s own folder only when asked for one (ADR 041)', () => {
    expect(parse('inspections').fn).toBeNull();
    const o = parse('inspections', '--function', 'inspections-report');
    expect(o.fn).toBe('inspections-report');
    const fn = functionFile(o);
    expect(fn).toContain("from '#kernel-functions/http.ts'");
    expect(fn).not.toMatch(/from '\.\.\//);
    expect(JSON.parse(functionDenoFile('2.119.1')).imports['@supabase/supabase-js']).toBe(
      'npm:@supabase/supabase-js@2.119.1',
    );
  });

  it.each([
    [['Inspections'], 'is not a plugin id'],
    [['site--audits'], 'is not a plugin id'],
    [['audits-'], 'is not a plugin id'],
    [['kernel'], 'is reserved'],
    [['delete'], 'is reserved'],
    [['hr'], 'plugins/hr/ already exists'],
    [['inspections', '--section', 'finance'], '--section must be one of'],
    [['inspections', '--role', 'customer'], '--role must be one of'],
    [['inspections', '--icon', 'NoSuchIcon'], 'lucide-react has no icon'],
    [['inspections', '--table', 'Bad-Name'], 'is not a table name'],
    [['inspections', '--table', 'profiles'], 'already creates public.profiles'],
    [['inspections', '--title', "O'Brien"], 'may not contain quotes'],
    [['inspections', 'audits'], 'exactly one plugin id'],
    [['inspections', '--depends', 'nope'], 'there is no plugin plugins/nope/'],
    [['inspections', '--depends', 'inspections'], 'cannot depend on itself'],
    [['inspections', '--function', 'Report'], 'is not a function name'],
    [
      ['inspections', '--function', 'invoice-pdf'],
      'plugins/invoicing/functions/invoice-pdf already has that name',
    ],
    [['inspections', '--function', 'hello'], 'kernel/functions/hello already has that name'],
  ])('is refused for %j with a reason', (argv, reason) => {
    expect(() => parse(...argv)).toThrow(reason);
  });
});

describe('a developer whose module depends on another (--depends, ADR 037)', () => {
  it('names the dependencies, sorted and once, in dependsOn, empty without the option', () => {
    const o = parse('field-visits', '--depends', 'leads,customers', '--depends', 'customers');
    expect(o.depends).toEqual(['customers', 'leads']);
    expect(manifestFile(o)).toContain("dependsOn: ['customers', 'leads'],");
    expect(manifestFile(parse('field-visits'))).toContain('dependsOn: [],');
  });

  it('imports only the public surfaces there are, and needs the switches behind them, also through invoicing', () => {
    const o = parse('field-visits', '--depends', 'invoicing,leads');
    expect(publicSurfaces(ROOT, o.depends)).toEqual(['invoicing']);
    expect(dependenciesFile(o, ['invoicing'])).toContain(
      "export * as invoicing from '../invoicing/public.ts';",
    );
    // Invoicing has no switch: its own needs count. Leads' switch counts, and so does the one it needs.
    expect(switchesNeeded(ROOT, o)).toEqual(['customers', 'email', 'leads']);
    expect(migrationFile(o, ['customers', 'email', 'leads'])).toContain(
      "where m.organization_id = 1 and m.id in ('customers', 'email', 'leads');",
    );
    expect(switchesNeeded(ROOT, { ...o, moduleId: null })).toEqual(['customers', 'email', 'leads']);
  });
});

describe('the line in config/plugins.ts', () => {
  const source = [
    "import type { PluginManifest } from '@kernel/registry/types.ts';",
    "import { manifest as bulkSms } from '../plugins/bulk-sms/manifest.ts';",
    "import { manifest as leads } from '../plugins/leads/manifest.ts';",
    '',
    'export const plugins: PluginManifest[] = [',
    '  bulkSms,',
    '  leads,',
    '];',
    '',
  ].join('\n');

  it('goes in folder order, import and entry alike', () => {
    const out = registerPlugin(source, 'inspections', 'inspections').split('\n');
    expect(out[2]).toBe("import { manifest as inspections } from '../plugins/inspections/manifest.ts';");
    expect(out.slice(6, 9)).toEqual(['  bulkSms,', '  inspections,', '  leads,']);
    const last = registerPlugin(source, 'zoning', 'zoning').split('\n');
    expect(last[3]).toContain('../plugins/zoning/');
    expect(last.slice(6, 9)).toEqual(['  bulkSms,', '  leads,', '  zoning,']);
  });

  it('is refused when the file has another shape or the name is taken', () => {
    expect(() => registerPlugin('export const plugins = [];', 'x', 'x')).toThrow('not in the shape');
    expect(() => registerPlugin(source, 'leads-2', 'leads')).toThrow('already imports');
  });
});

describe('the migration’s timestamp', () => {
  it('is now in UTC, or a minute after the newest migration when the clock is behind', () => {
    const now = new Date('2026-12-01T09:30:05Z');
    expect(migrationStamp(now, ['20261125000400_kernel_x.sql'])).toBe('20261201093005');
    expect(migrationStamp(now, ['20261231235930_kernel_x.sql'])).toBe('20270101000030');
  });
});

// What the generated files teach; tests/architecture/new-plugin.test.ts proves they type-check, lint and pass.
describe('the screen a developer gets with --table', () => {
  const o = { ...parse('site-audits', '--table', 'site_audits'), table: 'site_audits' };

  it('reads pages for the kernel’s RecordList: applyListState, toListPage, an exact count, the abort signal', () => {
    const data = dataFile(o);
    expect(data).toContain('export const fetchSiteAudits: FetchPage<SiteAuditsRow> = async (state, signal)');
    expect(data).toContain("select('id, name, created_at', { count: 'exact' })");
    expect(data).toContain('.abortSignal(signal)');
    expect(data).toContain("toListPage(await applyListState(query, state, LIST_QUERY), 'exact')");
    expect(data).toContain("searchColumns: ['name']");
    expect(data).toContain("export const siteAuditsKeys = pluginKeys('site-audits')");
  });

  it('shows them in RecordList with its columns, cached under the key family and followed live', () => {
    const table = tableFile(o);
    expect(table).toContain('<RecordList');
    expect(table).toContain('useFormatters()');
    expect(table).not.toContain('<ul');
    const page = pageFile(o);
    expect(page).toContain(
      '<SiteAuditsTable fetchPage={fetchSiteAudits} queryKey={siteAuditsKeys.lists()} />',
    );
    expect(page).toContain("useLiveInvalidation({ table: 'site_audits', queryKey: siteAuditsKeys.all })");
    expect(storiesFile(o)).toContain('memorySource(');
    expect(pageTestFile(o)).toContain("it('sees the newest rows first, read from site_audits'");
  });

  it('leaves the screen without a table as it was: a header and an empty state', () => {
    const plain = parse('inspections');
    expect(pageFile(plain)).toContain('<EmptyState');
    expect(pageFile(plain)).not.toContain('RecordList');
  });
});

describe('the tests a developer gets beside the screen (ADR 042)', () => {
  it('a server test in plugins/<id>/tests: the switch, and with --table the rows under RLS, through the test server', () => {
    const plain = serverTestFile(parse('inspections'));
    expect(plain).toContain("import { userWithRole } from '../../../tests/kernel-schema/support.ts';");
    expect(plain).toContain(".from('system_modules').select('name').eq('id', 'inspections')");
    expect(plain).not.toContain('anonClient');
    const table = serverTestFile({ ...parse('site-audits', '--table', 'site_audits'), table: 'site_audits' });
    expect(table).toContain(".from('site_audits').insert({ name })");
    expect(table).toContain("import { anonClient } from '../../../tests/support/clients.ts';");
  });

  it('a journey in plugins/<id>/e2e: its minimum role opens it from the menu, with e2e/support’s sign-in', () => {
    const journey = journeyFile(parse('site-audits', '--title', 'Site audits', '--role', 'admin'));
    expect(journey).toContain("import { DEMO, signIn } from '../../../e2e/support/login.ts';");
    expect(journey).toContain('await signIn(page, DEMO.admin);');
    expect(journey).toContain(".getByRole('link', { name: 'Site audits' }).click();");
    expect(journey).toContain('await expect(page).toHaveURL(/\\/dashboard\\/site-audits$/);');
  });
});
