// Documents only the server stores (issue 20 #15, ADR 035): a send function
// checks the caller's rights first (as the caller, RLS and the RPCs' role
// checks), then renders, stores the PDF as the SERVICE ROLE (staff have no
// upload right in bucket sales-documents) and records the object with the
// SHA-256 of the bytes (public.record_server_document). The e-mail attaches
// that object, and the mail sender checks the hash before it sends.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };
export const DOCUMENTS_BUCKET = 'sales-documents';

export function serviceClient(): SupabaseClient {
  return createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!, {
    auth: noSession,
  });
}

export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export type Stored =
  | { ok: true; path: string; sha256: string; reused: boolean }
  | { ok: false; message: string };

/**
 * Stores `render()`'s PDF at `path` and records it. When the object is already
 * there and the server recorded it (a retry, a second send of a document that
 * does not change), it is kept and nothing is rendered. An object there that the
 * server did not record (stored before this rule, or by anyone else) is
 * replaced by the server's own rendering.
 */
export async function storeServerDocument(
  path: string,
  render: () => Promise<Uint8Array>,
  opts: { madeFor?: string | null } = {},
): Promise<Stored> {
  const service = serviceClient();
  const known = await service.rpc('server_document', { bucket: DOCUMENTS_BUCKET, path });
  if (known.error) return { ok: false, message: known.error.message };
  if (known.data) return { ok: true, path, sha256: (known.data as { sha256: string }).sha256, reused: true };
  const bytes = new Uint8Array(await render());
  const sha256 = await sha256Hex(bytes);
  const bucket = service.storage.from(DOCUMENTS_BUCKET);
  let up = await bucket.upload(path, bytes, { contentType: 'application/pdf', upsert: false });
  if (up.error && /exist|duplicate/i.test(up.error.message)) {
    // Stored meanwhile by a concurrent send (then recorded: keep it), or never recorded: replace it.
    const again = await service.rpc('server_document', { bucket: DOCUMENTS_BUCKET, path });
    if (again.data)
      return { ok: true, path, sha256: (again.data as { sha256: string }).sha256, reused: true };
    up = await bucket.upload(path, bytes, { contentType: 'application/pdf', upsert: true });
  }
  if (up.error) return { ok: false, message: up.error.message };
  const recorded = await service.rpc('record_server_document', {
    bucket: DOCUMENTS_BUCKET,
    path,
    sha256,
    made_for: opts.madeFor ?? null,
  });
  if (recorded.error) return { ok: false, message: recorded.error.message };
  return { ok: true, path, sha256, reused: false };
}

/** The caller's user id from their access token (for the record), or null. */
export function callerId(accessToken: string | null): string | null {
  try {
    const payload = accessToken?.split('.')[1];
    if (!payload) return null;
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof claims.sub === 'string' && /^[0-9a-f-]{36}$/i.test(claims.sub) ? claims.sub : null;
  } catch {
    return null;
  }
}
