// /rest/v1/rpc/<fn>: overload resolution by argument names, the call with
// arguments from one bound JSON parameter (json_to_record with the declared
// types), and the result shaped like PostgREST: scalar, array of scalars,
// rows (which accept select, filters, order and limit), or 204 for void.
import { fuzzyBest } from '../closest.ts';
import { RestError } from '../errors.ts';
import { invalidBody, type Payload, readPayload } from '../http/body.ts';
import { parseQuery, parseRange } from '../parse/index.ts';
import {
  applyResponseGucs,
  explainResult,
  inTransaction,
  type RestRequest,
  type TxResult,
} from '../request.ts';
import { type Column, type FunctionDef, type Table, tableKey } from '../schema-cache.ts';
import { type EnvelopeRow, envelope } from '../sql/envelope.ts';
import { qi, qname } from '../sql/ident.ts';
import { Params } from '../sql/params.ts';
import { type BuildContext, levelSql, planRead } from '../sql/read.ts';
import { estimatedCount, finishRead, topRange } from './read.ts';

const JSON_TYPES = new Set(['json', 'jsonb']);

/** Bodies that are one argument as they are: media type → the type of the single unnamed parameter. */
const RAW_BODIES: Record<string, string> = {
  'text/plain': 'text',
  'text/xml': 'xml',
  'application/octet-stream': 'bytea',
};

/** The request body's media type as PostgREST reads it (no Content-Type: JSON). */
function bodyMediaType(req: RestRequest): string {
  const ct = (req.c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
  return ct === '' ? 'application/json' : ct;
}

export async function handleRpc(req: RestRequest, name: string): Promise<TxResult> {
  const method = req.method;
  if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
    throw new RestError(405, 'PGRST101', `Cannot use the ${method} method on RPC`, null, null);
  }
  const overloads = req.cache.functions.get(tableKey(req.schema, name)) ?? [];
  const argNames = new Set(overloads.flatMap((f) => f.args.map((a) => a.name).filter(Boolean)));
  const q = parseQuery(req.params, method === 'POST' ? {} : { argNames, rpc: true });

  const bodyType = method === 'POST' ? bodyMediaType(req) : 'application/json';
  const rawType = RAW_BODIES[bodyType];
  let payload: Payload;
  let keys: string[];
  if (method === 'POST' && rawType) {
    // text/plain, text/xml, application/octet-stream: the body is the argument (no names).
    const raw = req.c.req.raw;
    const text =
      rawType === 'bytea' ? `\\x${Buffer.from(await raw.arrayBuffer()).toString('hex')}` : await raw.text();
    payload = { text, value: undefined };
    keys = [];
  } else if (method === 'POST') {
    payload = await readPayload(req.c.req.raw, { emptyAs: '{}' });
    const v = payload.value;
    keys = v && typeof v === 'object' && !Array.isArray(v) ? Object.keys(v) : [];
  } else {
    keys = Object.keys(q.args);
    payload = { text: JSON.stringify(q.args), value: q.args };
  }
  const singleObject = req.prefer.params === 'single-object';
  const shape: CallShape = { post: method === 'POST', media: bodyType, singleObject };
  const fn = resolve(req, name, overloads, keys, shape);
  if (singleObject) req.applied.push('params=single-object');
  const v = payload.value;
  const wholeBody = (fn.args.length === 1 && fn.args[0].name === '') || (singleObject && isJsonParam(fn));
  if (!wholeBody && !rawType && (Array.isArray(v) || v === null || typeof v !== 'object'))
    throw invalidBody();

  const params = new Params();
  const bc: BuildContext = {
    cache: req.cache,
    schema: req.schema,
    params,
    counter: { n: 0 },
    aggregates: req.app.config.restAggregatesEnabled,
  };
  const { call, argsFrom } = callSql(fn, keys, payload.text, wholeBody, params);
  // Read-only calls may commit with their statement (one round trip): nothing could need a rollback.
  const readOnly = method !== 'POST' || fn.volatility !== 'volatile';
  const header =
    method === 'POST' ? null : parseRange(req.c.req.header('range'), req.c.req.header('range-unit'));
  const count = req.prefer.count;
  if (count) req.applied.push(`count=${count}`);
  const minimal = req.prefer.return === 'minimal';
  const maxAffected = strictMaxAffected(req, fn);

  if (fn.returns === 'void' || fn.returns === 'scalar') {
    const set = fn.returnsSet;
    const range = set ? topRange(q, header, req.app.config.restMaxRows) : { offset: 0 };
    let inner = set
      ? `SELECT _f.pgrst_scalar FROM ${argsFrom ? `${argsFrom}, LATERAL ` : ''}${call} AS _f(pgrst_scalar)`
      : // OFFSET 0 keeps the call in its subquery: pulled up, a STABLE function would run once per
        // reference in the envelope (count and json_agg), i.e. twice per request.
        `SELECT ${call} AS pgrst_scalar${argsFrom ? ` FROM ${argsFrom}` : ''} OFFSET 0`;
    const countSql = set && count === 'exact' ? `(SELECT count(*) FROM (${inner}) _c)` : undefined;
    if (range.limit !== undefined) inner += ` LIMIT ${params.add(range.limit)}::bigint`;
    if (range.offset) inner += ` OFFSET ${params.add(range.offset)}::bigint`;
    const sql = envelope(inner, { kind: 'json', stripNulls: false, scalar: set ? 'set' : 'one', countSql });
    return inTransaction(
      req,
      async (tx) => {
        if (req.media.plan) return explainResult(tx, req, sql, params.values);
        if (req.media.plan) return explainResult(tx, req, sql, params.values);
        const res = await tx.query<EnvelopeRow>(sql, params.values, { last: readOnly });
        const row = res.rows[0];
        if (fn.returns === 'void') {
          return applyResponseGucs(
            { status: 204, headers: {}, body: null },
            row.response_headers,
            row.response_status,
          );
        }
        const pageTotal = Number(row.page_total);
        checkMaxAffected(maxAffected, pageTotal);
        // A single value counts as one row.
        const total = countSql ? Number(row.total_result_set) : count && !set ? pageTotal : undefined;
        const out = finishRead(
          {
            ...req,
            media: { kind: 'json', stripNulls: false, contentType: 'application/json; charset=utf-8' },
          },
          undefined,
          range,
          pageTotal,
          total,
          row,
          method === 'HEAD' || minimal,
          [],
        );
        return out;
      },
      { readOnly },
    );
  }

  // Composite results: rows of a table/view type, or TABLE(...)/OUT columns.
  const table = resultTable(req, fn);
  const alias = 'pgrst_call';
  const from = `${argsFrom ? `${argsFrom}, LATERAL ` : ''}${call} AS ${qi(alias)}`;
  // PostgREST's SQL names the rows after the returned table, else the function (what errors quote).
  const rootLabel = fn.returnTable?.name ?? fn.name;
  const root = planRead(bc, table, q, { rootFilters: true, rootAlias: alias, rootLabel });
  const range = fn.returnsSet ? topRange(q, header, req.app.config.restMaxRows) : { offset: 0 };
  const media =
    req.media.kind === 'json' && !fn.returnsSet ? { ...req.media, kind: 'object' as const } : req.media;
  return inTransaction(
    req,
    async (tx) => {
      let total: number | undefined;
      let countSql: string | undefined;
      if (count === 'exact')
        countSql = `(SELECT count(*) FROM (${levelSql(bc, root, { countOnly: true, from }).sql}) _c)`;
      else if (count) {
        const cp = new Params();
        const cbc: BuildContext = { ...bc, params: cp, counter: { n: 0 } };
        const c = callSql(fn, keys, payload.text, wholeBody, cp);
        const cfrom = `${c.argsFrom ? `${c.argsFrom}, LATERAL ` : ''}${c.call} AS ${qi(alias)}`;
        const croot = planRead(cbc, table, q, { rootFilters: true, rootAlias: alias, rootLabel });
        total = await estimatedCount(
          tx,
          req,
          levelSql(cbc, croot, { countOnly: true, from: cfrom }).sql,
          cp.values,
        );
      }
      const level = levelSql(bc, root, { ...range, from });
      const sql = envelope(level.sql, { kind: media.kind, stripNulls: media.stripNulls, countSql });
      if (req.media.plan) return explainResult(tx, req, sql, params.values);
      const res = await tx.query<EnvelopeRow>(sql, params.values, { last: readOnly });
      const row = res.rows[0];
      const pageTotal = Number(row.page_total);
      checkMaxAffected(maxAffected, pageTotal);
      if (countSql) total = Number(row.total_result_set);
      else if (count && !fn.returnsSet) total = pageTotal;
      if (!fn.returnsSet && media.kind === 'object' && req.media.kind === 'json') {
        // A single composite is an object (null when the function returned no row).
        return finishRead(
          { ...req, media: { ...req.media } },
          root,
          range,
          pageTotal,
          total,
          { ...row, body: pageTotal === 0 ? 'null' : row.body },
          method === 'HEAD' || minimal,
          level.outputs,
        );
      }
      return finishRead(
        { ...req, media },
        root,
        range,
        pageTotal,
        total,
        row,
        method === 'HEAD' || minimal,
        level.outputs,
      );
    },
    { readOnly },
  );
}

/**
 * `Prefer: handling=strict, max-affected=N` on a call (PostgREST 13): only for functions returning
 * SETOF or TABLE (PGRST128 otherwise); more rows than N fail the request and roll it back.
 */
function strictMaxAffected(req: RestRequest, fn: FunctionDef): number | undefined {
  const n = req.prefer.maxAffected;
  if (req.prefer.handling !== 'strict' || n === undefined) return undefined;
  if (!fn.returnsSet) {
    throw new RestError(
      400,
      'PGRST128',
      'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
      null,
      null,
    );
  }
  req.applied.push('handling=strict', `max-affected=${n}`);
  return n;
}

/** Thrown inside the request transaction, so whatever the function changed is rolled back. */
function checkMaxAffected(max: number | undefined, rows: number) {
  if (max !== undefined && rows > max) {
    throw new RestError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${rows} rows`,
      null,
    );
  }
}

interface CallShape {
  post: boolean;
  /** The body's media type (POST). */
  media: string;
  singleObject: boolean;
}

const isJsonParam = (f: FunctionDef) => f.args.length === 1 && JSON_TYPES.has(f.args[0].type);

/** PostgREST's schema cache leaves out functions it cannot call: more than one unnamed parameter, or one of another type. */
function callable(f: FunctionDef): boolean {
  const unnamed = f.args.filter((a) => a.name === '');
  return unnamed.length === 0 || (unnamed.length === 1 && UNNAMED_TYPES.has(unnamed[0].type));
}
const UNNAMED_TYPES = new Set(['bytea', 'json', 'jsonb', 'text', 'xml']);

/**
 * A function with a single unnamed parameter takes a POST body whole when the media type fits its
 * type: JSON → json/jsonb, text/plain → text, text/xml → xml, application/octet-stream → bytea.
 */
function takesBody(f: FunctionDef, call: CallShape): boolean {
  if (!call.post || f.args.length !== 1 || f.args[0].name !== '') return false;
  const type = f.args[0].type;
  if (call.media === 'application/json') return JSON_TYPES.has(type);
  return RAW_BODIES[call.media] === type;
}

/** PostgREST's findProc: the given names must be all required parameters plus any optional ones. */
function matchesNames(f: FunctionDef, keys: string[], call: CallShape): boolean {
  if (f.args.length === 0) return keys.length === 0 && !(call.post && RAW_BODIES[call.media]);
  const given = new Set(keys);
  const names = new Set(f.args.map((a) => a.name));
  return keys.every((k) => names.has(k)) && f.args.every((a) => a.hasDefault || given.has(a.name));
}

/** PostgREST's order of overloads (Routine's Ord): fewer parameters first, then the parameters compared in turn. */
function compareOverloads(a: FunctionDef, b: FunctionDef): number {
  if (a.args.length !== b.args.length) return a.args.length - b.args.length;
  for (let i = 0; i < a.args.length; i++) {
    const x = a.args[i];
    const y = b.args[i];
    const c =
      cmp(x.name, y.name) ||
      cmp(x.type, y.type) ||
      Number(!x.hasDefault) - Number(!y.hasDefault) ||
      Number(x.mode === 'v') - Number(y.mode === 'v');
    if (c) return c;
  }
  return 0;
}
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function resolve(
  req: RestRequest,
  name: string,
  overloads: FunctionDef[],
  keys: string[],
  call: CallShape,
): FunctionDef {
  const candidates = overloads.filter(callable).sort(compareOverloads);
  let pick: FunctionDef[];
  if (call.singleObject) {
    pick = candidates.filter(isJsonParam);
  } else {
    // Functions whose parameter names fit come first; a single unnamed parameter is the fallback.
    const named = candidates.filter((f) => matchesNames(f, keys, call));
    pick = named.length ? named : candidates.filter((f) => takesBody(f, call));
  }
  if (pick.length === 1) return pick[0];
  const qn = `${req.schema}.${name}`;
  if (pick.length > 1) {
    throw new RestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${pick
        .map((f) => `${qn}(${f.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`)
        .join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  throw noFunction(req, name, candidates, keys, call);
}

/** 404 PGRST202 worded as PostgREST words it, with its "Perhaps you meant to call …" hint. */
function noFunction(
  req: RestRequest,
  name: string,
  overloads: FunctionDef[],
  keys: string[],
  call: CallShape,
): RestError {
  const qn = `${req.schema}.${name}`;
  const sorted = [...keys].sort();
  const rawType = call.post ? RAW_BODIES[call.media] : undefined;
  const listed = sorted.length === 0 ? ' without parameters' : `(${sorted.join(', ')})`;
  const withParams =
    sorted.length === 0
      ? ' without parameters'
      : ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`;
  const searched = rawType
    ? ` with a single unnamed ${rawType} parameter`
    : call.post && call.media === 'application/json'
      ? `${withParams} or with a single unnamed json/jsonb parameter`
      : withParams;
  let hint: string | null = null;
  if (!rawType) {
    if (overloads.length === 0) {
      const names = [
        ...new Set(
          [...req.cache.functions.values()]
            .flat()
            .filter((f) => f.schema === req.schema)
            .map((f) => f.name),
        ),
      ];
      const near = fuzzyBest(name, names, 0.75);
      if (near) hint = `Perhaps you meant to call the function ${req.schema}.${near}`;
    } else {
      const list = (names: string[]) => `(${[...names].sort().join(', ')})`;
      const near = fuzzyBest(
        list(sorted),
        overloads.map((f) => list(f.args.map((a) => a.name))),
        0.33,
      );
      if (near) hint = `Perhaps you meant to call the function ${qn}${near}`;
    }
  }
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function ${qn}${rawType ? '' : listed} in the schema cache`,
    `Searched for the function ${qn}${searched}, but no matches were found in the schema cache.`,
    hint,
  );
}

/** `"s"."fn"("a" := _a."a", …)` plus the FROM item that types the arguments. */
function callSql(fn: FunctionDef, keys: string[], payload: string, wholeBody: boolean, params: Params) {
  const target = qname(fn.schema, fn.name);
  if (wholeBody) {
    return { call: `${target}(${params.text(payload, fn.args[0].type)})`, argsFrom: undefined };
  }
  const used = fn.args.filter((a) => keys.includes(a.name));
  if (used.length === 0) return { call: `${target}()`, argsFrom: undefined };
  const defs = used.map((a) => `${qi(a.name)} ${a.type}`).join(', ');
  const argsFrom = `json_to_record(${params.text(payload, 'json')}) AS _a(${defs})`;
  const call = `${target}(${used.map((a) => `${a.mode === 'v' ? 'VARIADIC ' : ''}${qi(a.name)} := _a.${qi(a.name)}`).join(', ')})`;
  return { call, argsFrom };
}

/** The relation a composite result is treated as: the returned table, or the OUT/TABLE columns. */
function resultTable(req: RestRequest, fn: FunctionDef): Table {
  if (fn.returnTable) {
    const t = req.cache.tables.get(tableKey(fn.returnTable.schema, fn.returnTable.name));
    if (t) return t;
  }
  const columns: Column[] = fn.outColumns.map((a) => ({
    name: a.name,
    type: a.type,
    elementType: a.type,
    typeOid: 0,
    isArray: a.type.endsWith('[]'),
    nullable: true,
    default: null,
    generated: false,
    identityAlways: false,
  }));
  return {
    schema: fn.schema,
    name: fn.name,
    kind: 'view',
    columns: new Map(columns.map((c) => [c.name, c])),
    columnList: columns,
    pk: [],
    uniques: [],
    computed: new Map(),
  };
}
