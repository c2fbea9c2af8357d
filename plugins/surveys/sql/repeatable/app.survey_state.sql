-- app.survey_state: stated once here (ADR 040). Whether a survey takes responses now:
-- 'open', 'unknown' (no such survey, or the feedback module is off), 'unpublished',
-- 'closed', 'not_open' (before its opening date) or 'full' (its response limit reached).
create or replace function app.survey_state(p_id uuid) returns text
language sql stable security definer
set search_path = ''
as $$
  select case
    when s.id is null or not app.module_enabled('feedback') then 'unknown'
    when s.version = 0 or s.status = 'draft' then 'unpublished'
    when s.status = 'closed' or (s.closes_at is not null and s.closes_at <= now()) then 'closed'
    when s.opens_at is not null and s.opens_at > now() then 'not_open'
    when s.response_limit is not null
         and (select count(*) from public.survey_responses r where r.survey_id = s.id) >= s.response_limit then 'full'
    else 'open'
  end
  from (select 1) one
  left join public.surveys s on s.id = p_id
$$;
revoke execute on function app.survey_state(uuid) from public, anon, authenticated;
