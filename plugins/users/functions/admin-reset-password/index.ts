// An administrator helps a member who cannot sign in.
//
// POST { user_id, action: "send_reset" }
//   200 { queued: true, email }     a password-reset e-mail is queued for the member
// POST { user_id, action: "set_temporary", password }
//   200 { user_id }                  the member's password is replaced; they must choose a new
//                                    one at their next sign-in, and their sessions end
//   400 invalid input · 401 not signed in · 403 the caller may not help this member
//   404 no such member · 422 weak_password with the auth server's reasons
//
// Who may help whom is decided by the database, as the caller:
// `admin_user_for_password_help` (an admin for staff and customers, a
// superadmin for anyone, nobody for themselves). Only then is the
// service-role key used, for the auth call and the audit entry.
import { createClient, isAuthWeakPasswordError } from '@supabase/supabase-js';
import { preflight } from '#kernel-functions/cors.ts';
import { bearer, errorJson, json, readJsonObject } from '#kernel-functions/http.ts';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_PASSWORD = 72; // bcrypt reads no further
const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

type Request_ =
  | { userId: string; action: 'send_reset' }
  | { userId: string; action: 'set_temporary'; password: string };

function validate(body: Record<string, unknown>): Request_ | string {
  const { user_id: userId, action, password } = body;
  if (typeof userId !== 'string' || !UUID_RE.test(userId)) return 'user_id must be a user id';
  if (action === 'send_reset') return { userId, action };
  if (action !== 'set_temporary') return 'action must be "send_reset" or "set_temporary"';
  if (typeof password !== 'string' || password === '') return 'password is required';
  if (password.length > MAX_PASSWORD) return `password must be at most ${MAX_PASSWORD} characters`;
  return { userId, action, password };
}

async function handler(req: Request): Promise<Response> {
  const early = preflight(req);
  if (early) return early;
  if (req.method !== 'POST') return errorJson(405, 'Use POST');

  const token = bearer(req);
  if (!token) return errorJson(401, 'Sign in to reset passwords');
  const url = Deno.env.get('SUPABASE_URL')!;
  const anonKey = Deno.env.get('SUPABASE_ANON_KEY')!;
  const asCaller = createClient(url, anonKey, {
    global: { headers: { Authorization: `Bearer ${token}` } },
    auth: noSession,
  });
  const { data: me, error: meError } = await asCaller.auth.getUser(token);
  if (meError || !me.user) return errorJson(401, 'Sign in to reset passwords');

  const body = await readJsonObject(req);
  if (body === null) return errorJson(400, 'The body must be a JSON object');
  const input = validate(body);
  if (typeof input === 'string') return errorJson(400, input);

  const { data: rows, error: ruleError } = await asCaller.rpc('admin_user_for_password_help', {
    target_auth_id: input.userId,
  });
  if (ruleError) {
    if (ruleError.code === 'P0002') return errorJson(404, 'No such user');
    if (ruleError.code === '42501') return errorJson(403, ruleError.message);
    throw new Error(`admin_user_for_password_help failed: ${ruleError.code ?? ''} ${ruleError.message}`);
  }
  const target = (rows as { email: string | null; role: string }[] | null)?.[0];
  if (!target) return errorJson(404, 'No such user');

  // The service-role key is used only from here, after the database said yes.
  const admin = createClient(url, Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!, { auth: noSession });
  const audit = (action: string) =>
    admin.from('audit_log').insert({ actor: me.user.id, action, target: input.userId, details: {} });

  if (input.action === 'send_reset') {
    if (!target.email) return errorJson(400, 'This member has no e-mail address to send a reset link to');
    const site = Deno.env.get('SITE_URL') ?? new URL(url).origin;
    const anon = createClient(url, anonKey, { auth: noSession });
    const { error } = await anon.auth.resetPasswordForEmail(target.email, {
      redirectTo: new URL('/reset-password', site).toString(),
    });
    if (error) {
      if (error.status === 429)
        return errorJson(429, 'Too many reset e-mails for this member; try again later');
      throw new Error(`recover failed: ${error.status ?? ''} ${error.code ?? ''}`);
    }
    await audit('user.password_reset_sent');
    return json({ queued: true, email: target.email });
  }

  const { error } = await admin.auth.admin.updateUserById(input.userId, {
    password: input.password,
    app_metadata: { must_change_password: true },
  });
  if (error) {
    if (isAuthWeakPasswordError(error))
      return errorJson(422, error.message, { code: 'weak_password', reasons: error.reasons });
    if (error.status === 400 || error.status === 422) return errorJson(400, error.message);
    throw new Error(`admin updateUserById failed: ${error.status ?? ''} ${error.code ?? ''}`);
  }
  await audit('user.temporary_password_set');
  return json({ user_id: input.userId });
}

Deno.serve(handler);
