-- public.survey_responses_table: stated once here (ADR 040, ADR 071). Every response of a survey as one
-- table (staff), the one source of both exports (the Excel workbook built in the page, and
-- survey_responses_csv): {columns: [{key, title, kind}], rows: [[…], …]}. Columns: Submitted (company
-- time, 'YYYY-MM-DDTHH:MI:SS', kind datetime), Version (number), E-mail (text), then one per question of
-- the current version (answers of older versions by the question's key): kind number for ratings, NPS and
-- numbers, date for dates ('YYYY-MM-DD'), text for the rest. Cells keep their JSON type — numbers stay
-- numbers —; choices are joined with "; ", a matrix as "row: column; …", a file by its name; no answer is null.
-- Oldest first.
create or replace function public.survey_responses_table(p_id uuid) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  s public.surveys;
  v_tz text := coalesce((select o.timezone from public.organizations o where o.id = 1), 'Africa/Nairobi');
  out jsonb;
begin
  if not (app.has_role('staff') and app.module_enabled('feedback')) then
    raise exception 'Only staff can export survey responses' using errcode = '42501';
  end if;
  select * into s from public.surveys where id = p_id;
  if s.id is null then
    raise exception 'This survey does not exist (it may have been deleted)' using errcode = 'PT404';
  end if;
  with cols as (
    select q.key, q.title, q.kind, q.position from public.survey_questions q
     where q.survey_id = s.id and q.version = s.version and q.kind <> 'section'
  ), cells as (
    select a.response_id, aq.key,
           case when aq.kind = 'file_upload' then to_jsonb(a.value ->> 'name') -- the file's name; staff download it from the response
             else case jsonb_typeof(a.value)
             when 'array' then to_jsonb((select string_agg(x, '; ') from jsonb_array_elements_text(a.value) x))
             when 'object' then to_jsonb((select string_agg(e.key || ': ' || (e.value #>> '{}'), '; ')
                                            from jsonb_each(a.value) e))
             else a.value end end as cell
      from public.survey_responses r
      join public.survey_answers a on a.response_id = r.id
      join public.survey_questions aq on aq.id = a.question_id
     where r.survey_id = s.id
  ), per_response as (
    select c.response_id, jsonb_object_agg(c.key::text, c.cell) as cells from cells c group by c.response_id
  )
  select jsonb_build_object(
    'columns',
      jsonb_build_array(jsonb_build_object('key', 'submitted', 'title', 'Submitted', 'kind', 'datetime'),
                        jsonb_build_object('key', 'version', 'title', 'Version', 'kind', 'number'),
                        jsonb_build_object('key', 'email', 'title', 'E-mail', 'kind', 'text'))
      || coalesce((select jsonb_agg(jsonb_build_object(
                            'key', c.key, 'title', c.title,
                            'kind', case when c.kind in ('rating', 'nps', 'number') then 'number'
                                         when c.kind = 'date' then 'date' else 'text' end) order by c.position)
                     from cols c), '[]'),
    'rows', coalesce((
      select jsonb_agg(
               jsonb_build_array(to_char(r.submitted_at at time zone v_tz, 'YYYY-MM-DD"T"HH24:MI:SS'), r.version,
                                 r.respondent_email)
               || coalesce((select jsonb_agg(coalesce(p.cells -> c.key::text, 'null'::jsonb) order by c.position)
                              from cols c), '[]')
               order by r.submitted_at, r.id)
        from public.survey_responses r
        left join per_response p on p.response_id = r.id
       where r.survey_id = s.id), '[]'))
    into out;
  return out;
end
$$;
revoke execute on function public.survey_responses_table(uuid) from public, anon;
grant execute on function public.survey_responses_table(uuid) to authenticated, service_role;
comment on function public.survey_responses_table(uuid) is
  'Every response of a survey as columns and typed rows, the source of the CSV and Excel exports (staff).';
