-- Scheduled jobs by hand (ADR 010, Settings → Scheduled jobs): a superadmin
-- lists the jobs, runs one at once and switches one off or on again, through
-- three RPCs; each action is in public.audit_log (job.run_now, job.enabled,
-- job.disabled; Settings → Activity words them).
--
-- One runner for one job, app.run_job(): app.run_due_jobs() calls it for every
-- due job and public.admin_run_job_now() for the one asked for, so a job run by
-- hand runs exactly as a scheduled one — in its own subtransaction, its error
-- recorded, its counters and next_run_at committed with its work.

-- Runs one job the caller has already locked (FOR UPDATE). next_run_at moves on
-- to the job's next beat after now: a due job as before (app.next_job_run), a
-- job run by hand before it was due keeps its next beat.
create function app.run_job(due app.scheduled_jobs, out status text, out error text)
language plpgsql
set search_path = ''
as $$
declare
  failure text;
begin
  begin
    if to_regprocedure(due.function_name || '()') is null then
      raise exception 'function %() does not exist', due.function_name using errcode = '42883';
    end if;
    execute format('select %s()', due.function_name);
  exception when others then
    get stacked diagnostics failure = message_text;
  end;
  status := case when failure is null then 'succeeded' else 'failed' end;
  error := failure;
  update app.scheduled_jobs j
     set next_run_at = case
           when due.next_run_at > now() then due.next_run_at
           else app.next_job_run(due.next_run_at, due.run_every)
         end,
         last_run_at = clock_timestamp(),
         last_status = case when failure is null then 'succeeded' else 'failed' end,
         last_error = failure,
         run_count = j.run_count + 1,
         failure_count = j.failure_count + case when failure is null then 0 else 1 end
   where j.name = due.name;
end
$$;

-- app.run_due_jobs: its definition here was a copy; it is stated once in kernel/sql/repeatable/app.run_due_jobs.sql (ADR 040).

revoke execute on function app.run_job(app.scheduled_jobs) from public, anon, authenticated, service_role;

create function app.require_superadmin() returns void
language plpgsql stable
set search_path = ''
as $$
begin
  if not coalesce(app.has_role('superadmin'), false) then
    raise exception 'Only a superadmin can manage scheduled jobs' using errcode = '42501';
  end if;
end
$$;
revoke execute on function app.require_superadmin() from public, anon, authenticated, service_role;

create function public.admin_list_jobs()
returns table (
  name text,
  function_name text,
  run_every text,
  run_every_seconds double precision,
  enabled boolean,
  next_run_at timestamptz,
  last_run_at timestamptz,
  last_status text,
  last_error text,
  run_count bigint,
  failure_count bigint
)
language plpgsql stable security definer
set search_path = ''
as $$
begin
  perform app.require_superadmin();
  return query
    select j.name, j.function_name, j.run_every::text, extract(epoch from j.run_every)::double precision,
           j.enabled, j.next_run_at, j.last_run_at, j.last_status, j.last_error, j.run_count, j.failure_count
      from app.scheduled_jobs j
     order by j.name;
end
$$;

-- Runs the job now, whether due or not, enabled or not. Another runner holding
-- the job (it is running right now) is not waited for: 55P03 "already running".
create function public.admin_run_job_now(job_name text) returns table (job text, status text, error text)
language plpgsql security definer
set search_path = ''
as $$
declare
  due app.scheduled_jobs;
  outcome record;
begin
  perform app.require_superadmin();
  if not exists (select 1 from app.scheduled_jobs j where j.name = job_name) then
    raise exception 'No scheduled job is called %', coalesce(job_name, 'null') using errcode = 'P0002';
  end if;
  select * into due from app.scheduled_jobs j where j.name = job_name for update of j skip locked;
  if not found then
    raise exception 'Job % is already running; try again once it has finished', job_name using errcode = '55P03';
  end if;
  outcome := app.run_job(due);
  insert into public.audit_log (actor, action, target, details)
  values (auth.uid(), 'job.run_now', due.name,
          jsonb_build_object('status', outcome.status, 'error', outcome.error));
  job := due.name;
  status := outcome.status;
  error := outcome.error;
  return next;
end
$$;

-- Switches a job off or on; a no-op (and no audit entry) when it already is.
-- Waits for a runner holding the job, so a run in progress finishes first.
create function public.admin_set_job_enabled(job_name text, enabled boolean) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  was boolean;
begin
  perform app.require_superadmin();
  if enabled is null then
    raise exception 'enabled must be true or false' using errcode = '22023';
  end if;
  select j.enabled into was from app.scheduled_jobs j where j.name = job_name for update;
  if not found then
    raise exception 'No scheduled job is called %', coalesce(job_name, 'null') using errcode = 'P0002';
  end if;
  if was = admin_set_job_enabled.enabled then
    return;
  end if;
  update app.scheduled_jobs j set enabled = admin_set_job_enabled.enabled where j.name = job_name;
  insert into public.audit_log (actor, action, target, details)
  values (auth.uid(), case when admin_set_job_enabled.enabled then 'job.enabled' else 'job.disabled' end,
          job_name, '{}'::jsonb);
end
$$;

revoke execute on function public.admin_list_jobs(), public.admin_run_job_now(text),
  public.admin_set_job_enabled(text, boolean) from public, anon;
grant execute on function public.admin_list_jobs(), public.admin_run_job_now(text),
  public.admin_set_job_enabled(text, boolean) to authenticated;
