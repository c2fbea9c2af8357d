-- Conditional logic (issue 26, ADR 060): a question or a section of a published version
-- may carry a condition, {"question": <key of an earlier question>, "op": "equals" |
-- "contains" | "greater_than", "value": text or number}, and is shown only when the
-- respondent's answer to that earlier question meets it. Written only by publish_survey
-- after app.survey_check_draft has refused conditions that point forward, form a loop or
-- cannot be met; submit_survey_response works out what was shown and refuses answers to
-- hidden questions (required questions that are hidden are not required).
alter table public.survey_questions add column show_if jsonb
  constraint survey_questions_show_if_shape check (
    show_if is null or (
      jsonb_typeof(show_if) = 'object'
      and jsonb_typeof(show_if -> 'question') = 'string'
      and show_if ->> 'op' in ('equals', 'contains', 'greater_than')
      and jsonb_typeof(show_if -> 'value') in ('string', 'number')));
comment on column public.survey_questions.show_if is
  'Shown only if the answer to an earlier question (by key) meets this condition (ADR 060); null: always shown.';

-- Every numeric column keeps its NaN check (ADR 033); none is added here, the call stays the rule.
select app.add_not_nan_checks();
