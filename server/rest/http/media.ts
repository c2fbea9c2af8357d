// Content negotiation (PostgREST MediaType.hs): which representation the
// client accepts, and which schema a request is for (Accept-/Content-Profile).
import { notImplemented, RestError } from '../errors.ts';

export type Representation = 'json' | 'object' | 'csv';

export interface MediaChoice {
  kind: Representation;
  stripNulls: boolean;
  /** The Content-Type of the response. */
  contentType: string;
  /**
   * `application/vnd.pgrst.plan[+text|+json]; for="…"; options=analyze|verbose|settings|buffers|wal`: the
   * response is the EXPLAIN of the statement that would answer `for` (kind/stripNulls above describe that).
   */
  plan?: { format: 'text' | 'json'; options: PlanOption[] };
}

export type PlanOption = 'analyze' | 'verbose' | 'settings' | 'buffers' | 'wal';
const PLAN_OPTIONS: PlanOption[] = ['analyze', 'verbose', 'settings', 'buffers', 'wal'];
// Maps, not object literals: a media type named `__proto__` or `constructor` must find nothing.
const PLAN_TYPES = new Map<string, 'text' | 'json'>([
  ['application/vnd.pgrst.plan', 'text'],
  ['application/vnd.pgrst.plan+text', 'text'],
  ['application/vnd.pgrst.plan+json', 'json'],
]);

/** The plan options a range asks for, in PostgREST's order (unknown ones are ignored, as PostgREST does). */
function planOptions(r: Range): PlanOption[] {
  const given = (r.params.options ?? '').split('|').map((o) => o.trim().toLowerCase());
  return PLAN_OPTIONS.filter((o) => given.includes(o));
}

/** `application/vnd.pgrst.plan+json; for="…"; options=…` as PostgREST's toMime prints it. */
function planMime(format: 'text' | 'json', forMime: string, options: PlanOption[]): string {
  return `application/vnd.pgrst.plan+${format}; for="${forMime}"${options.length ? `; options=${options.join('|')}` : ''}`;
}

/** A media range as PGRST107 lists it (the plan type with its `for` and options, like PostgREST). */
function mimeOf(r: Range): string {
  const format = PLAN_TYPES.get(r.type);
  return format ? planMime(format, r.params.for || 'application/json', planOptions(r)) : r.type;
}

/** PostgREST's decodeMediaType for the plan type: `for` defaults to JSON, options in PostgREST's order. */
function planChoice(r: Range, allowObject: boolean): MediaChoice {
  const format = PLAN_TYPES.get(r.type) ?? 'text';
  const options = planOptions(r);
  const target = r.params.for ? negotiate(r.params.for, allowObject) : negotiate(undefined);
  const forMime = target.contentType.replace(/; charset=utf-8$/, '');
  return {
    ...target,
    contentType: `${planMime(format, forMime, options)}; charset=utf-8`,
    plan: { format, options },
  };
}

const CHOICES: Record<Representation, string> = {
  json: 'application/json; charset=utf-8',
  object: 'application/vnd.pgrst.object+json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

interface Range {
  type: string;
  params: Record<string, string>;
  q: number;
}

function parseAccept(header: string): Range[] {
  return header
    .split(',')
    .map((part) => {
      const [type, ...rest] = part.split(';').map((s) => s.trim());
      const params: Record<string, string> = Object.create(null);
      for (const r of rest) {
        const eq = r.indexOf('=');
        if (eq > 0)
          params[r.slice(0, eq).trim().toLowerCase()] = r
            .slice(eq + 1)
            .trim()
            .replace(/^"|"$/g, '');
      }
      const q = params.q === undefined ? 1 : Number(params.q);
      return { type: type.toLowerCase(), params, q: Number.isFinite(q) ? q : 0 };
    })
    .filter((r) => r.type !== '' && r.q > 0)
    .sort((a, b) => b.q - a.q);
}

// application/geo+json is not here: PostgREST without PostGIS answers it with 406 PGRST107, and so does
// this engine (PGlite has no PostGIS; ADR 047).
const NOT_IMPLEMENTED = new Map<string, string>([
  ['application/openapi+json', 'The OpenAPI media type'],
  ['application/octet-stream', 'The application/octet-stream media type'],
  ['text/plain', 'The text/plain media type'],
  ['text/xml', 'The text/xml media type'],
]);

/**
 * The response representation for an Accept header; 406 PGRST107 when none fits. The plan media type only
 * with REST_DB_PLAN_ENABLED (`planEnabled`), as PostgREST offers it only with db-plan-enabled.
 */
export function negotiate(accept: string | undefined, allowObject = true, planEnabled = false): MediaChoice {
  if (!accept || accept.trim() === '') return { kind: 'json', stripNulls: false, contentType: CHOICES.json };
  const ranges = parseAccept(accept);
  let unimplemented: string | undefined;
  for (const r of ranges) {
    const strip = r.params.nulls === 'stripped';
    switch (r.type) {
      case 'application/json':
      case 'application/*':
      case '*/*':
        return { kind: 'json', stripNulls: false, contentType: CHOICES.json };
      case 'application/vnd.pgrst.array+json':
        return { kind: 'json', stripNulls: strip, contentType: CHOICES.json };
      case 'application/vnd.pgrst.object+json':
      case 'application/vnd.pgrst.object':
        if (!allowObject) break;
        return { kind: 'object', stripNulls: strip, contentType: CHOICES.object };
      case 'text/csv':
      case 'text/*':
        return { kind: 'csv', stripNulls: false, contentType: CHOICES.csv };
      default:
        if (PLAN_TYPES.has(r.type) && planEnabled) return planChoice(r, allowObject);
        unimplemented ??= NOT_IMPLEMENTED.get(r.type);
    }
  }
  if (unimplemented) throw notImplemented(unimplemented);
  throw new RestError(
    406,
    'PGRST107',
    `None of these media types are available: ${ranges.map(mimeOf).join(', ') || accept}`,
    null,
    null,
  );
}

/** Accept-Profile (reads) / Content-Profile (writes) pick one of the exposed schemas. */
export function pickSchema(schemas: string[], profile: string | undefined): string {
  if (profile === undefined || profile === '') return schemas[0];
  if (schemas.includes(profile)) return profile;
  throw new RestError(
    406,
    'PGRST106',
    `The schema must be one of the following: ${schemas.join(', ')}`,
    null,
    null,
  );
}
