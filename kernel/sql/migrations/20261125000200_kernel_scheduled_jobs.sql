-- Scheduled work (ADR 010). A job is a SQL function without arguments that
-- runs every `run_every`; its state lives in app.scheduled_jobs, so it
-- survives restarts, and app.run_due_jobs() runs whatever is due.
--
-- Who calls app.run_due_jobs():
--   * the embedded server (PGlite or DATABASE_URL), every JOBS_INTERVAL_SECONDS
--     (default 60; 0 turns it off) — server/jobs/runner.ts;
--   * on a hosted Supabase project, pg_cron (enable the extension first):
--       select cron.schedule('safeworks-run-due-jobs', '* * * * *', 'select app.run_due_jobs()');
-- Both may run at once against one database: every due job is claimed with
-- FOR UPDATE SKIP LOCKED, so two callers (two servers, a server and pg_cron)
-- never run the same job twice; the second skips what the first holds, and
-- once the first commits, the job's next_run_at has moved on.
--
-- Each job runs in its own subtransaction: a job that fails has its work
-- rolled back and its error recorded, and the others still run. Its state
-- (next_run_at, counters) commits with its work, so a run cut short (a
-- crash, a killed connection) leaves the job due and nothing half-done.
--
-- A module registers its jobs in its own migration:
--   select app.register_job('leads.follow-up-reminders', 'app.leads_follow_up_reminders', interval '1 hour');
-- Jobs run as the owner of this function (SECURITY DEFINER), so a job
-- function sees every row; it must be idempotent (running it twice in a row
-- does no harm) because an operator may also run it by hand.
--
-- The app schema is not exposed through /rest/v1 and no API role may touch
-- these objects: scheduling is the database owner's business.

create table app.scheduled_jobs (
  name text primary key check (name ~ '^[a-z][a-z0-9_.-]{0,99}$'),
  -- 'schema.function', plain lower-case identifiers only: it is spliced into SQL by run_due_jobs().
  function_name text not null check (function_name ~ '^[a-z_][a-z0-9_]{0,62}\.[a-z_][a-z0-9_]{0,62}$'),
  run_every interval not null check (run_every >= interval '1 second'),
  enabled boolean not null default true,
  next_run_at timestamptz not null default now(),
  last_run_at timestamptz,
  last_status text check (last_status in ('succeeded', 'failed')),
  last_error text,
  run_count bigint not null default 0,
  failure_count bigint not null default 0,
  created_at timestamptz not null default now()
);
comment on table app.scheduled_jobs is
  'Scheduled SQL jobs (ADR 010): app.register_job() adds one, app.run_due_jobs() runs the due ones.';
create index scheduled_jobs_due_idx on app.scheduled_jobs (next_run_at) where enabled;

revoke all on app.scheduled_jobs from public, anon, authenticated, service_role;

-- The next run after `previous`, on the same beat (a daily 02:00 job stays at
-- 02:00), skipping the beats missed while nothing ran: a server that was down
-- for a week runs a daily job once, not seven times.
create function app.next_job_run(previous timestamptz, every interval) returns timestamptz
language sql stable
set search_path = ''
as $$
  select case
    when previous + every > now() then previous + every
    else previous + every * (floor(extract(epoch from now() - previous) / extract(epoch from every)) + 1)
  end
$$;

-- Adds a job, or changes the function and interval of an existing one while
-- keeping its state (next run, counters, an operator's enabled = false), so a
-- migration may register the same job again.
create function app.register_job(
  job_name text,
  function_name text,
  run_every interval,
  first_run_at timestamptz default now()
) returns void
language plpgsql
set search_path = ''
as $$
begin
  if to_regprocedure(function_name || '()') is null then
    raise exception 'Job %: function %() does not exist', job_name, function_name using errcode = '42883';
  end if;
  insert into app.scheduled_jobs as j (name, function_name, run_every, next_run_at)
  values (job_name, function_name, run_every, coalesce(first_run_at, now()))
  on conflict (name) do update
    set function_name = excluded.function_name, run_every = excluded.run_every;
end
$$;

create function app.unregister_job(job_name text) returns boolean
language sql
set search_path = ''
as $$
  with gone as (delete from app.scheduled_jobs j where j.name = job_name returning 1)
  select exists (select 1 from gone)
$$;

-- Runs every enabled job whose next_run_at has come; returns one row per job
-- it ran (the embedded server logs the failures). Jobs held by another caller
-- are skipped, not waited for.
create function app.run_due_jobs() returns table (job text, status text, error text)
language plpgsql security definer
set search_path = ''
as $$
begin
  raise exception 'defined in kernel/sql/repeatable/app.run_due_jobs.sql (ADR 043)';
end
$$;

revoke execute on function app.next_job_run(timestamptz, interval),
  app.register_job(text, text, interval, timestamptz),
  app.unregister_job(text),
  app.run_due_jobs()
  from public, anon, authenticated, service_role;
