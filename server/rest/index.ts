// /rest/v1: a PostgREST-compatible API over the exposed schemas. Routing,
// caller, schema and media negotiation here; the work in handlers/.
import type { Context } from 'hono';
import type { AppContext, AppHono } from '../context.ts';
import { limitBody } from '../http/body-limit.ts';
import { CallerError, resolveCaller } from '../http/caller.ts';
import { completeHeaders, markComplete } from '../http/response-headers.ts';
import { closest } from './closest.ts';
import { notImplemented, RestError } from './errors.ts';
import { handleRead } from './handlers/read.ts';
import { handleRpc } from './handlers/rpc.ts';
import { handleWrite } from './handlers/write.ts';
import { negotiate, pickSchema } from './http/media.ts';
import { parsePrefer } from './parse/index.ts';
import { type RestRequest, type TxResult, toRestError } from './request.ts';
import { type SchemaCache, SchemaCacheHolder, type Table, tableKey } from './schema-cache.ts';

export async function mountRest(app: AppHono, ctx: AppContext) {
  const holder = new SchemaCacheHolder(ctx.db, ctx.config.restSchemas);
  ctx.onSchemaReload.add(() => holder.reload());

  const max = ctx.config.restMaxBodyBytes;
  app.use(
    '/rest/v1/*',
    limitBody(max, (c) =>
      errorResponse(
        c,
        new RestError(
          413,
          'PGRST413',
          'Request body too large',
          `The limit is ${max} bytes (REST_MAX_BODY_BYTES)`,
          null,
        ),
      ),
    ),
  );
  app.all('/rest/v1/*', async (c) => {
    let req: RestRequest | undefined;
    try {
      req = await prepare(c, ctx, holder);
      const result = await dispatch(req);
      return respond(c, req, result);
    } catch (e) {
      return errorResponse(c, toRestError(req, e));
    }
  });
  app.all('/rest/v1', (c) => errorResponse(c, notImplemented('The OpenAPI root endpoint')));
}

async function prepare(c: Context, ctx: AppContext, holder: SchemaCacheHolder): Promise<RestRequest> {
  const method = c.req.method.toUpperCase();
  let caller: RestRequest['caller'];
  try {
    caller = await resolveCaller(ctx, c);
  } catch (e) {
    if (e instanceof CallerError) throw callerError(e);
    throw e;
  }
  const cache = holder.current;
  if (!cache) {
    throw new RestError(
      503,
      'PGRST002',
      'Could not query the database for the schema cache. Retrying.',
      null,
      null,
    );
  }
  const reading = method === 'GET' || method === 'HEAD';
  const schema = pickSchema(cache.schemas, c.req.header(reading ? 'accept-profile' : 'content-profile'));
  const prefer = parsePrefer(c.req.raw.headers.get('prefer') ?? undefined);
  if (prefer.handling === 'strict' && prefer.invalid.length) {
    throw new RestError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${prefer.invalid.join(', ')}`,
      null,
    );
  }
  const url = new URL(c.req.url);
  let path: string;
  try {
    path = decodeURIComponent(url.pathname.slice('/rest/v1'.length)) || '/';
  } catch {
    throw new RestError(400, 'PGRST100', 'Invalid percent-encoding in the request path', null, null);
  }
  return {
    app: ctx,
    c,
    cache,
    schema,
    caller,
    method,
    path,
    params: url.searchParams,
    prefer,
    media: negotiate(c.req.header('accept'), true, ctx.config.restPlanEnabled),
    applied: [],
  };
}

function callerError(e: CallerError): RestError {
  if (e.code === 'no_api_key') {
    return new RestError(
      401,
      'PGRST302',
      'No API key found in request',
      null,
      'No `apikey` request header or url param was found.',
    );
  }
  // The message may quote token claims: keep the header value printable ASCII.
  const desc = (e.code === 'jwt_expired' ? 'JWT expired' : e.message).replace(/[^\x20-\x7e]/g, '?');
  return new RestError(401, e.code === 'jwt_expired' ? 'PGRST303' : 'PGRST301', desc, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description="${desc.replaceAll('"', "'")}"`,
  });
}

function findTable(cache: SchemaCache, schema: string, name: string): Table {
  const t = cache.tables.get(tableKey(schema, name));
  if (t) return t;
  const near = closest(
    name,
    [...cache.tables.values()].filter((x) => x.schema === schema).map((x) => x.name),
  );
  throw new RestError(
    404,
    'PGRST205',
    `Could not find the table '${schema}.${name}' in the schema cache`,
    null,
    near ? `Perhaps you meant the table '${schema}.${near}'` : null,
  );
}

async function dispatch(req: RestRequest): Promise<TxResult> {
  const segments = req.path.split('/').filter(Boolean);
  if (segments.length === 0) throw notImplemented('The OpenAPI root endpoint');
  // OPTIONS never gets here: the CORS middleware in app.ts answers it.
  if (segments[0] === 'rpc' && segments.length === 2) return handleRpc(req, segments[1]);
  if (segments.length !== 1) {
    throw new RestError(404, 'PGRST125', `Invalid path specified in request URL`, null, null);
  }
  const table = findTable(req.cache, req.schema, segments[0]);
  switch (req.method) {
    case 'GET':
      return handleRead(req, table, false);
    case 'HEAD':
      return handleRead(req, table, true);
    case 'POST':
    case 'PATCH':
    case 'PUT':
    case 'DELETE':
      return handleWrite(req, table);
    default:
      throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`, null, null);
  }
}

function respond(c: Context, req: RestRequest, r: TxResult): Response {
  const headers: Record<string, string> = {};
  for (const k in r.headers) headers[k.toLowerCase()] = r.headers[k];
  if (req.applied.length) headers['preference-applied'] = req.applied.join(', ');
  // With several exposed schemas PostgREST names the one that answered.
  if (req.cache.schemas.length > 1) headers['content-profile'] = req.schema;
  if (r.body === null) {
    if (!headers['content-type'] && r.status !== 204) headers['content-type'] = req.media.contentType;
    return complete(c, null, r.status, headers);
  }
  return withBody(c, r.body, r.status, headers);
}

function withBody(c: Context, body: string, status: number, headers: Record<string, string>): Response {
  const length = Buffer.byteLength(body);
  headers['content-length'] = String(length);
  // Bodies from 1 KiB on go through app.ts' compression; smaller ones gzip cannot shrink anyway.
  if (length >= 1024) return c.body(body, status as 200, headers);
  return complete(c, body, status, headers);
}

/** A response with every header app.ts would add, built in one go (see http/response-headers.ts). */
function complete(c: Context, body: string | null, status: number, own: Record<string, string>): Response {
  return markComplete(new Response(body, { status, headers: completeHeaders(c, own) }));
}

function errorResponse(c: Context, e: RestError): Response {
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  for (const k in e.headers) headers[k.toLowerCase()] = e.headers[k];
  if (c.req.method === 'HEAD') return complete(c, null, e.status, headers);
  return withBody(c, JSON.stringify(e), e.status, headers);
}
