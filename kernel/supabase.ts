// The one supabase-js client of the app. It talks to the embedded server on
// its own origin (which writes its anon key into index.html as
// <meta name="supabase-anon-key">), or to a real Supabase project when
// VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY are set at build time.
import { createClient } from '@supabase/supabase-js';
import type { Database } from './database.types.ts';

function metaContent(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const value = document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? '';
  // An un-substituted placeholder means no server filled it in.
  return value && !value.startsWith('%') ? value : undefined;
}

export const supabaseUrl: string =
  import.meta.env.VITE_SUPABASE_URL ||
  (typeof window !== 'undefined' ? window.location.origin : 'http://localhost:3000');

export const supabaseAnonKey: string =
  import.meta.env.VITE_SUPABASE_ANON_KEY || metaContent('supabase-anon-key') || 'missing-anon-key';

export const supabase = createClient<Database>(supabaseUrl, supabaseAnonKey, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  realtime: { timeout: 10_000, heartbeatIntervalMs: 30_000 },
});
