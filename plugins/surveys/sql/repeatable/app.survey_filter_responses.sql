-- app.survey_filter_responses: stated once here (ADR 040, ADR 071). The cross-tab filter of the analytics
-- page: the responses to survey p_survey_id submitted in [p_from, p_to) whose answer to the choice question
-- with key p_key (single choice, multiple choice or dropdown of the current version; answers of older
-- versions by the same key) is, or includes, the option p_value — or, for "Other", an answer in the
-- respondent's own words (one that is none of the current choices, as survey_results counts "Other").
-- Refuses, 400, with the question key in `details`, a filter that cannot mean anything: a missing half, a
-- question that is not in the current version or not a choice question, an option the question does not
-- have. The callers (survey_results, survey_text_words) check who is asking.
create or replace function app.survey_filter_responses(
  p_survey_id uuid, p_from timestamptz, p_to timestamptz, p_key text, p_value text
) returns uuid[]
language plpgsql stable security definer
set search_path = ''
as $$
declare
  fq public.survey_questions;
  fids uuid[];
  v_other boolean;
  out uuid[];
begin
  if p_key is null or p_value is null then
    raise exception 'Choose both a question and one of its answers to filter by' using errcode = '22023';
  end if;
  select q.* into fq
    from public.survey_questions q join public.surveys s on s.id = q.survey_id and s.version = q.version
   where q.survey_id = p_survey_id and q.key::text = p_key;
  if fq.id is null then
    raise exception 'The question to filter by is not in this survey''s current version'
      using errcode = '22023', detail = p_key;
  end if;
  if fq.kind not in ('single_choice', 'multiple_choice', 'dropdown') then
    raise exception 'Only a single choice, multiple choice or dropdown question can filter the results; “%” is not one',
      fq.title using errcode = '22023', detail = p_key;
  end if;
  v_other := fq.allow_other and p_value = 'Other' and not (p_value = any (fq.choices));
  if not v_other and not (p_value = any (fq.choices)) then
    raise exception '“%” is not one of the answers to “%”', p_value, fq.title using errcode = '22023', detail = p_key;
  end if;
  select array_agg(q.id) into fids from public.survey_questions q where q.survey_id = p_survey_id and q.key = fq.key;
  select coalesce(array_agg(r.id), '{}') into out
    from public.survey_responses r
   where r.survey_id = p_survey_id and r.submitted_at >= p_from and r.submitted_at < p_to
     and exists (
       select 1
         from public.survey_answers a,
              lateral jsonb_array_elements_text(case when jsonb_typeof(a.value) = 'array' then a.value
                                                     else jsonb_build_array(a.value) end) e(v)
        where a.response_id = r.id and a.question_id = any (fids)
          and case when v_other then not (e.v = any (fq.choices)) else e.v = p_value end);
  return out;
end
$$;
revoke execute on function app.survey_filter_responses(uuid, timestamptz, timestamptz, text, text)
  from public, anon, authenticated, service_role;
