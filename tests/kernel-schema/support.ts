// Users with a given role, made as an administrator would (admin API with
// app_metadata.role), and signed in through /auth/v1.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { anonKey, apiUrl, STRONG_PASSWORD, serviceClient, uniqueEmail } from '../support/clients.ts';

export type AppRole = 'superadmin' | 'admin' | 'staff' | 'customer';

export async function userWithRole(role: AppRole, extra: { name?: string } = {}) {
  const email = uniqueEmail(role);
  const { data, error } = await serviceClient().auth.admin.createUser({
    email,
    password: STRONG_PASSWORD,
    email_confirm: true,
    app_metadata: { role },
    user_metadata: { full_name: extra.name ?? `${role} ${email.slice(0, 12)}` },
  });
  if (error) throw error;
  const client = createClient(apiUrl(), anonKey(), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const signIn = await client.auth.signInWithPassword({ email, password: STRONG_PASSWORD });
  if (signIn.error) throw signIn.error;
  return { client: client as SupabaseClient, id: data.user.id, email };
}
