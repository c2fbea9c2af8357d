// Payment testing's edge function `payments-webhook` (POST /functions/v1/payments-webhook; ADR 041): answers a signed-in
// caller. It reads the database as the caller (a client with their token), so row-level security decides
// what it sees; nothing here holds the service role. Shared code comes by #kernel-functions/… (package.json
// "imports"; the import map `npm run supabase:collect` writes for Deno), never by a path out of this folder.
import { createClient } from '@supabase/supabase-js';
import { preflight } from '#kernel-functions/cors.ts';
import { bearer, errorJson, json, readJsonObject } from '#kernel-functions/http.ts';

async function handler(req: Request): Promise<Response> {
  const early = preflight(req);
  if (early) return early;
  if (req.method !== 'POST') return errorJson(405, 'POST a JSON object');
  const token = bearer(req);
  if (!token) return errorJson(401, 'Sign in first');
  const supabase = createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_ANON_KEY')!, {
    global: { headers: { Authorization: `Bearer ${token}` } },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const { data, error } = await supabase.auth.getUser(token);
  if (error || !data.user) return errorJson(401, 'Sign in first');
  const body = await readJsonObject(req);
  if (body === null) return errorJson(400, 'The body must be a JSON object');
  return json({ ok: true, user: data.user.id });
}

Deno.serve(handler);
