-- app.survey_tallies_counts: stated once here (ADR 040, ADR 071). The query that counts a set of answers
-- the way survey_answer_tallies counts them (ADR 070): per survey, question key, company day and counted
-- thing — `answered`; `choice` per option (an "Other" answer under its own text); `score` per rating, NPS
-- or number value with its `total`; `cell` per matrix row and column — giving
-- (survey_id, key, day, kind, label, col, n, total). `source` is a query giving
-- (response_id, question_id, value, sign). Two callers, so the counting is written once:
-- app.survey_tallies_statement (the triggers: a transition table, which only the trigger's own function can
-- read, hence a statement text) and survey_results' cross-tab (the answers of the responses a filter keeps).
-- Answers whose response or question is gone count nothing.
create or replace function app.survey_tallies_counts(source text) returns text
language sql immutable
set search_path = ''
as $f$
  select format($q$
    with src as (%s),
    r as (
      select q.survey_id, q.key, q.kind, src.value, src.sign,
             (resp.submitted_at at time zone coalesce((select o.timezone from public.organizations o where o.id = 1),
                                                      'Africa/Nairobi'))::date as day
        from src
        join public.survey_responses resp on resp.id = src.response_id
        join public.survey_questions q on q.id = src.question_id
    ), items as (
      select r.survey_id, r.key, r.day, 'answered'::text as kind, ''::text as label, ''::text as col, r.sign,
             0::numeric as value
        from r
      union all
      select r.survey_id, r.key, r.day, 'choice', e.v, '', r.sign, 0
        from r, lateral jsonb_array_elements_text(case when jsonb_typeof(r.value) = 'array' then r.value
                                                       else jsonb_build_array(r.value) end) e(v)
       where r.kind in ('single_choice', 'dropdown', 'multiple_choice')
      union all
      select r.survey_id, r.key, r.day, 'score', r.value #>> '{}', '', r.sign, (r.value #>> '{}')::numeric
        from r
       where r.kind in ('rating', 'nps', 'number') and jsonb_typeof(r.value) = 'number'
      union all
      select r.survey_id, r.key, r.day, 'cell', e.key, e.value #>> '{}', r.sign, 0
        from r, lateral jsonb_each(case when jsonb_typeof(r.value) = 'object' then r.value else '{}'::jsonb end) e
       where r.kind = 'matrix'
    )
    select survey_id, key, day, kind, label, col, sum(sign)::bigint as n, sum(sign * value) as total
      from items
     group by 1, 2, 3, 4, 5, 6
  $q$, source);
$f$;
revoke execute on function app.survey_tallies_counts(text) from public, anon, authenticated, service_role;
