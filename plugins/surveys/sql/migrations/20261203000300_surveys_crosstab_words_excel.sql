-- Survey cross-tabs (issue 26, ADR 071): survey_results takes an optional filter — only the responses whose
-- answer to a choice question is one option — as two more arguments with defaults. PostgREST picks an RPC
-- overload by its argument names, so the old three-argument signature goes: one function answers both the
-- old calls and the new ones. The new text is in sql/repeatable/public.survey_results.sql (ADR 040).
-- A fresh database gets the function only from the repeatable, after every migration: hence "if exists".
drop function if exists public.survey_results(uuid, date, date);
