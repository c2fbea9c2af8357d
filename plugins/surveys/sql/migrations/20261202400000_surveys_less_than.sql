-- "is less than" joins the conditions (issue 26, ADR 066): a question or section may be
-- shown only if an earlier number, rating, NPS score or date is below a value. The
-- comparison itself is app.survey_rule_passes (repeatable) and conditions.ts; here only
-- the shape check of a published condition learns the new word.
alter table public.survey_questions drop constraint survey_questions_show_if_shape;
alter table public.survey_questions add constraint survey_questions_show_if_shape check (
  show_if is null or (
    jsonb_typeof(show_if) = 'object'
    and jsonb_typeof(show_if -> 'question') = 'string'
    and show_if ->> 'op' in ('equals', 'contains', 'greater_than', 'less_than')
    and jsonb_typeof(show_if -> 'value') in ('string', 'number')));
