// What `npm run new:plugin` is asked for, checked before anything is written:
// a bad id or a clash is refused with a sentence saying why, so a developer
// never has to clean up half a plugin.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { appMigrations } from '../../server/db/migrate.ts';
import { appFunctionDirs, functionNamesIn } from '../../server/functions/config.ts';

export const ROLES = ['staff', 'admin', 'superadmin'] as const;
export type StaffRole = (typeof ROLES)[number];

/** kernel/registry/build-menu.ts SECTION_ORDER (scripts do not import the front end; validateManifests re-checks). */
export const SECTIONS = ['overview', 'sales', 'operations', 'communication', 'people', 'admin'] as const;
export type Section = (typeof SECTIONS)[number];

/**
 * Ids that would confuse a reader or a tool: migration owners (`platform`, `kernel`), top-level folders,
 * dashboard words, and JavaScript keywords (the id becomes an import name in config/plugins.ts).
 */
export const RESERVED_IDS = new Set(
  (
    'kernel platform config site server scripts tests test stories docs e2e supabase public shared app ' +
    'api auth rest storage functions realtime dashboard login signup logout new create edit plugin ' +
    'plugins module modules manifest node-modules delete default import export function class const ' +
    'let var return switch case for while do if else in of this void with yield await enum super ' +
    'null true false try catch finally throw typeof instanceof debugger continue break extends ' +
    'static package private protected interface implements'
  ).split(' '),
);

/** The database's rule on system_modules.id, without a trailing or doubled hyphen (a folder name people type). */
const ID_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const TABLE_PATTERN = /^[a-z][a-z0-9_]{0,62}$/;

export interface PluginOptions {
  id: string;
  title: string;
  description: string;
  section: Section;
  role: StaffRole;
  /** The system_modules switch (= id), or null with --no-module. */
  moduleId: string | null;
  icon: string;
  /** A coming-soon record page `/dashboard/<id>/:id` titled with this word, or null. */
  detail: string | null;
  /** A first table with RLS, or null. */
  table: string | null;
  order: number;
  /** Plugins it depends on (manifest `dependsOn`, ADR 037): it may import their public.ts and read their tables. */
  depends: string[];
  /** An edge function `plugins/<id>/functions/<name>/` (ADR 041), or null. */
  fn: string | null;
}

export class UsageError extends Error {}

export const USAGE = `Usage: npm run new:plugin <id> [-- options]

  <id>                   folder and module id: lowercase letters, digits, single hyphens (e.g. inspections)
  --title "Inspections"  menu label and page title (default: from the id)
  --description "…"      one line on what the module holds (home cards, empty states)
  --section operations   menu section: ${SECTIONS.join(', ')}
  --role staff           minimum role: ${ROLES.join(', ')}
  --icon ClipboardCheck  a lucide-react icon name
  --order 100            position in its menu section (lower first)
  --detail "Inspection"  also a coming-soon record page /dashboard/<id>/:id
  --table inspections    a first table (id, created_at, created_by, name) with RLS for staff
  --no-module            no module switch: always on, no system_modules row
  --depends customers    a plugin it depends on (repeat, or separate with commas): named in dependsOn, its
                         public.ts re-exported by dependencies.ts, and its switch needed by this one's (ADR 037)
  --function inspections-report
                         an edge function plugins/<id>/functions/<name>/ (index.ts, deno.json; ADR 041)`;

/** "bulk-sms" → "Bulk SMS"-ish: capitalise the first word only, as the existing menu does ("Call centre"). */
export function titleOf(id: string): string {
  const words = id.split('-').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function parseOptions(argv: string[], root: string): PluginOptions {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      title: { type: 'string' },
      description: { type: 'string' },
      section: { type: 'string', default: 'operations' },
      role: { type: 'string', default: 'staff' },
      icon: { type: 'string', default: 'ClipboardCheck' },
      order: { type: 'string', default: '100' },
      detail: { type: 'string' },
      table: { type: 'string' },
      'no-module': { type: 'boolean', default: false },
      depends: { type: 'string', multiple: true, default: [] },
      function: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) throw new UsageError(USAGE);
  if (positionals.length !== 1) throw new UsageError(`Give exactly one plugin id.\n\n${USAGE}`);
  const id = positionals[0]!;
  const title = (values.title ?? titleOf(id)).trim();
  const options: PluginOptions = {
    id,
    title,
    description: (values.description ?? `${title} of the firm, kept in one place.`).trim(),
    section: values.section as Section,
    role: values.role as StaffRole,
    moduleId: values['no-module'] ? null : id,
    icon: values.icon,
    detail: values.detail?.trim() || null,
    table: values.table ?? null,
    order: Number(values.order),
    depends: [
      ...new Set(
        values.depends
          .flatMap((d) => d.split(','))
          .map((d) => d.trim())
          .filter(Boolean),
      ),
    ].sort(),
    fn: values.function?.trim() || null,
  };
  checkOptions(options, root);
  return options;
}

/** Every refusal, before a file is written. */
export function checkOptions(o: PluginOptions, root: string): void {
  if (!ID_PATTERN.test(o.id) || o.id.length > 40)
    throw new UsageError(
      `"${o.id}" is not a plugin id: use lowercase letters, digits and single hyphens, starting with a letter, at most 40 characters (e.g. inspections, site-audits).`,
    );
  if (RESERVED_IDS.has(o.id))
    throw new UsageError(`"${o.id}" is reserved; choose a name for what the module holds.`);
  if (fs.existsSync(path.join(root, 'plugins', o.id)))
    throw new UsageError(`plugins/${o.id}/ already exists; nothing was written.`);
  if (!o.title) throw new UsageError('--title may not be empty.');
  if (!o.description) throw new UsageError('--description may not be empty.');
  if (/['`\\]/.test(o.title + o.description + (o.detail ?? '')))
    throw new UsageError(
      "Titles and descriptions may not contain quotes or backslashes (use ’ instead of ').",
    );
  if (!SECTIONS.includes(o.section))
    throw new UsageError(`--section must be one of ${SECTIONS.join(', ')}, not "${o.section}".`);
  if (!ROLES.includes(o.role))
    throw new UsageError(`--role must be one of ${ROLES.join(', ')}, not "${o.role}".`);
  if (!Number.isInteger(o.order) || o.order < 0) throw new UsageError('--order must be a whole number ≥ 0.');
  if (!iconExists(root, o.icon))
    throw new UsageError(`lucide-react has no icon "${o.icon}" (names are PascalCase: ClipboardCheck).`);
  if (o.table !== null && !TABLE_PATTERN.test(o.table))
    throw new UsageError(
      `--table "${o.table}" is not a table name: lowercase letters, digits and underscores.`,
    );
  for (const dep of o.depends) {
    if (dep === o.id) throw new UsageError(`"${o.id}" cannot depend on itself.`);
    if (!fs.existsSync(path.join(root, 'plugins', dep, 'manifest.ts')))
      throw new UsageError(`--depends "${dep}": there is no plugin plugins/${dep}/ to depend on.`);
  }
  if (o.fn !== null) {
    if (!ID_PATTERN.test(o.fn) || o.fn.length > 60)
      throw new UsageError(
        `--function "${o.fn}" is not a function name: lowercase letters, digits and single hyphens, starting with a letter.`,
      );
    const taken = appFunctionDirs(root).find(({ dir }) => functionNamesIn(dir).includes(o.fn as string));
    if (taken)
      throw new UsageError(
        `--function "${o.fn}": ${path.relative(root, path.join(taken.dir, o.fn))} already has that name (one name, one function).`,
      );
  }
  checkNotTaken(o, root);
}

/** A plugin's manifest fields the generator needs, read as text (scripts do not import the front end). */
function manifestFacts(root: string, id: string): { moduleId: string | null; dependsOn: string[] } {
  const text = fs.readFileSync(path.join(root, 'plugins', id, 'manifest.ts'), 'utf8');
  const moduleId = /\bmoduleId:\s*'([a-z0-9-]+)'/.exec(text)?.[1] ?? null;
  const list = /\bdependsOn:\s*\[([^\]]*)\]/.exec(text)?.[1] ?? '';
  return { moduleId, dependsOn: [...list.matchAll(/'([a-z0-9-]+)'/g)].map((m) => m[1] as string) };
}

/**
 * The module switches the new module's switch needs: those of the plugins it depends on, and through a
 * plugin without a switch, those that plugin needs (kernel/registry/dependencies.ts moduleDependencies).
 */
export function switchesNeeded(root: string, o: Pick<PluginOptions, 'depends' | 'moduleId'>): string[] {
  const found = new Set<string>();
  const seen = new Set<string>();
  const walk = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const facts = manifestFacts(root, id);
    for (const dep of facts.dependsOn) walk(dep);
    if (facts.moduleId && facts.moduleId !== o.moduleId) found.add(facts.moduleId);
  };
  for (const dep of o.depends) walk(dep);
  return [...found].sort();
}

/** The dependencies that have a public surface (plugins/<id>/public.ts) to import. */
export function publicSurfaces(root: string, depends: readonly string[]): string[] {
  return depends.filter((d) => fs.existsSync(path.join(root, 'plugins', d, 'public.ts')));
}

function iconExists(root: string, icon: string): boolean {
  if (!/^[A-Z][A-Za-z0-9]*$/.test(icon)) return false;
  const types = path.join(root, 'node_modules', 'lucide-react', 'dist', 'lucide-react.d.ts');
  return fs.readFileSync(types, 'utf8').includes(`declare const ${icon}: LucideIcon;`);
}

/** A route, module row or table another plugin or migration already owns. */
function checkNotTaken(o: PluginOptions, root: string): void {
  const manifests = fs
    .readdirSync(path.join(root, 'plugins'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => path.join(root, 'plugins', d.name, 'manifest.ts'))
    .filter((f) => fs.existsSync(f));
  for (const file of manifests) {
    const text = fs.readFileSync(file, 'utf8');
    if (text.includes(`'/dashboard/${o.id}'`) || text.includes(`'/dashboard/${o.id}/`))
      throw new UsageError(`/dashboard/${o.id} is already a route of ${path.relative(root, file)}.`);
    if (o.moduleId && text.includes(`moduleId: '${o.moduleId}'`))
      throw new UsageError(
        `The module id "${o.moduleId}" is already used by ${path.relative(root, file)}; pick another id or pass --no-module.`,
      );
  }
  const sql = appMigrations(root)
    .map((m) => fs.readFileSync(m.file, 'utf8'))
    .join('\n');
  if (o.moduleId && new RegExp(`\\(\\s*1\\s*,\\s*'${o.moduleId}'\\s*,`).test(sql))
    throw new UsageError(`A migration already seeds the system_modules row "${o.moduleId}".`);
  if (o.table && new RegExp(`create table (if not exists )?public\\.${o.table}\\b`, 'i').test(sql))
    throw new UsageError(`A migration already creates public.${o.table}.`);
}
