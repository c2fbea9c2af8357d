-- public.survey_responses_csv: stated once here (ADR 040). Every response of a survey as CSV (staff), written
-- from public.survey_responses_table — the Excel workbook's source too, so the two exports cannot disagree
-- (ADR 071): Submitted (company time, to the minute), Version, E-mail, then one column per question of the
-- current version (older versions' answers by the question's key), quoted. Choices are joined with "; ", a
-- matrix as "row: column; …"; text that starts like a formula (= + - @, tab, carriage return) gets a leading
-- ' so a spreadsheet shows it instead of running it.
create or replace function public.survey_responses_csv(p_id uuid) returns text
language plpgsql stable security definer
set search_path = ''
as $$
declare
  t jsonb := public.survey_responses_table(p_id);
  out text;
begin
  select 'Submitted,Version,E-mail' || coalesce((
           select string_agg(',"' || replace(c ->> 'title', '"', '""') || '"', '' order by i)
             from jsonb_array_elements(t -> 'columns') with ordinality x(c, i) where i > 3), '')
         || E'\n'
         || coalesce((
           select string_agg(
                    replace(left(r ->> 0, 16), 'T', ' ') || ',' || (r ->> 1) || ','
                    || case when r ->> 2 ~ '^[=+@\t\r-]' then '"''' || replace(r ->> 2, '"', '""') || '"'
                            when r ->> 2 ~ '[",\r\n]' then '"' || replace(r ->> 2, '"', '""') || '"'
                            else coalesce(r ->> 2, '') end
                    || coalesce((
                      select string_agg(',"' || replace(case
                               when c is null or jsonb_typeof(c) = 'null' then ''
                               -- Text a spreadsheet would run as a formula is quoted with a leading apostrophe.
                               when jsonb_typeof(c) = 'string' and (c #>> '{}') ~ '^[=+@\t\r-]' then '''' || (c #>> '{}')
                               else c #>> '{}' end, '"', '""') || '"', '' order by j)
                        from jsonb_array_elements(r) with ordinality y(c, j) where j > 3), ''),
                    E'\n' order by i)
             from jsonb_array_elements(t -> 'rows') with ordinality z(r, i)), '')
    into out;
  return out || E'\n';
end
$$;
revoke execute on function public.survey_responses_csv(uuid) from public, anon;
grant execute on function public.survey_responses_csv(uuid) to authenticated, service_role;
