-- File-upload questions (issue 26, ADR 073): a new kind of survey question. A new enum value cannot be used in
-- the transaction that adds it, and every migration runs in a transaction of its own, so it is added here alone
-- and used from 20261203000510_surveys_file_uploads.sql and the repeatables (applied after every migration) on.
alter type public.survey_question_kind add value if not exists 'file_upload';
