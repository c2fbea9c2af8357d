-- app.survey_upload_readable: stated once here (ADR 040; created by 20261203000510_surveys_file_uploads, ADR 073).
-- Whether the caller may read the object `p_name` of the bucket survey-uploads as staff (its staff select
-- policy): staff, the feedback module on, and an answer to a file question names it. So a file nobody sent, or
-- one whose response an administrator deleted, is not readable by staff (administrators have a policy of their
-- own to clear such files).
create or replace function app.survey_upload_readable(p_name text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select app.has_role('staff') and app.module_enabled('feedback') and exists (
    select 1 from public.survey_answers a
      join public.survey_questions q on q.id = a.question_id
     where jsonb_typeof(a.value) = 'object' and a.value ? 'path' and (a.value ->> 'path') = p_name
       and q.kind = 'file_upload')
$$;
revoke execute on function app.survey_upload_readable(text) from public, anon;
grant execute on function app.survey_upload_readable(text) to authenticated, service_role;
