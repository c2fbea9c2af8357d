-- public.public_survey: stated once here (ADR 040). What a respondent's page needs
-- (anon may call it): {"state", "survey": {...} | null}. The published version's
-- questions are given only while the survey is open; otherwise the page shows why
-- it cannot be answered (state: see app.survey_state; 'closed' and 'not_open'
-- carry the dates). A file question (ADR 073) carries its kinds of file and largest size
-- in MB. `company` (name, logo, phone, e-mail, website) brands the page in every state; `redirect_url`
-- is where respondents go after the thank-you.
create or replace function public.public_survey(p_id uuid) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  s public.surveys;
  v_state text := app.survey_state(p_id);
  -- The firm's name, logo and contacts brand every state of the page (Settings → Company).
  v_company jsonb := (select jsonb_build_object('name', o.name, 'logo_path', o.logo_path, 'phone', o.phone,
                                                'email', o.email, 'website', o.website)
                        from public.organizations o where o.id = 1);
begin
  if v_state in ('unknown', 'unpublished') then
    return jsonb_build_object('state', v_state, 'survey', null, 'company', v_company);
  end if;
  select * into s from public.surveys where id = p_id;
  return jsonb_build_object(
    'state', v_state,
    'company', v_company,
    'survey', jsonb_build_object(
      'id', s.id,
      'title', s.title,
      'description', s.description,
      'version', s.version,
      'anonymous', s.anonymous,
      'one_per_person', s.one_per_person,
      'opens_at', s.opens_at,
      'closes_at', s.closes_at,
      'thank_you', s.thank_you,
      'redirect_url', s.redirect_url,
      'questions', case when v_state = 'open' then coalesce((
        select jsonb_agg(jsonb_build_object(
                 'id', q.id, 'key', q.key, 'kind', q.kind, 'title', q.title, 'help', q.help,
                 'required', q.required, 'choices', to_jsonb(q.choices), 'rows', to_jsonb(q.rows),
                 'min', q.min_value, 'max', q.max_value, 'show_if', q.show_if, 'shuffle', q.shuffle, 'other', q.allow_other,
                 'file_types', to_jsonb(q.file_types), 'max_mb', q.file_max_mb) order by q.position)
          from public.survey_questions q where q.survey_id = s.id and q.version = s.version), '[]'::jsonb)
        else '[]'::jsonb end));
end
$$;
revoke execute on function public.public_survey(uuid) from public;
grant execute on function public.public_survey(uuid) to anon, authenticated, service_role;
comment on function public.public_survey(uuid) is
  'A published survey for its respondents: state and, while open, the current version''s questions.';
