// An administrator creates a staff account.
//
// POST { email, password, role: "superadmin" | "admin" | "staff", full_name }
//   201 { user: { id, email, role, full_name }, welcome_email: "queued" | "failed" }
//   400 invalid input · 401 not signed in · 403 caller may not create that role
//   409 user_already_exists (a retry after a lost answer never creates twice)
//   422 weak_password with the auth server's reasons
//
// The caller's role is read from the database as the caller (RLS applies):
// `public.current_app_role()`, i.e. profiles.role (null for a disabled
// account). Only after that check does the function use the service-role key,
// for the admin API call itself; the new user's app_metadata.role makes the
// profile trigger give it that role.
import {
  createClient,
  isAuthApiError,
  isAuthWeakPasswordError,
  type SupabaseClient,
} from '@supabase/supabase-js';
import { preflight } from '#kernel-functions/cors.ts';
import { bearer, errorJson, json, readJsonObject } from '#kernel-functions/http.ts';

const STAFF_ROLES = ['superadmin', 'admin', 'staff'] as const;
type StaffRole = (typeof STAFF_ROLES)[number];

/** Which roles each caller role may hand out. */
const MAY_CREATE: Record<string, readonly StaffRole[]> = {
  superadmin: STAFF_ROLES,
  admin: ['staff'],
};

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_EMAIL = 254;
const MAX_PASSWORD = 72; // bcrypt reads no further
const MAX_NAME = 200;

const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

interface NewStaff {
  email: string;
  password: string;
  role: StaffRole;
  fullName: string;
}

function validate(body: Record<string, unknown>): NewStaff | string {
  const { email, password, role, full_name: fullName } = body;
  if (typeof email !== 'string' || email.trim() === '') return 'email is required';
  const trimmedEmail = email.trim().toLowerCase();
  if (trimmedEmail.length > MAX_EMAIL || !EMAIL_RE.test(trimmedEmail))
    return 'email is not a valid e-mail address';
  if (typeof password !== 'string' || password === '') return 'password is required';
  if (password.length > MAX_PASSWORD) return `password must be at most ${MAX_PASSWORD} characters`;
  if (typeof role !== 'string' || !(STAFF_ROLES as readonly string[]).includes(role))
    return `role must be one of ${STAFF_ROLES.join(', ')}`;
  if (typeof fullName !== 'string' || fullName.trim() === '') return 'full_name is required';
  if (fullName.trim().length > MAX_NAME) return `full_name must be at most ${MAX_NAME} characters`;
  return { email: trimmedEmail, password, role: role as StaffRole, fullName: fullName.trim() };
}

/** The caller's application role, or null when the caller is not a signed-in user. */
async function callerRole(asCaller: SupabaseClient, token: string): Promise<{ role: string | null } | null> {
  const { data: userData, error: userError } = await asCaller.auth.getUser(token);
  if (userError || !userData.user) return null;

  const { data, error } = await asCaller.rpc('current_app_role');
  if (error) throw new Error(`current_app_role failed: ${error.code ?? ''} ${error.message}`);
  return { role: typeof data === 'string' ? data : null };
}

async function handler(req: Request): Promise<Response> {
  const early = preflight(req);
  if (early) return early;
  if (req.method !== 'POST') return errorJson(405, 'Use POST to create a user');

  const token = bearer(req);
  if (!token) return errorJson(401, 'Sign in to create users');
  const url = Deno.env.get('SUPABASE_URL')!;
  const asCaller = createClient(url, Deno.env.get('SUPABASE_ANON_KEY')!, {
    global: { headers: { Authorization: `Bearer ${token}` } },
    auth: noSession,
  });
  const caller = await callerRole(asCaller, token);
  if (!caller) return errorJson(401, 'Sign in to create users');
  const allowed = (caller.role && MAY_CREATE[caller.role]) || [];
  if (allowed.length === 0) return errorJson(403, 'Only administrators may create users');

  const body = await readJsonObject(req);
  if (body === null) return errorJson(400, 'The body must be a JSON object');
  const input = validate(body);
  if (typeof input === 'string') return errorJson(400, input);
  if (!allowed.includes(input.role))
    return errorJson(403, `Your role (${caller.role}) may not create ${input.role} accounts`);

  // The service-role key is used only here, after the caller has been checked.
  const admin = createClient(url, Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!, { auth: noSession });
  const { data, error } = await admin.auth.admin.createUser({
    email: input.email,
    password: input.password,
    email_confirm: true,
    app_metadata: { role: input.role },
    user_metadata: { full_name: input.fullName },
  });
  if (error) {
    if (isAuthWeakPasswordError(error))
      return errorJson(422, error.message, { code: 'weak_password', reasons: error.reasons });
    if (isAuthApiError(error) && error.code === 'email_exists')
      return errorJson(409, 'A user with this e-mail address already exists', {
        code: 'user_already_exists',
      });
    if ((isAuthApiError(error) && error.status === 400) || error.code === 'validation_failed')
      return errorJson(400, error.message);
    throw new Error(`admin createUser failed: ${error.status ?? ''} ${error.code ?? ''}`);
  }
  const user = data.user;
  const welcome = await queueWelcome(asCaller, url, {
    id: user.id,
    email: input.email,
    name: input.fullName,
  });
  return json(
    {
      user: { id: user.id, email: user.email, role: input.role, full_name: input.fullName },
      welcome_email: welcome,
    },
    201,
  );
}

/**
 * The "welcome" template (ADR 017) to the new member, queued as the caller so the outbox and the user's
 * timeline say who created the account. It carries no password: the admin hands that over, and the
 * member replaces it at the first sign-in. The account exists whatever happens here, so a refused or
 * failed queueing is reported in the answer (`welcome_email: "failed"`), never as a failed creation.
 */
async function queueWelcome(
  asCaller: SupabaseClient,
  url: string,
  user: { id: string; email: string; name: string },
): Promise<'queued' | 'failed'> {
  const site = Deno.env.get('SITE_URL') ?? new URL(url).origin;
  // The member's page shows the timeline of their profile row (made by the sign-up trigger).
  const { data: profile } = await asCaller.from('profiles').select('id').eq('auth_id', user.id).maybeSingle();
  const { error } = await asCaller.rpc('queue_email_template', {
    template: 'welcome',
    to_addresses: [user.email],
    data: { user: { name: user.name, email: user.email }, sign_in_url: new URL('/login', site).href },
    record_type: profile ? 'profiles' : null,
    record_id: profile ? String(profile.id) : null,
  });
  if (error) console.error(`welcome e-mail not queued: ${error.code ?? ''} ${error.message}`);
  return error ? 'failed' : 'queued';
}

Deno.serve(handler);
