-- app.survey_tallies_statement: stated once here (ADR 040; created by 20261203000000_surveys_answer_tallies,
-- ADR 070). The one statement that adds a set of answers to the tallies (sign 1) or takes them off
-- (sign -1). `source` is a query giving (response_id, question_id, value, sign); what is counted is
-- app.survey_tallies_counts (shared with survey_results' cross-tab, ADR 071). Rows are written in key
-- order, so two submissions to one survey never wait on each other crosswise. Taking off never adds a row;
-- a count that reaches 0 keeps its row (it adds nothing to any sum). Answers whose response or question is
-- gone count nothing: app.survey_tallies_forget_response took a deleted response off first, and a deleted
-- survey takes its tallies with it.
create or replace function app.survey_tallies_statement(source text) returns text
language sql immutable
set search_path = ''
as $f$
  select format($q$
    with d as (%s),
    added as (
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
  $q$, app.survey_tallies_counts(source));
$f$;
revoke execute on function app.survey_tallies_statement(text) from public, anon, authenticated, service_role;
