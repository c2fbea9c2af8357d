-- app.survey_check_draft: stated once here (ADR 040). Refuses a draft that cannot be
-- published, naming the question (detail: its key) and what to fix. Called by
-- public.publish_survey. Conditions (ADR 060) are checked with ruleProblem's words
-- (plugins/surveys/conditions.ts): they may only depend on an earlier question, never on
-- themselves or in a loop, with a comparison and a value that question can meet. A file
-- question (ADR 073) allows at least one kind of file ('images', 'pdf', 'office') and files of
-- 1 to 10 MB (a whole number; 5 when not given), in questionProblem's words (builder.ts).
create or replace function app.survey_check_draft(p_draft jsonb) returns void
language plpgsql immutable
set search_path = ''
as $$
declare
  q jsonb;
  n integer := 0;
  answerable integer := 0;
  v_kind text;
  v_title text;
  v_key text;
  v_choices text[];
  v_rows text[];
  keys text[] := '{}';
  settings jsonb := coalesce(p_draft -> 'settings', '{}'::jsonb);
  label text;
  v_of text;
  v_rule jsonb;
  v_at integer;
  v_next integer;
  v_path integer[];
  v_target jsonb;
  v_tkind text;
  v_ops text[];
  v_op text;
  v_value text;
  v_bad boolean;
begin
  if jsonb_typeof(p_draft -> 'questions') is distinct from 'array' then
    raise exception 'The survey has no questions yet' using errcode = '22023', detail = 'questions';
  end if;
  for q in select value from jsonb_array_elements(p_draft -> 'questions') loop
    n := n + 1;
    v_kind := q ->> 'kind';
    v_title := btrim(coalesce(q ->> 'title', ''));
    v_key := coalesce(q ->> 'key', '');
    label := 'Question ' || n || case when v_title <> '' then ' (“' || left(v_title, 60) || '”)' else '' end;
    if v_key !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' or v_key = any (keys) then
      raise exception '% has no id of its own; reload the builder', label using errcode = '22023', detail = 'questions';
    end if;
    keys := keys || v_key;
    if v_kind is null or v_kind not in ('short_text', 'long_text', 'single_choice', 'multiple_choice', 'dropdown',
        'rating', 'nps', 'number', 'date', 'matrix', 'section', 'file_upload') then
      raise exception '% has an unknown type', label using errcode = '22023', detail = v_key;
    end if;
    if v_title = '' then
      raise exception 'Question % needs a title', n using errcode = '22023', detail = v_key;
    end if;
    if length(v_title) > 500 then
      raise exception '% has a title longer than 500 characters', label using errcode = '22023', detail = v_key;
    end if;
    if length(coalesce(q ->> 'help', '')) > 1000 then
      raise exception '% has help text longer than 1,000 characters', label using errcode = '22023', detail = v_key;
    end if;
    if v_kind <> 'section' then
      answerable := answerable + 1;
    end if;
    select coalesce(array_agg(btrim(c)) filter (where btrim(c) <> ''), '{}') into v_choices
      from jsonb_array_elements_text(case when jsonb_typeof(q -> 'choices') = 'array' then q -> 'choices' else '[]' end) c;
    select coalesce(array_agg(btrim(c)) filter (where btrim(c) <> ''), '{}') into v_rows
      from jsonb_array_elements_text(case when jsonb_typeof(q -> 'rows') = 'array' then q -> 'rows' else '[]' end) c;
    if v_kind in ('single_choice', 'multiple_choice', 'dropdown', 'matrix') then
      if cardinality(v_choices) < 2 then
        raise exception '% needs at least two %', label,
          case when v_kind = 'matrix' then 'scale columns' else 'choices' end using errcode = '22023', detail = v_key;
      end if;
      if cardinality(v_choices) <> (select count(distinct lower(c)) from unnest(v_choices) c) then
        raise exception '% has the same % twice', label,
          case when v_kind = 'matrix' then 'column' else 'choice' end using errcode = '22023', detail = v_key;
      end if;
    end if;
    if v_kind = 'matrix' then
      if cardinality(v_rows) < 1 then
        raise exception '% needs at least one row', label using errcode = '22023', detail = v_key;
      end if;
      if cardinality(v_rows) <> (select count(distinct lower(r)) from unnest(v_rows) r) then
        raise exception '% has the same row twice', label using errcode = '22023', detail = v_key;
      end if;
    end if;
    if v_kind = 'number' and jsonb_typeof(q -> 'min') = 'number' and jsonb_typeof(q -> 'max') = 'number'
       and (q ->> 'min')::numeric > (q ->> 'max')::numeric then
      raise exception '% has a minimum above its maximum', label using errcode = '22023', detail = v_key;
    end if;
    if v_kind = 'rating' and jsonb_typeof(q -> 'max') = 'number'
       and ((q ->> 'max')::numeric not between 3 and 10 or (q ->> 'max')::numeric <> trunc((q ->> 'max')::numeric)) then
      raise exception '% must have between 3 and 10 stars', label using errcode = '22023', detail = v_key;
    end if;
    if v_kind = 'file_upload' then
      if jsonb_typeof(q -> 'file_types') is distinct from 'array' or jsonb_array_length(q -> 'file_types') = 0 then
        raise exception '% needs at least one allowed kind of file', label using errcode = '22023', detail = v_key;
      end if;
      if exists (select 1 from jsonb_array_elements(q -> 'file_types') t
                  where jsonb_typeof(t) <> 'string' or (t #>> '{}') not in ('images', 'pdf', 'office')) then
        raise exception '% allows an unknown kind of file', label using errcode = '22023', detail = v_key;
      end if;
      if q ? 'max_mb' and jsonb_typeof(q -> 'max_mb') <> 'null'
         and (jsonb_typeof(q -> 'max_mb') <> 'number' or (q ->> 'max_mb')::numeric not between 1 and 10
              or (q ->> 'max_mb')::numeric <> trunc((q ->> 'max_mb')::numeric)) then
        raise exception '% must allow files of 1 to 10 MB (a whole number)', label using errcode = '22023', detail = v_key;
      end if;
    end if;
  end loop;
  -- Conditions: the same order of checks as ruleProblem (conditions.ts).
  n := 0;
  for q in select value from jsonb_array_elements(p_draft -> 'questions') loop
    n := n + 1;
    v_rule := q -> 'show_if';
    continue when v_rule is null or jsonb_typeof(v_rule) = 'null';
    v_title := btrim(coalesce(q ->> 'title', ''));
    v_key := q ->> 'key';
    v_of := 'The condition of Question ' || n
      || case when v_title <> '' then ' (“' || left(v_title, 60) || '”)' else '' end;
    if jsonb_typeof(v_rule) <> 'object' then
      raise exception '% has an unknown comparison', v_of using errcode = '22023', detail = v_key;
    end if;
    v_at := array_position(keys, v_rule ->> 'question');
    if v_at is null then
      raise exception '% refers to a question that is no longer in the survey', v_of using errcode = '22023', detail = v_key;
    end if;
    -- Follow the chain of conditions: coming back here is a loop.
    v_path := array[n];
    v_next := v_at;
    while v_next is not null loop
      v_path := v_path || v_next;
      if v_next = n then
        raise exception '% forms a loop (%): a condition can only depend on an earlier question', v_of,
          (select string_agg('Question ' || x, ' → ' order by o) from unnest(v_path) with ordinality u(x, o))
          using errcode = '22023', detail = v_key;
      end if;
      exit when v_next = any (v_path[1:cardinality(v_path) - 1]);
      v_target := p_draft -> 'questions' -> (v_next - 1) -> 'show_if';
      v_next := case when jsonb_typeof(v_target) = 'object' then array_position(keys, v_target ->> 'question') end;
    end loop;
    if v_at > n then
      raise exception '% depends on Question %, which comes after it: a condition can only depend on an earlier question',
        v_of, v_at using errcode = '22023', detail = v_key;
    end if;
    v_target := p_draft -> 'questions' -> (v_at - 1);
    v_tkind := v_target ->> 'kind';
    v_ops := case
      when v_tkind in ('short_text', 'long_text') then array['equals', 'contains']
      when v_tkind in ('single_choice', 'dropdown') then array['equals']
      when v_tkind = 'multiple_choice' then array['contains']
      when v_tkind in ('rating', 'nps', 'number', 'date') then array['equals', 'greater_than', 'less_than']
      else '{}'::text[] end;
    if cardinality(v_ops) = 0 then
      raise exception '% must depend on a question with an answer (not a section break or a matrix)', v_of
        using errcode = '22023', detail = v_key;
    end if;
    v_op := v_rule ->> 'op';
    if v_op is null or v_op not in ('equals', 'contains', 'greater_than', 'less_than') then
      raise exception '% has an unknown comparison', v_of using errcode = '22023', detail = v_key;
    end if;
    if not (v_op = any (v_ops)) then
      raise exception '% cannot use “%” with Question %: choose another comparison', v_of,
        case v_op when 'equals' then 'is' when 'contains' then 'contains' when 'less_than' then 'is less than'
          else 'is greater than' end, v_at
        using errcode = '22023', detail = v_key;
    end if;
    if v_tkind in ('rating', 'nps', 'number') then
      if jsonb_typeof(v_rule -> 'value') is distinct from 'number' then
        raise exception '% needs a number to compare with', v_of using errcode = '22023', detail = v_key;
      end if;
      continue;
    end if;
    v_value := case when jsonb_typeof(v_rule -> 'value') = 'string' then btrim(v_rule ->> 'value') end;
    if v_value is null or v_value = '' then
      raise exception '% needs a value to compare with', v_of using errcode = '22023', detail = v_key;
    end if;
    if v_tkind = 'date' then
      v_bad := v_value !~ '^\d{4}-\d{2}-\d{2}$';
      if not v_bad then
        begin
          v_bad := to_char(make_date(left(v_value, 4)::integer, substr(v_value, 6, 2)::integer,
                                     right(v_value, 2)::integer), 'YYYY-MM-DD') <> v_value;
        exception when others then
          v_bad := true;
        end;
      end if;
      if v_bad then
        raise exception '% needs a date to compare with', v_of using errcode = '22023', detail = v_key;
      end if;
    end if;
    if v_tkind in ('single_choice', 'dropdown', 'multiple_choice') and not exists (
        select 1 from jsonb_array_elements_text(case when jsonb_typeof(v_target -> 'choices') = 'array'
                                                     then v_target -> 'choices' else '[]' end) c
         where lower(btrim(c)) = lower(v_value)) then
      raise exception '% asks for “%”, which is not a choice of Question %', v_of, left(v_value, 60), v_at
        using errcode = '22023', detail = v_key;
    end if;
  end loop;
  if answerable = 0 then
    raise exception 'Add at least one question before publishing' using errcode = '22023', detail = 'questions';
  end if;
  if coalesce((settings ->> 'anonymous')::boolean, true) and coalesce((settings ->> 'one_per_person')::boolean, false) then
    raise exception 'One response per person needs identified respondents: turn off "Anonymous"'
      using errcode = '22023', detail = 'one_per_person';
  end if;
  if nullif(settings ->> 'opens_at', '') is not null and nullif(settings ->> 'closes_at', '') is not null
     and (settings ->> 'opens_at')::timestamptz >= (settings ->> 'closes_at')::timestamptz then
    raise exception 'The survey must close after it opens' using errcode = '22023', detail = 'closes_at';
  end if;
  if jsonb_typeof(settings -> 'response_limit') = 'number' and (settings ->> 'response_limit')::numeric < 1 then
    raise exception 'The response limit must be at least 1' using errcode = '22023', detail = 'response_limit';
  end if;
  if length(coalesce(settings ->> 'thank_you', '')) > 2000 then
    raise exception 'The thank-you message is longer than 2,000 characters' using errcode = '22023', detail = 'thank_you';
  end if;
  if nullif(btrim(coalesce(settings ->> 'redirect_url', '')), '') is not null
     and not (btrim(settings ->> 'redirect_url') ~ '^https?://[^[:space:]/?#]+[^[:space:]]*$'
              and length(btrim(settings ->> 'redirect_url')) <= 2000) then
    raise exception 'The address to send respondents to must be a web address starting with https:// (or http://)'
      using errcode = '22023', detail = 'redirect_url';
  end if;
end
$$;
revoke execute on function app.survey_check_draft(jsonb) from public, anon, authenticated;
