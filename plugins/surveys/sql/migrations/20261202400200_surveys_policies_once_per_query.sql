-- The survey tables' row-level security asks "staff? module on?" once per query, not once
-- per row (issue 26, ADR 066; as ADR 015 and ADR 020 do): bench:surveys found counting
-- 2,000 responses as staff took 0.7 s with the functions called for every row, which
-- would be half a minute at 100,000. Wrapped in a sub-select, each call is an init plan
-- evaluated once. Same rules, same roles; only the form changes.
drop policy surveys_staff_read on public.surveys;
drop policy surveys_staff_insert on public.surveys;
drop policy surveys_staff_update on public.surveys;
drop policy surveys_admin_delete on public.surveys;
create policy surveys_staff_read on public.surveys for select to authenticated
  using ((select app.has_role('staff')) and (select app.module_enabled('feedback')));
create policy surveys_staff_insert on public.surveys for insert to authenticated
  with check ((select app.has_role('staff')) and (select app.module_enabled('feedback'))
              and status = 'draft' and version = 0);
create policy surveys_staff_update on public.surveys for update to authenticated
  using ((select app.has_role('staff')) and (select app.module_enabled('feedback')))
  with check ((select app.has_role('staff')) and (select app.module_enabled('feedback')));
create policy surveys_admin_delete on public.surveys for delete to authenticated
  using ((select app.has_role('admin')) and (select app.module_enabled('feedback')));

drop policy survey_questions_staff_read on public.survey_questions;
create policy survey_questions_staff_read on public.survey_questions for select to authenticated
  using ((select app.has_role('staff')) and (select app.module_enabled('feedback')));

drop policy survey_responses_staff_read on public.survey_responses;
drop policy survey_responses_admin_delete on public.survey_responses;
create policy survey_responses_staff_read on public.survey_responses for select to authenticated
  using ((select app.has_role('staff')) and (select app.module_enabled('feedback')));
create policy survey_responses_admin_delete on public.survey_responses for delete to authenticated
  using ((select app.has_role('admin')) and (select app.module_enabled('feedback')));

drop policy survey_answers_staff_read on public.survey_answers;
create policy survey_answers_staff_read on public.survey_answers for select to authenticated
  using ((select app.has_role('staff')) and (select app.module_enabled('feedback')));

drop policy survey_visits_staff_read on public.survey_visits;
create policy survey_visits_staff_read on public.survey_visits for select to authenticated
  using ((select app.has_role('staff')) and (select app.module_enabled('feedback')));
