// The till's "New customer" (issue 25, ADR 072): a POS customer account from two fields, a name and a
// phone or an e-mail, made by the cashier while the customer waits.
//
// POST { full_name, contact }
//   201 { user: { id, full_name, email, phone } }
//   400 { error, field } a field the cashier must fix · 401 not signed in · 403 not staff, or the module is off
//   409 { error, code: "customer_exists", user_id? } the phone or e-mail is taken (user_id: that POS customer)
//
// The database decides first, as the caller (`pos_new_customer_check`: role, switch, the two fields, the
// duplicate rule). Only then does the function use the service-role key, for the admin API call that
// makes the account: no password (the customer sets one through "Forgot password" when they want to
// sign in to the shop), no app_metadata role, so the sign-up triggers make it a customer with
// `is_pos_customer` — the same account the shop's sign-up makes.
import { createClient, isAuthApiError } from '@supabase/supabase-js';
import { preflight } from '#kernel-functions/cors.ts';
import { bearer, errorJson, json, readJsonObject } from '#kernel-functions/http.ts';

const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

interface Checked {
  full_name: string;
  email: string | null;
  phone: string | null;
}

function isChecked(v: unknown): v is Checked {
  if (v === null || typeof v !== 'object') return false;
  const o = v as Record<string, unknown>;
  const textOrNull = (x: unknown) => x === null || typeof x === 'string';
  return typeof o.full_name === 'string' && textOrNull(o.email) && textOrNull(o.phone);
}

async function handler(req: Request): Promise<Response> {
  const early = preflight(req);
  if (early) return early;
  if (req.method !== 'POST') return errorJson(405, 'Use POST to add a customer');
  const token = bearer(req);
  if (!token) return errorJson(401, 'Sign in to add a customer');
  const body = await readJsonObject(req);
  if (body === null) return errorJson(400, 'The body must be a JSON object');

  const url = Deno.env.get('SUPABASE_URL')!;
  const asCaller = createClient(url, Deno.env.get('SUPABASE_ANON_KEY')!, {
    global: { headers: { Authorization: `Bearer ${token}` } },
    auth: noSession,
  });
  const check = await asCaller.rpc('pos_new_customer_check', {
    p_full_name: typeof body.full_name === 'string' ? body.full_name : '',
    p_contact: typeof body.contact === 'string' ? body.contact : '',
  });
  if (check.error) {
    const { code, message, hint, details } = check.error;
    if (code === '42501') return errorJson(403, message);
    if (code === '23505')
      return errorJson(409, message, {
        code: 'customer_exists',
        ...(hint === 'pos_customer_exists' ? { user_id: details } : {}),
      });
    if (code === '22023') return errorJson(400, message, { field: details });
    // A token the server did not accept: PostgREST answers it as PGRST301 / 401.
    if (code?.startsWith('PGRST3')) return errorJson(401, 'Sign in to add a customer');
    throw new Error(`pos_new_customer_check failed: ${code ?? ''} ${message}`);
  }
  if (!isChecked(check.data)) throw new Error('pos_new_customer_check answered an unexpected shape');
  const input = check.data;

  // The service-role key is used only here, after the database has accepted the caller and the fields.
  const admin = createClient(url, Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!, { auth: noSession });
  const { data, error } = await admin.auth.admin.createUser({
    ...(input.email ? { email: input.email } : {}),
    ...(input.phone ? { phone: `+${input.phone}` } : {}),
    user_metadata: { full_name: input.full_name },
  });
  if (error) {
    // Taken between the check and now (two tills at once): the same answer as the check's.
    if (isAuthApiError(error) && (error.code === 'email_exists' || error.code === 'phone_exists'))
      return errorJson(409, `A POS customer with this ${input.email ? 'e-mail' : 'phone'} already exists`, {
        code: 'customer_exists',
      });
    throw new Error(`admin createUser failed: ${error.status ?? ''} ${error.code ?? ''}`);
  }
  return json(
    {
      user: { id: data.user.id, full_name: input.full_name, email: input.email, phone: input.phone },
    },
    201,
  );
}

Deno.serve(handler);
