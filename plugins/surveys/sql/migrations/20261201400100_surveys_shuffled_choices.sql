-- Randomised options (issue 26, ADR 060): a choice question (single, multiple, dropdown) of a
-- published version may show its choices in an order of its own to each respondent, so the
-- first choice is not favoured for being first. The order is the page's (seeded by the
-- response's idempotency key, the same after a reload); answers and results are by choice
-- text, so nothing else changes. Written only by publish_survey.
alter table public.survey_questions add column shuffle boolean not null default false;
comment on column public.survey_questions.shuffle is
  'Choices shown in a random order per respondent (choice questions only; ADR 060).';

select app.add_not_nan_checks();
