-- Issue 26: "thank-you message and redirect". A published survey may send its respondents on to an address
-- of the firm's choosing after the thank-you (its own site, a booking page, a certificate download).
-- Like the other published settings it is set only by publish_survey from the draft's settings
-- (`redirect_url`), checked by app.survey_check_draft, and shown to respondents by public_survey.
alter table public.surveys
  add column redirect_url text
    constraint surveys_redirect_url_web check (
      redirect_url ~ '^https?://[^[:space:]/?#]+[^[:space:]]*$' and length(redirect_url) <= 2000);

comment on column public.surveys.redirect_url is
  'Published: where respondents are sent after the thank-you (http or https), or null to stay on it.';

-- The published settings guard of 20261129100000 (app.surveys_guard) names each column it keeps; this
-- one keeps the new column the same way instead of restating that function (ADR 040).
create function app.surveys_guard_redirect() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_setting('app.surveys_rpc', true) = 'on' or auth.role() = 'service_role' or auth.uid() is null then
    return new;
  end if;
  if new.redirect_url is distinct from old.redirect_url then
    raise exception 'Publish or close the survey to change what respondents see'
      using errcode = '42501';
  end if;
  return new;
end
$$;
revoke execute on function app.surveys_guard_redirect() from public, anon, authenticated;
create trigger surveys_guard_redirect before update of redirect_url on public.surveys
  for each row execute function app.surveys_guard_redirect();
