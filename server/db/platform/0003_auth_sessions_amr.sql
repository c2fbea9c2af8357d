-- Platform bootstrap 3 (auth): what the auth API needs beyond 0002, again in
-- GoTrue's shapes. `mfa_amr_claims` keeps how each session signed in, so a
-- refreshed access token carries the original `amr` claim, as on Supabase.

create table if not exists auth.mfa_amr_claims (
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  id uuid primary key,
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
);
alter table auth.mfa_amr_claims enable row level security;

-- Verification links are looked up by the hash of their token.
create index if not exists one_time_tokens_token_hash_idx on auth.one_time_tokens (token_hash);
create index if not exists one_time_tokens_relates_to_idx on auth.one_time_tokens (relates_to);
create index if not exists refresh_tokens_updated_at_idx on auth.refresh_tokens (updated_at desc);
create index if not exists users_created_at_idx on auth.users (created_at desc);
create index if not exists audit_logs_instance_id_idx on auth.audit_log_entries (instance_id);
