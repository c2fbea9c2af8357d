// postgres_changes bindings from a join: parsed, given Realtime-style ids,
// and checked against the catalog (the table must be in the publication
// supabase_realtime; filter columns must exist; filter values must cast to
// the column's type). Values are always bound parameters; only type names
// read from the catalog are placed in SQL text.
import type { Queryable } from '../db/types.ts';
import { FilterError, parseFilter } from './filters.ts';
import { isPlainObject } from './protocol.ts';
import type { ChangeEvent, CompiledFilter } from './types.ts';

const EVENTS = new Set<string>(['INSERT', 'UPDATE', 'DELETE', '*']);
const MAX_BINDINGS = 100;

export interface ParsedBinding {
  /** Echoed to the client with its id, as Realtime does. */
  echo: Record<string, unknown>;
  id: number;
  /** null when the binding is malformed (reported, never subscribed). */
  spec: { event: ChangeEvent; schema: string; table: string | null; filter: string | null } | null;
}

/** Realtime ids are :erlang.phash2(params): a small integer, equal for equal params. */
export function bindingId(params: Record<string, unknown>): number {
  const text = JSON.stringify([params.event, params.schema, params.table, params.filter]);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % 2 ** 27;
}

const optString = (v: unknown) =>
  v === undefined || v === null ? null : typeof v === 'string' ? v : undefined;

export function parseBindings(raw: unknown): ParsedBinding[] {
  if (!Array.isArray(raw)) return [];
  const out: ParsedBinding[] = [];
  for (const item of raw.slice(0, MAX_BINDINGS)) {
    if (!isPlainObject(item)) continue;
    const echo: Record<string, unknown> = {};
    for (const k of ['event', 'schema', 'table', 'filter']) if (item[k] !== undefined) echo[k] = item[k];
    const id = bindingId(echo);
    const event = typeof item.event === 'string' ? item.event.toUpperCase() : '';
    const schema = optString(item.schema);
    const table = optString(item.table);
    const filter = optString(item.filter);
    const ok =
      EVENTS.has(event) &&
      typeof schema === 'string' &&
      schema !== '' &&
      table !== undefined &&
      filter !== undefined;
    out.push({
      echo,
      id,
      spec: ok ? { event: event as ChangeEvent, schema, table: table || null, filter: filter || null } : null,
    });
  }
  return out;
}

interface PublishedTable {
  schema: string;
  table: string;
  columns: { name: string; sqlType: string }[];
}

async function publishedTables(db: Queryable, schema: string, table: string | null) {
  const r = await db.query<PublishedTable>(
    `select pt.schemaname as schema, pt.tablename as table,
            coalesce((select json_agg(json_build_object('name', a.attname, 'sqlType', format_type(a.atttypid, null))
                                      order by a.attnum)
                        from pg_attribute a
                       where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]') as columns
       from pg_publication_tables pt
       join pg_namespace n on n.nspname = pt.schemaname
       join pg_class c on c.relnamespace = n.oid and c.relname = pt.tablename
      where pt.pubname = 'supabase_realtime'
        and ($1 = '*' or pt.schemaname = $1)
        and ($2::text is null or pt.tablename = $2)`,
    [schema, table],
  );
  return r.rows;
}

export type CompiledBinding = { ok: true; filters: CompiledFilter[] } | { ok: false; message: string };

function describe(spec: NonNullable<ParsedBinding['spec']> | null, echo: Record<string, unknown>) {
  const s = spec ?? { event: echo.event, schema: echo.schema, table: echo.table, filter: echo.filter };
  return `[event: ${String(s.event)}, schema: ${String(s.schema)}, table: ${String(s.table ?? '*')}, filters: [${s.filter ? String(s.filter) : ''}]]`;
}

/** Checks one binding against the catalog; the message is what the client gets in a system event. */
export async function compileBinding(db: Queryable, b: ParsedBinding): Promise<CompiledBinding> {
  const fail = (why?: string): CompiledBinding => ({
    ok: false,
    message:
      'Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ' +
      describe(b.spec, b.echo) +
      (why ? ` (${why})` : ''),
  });
  if (!b.spec) return fail('malformed binding');
  const { schema, table, filter } = b.spec;
  if (schema.length > 63 || (table && table.length > 63)) return fail();
  const tables = await publishedTables(db, schema, table);
  if (tables.length === 0) return fail();
  if (!filter) return { ok: true, filters: [] };
  if (!table) return fail('a filter needs a table');
  let parsed: ReturnType<typeof parseFilter>;
  try {
    parsed = parseFilter(filter);
  } catch (e) {
    return fail(e instanceof FilterError ? e.message : 'invalid filter');
  }
  const columns = tables[0].columns;
  const compiled: CompiledFilter[] = [];
  for (const f of parsed) {
    const col = columns.find((c) => c.name === f.column);
    if (!col) return fail(`column "${f.column.slice(0, 63)}" does not exist`);
    const cast =
      f.op === 'in'
        ? `array(select e::${col.sqlType} from jsonb_array_elements_text($1::jsonb) e)`
        : `$1::text::${col.sqlType}`;
    try {
      await db.query(`select ${cast} as v`, [f.op === 'in' ? JSON.stringify(f.value) : f.value]);
    } catch {
      return fail(`invalid value for column "${f.column}"`);
    }
    compiled.push({ ...f, sqlType: col.sqlType });
  }
  return { ok: true, filters: compiled };
}
