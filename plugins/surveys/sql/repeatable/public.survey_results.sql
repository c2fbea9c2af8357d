-- public.survey_results: stated once here (ADR 040). The analytics page's figures,
-- aggregated in SQL (staff): the number of responses, responses per day, and per
-- question of the current version (answers of older versions added up by the
-- question's key): how many answered, counts per choice / star / score, the
-- average, the NPS (promoters 9–10, passives 7–8, detractors 0–6, score =
-- %promoters − %detractors), a matrix's counts per row and column, and the latest
-- 100 text answers. p_from / p_to (company days, inclusive) keep the responses submitted then.
create or replace function public.survey_results(p_id uuid, p_from date default null, p_to date default null)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  s public.surveys;
  q public.survey_questions;
  ids uuid[];
  item jsonb;
  items jsonb := '[]'::jsonb;
  v_answered integer;
  -- The date range (company days, both ends included): responses submitted in it.
  v_tz text := coalesce((select o.timezone from public.organizations o where o.id = 1), 'Africa/Nairobi');
  v_from timestamptz := coalesce((p_from::timestamp at time zone v_tz), '-infinity');
  v_to timestamptz := coalesce(((p_to + 1)::timestamp at time zone v_tz), 'infinity');
  v_all boolean := p_from is null and p_to is null;
  v_ids uuid[];
begin
  if not (app.has_role('staff') and app.module_enabled('feedback')) then
    raise exception 'Only staff can read survey results' using errcode = '42501';
  end if;
  select * into s from public.surveys where id = p_id;
  if s.id is null then
    raise exception 'This survey does not exist (it may have been deleted)' using errcode = 'PT404';
  end if;
  if not v_all then
    select coalesce(array_agg(r.id), '{}') into v_ids from public.survey_responses r
     where r.survey_id = s.id and r.submitted_at >= v_from and r.submitted_at < v_to;
  end if;
  for q in select * from public.survey_questions x
            where x.survey_id = s.id and x.version = s.version and x.kind <> 'section' order by x.position loop
    select array_agg(x.id) into ids from public.survey_questions x where x.survey_id = s.id and x.key = q.key;
    select count(*) into v_answered from public.survey_answers a where a.question_id = any (ids) and (v_all or a.response_id = any (v_ids));
    item := jsonb_build_object('key', q.key, 'kind', q.kind, 'title', q.title, 'answered', v_answered);
    if q.kind in ('single_choice', 'dropdown', 'multiple_choice') then
      item := item || jsonb_build_object('counts', (
        select coalesce(jsonb_agg(jsonb_build_object('label', c.label, 'count', coalesce(n.count, 0)) order by c.i), '[]')
          from unnest(q.choices) with ordinality c(label, i)
          left join (
            select e.v as label, count(*) as count
              from public.survey_answers a,
                   lateral jsonb_array_elements_text(case when jsonb_typeof(a.value) = 'array' then a.value
                                                          else jsonb_build_array(a.value) end) e(v)
             where a.question_id = any (ids) and (v_all or a.response_id = any (v_ids))
             group by e.v) n on n.label = c.label));
    elsif q.kind in ('rating', 'nps', 'number') then
      item := item || jsonb_build_object(
        'average', (select round(avg((a.value #>> '{}')::numeric), 2) from public.survey_answers a
                     where a.question_id = any (ids) and (v_all or a.response_id = any (v_ids)) and jsonb_typeof(a.value) = 'number'),
        'counts', case when q.kind = 'number' then (
            select coalesce(jsonb_agg(jsonb_build_object('label', t.label, 'count', t.count) order by t.value), '[]')
              from (select (a.value #>> '{}')::numeric as value, a.value #>> '{}' as label, count(*) as count
                      from public.survey_answers a
                     where a.question_id = any (ids) and (v_all or a.response_id = any (v_ids)) and jsonb_typeof(a.value) = 'number'
                     group by 1, 2 order by 1 limit 50) t)
          else (
            select jsonb_agg(jsonb_build_object('label', g::text, 'count', (
                     select count(*) from public.survey_answers a
                      where a.question_id = any (ids) and (v_all or a.response_id = any (v_ids)) and jsonb_typeof(a.value) = 'number'
                        and (a.value #>> '{}')::numeric = g)) order by g)
              from generate_series(case when q.kind = 'nps' then 0 else 1 end,
                                   case when q.kind = 'nps' then 10 else coalesce(q.max_value, 5)::integer end) g)
          end);
      if q.kind = 'nps' then
        item := item || jsonb_build_object('nps', (
          select jsonb_build_object(
                   'promoters', count(*) filter (where n >= 9),
                   'passives', count(*) filter (where n between 7 and 8),
                   'detractors', count(*) filter (where n <= 6),
                   'score', case when count(*) = 0 then null else
                     round(100.0 * (count(*) filter (where n >= 9) - count(*) filter (where n <= 6)) / count(*))::integer end)
            from (select (a.value #>> '{}')::numeric as n from public.survey_answers a
                   where a.question_id = any (ids) and (v_all or a.response_id = any (v_ids)) and jsonb_typeof(a.value) = 'number') t));
      end if;
    elsif q.kind = 'matrix' then
      item := item || jsonb_build_object('rows', to_jsonb(q.rows), 'columns', to_jsonb(q.choices), 'cells', (
        select coalesce(jsonb_agg(jsonb_build_object('row', e.key, 'column', e.value #>> '{}', 'count', e.count)), '[]')
          from (select e.key, e.value, count(*) as count
                  from public.survey_answers a, lateral jsonb_each(a.value) e
                 where a.question_id = any (ids) and (v_all or a.response_id = any (v_ids)) and jsonb_typeof(a.value) = 'object'
                 group by e.key, e.value) e));
    else
      item := item || jsonb_build_object('texts', (
        select coalesce(jsonb_agg(jsonb_build_object('text', t.text, 'at', t.at) order by t.at desc), '[]')
          from (select a.value #>> '{}' as text, r.submitted_at as at
                  from public.survey_answers a join public.survey_responses r on r.id = a.response_id
                 where a.question_id = any (ids) and (v_all or a.response_id = any (v_ids))
                 order by r.submitted_at desc limit 100) t));
    end if;
    items := items || jsonb_build_array(item);
  end loop;
  return jsonb_build_object(
    'survey', jsonb_build_object('id', s.id, 'title', s.title, 'version', s.version, 'status', s.status),
    'responses', (select count(*) from public.survey_responses r
                   where r.survey_id = s.id and r.submitted_at >= v_from and r.submitted_at < v_to),
    'per_day', (select coalesce(jsonb_agg(jsonb_build_object('day', d.day, 'count', d.count) order by d.day), '[]')
                  from (select (r.submitted_at at time zone v_tz)::date as day, count(*) as count
                          from public.survey_responses r
                         where r.survey_id = s.id and r.submitted_at >= v_from and r.submitted_at < v_to group by 1) d),
    'questions', items);
end
$$;
revoke execute on function public.survey_results(uuid, date, date) from public, anon;
grant execute on function public.survey_results(uuid, date, date) to authenticated, service_role;
comment on function public.survey_results(uuid, date, date) is 'A survey''s analytics figures, aggregated in SQL (staff).';
