// Request bodies for writes and rpc: JSON (the default), CSV and urlencoded
// forms, as PostgREST accepts them. The result is always JSON text plus the
// parsed value (the builder needs the keys; the database gets the text).
import { jsonTooDeep, MAX_JSON_DEPTH } from '../../http/json-depth.ts';
import { RestError } from '../errors.ts';

export interface Payload {
  /** JSON text handed to the database as one bound parameter. */
  text: string;
  value: unknown;
}

export function invalidBody(details?: string): RestError {
  return new RestError(400, 'PGRST102', 'Empty or invalid json', details ?? null, null);
}

export async function readPayload(raw: Request, opts: { emptyAs?: string } = {}): Promise<Payload> {
  const ct = (raw.headers.get('content-type') ?? 'application/json').split(';')[0].trim().toLowerCase();
  const text = await raw.text();
  if (
    ct === 'application/json' ||
    ct === '' ||
    ct === 'application/vnd.pgrst.object+json' ||
    ct.endsWith('+json')
  ) {
    if (text.trim() === '') {
      if (opts.emptyAs !== undefined) return { text: opts.emptyAs, value: JSON.parse(opts.emptyAs) };
      throw invalidBody();
    }
    if (jsonTooDeep(text))
      throw invalidBody(`JSON nested deeper than ${MAX_JSON_DEPTH} levels is not accepted`);
    try {
      return { text, value: JSON.parse(text) };
    } catch {
      throw invalidBody();
    }
  }
  if (ct === 'text/csv') {
    const value = csvToObjects(text);
    return { text: JSON.stringify(value), value };
  }
  if (ct === 'application/x-www-form-urlencoded') {
    const value = Object.fromEntries(new URLSearchParams(text));
    return { text: JSON.stringify(value), value };
  }
  throw new RestError(415, 'PGRST107', `Content-Type not acceptable: ${ct}`, null, null);
}

/** RFC 4180 CSV with a header row; the unquoted text NULL is SQL null, as in PostgREST. */
export function csvToObjects(text: string): Record<string, string | null>[] {
  const rows: (string | null)[][] = [];
  let row: (string | null)[] = [];
  let field = '';
  let quoted = false;
  let wasQuoted = false;
  let i = 0;
  const endField = () => {
    row.push(!wasQuoted && field === 'NULL' ? null : field);
    field = '';
    wasQuoted = false;
  };
  while (i < text.length) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (ch === '"') quoted = false;
      else field += ch;
      i += 1;
      continue;
    }
    if (ch === '"') {
      quoted = true;
      wasQuoted = true;
    } else if (ch === ',') endField();
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      endField();
      rows.push(row);
      row = [];
    } else field += ch;
    i += 1;
  }
  if (field !== '' || wasQuoted || row.length) {
    endField();
    rows.push(row);
  }
  const [header, ...data] = rows.filter((r) => !(r.length === 1 && r[0] === ''));
  if (!header) throw invalidBody();
  return data.map((r) => {
    if (r.length !== header.length) throw invalidBody('All lines must have the same number of fields');
    return Object.fromEntries(header.map((h, j) => [h ?? '', r[j]]));
  });
}
