-- app.survey_pages: stated once here (ADR 066). The pages of a published version as the
-- fill page counts them (pagesOf in answers.ts): a section starts a page; questions before
-- the first section make a first page of their own. Page numbers are 0-based; the title is
-- the section's, or null for that first untitled page.
create or replace function app.survey_pages(p_survey_id uuid, p_version integer)
returns table (page integer, title text)
language sql stable security definer
set search_path = ''
as $$
  with items as (
    select q.kind, q.title, q.position,
           count(*) filter (where q.kind = 'section') over (order by q.position) as sections,
           first_value(q.kind) over (order by q.position) as first_kind
      from public.survey_questions q
     where q.survey_id = p_survey_id and q.version = p_version
  )
  select (sections - case when first_kind = 'section' then 1 else 0 end)::integer as page,
         max(title) filter (where kind = 'section') as title
    from items
   group by 1
   order by 1
$$;
revoke execute on function app.survey_pages(uuid, integer) from public, anon, authenticated;
