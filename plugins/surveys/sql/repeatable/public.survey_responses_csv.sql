-- public.survey_responses_csv: stated once here (ADR 040). Every response of a survey
-- as CSV (staff): Submitted, Version, E-mail, then one column per question of the
-- current version (older versions' answers by the question's key). Choices are
-- joined with "; ", a matrix as "row: column; …"; text that starts like a formula gets a leading '.
create or replace function public.survey_responses_csv(p_id uuid) returns text
language plpgsql stable security definer
set search_path = ''
as $$
declare
  s public.surveys;
  out text;
begin
  if not (app.has_role('staff') and app.module_enabled('feedback')) then
    raise exception 'Only staff can export survey responses' using errcode = '42501';
  end if;
  select * into s from public.surveys where id = p_id;
  if s.id is null then
    raise exception 'This survey does not exist (it may have been deleted)' using errcode = 'PT404';
  end if;
  with cols as (
    select q.key, q.title, q.position from public.survey_questions q
     where q.survey_id = s.id and q.version = s.version and q.kind <> 'section'
  ), header as (
    select 'Submitted,Version,E-mail' || coalesce((
             select string_agg(',' || '"' || replace(c.title, '"', '""') || '"', '' order by c.position) from cols c), '') as line
  ), body as (
    select r.submitted_at,
           to_char(r.submitted_at at time zone 'Africa/Nairobi', 'YYYY-MM-DD HH24:MI') || ',' || r.version || ','
           || coalesce(r.respondent_email, '')
           || coalesce((
             select string_agg(',' || '"' || replace(coalesce((
                      select case jsonb_typeof(a.value)
                               when 'array' then (select string_agg(x, '; ') from jsonb_array_elements_text(a.value) x)
                               when 'object' then (select string_agg(e.key || ': ' || (e.value #>> '{}'), '; ')
                                                     from jsonb_each(a.value) e)
                               -- Text a spreadsheet would run as a formula is quoted with a leading apostrophe.
                               when 'string' then case when (a.value #>> '{}') ~ '^[=+@\t\r-]'
                                                       then '''' || (a.value #>> '{}') else a.value #>> '{}' end
                               else a.value #>> '{}' end
                        from public.survey_answers a
                        join public.survey_questions aq on aq.id = a.question_id
                       where a.response_id = r.id and aq.key = c.key), ''), '"', '""') || '"', '' order by c.position)
               from cols c), '') as line
      from public.survey_responses r where r.survey_id = s.id
  )
  select (select line from header) || E'\n' || coalesce(string_agg(b.line, E'\n' order by b.submitted_at), '') into out
    from body b;
  return out || E'\n';
end
$$;
revoke execute on function public.survey_responses_csv(uuid) from public, anon;
grant execute on function public.survey_responses_csv(uuid) to authenticated, service_role;
