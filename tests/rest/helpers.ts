// Shared bits of the /rest/v1 conformance suite: raw HTTP for what supabase-js
// hides (status codes, headers, bodies), and small helpers for expectations.
import { inject } from 'vitest';
import { anonKey, apiUrl, serviceRoleKey } from '../support/clients.ts';

export const restUrl = (pathAndQuery: string) => `${apiUrl()}/rest/v1/${pathAndQuery.replace(/^\//, '')}`;

export interface RawResponse {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON, or undefined when it is empty or not JSON. */
  json: unknown;
}

/**
 * A request as supabase-js would send it (apikey + bearer of the anon key
 * unless `key`/headers say otherwise), returning status, headers and body.
 */
export async function rest(
  pathAndQuery: string,
  init: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    key?: 'anon' | 'service' | null;
  } = {},
): Promise<RawResponse> {
  const key = init.key === undefined ? anonKey() : init.key === 'service' ? serviceRoleKey() : init.key;
  const headers: Record<string, string> = {};
  if (key) {
    headers.apikey = key;
    headers.authorization = `Bearer ${key}`;
  }
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  Object.assign(headers, init.headers);
  const res = await fetch(restUrl(pathAndQuery), { method: init.method ?? 'GET', headers, body: init.body });
  const text = await res.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

/** The ids of a list of rows, in response order. */
export function ids(rows: unknown): number[] {
  if (!Array.isArray(rows)) throw new Error(`expected an array of rows, got ${JSON.stringify(rows)}`);
  return rows.map((r) => Number((r as { id: unknown }).id));
}

/** A value unique to one test, for rows that tests write. */
let n = 0;
export function unique(prefix: string) {
  n += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${n}`;
}

export const jwtSecret = () => inject('jwtSecret');
