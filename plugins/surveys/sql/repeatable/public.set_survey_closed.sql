-- public.set_survey_closed: stated once here (ADR 040). Closes a published survey to
-- new responses, or opens it again (staff).
create or replace function public.set_survey_closed(p_id uuid, p_closed boolean) returns public.survey_status
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  s public.surveys;
begin
  if not (app.has_role('staff') and app.module_enabled('feedback')) then
    raise exception 'Only staff can close or reopen surveys' using errcode = '42501';
  end if;
  select * into s from public.surveys where id = p_id for update;
  if s.id is null then
    raise exception 'This survey does not exist (it may have been deleted)' using errcode = 'PT404';
  end if;
  if s.version = 0 then
    raise exception 'Publish the survey first' using errcode = '22023';
  end if;
  perform set_config('app.surveys_rpc', 'on', true);
  update public.surveys set status = case when p_closed then 'closed' else 'published' end::public.survey_status
   where id = s.id;
  perform set_config('app.surveys_rpc', 'off', true);
  return case when p_closed then 'closed' else 'published' end::public.survey_status;
end
$$;
revoke execute on function public.set_survey_closed(uuid, boolean) from public, anon;
grant execute on function public.set_survey_closed(uuid, boolean) to authenticated, service_role;
