-- A scheduled job that needs HTTP (ADR 064). SQL cannot call an edge function (no pg_net on PGlite), so a job
-- function queues the call here with app.queue_function_call(name, body); the embedded server posts it to
-- /functions/v1/<name> with the service role key (server/jobs/function-calls.ts: at once on NOTIFY
-- function_calls, and again on every jobs beat for what is left). The job itself stays an ordinary SQL job:
-- registered with app.register_job, listed and run by hand in Settings → Scheduled jobs.
--
-- One waiting call per (function, body): queueing it again while it waits does nothing, so a job that fires
-- every 2 minutes while nothing drains does not pile up calls. A claimed call is leased for 5 minutes (a
-- server that died mid-call leaves it to be taken again); after 5 failed attempts it is dropped with its last
-- error logged by the server. The called function must therefore be idempotent, as a job must be.
--
-- On a hosted Supabase project (no embedded server), pg_cron + pg_net post the same call (the module's README).

create table app.function_calls (
  id bigint generated always as identity primary key,
  function_name text not null check (function_name ~ '^[a-z][a-z0-9_-]{0,62}$'),
  body jsonb not null default '{}'::jsonb,
  queued_at timestamptz not null default now(),
  claimed_at timestamptz,
  attempts integer not null default 0,
  last_error text
);
comment on table app.function_calls is
  'Edge-function calls queued by scheduled jobs (ADR 064); the embedded server posts them with the service role key.';
create unique index function_calls_once_idx on app.function_calls (function_name, md5(body::text));
alter table app.function_calls enable row level security;
revoke all on app.function_calls from public, anon, authenticated, service_role;

create function app.queue_function_call(fn_name text, fn_body jsonb default '{}'::jsonb) returns void
language plpgsql
set search_path = ''
as $$
begin
  insert into app.function_calls (function_name, body)
  values (fn_name, coalesce(fn_body, '{}'::jsonb))
  on conflict (function_name, md5(body::text)) do nothing;
  perform pg_notify('function_calls', fn_name);
end
$$;

-- The server's side: take up to `max` calls nobody holds (or whose lease ran out), and report each outcome.
create function app.claim_function_calls(how_many integer default 10)
returns table (id bigint, function_name text, body jsonb, attempts integer)
language sql
set search_path = ''
as $$
  update app.function_calls c
     set claimed_at = now(), attempts = c.attempts + 1
   where c.id in (
     select w.id from app.function_calls w
      where w.claimed_at is null or w.claimed_at < now() - interval '5 minutes'
      order by w.queued_at
      limit greatest(how_many, 1)
        for update skip locked)
  returning c.id, c.function_name, c.body, c.attempts
$$;

-- Done (or failed for the 5th time): the call is removed. Failed earlier: kept, free to be taken after its lease.
create function app.finish_function_call(call_id bigint, ok boolean, error text default null) returns void
language sql
set search_path = ''
as $$
  delete from app.function_calls c where c.id = call_id and (ok or c.attempts >= 5);
  update app.function_calls c set last_error = error where c.id = call_id;
$$;

revoke execute on function app.queue_function_call(text, jsonb),
  app.claim_function_calls(integer),
  app.finish_function_call(bigint, boolean, text)
  from public, anon, authenticated, service_role;
