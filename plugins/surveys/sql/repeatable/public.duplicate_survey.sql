-- public.duplicate_survey: stated once here (ADR 040). A new draft with the survey's title
-- ("… (copy)"), introduction, purpose and draft (questions and settings); no responses.
-- Staff. Answers the new survey's id.
create or replace function public.duplicate_survey(p_id uuid) returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  s public.surveys;
  v_id uuid;
begin
  if not (app.has_role('staff') and app.module_enabled('feedback')) then
    raise exception 'Only staff can duplicate surveys' using errcode = '42501';
  end if;
  select * into s from public.surveys where id = p_id;
  if s.id is null then
    raise exception 'This survey does not exist (it may have been deleted)' using errcode = 'PT404';
  end if;
  insert into public.surveys (title, description, purpose, draft)
  values (left(s.title, 193) || ' (copy)', s.description, s.purpose, s.draft)
  returning id into v_id;
  return v_id;
end
$$;
revoke execute on function public.duplicate_survey(uuid) from public, anon;
grant execute on function public.duplicate_survey(uuid) to authenticated, service_role;
