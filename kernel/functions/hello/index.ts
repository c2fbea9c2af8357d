// Greets the caller: `{ message: "Hello <name>", user: <user id or null> }`.
// The name comes from the JSON body (`{ "name": "Ada" }`) or `?name=`. The user
// is read through a client scoped to the caller's own token, so a user id is
// only ever reported for a token the auth server accepts.
import { createClient } from '@supabase/supabase-js';
import { preflight } from '#kernel-functions/cors.ts';
import { bearer, errorJson, json, readJsonObject } from '#kernel-functions/http.ts';

const MAX_NAME = 100;

async function callerUserId(req: Request): Promise<string | null> {
  const token = bearer(req);
  if (!token) return null;
  const supabase = createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_ANON_KEY')!, {
    global: { headers: { Authorization: `Bearer ${token}` } },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  // The anon key is a valid JWT too, but names no user: auth answers an error, and the caller is anonymous.
  const { data, error } = await supabase.auth.getUser(token);
  return error || !data.user ? null : data.user.id;
}

async function handler(req: Request): Promise<Response> {
  const early = preflight(req);
  if (early) return early;

  let name: unknown = new URL(req.url).searchParams.get('name');
  if (req.method !== 'GET') {
    const body = await readJsonObject(req);
    if (body === null) return errorJson(400, 'The body must be a JSON object like {"name": "Ada"}');
    if (body.name !== undefined) name = body.name;
  }
  if (name === null || name === undefined || name === '') name = 'world';
  if (typeof name !== 'string' || name.length > MAX_NAME)
    return errorJson(400, `name must be a string of at most ${MAX_NAME} characters`);

  return json({ message: `Hello ${name}`, user: await callerUserId(req) });
}

Deno.serve(handler);
