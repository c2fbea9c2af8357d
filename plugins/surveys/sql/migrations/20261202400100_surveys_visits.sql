-- Completion and drop-off per page (issue 26, ADR 066). Responses are stored only when
-- sent, so where respondents stopped needs a trace of the ones who did not send: the fill
-- page reports the furthest page each visit reached (survey_progress, by the same key the
-- page later submits with), and survey_drop_off counts per page who reached it and who
-- stopped there. A visit row holds no answers and no address.
create table public.survey_visits (
  survey_id uuid not null references public.surveys (id) on delete cascade,
  -- The page's idempotency key: the response sent at the end carries the same one.
  key uuid not null,
  version integer not null,
  -- The furthest page reached, 0-based, counting every page of the version (shown or not).
  furthest integer not null check (furthest >= 0),
  started_at timestamptz not null default now(),
  seen_at timestamptz not null default now(),
  primary key (survey_id, key)
);
comment on table public.survey_visits is
  'How far each visit to a survey got (written only by survey_progress; ADR 066).';
create index survey_visits_version_idx on public.survey_visits (survey_id, version, started_at);

alter table public.survey_visits enable row level security;
revoke all on public.survey_visits from anon, authenticated;
grant select on public.survey_visits to authenticated;
grant all on public.survey_visits to service_role;
create policy survey_visits_staff_read on public.survey_visits for select to authenticated
  using (app.has_role('staff') and app.module_enabled('feedback'));
create policy survey_visits_service on public.survey_visits for all to service_role using (true) with check (true);

-- Throttle for new visits (per client address per hour), like submissions'. Not exposed.
create table app.survey_visit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  address text not null
);
create index survey_visit_log_address_idx on app.survey_visit_log (address, at);
revoke all on app.survey_visit_log from public, anon, authenticated, service_role;

select app.add_not_nan_checks();
