-- Surveys (plugins/surveys/): the one survey store (ADR 007, ADR 052). A survey is
-- built as a draft document (surveys.draft: settings and questions, autosaved by
-- the builder) and published with public.publish_survey, which turns the draft into
-- question rows of a version. A published version that has responses is never
-- changed: publishing again makes version + 1, and old responses keep the questions
-- they answered (survey_questions rows of their version).
--
-- Who may do what (RLS below; module switch `feedback` on every policy):
-- - staff, admin and superadmin read surveys, questions, responses and answers,
--   create surveys and edit their drafts; deleting a survey or a response needs admin;
-- - visitors (anon) and shop customers read no table: they read a published survey
--   through public.public_survey and answer through public.submit_survey_response;
-- - question rows and responses are written only by those RPCs (no insert grant).

create type public.survey_status as enum ('draft', 'published', 'closed');

create table public.surveys (
  id uuid primary key default gen_random_uuid(),
  title text not null constraint surveys_title_length check (length(btrim(title)) between 1 and 200),
  description text constraint surveys_description_length check (description is null or length(description) <= 2000),
  -- What it is for: the feedback plugin lists purpose 'feedback' (ADR 007).
  purpose text not null default 'general' constraint surveys_purpose_known check (
    purpose in ('general', 'feedback', 'training-evaluation', 'safety-perception', 'health')),
  status public.survey_status not null default 'draft',
  -- The published version respondents answer (0: never published).
  version integer not null default 0 check (version >= 0),
  -- Settings (the published ones; the draft document holds the ones being edited).
  anonymous boolean not null default true,
  one_per_person boolean not null default false,
  constraint surveys_one_per_person_identified check (not (anonymous and one_per_person)),
  opens_at timestamptz,
  closes_at timestamptz,
  constraint surveys_dates_ordered check (opens_at is null or closes_at is null or opens_at < closes_at),
  response_limit integer constraint surveys_response_limit_positive check (response_limit is null or response_limit > 0),
  thank_you text constraint surveys_thank_you_length check (thank_you is null or length(thank_you) <= 2000),
  -- What the builder edits: {"title", "description", "purpose", "settings": {...}, "questions": [...]}.
  draft jsonb not null default '{"questions": []}'::jsonb
    constraint surveys_draft_shape check (jsonb_typeof(draft) = 'object' and jsonb_typeof(draft -> 'questions') = 'array'),
  -- The draft differs from the published version (the builder's "Publish changes").
  draft_changed boolean not null default true,
  published_at timestamptz,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid() references auth.users (id) on delete set null
);
comment on table public.surveys is
  'Surveys (plugins/surveys, module feedback). Staff read/write, admins delete; visitors through public_survey / submit_survey_response.';
create index surveys_status_idx on public.surveys (status, updated_at desc);
create index surveys_purpose_idx on public.surveys (purpose, updated_at desc);

create type public.survey_question_kind as enum (
  'short_text', 'long_text', 'single_choice', 'multiple_choice', 'dropdown',
  'rating', 'nps', 'number', 'date', 'matrix', 'section'
);

-- The questions of one published version of a survey. `key` is the builder's id of
-- the question: it stays the same across versions (analytics adds versions up by it).
create table public.survey_questions (
  id uuid primary key default gen_random_uuid(),
  survey_id uuid not null references public.surveys (id) on delete cascade,
  version integer not null check (version > 0),
  key uuid not null,
  position integer not null check (position >= 0),
  kind public.survey_question_kind not null,
  title text not null constraint survey_questions_title_length check (length(btrim(title)) between 1 and 500),
  help text constraint survey_questions_help_length check (help is null or length(help) <= 1000),
  required boolean not null default false,
  -- Choices (single, multiple, dropdown) or the scale's columns (matrix).
  choices text[] not null default '{}',
  -- A matrix's rows.
  rows text[] not null default '{}',
  -- number: the range (either may be null); rating: min 1, max the stars (3–10).
  min_value numeric,
  max_value numeric,
  constraint survey_questions_range check (min_value is null or max_value is null or min_value <= max_value),
  constraint survey_questions_key_once unique (survey_id, version, key),
  constraint survey_questions_position_once unique (survey_id, version, position)
);
comment on table public.survey_questions is
  'Questions of each published survey version (written only by publish_survey).';

create table public.survey_responses (
  id uuid primary key default gen_random_uuid(),
  survey_id uuid not null references public.surveys (id) on delete cascade,
  version integer not null,
  -- Identified surveys: the signed-in respondent and/or the e-mail they gave.
  respondent_id uuid references auth.users (id) on delete set null,
  respondent_email text,
  -- The page's key for one submission: a retried or double submit stores one response.
  idempotency_key uuid,
  submitted_at timestamptz not null default now(),
  constraint survey_responses_idempotent unique (survey_id, idempotency_key)
);
comment on table public.survey_responses is 'Responses to surveys (written only by submit_survey_response).';
create index survey_responses_survey_idx on public.survey_responses (survey_id, submitted_at);
-- One response per person (a setting) is checked by submit_survey_response under the survey's row lock.
create index survey_responses_respondent_idx on public.survey_responses (survey_id, respondent_id)
  where respondent_id is not null;
create index survey_responses_email_idx on public.survey_responses (survey_id, lower(respondent_email))
  where respondent_email is not null;

create table public.survey_answers (
  response_id uuid not null references public.survey_responses (id) on delete cascade,
  question_id uuid not null references public.survey_questions (id) on delete cascade,
  -- The answer as checked by submit_survey_response: a string, a number, an array of
  -- choices or a matrix object {row: column}.
  value jsonb not null,
  primary key (response_id, question_id)
);
comment on table public.survey_answers is 'One answer per question of a response.';
create index survey_answers_question_idx on public.survey_answers (question_id);

-- Throttle for visitors' submissions (per client address per hour). Not exposed.
create table app.survey_submission_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  address text not null
);
create index survey_submission_log_address_idx on app.survey_submission_log (address, at);
revoke all on app.survey_submission_log from public, anon, authenticated, service_role;

create trigger surveys_stamp before insert or update on public.surveys
  for each row execute function app.stamp_row();

-- ---------------------------------------------------------------- row-level security

alter table public.surveys enable row level security;
alter table public.survey_questions enable row level security;
alter table public.survey_responses enable row level security;
alter table public.survey_answers enable row level security;
revoke all on public.surveys, public.survey_questions, public.survey_responses, public.survey_answers
  from anon, authenticated;
grant select, insert, update, delete on public.surveys to authenticated;
grant select on public.survey_questions, public.survey_answers to authenticated;
grant select, delete on public.survey_responses to authenticated;
grant all on public.surveys, public.survey_questions, public.survey_responses, public.survey_answers to service_role;

create policy surveys_staff_read on public.surveys for select to authenticated
  using (app.has_role('staff') and app.module_enabled('feedback'));
create policy surveys_staff_insert on public.surveys for insert to authenticated
  with check (app.has_role('staff') and app.module_enabled('feedback') and status = 'draft' and version = 0);
create policy surveys_staff_update on public.surveys for update to authenticated
  using (app.has_role('staff') and app.module_enabled('feedback'))
  with check (app.has_role('staff') and app.module_enabled('feedback'));
create policy surveys_admin_delete on public.surveys for delete to authenticated
  using (app.has_role('admin') and app.module_enabled('feedback'));
create policy surveys_service on public.surveys for all to service_role using (true) with check (true);

create policy survey_questions_staff_read on public.survey_questions for select to authenticated
  using (app.has_role('staff') and app.module_enabled('feedback'));
create policy survey_questions_service on public.survey_questions for all to service_role using (true) with check (true);

create policy survey_responses_staff_read on public.survey_responses for select to authenticated
  using (app.has_role('staff') and app.module_enabled('feedback'));
create policy survey_responses_admin_delete on public.survey_responses for delete to authenticated
  using (app.has_role('admin') and app.module_enabled('feedback'));
create policy survey_responses_service on public.survey_responses for all to service_role using (true) with check (true);

create policy survey_answers_staff_read on public.survey_answers for select to authenticated
  using (app.has_role('staff') and app.module_enabled('feedback'));
create policy survey_answers_service on public.survey_answers for all to service_role using (true) with check (true);

-- Published settings and status change only through the RPCs: staff edit the draft.
create function app.surveys_guard() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_setting('app.surveys_rpc', true) = 'on' or auth.role() = 'service_role' or auth.uid() is null then
    return new;
  end if;
  if new.status is distinct from old.status or new.version is distinct from old.version
     or new.anonymous is distinct from old.anonymous or new.one_per_person is distinct from old.one_per_person
     or new.opens_at is distinct from old.opens_at or new.closes_at is distinct from old.closes_at
     or new.response_limit is distinct from old.response_limit or new.thank_you is distinct from old.thank_you
     or new.published_at is distinct from old.published_at then
    raise exception 'Publish or close the survey to change what respondents see'
      using errcode = '42501';
  end if;
  new.draft_changed := new.draft_changed or new.draft is distinct from old.draft;
  return new;
end
$$;
revoke execute on function app.surveys_guard() from public, anon, authenticated;
create trigger surveys_guard before update on public.surveys
  for each row execute function app.surveys_guard();

alter publication supabase_realtime add table public.survey_responses;

-- Every numeric column gets its <table>_<column>_not_nan check, as all others have (ADR 033).
select app.add_not_nan_checks();
