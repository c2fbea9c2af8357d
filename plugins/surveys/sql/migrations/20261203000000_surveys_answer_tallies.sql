-- Survey figures kept as answers arrive (issue 26, ADR 070). survey_results read every answer of every
-- question on each call: with 100,000 responses (1.8 million answers) the analytics page took 10–20 s and
-- hit the 8 s statement timeout (bench:surveys). Now every answer also adds to `survey_answer_tallies`,
-- one row per survey, question key, company day and counted thing, in the same transaction, by
-- statement-level triggers on survey_answers (so a tally can never disagree with the answers: the trigger
-- and the answer commit together or not at all). survey_results sums at most a few rows per day instead of
-- reading the answers; only the newest 100 text answers are still read from the answers themselves.
--
-- What is counted, per answer (the question's kind decides):
--   answered  every answer                                  label ''
--   choice    each chosen option of a choice question       label = the option (or the respondent's
--             (an "Other" text is counted under its text,            "Other" text; survey_results adds
--              as the answers table stores it)                        those up as Other)
--   score     a rating, NPS or number answer                label = the number as stored, total = its value
--   cell      each row of a matrix answer                   label = the row, col = the chosen column
-- The day is the company day (Settings → Company's time zone) the response was submitted on. If the
-- firm later changes its time zone, `app.survey_rebuild_tallies()` counts everything again by the new days.

create table public.survey_answer_tallies (
  survey_id uuid not null references public.surveys (id) on delete cascade,
  question_key uuid not null,
  day date not null,
  kind text not null check (kind in ('answered', 'choice', 'score', 'cell')),
  label text not null default '',
  col text not null default '',
  n bigint not null check (n >= 0),
  total numeric not null default 0,
  primary key (survey_id, question_key, kind, label, col, day)
);
comment on table public.survey_answer_tallies is
  'Counts of survey answers per question key, company day and option/score/cell, kept by triggers on survey_answers (ADR 070). Staff read; nobody writes it directly.';

alter table public.survey_answer_tallies enable row level security;
revoke all on public.survey_answer_tallies from public, anon, authenticated, service_role;
grant select on public.survey_answer_tallies to authenticated, service_role;
create policy survey_answer_tallies_staff_read on public.survey_answer_tallies for select to authenticated
  using ((select app.has_role('staff')) and (select app.module_enabled('feedback')));
create policy survey_answer_tallies_service_read on public.survey_answer_tallies for select to service_role
  using (true);

-- The one statement that adds a set of answers to the tallies (sign 1) or takes them off (sign -1).
-- `source` is a query giving (response_id, question_id, value, sign): a trigger's transition table, which
-- only the trigger's own function can read, hence a statement text run there with EXECUTE. Rows are
-- written in key order, so two submissions to one survey never wait on each other crosswise. Taking off
-- never adds a row; a count that reaches 0 keeps its row (it adds nothing to any sum). Answers whose
-- response or question is gone count nothing: app.survey_tallies_forget_response took a deleted response
-- off first, and a deleted survey takes its tallies with it.
create function app.survey_tallies_statement(source text) returns text
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
    ), d as (
      select survey_id, key, day, kind, label, col, sum(sign)::bigint as n, sum(sign * value) as total
        from items
       group by 1, 2, 3, 4, 5, 6
    ), added as (
      insert into public.survey_answer_tallies as t (survey_id, question_key, day, kind, label, col, n, total)
      select survey_id, key, day, kind, label, col, n, total from d where n > 0
       order by survey_id, key, kind, label, col, day
      on conflict (survey_id, question_key, kind, label, col, day)
      do update set n = t.n + excluded.n, total = t.total + excluded.total
      returning 1
    )
    update public.survey_answer_tallies t
       set n = t.n + d.n, total = t.total + d.total
      from d
     where d.n < 0 and t.survey_id = d.survey_id and t.question_key = d.key and t.kind = d.kind
       and t.label = d.label and t.col = d.col and t.day = d.day
  $q$, source);
$f$;
revoke execute on function app.survey_tallies_statement(text) from public, anon, authenticated, service_role;

create function app.survey_tallies_follow() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  -- TG_OP decides which transition tables exist: INSERT (new_rows), DELETE (old_rows), UPDATE (both).
  execute app.survey_tallies_statement(case tg_op
    when 'INSERT' then 'select response_id, question_id, value, 1 as sign from new_rows'
    when 'DELETE' then 'select response_id, question_id, value, -1 as sign from old_rows'
    else 'select response_id, question_id, value, 1 as sign from new_rows
          union all select response_id, question_id, value, -1 from old_rows' end);
  return null;
end
$$;
revoke execute on function app.survey_tallies_follow() from public, anon, authenticated, service_role;

create trigger survey_answers_tallies_insert after insert on public.survey_answers
  referencing new table as new_rows for each statement execute function app.survey_tallies_follow();
create trigger survey_answers_tallies_update after update on public.survey_answers
  referencing old table as old_rows new table as new_rows for each statement execute function app.survey_tallies_follow();
create trigger survey_answers_tallies_delete after delete on public.survey_answers
  referencing old table as old_rows for each statement execute function app.survey_tallies_follow();

-- A response deleted on its own takes its answers off the tallies while it can still say which survey and
-- day they belong to (its answers go by cascade after it, when that is no longer known). When the whole
-- survey goes, its tallies go with it and there is nothing to take off.
create function app.survey_tallies_forget_response() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.surveys s where s.id = old.survey_id) then
    execute app.survey_tallies_statement(format(
      'select a.response_id, a.question_id, a.value, -1 as sign from public.survey_answers a where a.response_id = %L',
      old.id));
  end if;
  return old;
end
$$;
revoke execute on function app.survey_tallies_forget_response() from public, anon, authenticated, service_role;

create trigger survey_responses_tallies_forget before delete on public.survey_responses
  for each row execute function app.survey_tallies_forget_response();

-- Counts everything again from the answers (one survey, or all): after a change of the company's time
-- zone, or to prove the tallies right (tests compare the two).
create function app.survey_rebuild_tallies(p_survey_id uuid default null) returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  delete from public.survey_answer_tallies t where p_survey_id is null or t.survey_id = p_survey_id;
  execute app.survey_tallies_statement(format(
    'select a.response_id, a.question_id, a.value, 1 as sign
       from public.survey_answers a join public.survey_responses r on r.id = a.response_id
      where %L::uuid is null or r.survey_id = %L::uuid', p_survey_id, p_survey_id));
end
$$;
revoke execute on function app.survey_rebuild_tallies(uuid) from public, anon, authenticated, service_role;

-- What the answers hold so far.
select app.survey_rebuild_tallies();

select app.add_not_nan_checks();
