-- public.survey_progress: stated once here (ADR 040, ADR 066). The fill page says a visit
-- (its idempotency key) has reached a page (0-based, of every page of the version); the
-- furthest page is kept for survey_drop_off. Only for open surveys and pages that exist;
-- anything else, and new visits past 120 an hour from one address, is quietly not recorded
-- (a trace, not an answer: the respondent is never stopped by it).
create or replace function public.survey_progress(p_survey_id uuid, p_key uuid, p_page integer)
returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_version integer;
  v_address text := coalesce(app.request_address(), 'unknown');
begin
  if p_survey_id is null or p_key is null or p_page is null or p_page < 0
     or app.survey_state(p_survey_id) <> 'open' then
    return;
  end if;
  select s.version into v_version from public.surveys s where s.id = p_survey_id;
  if not exists (select 1 from app.survey_pages(p_survey_id, v_version) p where p.page = p_page) then
    return;
  end if;
  update public.survey_visits v
     set furthest = case when v.version = v_version then greatest(v.furthest, p_page) else p_page end,
         version = v_version, seen_at = now()
   where v.survey_id = p_survey_id and v.key = p_key;
  if found then
    return;
  end if;
  if (select count(*) from app.survey_visit_log l
       where l.address = v_address and l.at > now() - interval '1 hour') >= 120 then
    return;
  end if;
  insert into public.survey_visits (survey_id, key, version, furthest)
  values (p_survey_id, p_key, v_version, p_page)
  on conflict (survey_id, key) do update set furthest = greatest(public.survey_visits.furthest, excluded.furthest);
  insert into app.survey_visit_log (address) values (v_address);
  delete from app.survey_visit_log l where l.at < now() - interval '1 day';
end
$$;
revoke execute on function public.survey_progress(uuid, uuid, integer) from public;
grant execute on function public.survey_progress(uuid, uuid, integer) to anon, authenticated, service_role;
