-- app.run_due_jobs: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Same signature and behaviour as in 20261125000200; the body of one run is app.run_job's.
create or replace function app.run_due_jobs() returns table (job text, status text, error text)
language plpgsql security definer
set search_path = ''
as $$
declare
  due app.scheduled_jobs;
  outcome record;
begin
  for due in
    select *
      from app.scheduled_jobs j
     where j.enabled and j.next_run_at <= now()
     order by j.next_run_at, j.name
       for update of j skip locked
  loop
    outcome := app.run_job(due);
    job := due.name;
    status := outcome.status;
    error := outcome.error;
    return next;
  end loop;
end
$$;
