-- public.survey_results: stated once here (ADR 040). The analytics page's figures,
-- aggregated in SQL (staff): the number of responses, responses per day, and per
-- question of the current version (answers of older versions added up by the
-- question's key): how many answered, counts per choice / star / score (and "Other"), the
-- average, the NPS (promoters 9–10, passives 7–8, detractors 0–6, score =
-- %promoters − %detractors, and week by week), a matrix's counts per row and column, and the latest
-- 100 text answers. p_from / p_to (company days, inclusive) keep the responses submitted then.
-- Counts, averages and the NPS come from survey_answer_tallies (kept by triggers as answers arrive,
-- ADR 070), so the page costs the same with 100 responses or 100,000; only the newest text answers are
-- read from the answers themselves, newest response first.
-- The cross-tab (ADR 071): with p_filter_key / p_filter_value every figure covers only the responses whose
-- answer to that choice question is (or includes) that option (app.survey_filter_responses: a filter that
-- cannot mean anything is a 400). Those figures are the same counts made from the kept responses' answers
-- by app.survey_tallies_counts — the counting the tallies' triggers use — so they cost what reading those
-- answers costs; without a filter the page still only sums tallies.
create or replace function public.survey_results(
  p_id uuid, p_from date default null, p_to date default null,
  p_filter_key text default null, p_filter_value text default null
)
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
  -- The date range (company days, both ends included): responses submitted in it.
  v_tz text := coalesce((select o.timezone from public.organizations o where o.id = 1), 'Africa/Nairobi');
  v_from timestamptz := coalesce((p_from::timestamp at time zone v_tz), '-infinity');
  v_to timestamptz := coalesce(((p_to + 1)::timestamp at time zone v_tz), 'infinity');
  v_from_day date := coalesce(p_from, '-infinity'::date);
  v_to_day date := coalesce(p_to, 'infinity'::date);
  -- The responses the cross-tab keeps (null: no filter, every response in the range) and their answers'
  -- counts in the tallies' shape; `counted` is the current question's counts either way.
  v_only uuid[];
  v_filtered public.survey_answer_tallies[];
  counted public.survey_answer_tallies[];
begin
  if not (app.has_role('staff') and app.module_enabled('feedback')) then
    raise exception 'Only staff can read survey results' using errcode = '42501';
  end if;
  select * into s from public.surveys where id = p_id;
  if s.id is null then
    raise exception 'This survey does not exist (it may have been deleted)' using errcode = 'PT404';
  end if;
  if p_filter_key is not null or p_filter_value is not null then
    v_only := app.survey_filter_responses(s.id, v_from, v_to, p_filter_key, p_filter_value);
    execute format(
      'select coalesce(array_agg(row(c.survey_id, c.key, c.day, c.kind, c.label, c.col, c.n, c.total)::public.survey_answer_tallies), ''{}'') from (%s) c',
      app.survey_tallies_counts(
        'select a.response_id, a.question_id, a.value, 1 as sign
           from unnest($1::uuid[]) o(id) join public.survey_answers a on a.response_id = o.id'))
      into v_filtered using v_only;
  end if;
  for q in select * from public.survey_questions x
            where x.survey_id = s.id and x.version = s.version and x.kind <> 'section' order by x.position loop
    select array_agg(x.id) into ids from public.survey_questions x where x.survey_id = s.id and x.key = q.key;
    if v_only is null then
      counted := array(select t from public.survey_answer_tallies t
                        where t.survey_id = s.id and t.question_key = q.key and t.day between v_from_day and v_to_day);
    else
      counted := array(select t from unnest(v_filtered) t where t.question_key = q.key);
    end if;
    item := jsonb_build_object('key', q.key, 'kind', q.kind, 'title', q.title, 'answered', (
      select coalesce(sum(t.n), 0) from unnest(counted) t
       where t.kind = 'answered' and t.label = '' and t.col = ''));
    if q.kind in ('single_choice', 'dropdown', 'multiple_choice') then
      item := item || jsonb_build_object('counts', (
        select coalesce(jsonb_agg(jsonb_build_object('label', c.label, 'count', coalesce(n.count, 0)) order by c.i), '[]')
          from unnest(q.choices) with ordinality c(label, i)
          left join (
            select t.label, sum(t.n) as count from unnest(counted) t
             where t.kind = 'choice'
             group by t.label) n on n.label = c.label));
      -- "Other (please specify)" (ADR 060): the answers in the respondents' own words, counted and listed.
      if q.allow_other then
        item := jsonb_set(item, '{counts}', (item -> 'counts') || jsonb_build_array(jsonb_build_object(
          'label', 'Other', 'count', (
            select coalesce(sum(t.n), 0) from unnest(counted) t
             where t.kind = 'choice' and not (t.label = any (q.choices))))));
        item := item || jsonb_build_object('texts', (
          select coalesce(jsonb_agg(jsonb_build_object('text', x.text, 'at', x.at) order by x.at desc), '[]')
            from (select e.v as text, r.submitted_at as at
                    from public.survey_responses r
                    join public.survey_answers a on a.response_id = r.id and a.question_id = any (ids),
                         lateral jsonb_array_elements_text(case when jsonb_typeof(a.value) = 'array' then a.value
                                                                else jsonb_build_array(a.value) end) e(v)
                   where r.survey_id = s.id and r.submitted_at >= v_from and r.submitted_at < v_to
                     and (v_only is null or r.id in (select unnest(v_only)))
                     and not (e.v = any (q.choices))
                   order by r.submitted_at desc limit 100) x));
      end if;
    elsif q.kind in ('rating', 'nps', 'number') then
      item := item || jsonb_build_object(
        'average', (select round(sum(t.total) / nullif(sum(t.n), 0), 2) from unnest(counted) t
                     where t.kind = 'score'),
        'counts', case when q.kind = 'number' then (
            select coalesce(jsonb_agg(jsonb_build_object('label', x.label, 'count', x.count) order by x.value), '[]')
              from (select t.label::numeric as value, t.label, sum(t.n) as count
                      from unnest(counted) t
                     where t.kind = 'score'
                     group by 1, 2 having sum(t.n) > 0 order by 1 limit 50) x)
          else (
            select jsonb_agg(jsonb_build_object('label', g::text, 'count', coalesce(n.count, 0)) order by g)
              from generate_series(case when q.kind = 'nps' then 0 else 1 end,
                                   case when q.kind = 'nps' then 10 else coalesce(q.max_value, 5)::integer end) g
              left join (
                select t.label::numeric as score, sum(t.n) as count
                  from unnest(counted) t
                 where t.kind = 'score'
                 group by 1) n on n.score = g)
          end);
      if q.kind = 'nps' then
        item := item || jsonb_build_object('nps', (
          select jsonb_build_object(
                   'promoters', coalesce(sum(t.n) filter (where t.label::numeric >= 9), 0),
                   'passives', coalesce(sum(t.n) filter (where t.label::numeric between 7 and 8), 0),
                   'detractors', coalesce(sum(t.n) filter (where t.label::numeric <= 6), 0),
                   'score', case when coalesce(sum(t.n), 0) = 0 then null else
                     round(100.0 * (coalesce(sum(t.n) filter (where t.label::numeric >= 9), 0)
                                    - coalesce(sum(t.n) filter (where t.label::numeric <= 6), 0)) / sum(t.n))::integer end)
            from unnest(counted) t
           where t.kind = 'score'));
        -- The NPS week by week (weeks from Monday, company time; ADR 060): its trend over time.
        item := jsonb_set(item, '{nps,trend}', (
          select coalesce(jsonb_agg(jsonb_build_object('week', w.week, 'answers', w.answers, 'score', w.score) order by w.week), '[]')
            from (select date_trunc('week', t.day::timestamp)::date as week, sum(t.n) as answers,
                         round(100.0 * (coalesce(sum(t.n) filter (where t.label::numeric >= 9), 0)
                                        - coalesce(sum(t.n) filter (where t.label::numeric <= 6), 0)) / sum(t.n))::integer as score
                    from unnest(counted) t
                   where t.kind = 'score'
                   group by 1 having sum(t.n) > 0) w));
      end if;
    elsif q.kind = 'matrix' then
      item := item || jsonb_build_object('rows', to_jsonb(q.rows), 'columns', to_jsonb(q.choices), 'cells', (
        select coalesce(jsonb_agg(jsonb_build_object('row', c.row, 'column', c.col, 'count', c.count)
                                  order by c.row, c.col), '[]')
          from (select t.label as row, t.col, sum(t.n) as count
                  from unnest(counted) t
                 where t.kind = 'cell'
                 group by 1, 2 having sum(t.n) > 0) c));
    else
      item := item || jsonb_build_object('texts', (
        select coalesce(jsonb_agg(jsonb_build_object('text', x.text, 'at', x.at) order by x.at desc), '[]')
          from (select a.value #>> '{}' as text, r.submitted_at as at
                  from public.survey_responses r
                  join public.survey_answers a on a.response_id = r.id and a.question_id = any (ids)
                 where r.survey_id = s.id and r.submitted_at >= v_from and r.submitted_at < v_to
                   and (v_only is null or r.id in (select unnest(v_only)))
                 order by r.submitted_at desc limit 100) x));
    end if;
    items := items || jsonb_build_array(item);
  end loop;
  return jsonb_build_object(
    'survey', jsonb_build_object('id', s.id, 'title', s.title, 'version', s.version, 'status', s.status),
    'filter', case when v_only is null then null
                   else jsonb_build_object('key', p_filter_key, 'value', p_filter_value) end,
    'responses', case when v_only is null then (
                   select count(*) from public.survey_responses r
                    where r.survey_id = s.id and r.submitted_at >= v_from and r.submitted_at < v_to)
                 else cardinality(v_only) end,
    'per_day', (select coalesce(jsonb_agg(jsonb_build_object('day', d.day, 'count', d.count) order by d.day), '[]')
                  from (select (r.submitted_at at time zone v_tz)::date as day, count(*) as count
                          from public.survey_responses r
                         where r.survey_id = s.id and r.submitted_at >= v_from and r.submitted_at < v_to
                           and (v_only is null or r.id in (select unnest(v_only)))
                         group by 1) d),
    'questions', items);
end
$$;
revoke execute on function public.survey_results(uuid, date, date, text, text) from public, anon;
grant execute on function public.survey_results(uuid, date, date, text, text) to authenticated, service_role;
comment on function public.survey_results(uuid, date, date, text, text) is 'A survey''s analytics figures, aggregated in SQL (staff).';
