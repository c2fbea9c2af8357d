-- Sample rows for plugins/surveys/ (npm run db:permissions): a published survey with one question,
-- one response and its answer, so every cell has rows to try. Written as the table owner.
insert into public.surveys (id, title, purpose, status, version, draft, draft_changed, published_at)
values ('00000000-0000-4000-8000-0000000005a1', 'Sample survey', 'feedback', 'published', 1,
        '{"questions": [{"key": "00000000-0000-4000-8000-0000000005a2", "kind": "nps", "title": "Recommend us?"}]}',
        false, now());
insert into public.survey_questions (id, survey_id, version, key, position, kind, title)
values ('00000000-0000-4000-8000-0000000005a3', '00000000-0000-4000-8000-0000000005a1', 1,
        '00000000-0000-4000-8000-0000000005a2', 0, 'nps', 'Recommend us?');
insert into public.survey_responses (id, survey_id, version)
values ('00000000-0000-4000-8000-0000000005a4', '00000000-0000-4000-8000-0000000005a1', 1);
insert into public.survey_answers (response_id, question_id, value)
values ('00000000-0000-4000-8000-0000000005a4', '00000000-0000-4000-8000-0000000005a3', '9');
