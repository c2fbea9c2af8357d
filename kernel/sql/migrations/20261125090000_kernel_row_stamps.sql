-- Who wrote a business row and when, set by the database (issue 11: "created_by /
-- updated_by / timestamps on every row, set by the database"). A module's table
-- declares the four columns and attaches one trigger:
--
--   created_at timestamptz not null default now(),
--   created_by uuid default auth.uid() references auth.users (id) on delete set null,
--   updated_at timestamptz not null default now(),
--   updated_by uuid default auth.uid() references auth.users (id) on delete set null,
--   ...
--   create trigger customers_stamp before insert or update on public.customers
--     for each row execute function app.stamp_row();
--
-- A client cannot write them: on insert they are the caller and now(), on
-- update the creation pair is kept and the update pair is the caller and now().
-- Writes by the service role or a job (no auth.uid()) leave the author null
-- ("the system"); a demo-data script may set created_by on insert when it runs
-- without a user (it keeps what it was given only then).

create function app.stamp_row() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  who uuid := auth.uid();
begin
  if tg_op = 'INSERT' then
    new.created_at := now();
    new.updated_at := now();
    if who is not null or new.created_by is null then
      new.created_by := who;
    end if;
    new.updated_by := coalesce(who, new.created_by);
  else
    new.created_at := old.created_at;
    new.created_by := old.created_by;
    new.updated_at := now();
    new.updated_by := who;
  end if;
  return new;
end
$$;
revoke execute on function app.stamp_row() from public, anon, authenticated;
