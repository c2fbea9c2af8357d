-- app.survey_upload_allowed: stated once here (ADR 040; created by 20261203000510_surveys_file_uploads, ADR 073).
-- Whether a respondent may add the object `p_name` to the bucket survey-uploads (its insert policy):
-- `<survey id>/<key>/<name>` where the survey is open and its current version has a file question, the key (the
-- fill page's idempotency key) is one no response of the survey has used yet, the name is a plain file name
-- (letters, digits, '.', '_', '-'; at most 100), and fewer than 20 files were added under that key (a respondent
-- may replace a file a few times; a script may not fill the bucket through one key).
create or replace function app.survey_upload_allowed(p_name text) returns boolean
language plpgsql stable security definer
set search_path = ''
as $$
declare
  parts text[] := string_to_array(coalesce(p_name, ''), '/');
  uuid_re constant text := '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
  v_survey uuid;
  v_key uuid;
begin
  if cardinality(parts) <> 3 or parts[1] !~ uuid_re or parts[2] !~ uuid_re
     or parts[3] !~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$' then
    return false;
  end if;
  v_survey := parts[1]::uuid;
  v_key := parts[2]::uuid;
  if app.survey_state(v_survey) <> 'open' then
    return false;
  end if;
  if not exists (select 1 from public.surveys s
                   join public.survey_questions q on q.survey_id = s.id and q.version = s.version
                  where s.id = v_survey and q.kind = 'file_upload') then
    return false;
  end if;
  if exists (select 1 from public.survey_responses r where r.survey_id = v_survey and r.idempotency_key = v_key) then
    return false;
  end if;
  return (select count(*) from storage.objects o
           where o.bucket_id = 'survey-uploads' and o.name like parts[1] || '/' || parts[2] || '/%') < 20;
end
$$;
revoke execute on function app.survey_upload_allowed(text) from public;
grant execute on function app.survey_upload_allowed(text) to anon, authenticated, service_role;
