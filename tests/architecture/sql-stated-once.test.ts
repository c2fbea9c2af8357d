// A function's text is stated once (ADR 040, ADR 043): a function whose final
// definition is a repeatable (`…/sql/repeatable/<schema>.<name>.sql`) keeps, in
// each landed migration that creates it, only a placeholder body with the same
// signature — `begin raise exception 'defined in <that file> (ADR 043)'; end` —
// and no migration holds a function body a repeatable states again. A
// placeholder is safe only while nothing between it and the repeatables runs
// it: no later versioned migration (nor a test fixture migration, which some
// test servers apply before the repeatables) calls it, or calls what calls it,
// or writes a table whose trigger runs it; and on hosted Supabase the
// repeatable's emitted version comes after it. The functions a later migration
// does run keep their text and are listed below with the reason.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readLock } from '../../scripts/supabase-collect/collect.ts';
import { appMigrations, appRepeatables, listMigrations, ROOT_DIR } from '../../server/db/migrate.ts';
import {
  argumentTypes,
  codeOnly,
  functionDefinitions,
  normalisedBody,
  placeholderBody,
  placeholderTarget,
  splitStatements,
} from '../support/sql-functions.ts';

/** Functions whose creation text stays in a landed migration, because a later migration runs it. */
const RUN_BY_LATER_MIGRATIONS: Record<string, string> = {
  'app.document_number_format_ok':
    'the check constraints of public.sales_settings call it, and its migration inserts the settings row',
  'app.email_attachments_ok':
    'the check constraint added with public.email_outbox.attachments calls it on every row already queued',
  'app.survey_tallies_statement':
    'its migration counts the answers already stored (app.survey_rebuild_tallies), and the tallies triggers run it on every later write of survey_answers (ADR 070, ADR 071)',
};

const FIXTURES = path.join(ROOT_DIR, 'tests', 'fixtures', 'migrations');
const rel = (file: string) => path.relative(ROOT_DIR, file);

interface Statement {
  file: string;
  version: string;
  line: number;
  /** Without comments and with string literals emptied (codeOnly): what the statement runs, not what it says. */
  code: string;
  /** The function it creates, if it does. */
  creates?: { name: string; signature: string; body: string; placeholder: string | null };
}

function statementsOf(files: { file: string; version: string }[]): Statement[] {
  return files.flatMap(({ file, version }) => {
    const sql = fs.readFileSync(file, 'utf8');
    const defs = new Map(functionDefinitions(sql).map((d) => [d.statement.start, d]));
    return splitStatements(sql).map((s) => {
      const d = defs.get(s.start);
      return {
        file,
        version,
        line: s.line,
        code: codeOnly(s.text),
        creates: d && {
          name: d.name,
          signature: d.signature,
          body: d.body,
          placeholder: placeholderTarget(d.body),
        },
      };
    });
  });
}

function qualified(name: string): string {
  const n = name.replace(/"/g, '').toLowerCase();
  return n.includes('.') ? n : `public.${n}`;
}

const namedCache = new Map<string, Set<string>>();
/** The functions (`f(`, `schema.f(`) and relations (`schema.x`, `from x`, `join x`) the code names. */
function named(code: string): Set<string> {
  let out = namedCache.get(code);
  if (!out) {
    out = new Set<string>();
    for (const m of code.matchAll(/(?<![a-z0-9_.$"])((?:[a-z_][a-z0-9_]*\.)?[a-z_][a-z0-9_]*)\s*\(/gi))
      out.add(qualified(m[1]!));
    for (const m of code.matchAll(/\b([a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*)\b(?!\s*\()/gi))
      out.add(qualified(m[1]!));
    for (const m of code.matchAll(/\b(?:from|join)\s+([a-z_][a-z0-9_]*)\b(?!\s*[.(])/gi))
      out.add(qualified(m[1]!));
    namedCache.set(code, out);
  }
  return out;
}

/** Tables a statement (or a `do` block in it) writes. */
function writes(code: string): string[] {
  const out: string[] = [];
  for (const m of code.matchAll(
    /\b(?:insert\s+into|update(?:\s+only)?|delete\s+from|merge\s+into|copy)\s+((?:[a-z_][a-z0-9_]*\.)?[a-z_][a-z0-9_]*)/gi,
  ))
    out.push(qualified(m[1]!));
  return out;
}

/** Statements that name a function or view without running it. */
const NAMES_WITHOUT_RUNNING =
  /^\s*(grant|revoke|comment|alter\s+function|drop\s+function|create\s+(or\s+replace\s+)?(constraint\s+)?trigger|drop\s+trigger|create\s+policy|alter\s+policy|drop\s+policy|create\s+(or\s+replace\s+)?view|drop\s+view)\b/i;

const repeatables = appRepeatables();
const repeatableFile = new Map(repeatables.map((r) => [r.name, rel(r.file)]));
const repeatableDefs = repeatables.flatMap((r) =>
  functionDefinitions(fs.readFileSync(r.file, 'utf8')).map((d) => ({ ...d, file: rel(r.file) })),
);
const app = statementsOf(appMigrations());
const all = [...app, ...statementsOf(listMigrations(FIXTURES))];
const created = app.filter((s) => s.creates && repeatableFile.has(s.creates.name));

/** What runs another function when it runs: every function body, and every view's query. */
const runners = [
  ...all
    .filter((s) => s.creates && !s.creates.placeholder)
    .map((s) => ({ name: s.creates!.name, code: codeOnly(s.creates!.body) })),
  ...repeatableDefs.map((d) => ({ name: d.name, code: codeOnly(d.body) })),
  ...all.flatMap((s) => {
    const v = /^\s*create\s+(?:or\s+replace\s+)?view\s+([a-z_0-9."]+)/i.exec(s.code);
    return v ? [{ name: qualified(v[1]!), code: s.code }] : [];
  }),
];

/** The function and every function or view that runs it, directly or through others. */
function callers(fn: string): Set<string> {
  const out = new Set([fn]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const r of runners)
      if (!out.has(r.name) && [...named(r.code)].some((f) => out.has(f))) {
        out.add(r.name);
        grew = true;
      }
  }
  return out;
}

/** Tables whose triggers run one of these functions. */
function triggeredTables(fns: Set<string>): Set<string> {
  const out = new Set<string>();
  for (const s of all) {
    const t =
      /^\s*create\s+(?:or\s+replace\s+)?(?:constraint\s+)?trigger\s+\w+[\s\S]*?\bon\s+([a-z_0-9."]+)[\s\S]*?\bexecute\s+(?:function|procedure)\s+([a-z_0-9."]+)/i.exec(
        s.code,
      );
    if (t && fns.has(qualified(t[2]!))) out.add(qualified(t[1]!));
  }
  return out;
}

const writesCache = new Map<string, string[]>();
/** The tables a statement writes, itself or through the functions it calls (and theirs). */
function writesWhenRun(code: string): string[] {
  let out = writesCache.get(code);
  if (!out) {
    out = writes(code);
    const seen = new Set<string>();
    const queue = [...named(code)];
    while (queue.length) {
      const f = queue.pop()!;
      if (seen.has(f)) continue;
      seen.add(f);
      for (const r of runners.filter((x) => x.name === f)) {
        out.push(...writes(r.code));
        queue.push(...named(r.code));
      }
    }
    writesCache.set(code, out);
  }
  return out;
}

describe('the SQL scanner', () => {
  it('finds a function’s name, input types and body, wherever its language is written', () => {
    const sql = `-- create function public.commented() …;
create or replace function app.f(p_a text default 'x;y', out total numeric, b public.app_role)
returns numeric as $body$ select 1; $body$ language sql;
create function g() returns void language plpgsql as $$${placeholderBody('kernel/sql/repeatable/public.g.sql')}$$;`;
    const defs = functionDefinitions(sql);
    expect(defs.map((d) => [d.name, d.signature, d.language])).toEqual([
      ['app.f', 'text, public.app_role', 'sql'],
      ['public.g', '', 'plpgsql'],
    ]);
    expect(defs[0]!.body).toBe(' select 1; ');
    expect(defs.map((d) => placeholderTarget(d.body))).toEqual([null, 'kernel/sql/repeatable/public.g.sql']);
    expect(argumentTypes('variadic xs text[], inout n integer = 1, double precision')).toBe(
      'text[], integer, double precision',
    );
  });

  it('finds what a statement runs and writes, not what its strings and comments say', () => {
    const code = codeOnly(`do $$ begin -- app.gone()
  update public.invoices set note = 'app.quiet()'; perform app.loud(1); perform now(); end $$`);
    expect(writes(code)).toEqual(['public.invoices']);
    expect([...named(code)].sort()).toEqual(['app.loud', 'public.invoices', 'public.now']);
  });
});

describe('a function whose final text is a repeatable', () => {
  it('keeps only a placeholder body in each landed migration that creates it', () => {
    const copies = created
      .filter((s) => !(s.creates!.name in RUN_BY_LATER_MIGRATIONS))
      .filter((s) => s.creates!.placeholder !== repeatableFile.get(s.creates!.name))
      .map(
        (s) =>
          `${rel(s.file)}:${s.line} ${s.creates!.name}: write the body as the placeholder ` +
          `${JSON.stringify(placeholderBody(repeatableFile.get(s.creates!.name)!).trim())} (same header), ` +
          'or list it in RUN_BY_LATER_MIGRATIONS with the reason',
      );
    expect(copies).toEqual([]);
    expect(created.filter((s) => s.creates!.placeholder).length).toBeGreaterThan(50);
  });

  it('is listed as run by a later migration only while a migration still holds its text', () => {
    const stale = Object.keys(RUN_BY_LATER_MIGRATIONS).filter(
      (fn) => !created.some((s) => s.creates!.name === fn && !s.creates!.placeholder),
    );
    expect(stale).toEqual([]);
  });

  it('has its body in the repeatable and nowhere in the migrations', () => {
    const stated = new Map(
      repeatableDefs.filter((d) => d.body.trim().length > 40).map((d) => [normalisedBody(d.body), d]),
    );
    const again = app
      .filter((s) => s.creates && !s.creates.placeholder && stated.has(normalisedBody(s.creates.body)))
      .map(
        (s) =>
          `${rel(s.file)}:${s.line} ${s.creates!.name} = ${stated.get(normalisedBody(s.creates!.body))!.file}`,
      );
    expect(again).toEqual([]);
  });

  it('has placeholders that name its file and come before it on hosted Supabase too', () => {
    const lock = readLock();
    const wrong = all
      .filter((s) => s.creates?.placeholder)
      .flatMap((s) => {
        const { name, placeholder } = s.creates!;
        const where = `${rel(s.file)}:${s.line} ${name}`;
        if (placeholder !== repeatableFile.get(name))
          return [`${where} names ${placeholder}, not its repeatable`];
        const emitted = lock[name]?.version;
        if (!emitted || emitted <= s.version)
          return [`${where}: the repeatable is emitted at ${emitted}, not after ${s.version}`];
        return [];
      });
    expect(wrong).toEqual([]);
  });

  it('is not run by any versioned migration between a placeholder and the repeatables', () => {
    const runs: string[] = [];
    for (const [i, s] of all.entries()) {
      if (!s.creates?.placeholder) continue;
      const { name, signature } = s.creates;
      const fns = callers(name);
      const tables = triggeredTables(fns);
      const runsIt = (code: string) => [...named(code)].filter((f) => fns.has(f));
      for (const later of all.slice(i + 1)) {
        const drop = /^\s*drop\s+function\s+(?:if\s+exists\s+)?([a-z_0-9."]+)\s*\(([^)]*)\)/i.exec(
          later.code,
        );
        if (drop && qualified(drop[1]!) === name && argumentTypes(drop[2]!) === signature) break;
        if (later.creates?.name === name && later.creates.signature === signature) break;
        if (later.creates || NAMES_WITHOUT_RUNNING.test(later.code)) continue;
        const where = `${rel(later.file)}:${later.line}`;
        for (const f of runsIt(later.code)) runs.push(`${where} runs ${f} (placeholder ${name})`);
        for (const t of writesWhenRun(later.code))
          if (tables.has(t)) runs.push(`${where} writes ${t}, whose trigger runs ${name} (a placeholder)`);
      }
    }
    expect([...new Set(runs)]).toEqual([]);
  });
});
