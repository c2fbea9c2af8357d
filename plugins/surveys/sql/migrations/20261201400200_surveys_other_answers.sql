-- "Other (please specify)" (issue 26, ADR 060): a single- or multiple-choice question of a
-- published version may take one answer of the respondent's own words besides its choices.
-- The answer stays text (a single choice's value, or one item of a multiple choice's array
-- that is not one of the choices, at most 200 characters); survey_results counts those
-- answers as "Other". Written only by publish_survey; checked by submit_survey_response.
alter table public.survey_questions add column allow_other boolean not null default false;
comment on column public.survey_questions.allow_other is
  'Single / multiple choice: also takes one answer in the respondent''s own words (ADR 060).';

select app.add_not_nan_checks();
