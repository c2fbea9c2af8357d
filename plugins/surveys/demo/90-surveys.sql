-- Demo surveys (server/demo/demo-sql.ts runs this once on a new demo database, as the owner):
-- one published client-satisfaction survey after an audit (with NPS) and twenty responses over
-- the last three weeks, so Analytics has something to show; and a training-evaluation draft.
-- Written as publish_survey would (version 1, question rows from the draft); every answer is
-- made up.
do $$
declare
  v_survey uuid := 'a11d1700-0000-4000-8000-000000000001';
  v_staff uuid := (select id from auth.users where email = 'staff@demo.safeworks.test');
  draft jsonb := jsonb_build_object('settings', jsonb_build_object(
      'anonymous', true, 'thank_you', 'Asante! Your answers help us improve our audits.'),
    'questions', jsonb_build_array(
      jsonb_build_object('key', 'a11d1700-0000-4000-8000-0000000000a1', 'kind', 'section', 'title', 'About the audit',
                         'help', 'Think of the most recent audit we carried out at your workplace.'),
      jsonb_build_object('key', 'a11d1700-0000-4000-8000-0000000000a2', 'kind', 'single_choice', 'required', true,
                         'title', 'Which audit did we carry out?',
                         'choices', jsonb_build_array('Safety and health', 'Fire safety', 'Environmental', 'Energy')),
      jsonb_build_object('key', 'a11d1700-0000-4000-8000-0000000000a3', 'kind', 'rating', 'required', true, 'max', 5,
                         'title', 'Overall, how satisfied are you with the audit?'),
      jsonb_build_object('key', 'a11d1700-0000-4000-8000-0000000000a4', 'kind', 'matrix', 'title', 'How was the audit team?',
                         'rows', jsonb_build_array('Knowledge', 'Punctuality', 'Clear report'),
                         'choices', jsonb_build_array('Poor', 'Fair', 'Good', 'Excellent')),
      jsonb_build_object('key', 'a11d1700-0000-4000-8000-0000000000a5', 'kind', 'section', 'title', 'Recommending us'),
      jsonb_build_object('key', 'a11d1700-0000-4000-8000-0000000000a6', 'kind', 'nps', 'required', true,
                         'title', 'How likely are you to recommend Safeworks to a colleague?'),
      jsonb_build_object('key', 'a11d1700-0000-4000-8000-0000000000a7', 'kind', 'long_text',
                         'title', 'What could we do better?')));
  texts text[] := array['Send the report a little sooner.', 'Very thorough, thank you.',
                        'The fire drill advice was practical.', 'More time on site next year, please.',
                        'Clear recommendations we could act on.'];
  i int;
  v_response uuid;
  q record;
begin
  -- A database migrated before this module (the SQL layout test's upgrade) has no survey store yet.
  if v_staff is null or to_regclass('public.surveys') is null then
    return;
  end if;
  insert into public.surveys (id, title, description, purpose, status, version, anonymous, thank_you, draft,
                              draft_changed, published_at, created_by, updated_by, created_at)
  values (v_survey, 'Client satisfaction after an audit',
          'Five minutes on how our audit went. Your answers are anonymous.', 'feedback', 'published', 1, true,
          'Asante! Your answers help us improve our audits.', draft, false, now() - interval '22 days',
          v_staff, v_staff, now() - interval '23 days');
  insert into public.survey_questions (survey_id, version, key, position, kind, title, help, required, choices, rows,
                                       min_value, max_value)
  select v_survey, 1, (x.q ->> 'key')::uuid, (x.o - 1)::int, (x.q ->> 'kind')::public.survey_question_kind,
         x.q ->> 'title', x.q ->> 'help', coalesce((x.q ->> 'required')::boolean, false),
         coalesce(array(select jsonb_array_elements_text(x.q -> 'choices')), '{}'),
         coalesce(array(select jsonb_array_elements_text(x.q -> 'rows')), '{}'),
         case when x.q ->> 'kind' = 'rating' then 1 end, case when x.q ->> 'kind' = 'rating' then 5 end
    from jsonb_array_elements(draft -> 'questions') with ordinality as x(q, o);

  for i in 1..20 loop
    insert into public.survey_responses (survey_id, version, submitted_at)
    values (v_survey, 1, now() - make_interval(days => 21 - i, hours => (i * 7) % 10))
    returning id into v_response;
    for q in select id, kind, key from public.survey_questions where survey_id = v_survey and kind <> 'section' loop
      insert into public.survey_answers (response_id, question_id, value)
      select v_response, q.id, v from (select case q.kind
        when 'single_choice' then to_jsonb((array['Safety and health', 'Fire safety', 'Environmental', 'Energy'])[1 + (i * 3) % 4])
        when 'rating' then to_jsonb(3 + (i % 3))
        when 'matrix' then jsonb_build_object('Knowledge', (array['Good', 'Excellent'])[1 + i % 2],
                                              'Punctuality', (array['Fair', 'Good', 'Excellent'])[1 + i % 3],
                                              'Clear report', (array['Good', 'Excellent', 'Fair', 'Good'])[1 + i % 4])
        when 'nps' then to_jsonb((array[10, 9, 8, 10, 6, 9, 7, 10, 9, 5])[1 + i % 10])
        when 'long_text' then case when i % 3 = 0 then to_jsonb(texts[1 + (i / 3) % 5]) end
      end as v) a where a.v is not null;
    end loop;
  end loop;

  insert into public.surveys (title, description, purpose, draft, created_by, updated_by)
  values ('Training evaluation: fire marshal course', 'How was the training? Tell us in three minutes.',
          'training-evaluation',
          jsonb_build_object('settings', jsonb_build_object('anonymous', true), 'questions', jsonb_build_array(
            jsonb_build_object('key', 'a11d1700-0000-4000-8000-0000000000b1', 'kind', 'rating', 'required', true,
                               'max', 5, 'title', 'How useful was the course for your work?'),
            jsonb_build_object('key', 'a11d1700-0000-4000-8000-0000000000b2', 'kind', 'multiple_choice',
                               'title', 'Which parts were most useful?',
                               'choices', jsonb_build_array('Fire science', 'Extinguisher drill', 'Evacuation plan')),
            jsonb_build_object('key', 'a11d1700-0000-4000-8000-0000000000b3', 'kind', 'long_text',
                               'title', 'Anything we should change?'))),
          v_staff, v_staff);
end
$$;
