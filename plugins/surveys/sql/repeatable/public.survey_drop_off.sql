-- public.survey_drop_off: stated once here (ADR 040, ADR 066). Completion and drop-off of
-- the current version (staff), from the visits the fill page reported (survey_progress)
-- that started in the company days p_from..p_to (either may be null): how many started,
-- how many sent their answers (a response with the visit's key), and per page how many
-- reached it (or passed it: a page hidden by a condition is skipped) and how many stopped
-- there without sending.
create or replace function public.survey_drop_off(p_id uuid, p_from date default null, p_to date default null)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  s public.surveys;
  v_tz text := coalesce((select o.timezone from public.organizations o where o.id = 1), 'Africa/Nairobi');
  v_from timestamptz := coalesce((p_from::timestamp at time zone v_tz), '-infinity');
  v_to timestamptz := coalesce(((p_to + 1)::timestamp at time zone v_tz), 'infinity');
begin
  if not (app.has_role('staff') and app.module_enabled('feedback')) then
    raise exception 'Only staff can read survey results' using errcode = '42501';
  end if;
  select * into s from public.surveys where id = p_id;
  if s.id is null then
    raise exception 'This survey does not exist (it may have been deleted)' using errcode = 'PT404';
  end if;
  return (
    -- One pass over the visits (each joined to its response by the page's key, at most one: the key is
    -- unique per survey), counted per furthest page and outcome; the pages are then summed from those few
    -- groups instead of from every visit once per page (bench:surveys, ADR 070).
    with v as (
      select vi.furthest, r.id is not null as done
        from public.survey_visits vi
        left join public.survey_responses r on r.survey_id = s.id and r.idempotency_key = vi.key
       where vi.survey_id = s.id and vi.version = s.version
         and vi.started_at >= v_from and vi.started_at < v_to
    ), g as (
      select v.furthest, v.done, count(*) as n from v group by 1, 2
    ), per_page as (
      select p.page, p.title,
             coalesce(sum(g.n) filter (where g.done or g.furthest >= p.page), 0) as reached,
             coalesce(sum(g.n) filter (where not g.done and g.furthest = p.page), 0) as stopped
        from app.survey_pages(s.id, s.version) p
        left join g on true
       group by p.page, p.title
    )
    select jsonb_build_object(
      'version', s.version,
      'started', (select coalesce(sum(g.n), 0) from g),
      'completed', (select coalesce(sum(g.n), 0) from g where g.done),
      'pages', coalesce((select jsonb_agg(jsonb_build_object(
                  'page', pp.page + 1, 'title', pp.title, 'reached', pp.reached, 'stopped', pp.stopped)
                  order by pp.page) from per_page pp), '[]'::jsonb))
  );
end
$$;
revoke execute on function public.survey_drop_off(uuid, date, date) from public, anon;
grant execute on function public.survey_drop_off(uuid, date, date) to authenticated, service_role;
