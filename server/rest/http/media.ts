// Content negotiation (PostgREST MediaType.hs): which representation the
// client accepts, and which schema a request is for (Accept-/Content-Profile).
import { notImplemented, RestError } from '../errors.ts';

export type Representation = 'json' | 'object' | 'csv';

export interface MediaChoice {
  kind: Representation;
  stripNulls: boolean;
  /** The Content-Type of the response. */
  contentType: string;
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
      const params: Record<string, string> = {};
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
const NOT_IMPLEMENTED: Record<string, string> = {
  'application/openapi+json': 'The OpenAPI media type',
  'application/octet-stream': 'The application/octet-stream media type',
  'text/plain': 'The text/plain media type',
  'text/xml': 'The text/xml media type',
};

/** The response representation for an Accept header; 406 PGRST107 when none fits. */
export function negotiate(accept: string | undefined, allowObject = true): MediaChoice {
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
        if (r.type.startsWith('application/vnd.pgrst.plan'))
          unimplemented ??= 'The execution plan media type (application/vnd.pgrst.plan)';
        else unimplemented ??= NOT_IMPLEMENTED[r.type];
    }
  }
  if (unimplemented) throw notImplemented(unimplemented);
  throw new RestError(
    406,
    'PGRST107',
    `None of these media types are available: ${ranges.map((r) => r.type).join(', ') || accept}`,
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
