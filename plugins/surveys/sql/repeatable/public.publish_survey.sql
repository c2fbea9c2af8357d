-- public.publish_survey: stated once here (ADR 040). Publishes the survey's draft
-- (staff). The questions become rows of the published version; when that version
-- already has responses (or the survey was never published) they become a new
-- version instead, so old responses keep the questions they answered.
-- Answers {"version": 2, "new_version": true}.
create or replace function public.publish_survey(p_id uuid) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  s public.surveys;
  settings jsonb;
  v_new integer;
  has_responses boolean;
begin
  if not (app.has_role('staff') and app.module_enabled('feedback')) then
    raise exception 'Only staff can publish surveys' using errcode = '42501';
  end if;
  select * into s from public.surveys where id = p_id for update;
  if s.id is null then
    raise exception 'This survey does not exist (it may have been deleted)' using errcode = 'PT404';
  end if;
  perform app.survey_check_draft(s.draft);
  settings := coalesce(s.draft -> 'settings', '{}'::jsonb);
  has_responses := exists (select 1 from public.survey_responses r where r.survey_id = s.id and r.version = s.version);
  if s.version = 0 or has_responses then
    v_new := s.version + 1;
  else
    v_new := s.version;
    delete from public.survey_questions q where q.survey_id = s.id and q.version = v_new;
  end if;
  insert into public.survey_questions (survey_id, version, key, position, kind, title, help, required, choices, rows,
                                      min_value, max_value, show_if, shuffle, allow_other, file_types, file_max_mb)
  select s.id, v_new, (q ->> 'key')::uuid, (o - 1)::integer, (q ->> 'kind')::public.survey_question_kind,
         btrim(q ->> 'title'), nullif(btrim(coalesce(q ->> 'help', '')), ''),
         (q ->> 'kind') <> 'section' and coalesce((q ->> 'required')::boolean, false),
         case when (q ->> 'kind') in ('single_choice', 'multiple_choice', 'dropdown', 'matrix') then
           array(select btrim(c) from jsonb_array_elements_text(q -> 'choices') with ordinality c(c, i)
                  where btrim(c) <> '' order by i) else '{}' end,
         case when (q ->> 'kind') = 'matrix' then
           array(select btrim(r) from jsonb_array_elements_text(q -> 'rows') with ordinality r(r, i)
                  where btrim(r) <> '' order by i) else '{}' end,
         case when (q ->> 'kind') = 'number' and jsonb_typeof(q -> 'min') = 'number' then (q ->> 'min')::numeric
              when (q ->> 'kind') = 'rating' then 1 end,
         case when (q ->> 'kind') = 'number' and jsonb_typeof(q -> 'max') = 'number' then (q ->> 'max')::numeric
              when (q ->> 'kind') = 'rating' then coalesce((q ->> 'max')::numeric, 5) end,
         -- The condition (ADR 060), checked above: its question's key, comparison and value.
         case when jsonb_typeof(q -> 'show_if') = 'object' then jsonb_build_object(
           'question', q -> 'show_if' ->> 'question', 'op', q -> 'show_if' ->> 'op', 'value',
           case when jsonb_typeof(q -> 'show_if' -> 'value') = 'string'
                then to_jsonb(btrim(q -> 'show_if' ->> 'value')) else q -> 'show_if' -> 'value' end) end,
         -- Randomised options (ADR 060): choice questions only.
         coalesce((q ->> 'kind') in ('single_choice', 'multiple_choice', 'dropdown')
           and jsonb_typeof(q -> 'shuffle') = 'boolean' and (q ->> 'shuffle')::boolean, false),
         -- "Other (please specify)" (ADR 060, ADR 066): single choice, multiple choice and dropdown.
         coalesce((q ->> 'kind') in ('single_choice', 'multiple_choice', 'dropdown')
           and jsonb_typeof(q -> 'other') = 'boolean' and (q ->> 'other')::boolean, false),
         -- File questions (ADR 073), checked above: the kinds of file in the presets' order, and the size (5 MB).
         case when (q ->> 'kind') = 'file_upload' then
           array(select p from unnest(array['images', 'pdf', 'office']) p
                  where q -> 'file_types' ? p) else '{}' end,
         case when (q ->> 'kind') = 'file_upload' then
           coalesce(case when jsonb_typeof(q -> 'max_mb') = 'number' then (q ->> 'max_mb')::integer end, 5) end
    from jsonb_array_elements(s.draft -> 'questions') with ordinality as x(q, o);
  perform set_config('app.surveys_rpc', 'on', true);
  update public.surveys set
    status = case when status = 'closed' then 'closed'::public.survey_status else 'published' end,
    version = v_new,
    anonymous = coalesce((settings ->> 'anonymous')::boolean, true),
    one_per_person = coalesce((settings ->> 'one_per_person')::boolean, false),
    opens_at = nullif(settings ->> 'opens_at', '')::timestamptz,
    closes_at = nullif(settings ->> 'closes_at', '')::timestamptz,
    response_limit = case when jsonb_typeof(settings -> 'response_limit') = 'number'
                          then (settings ->> 'response_limit')::integer end,
    thank_you = nullif(btrim(coalesce(settings ->> 'thank_you', '')), ''),
    redirect_url = nullif(btrim(coalesce(settings ->> 'redirect_url', '')), ''),
    draft_changed = false,
    published_at = coalesce(published_at, now())
  where id = s.id;
  perform set_config('app.surveys_rpc', 'off', true);
  return jsonb_build_object('version', v_new, 'new_version', v_new <> s.version);
end
$$;
revoke execute on function public.publish_survey(uuid) from public, anon;
grant execute on function public.publish_survey(uuid) to authenticated, service_role;
comment on function public.publish_survey(uuid) is
  'Publishes a survey''s draft (staff); a version with responses is kept and a new version made.';
