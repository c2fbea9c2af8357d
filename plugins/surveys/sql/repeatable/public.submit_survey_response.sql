-- public.submit_survey_response: stated once here (ADR 040). Stores one response
-- (anon may call it). The database checks everything; the page's checks are a
-- convenience:
-- - the survey takes responses (app.survey_state 'open'), else 400 with detail
--   'closed' / 'not_open' / 'full' / 'unpublished', 404 for an unknown survey;
-- - p_answers is an object {question id: value} over the published version's
--   questions: each value is checked against its question (required, type, choices,
--   range); detail names the question id. Unknown question ids are refused;
-- - a file answer (ADR 073) names an object of the bucket survey-uploads under
--   `<survey id>/<p_key>/`, within its question's size and types, that no other answer
--   names; it is stored as {path, name, size, type} with storage's size and type;
-- - conditions (ADR 060): what was shown is worked out from the top as the page does
--   (conditions.ts): a hidden section hides its questions, a condition looks at an
--   earlier shown answer (app.survey_rule_passes). A hidden question is not required and
--   an answer to it is refused;
-- - identified surveys need a signed-in respondent or an e-mail (detail 'email');
--   one response per person answers 409;
-- - p_key (the page's idempotency key): a retried submit answers the first
--   response again ("repeat": true) and stores nothing new;
-- - bots: a filled honeypot (p_website) gets a normal-looking answer and nothing is
--   stored; visitors are throttled per client address (PT429: HTTP 429).
-- Answers {"response_id", "thank_you", "repeat"}.
create or replace function public.submit_survey_response(
  p_survey_id uuid,
  p_answers jsonb,
  p_email text default null,
  p_key uuid default null,
  p_website text default null
) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  s public.surveys;
  v_state text;
  q public.survey_questions;
  v jsonb;
  v_type text;
  v_num numeric;
  v_text text;
  v_email text := nullif(lower(btrim(coalesce(p_email, ''))), '');
  v_user uuid := auth.uid();
  v_address text := coalesce(app.request_address(), 'unknown');
  v_response uuid;
  existing uuid;
  n_items integer;
  label text;
  known text[];
  k text;
  -- Conditions: the shown answers so far by question key, and whether the current section shows.
  v_shown jsonb := '{}'::jsonb;
  v_section_shown boolean := true;
  v_visible boolean;
  -- File answers (ADR 073): the object's storage metadata, and the files this submission already named.
  v_file jsonb;
  v_files text[] := '{}';
  v_mime text;
  v_nouns text[];
begin
  if nullif(btrim(coalesce(p_website, '')), '') is not null then
    return jsonb_build_object('response_id', gen_random_uuid(), 'thank_you', null, 'repeat', false);
  end if;
  -- One submission at a time per survey: the limit and one-per-person counts stay true.
  select * into s from public.surveys where id = p_survey_id for update;
  v_state := app.survey_state(p_survey_id);
  if v_state = 'unknown' then
    raise exception 'This survey does not exist. Check the link you were sent.' using errcode = 'PT404', detail = 'unknown';
  end if;

  if p_key is not null then
    select r.id into existing from public.survey_responses r where r.survey_id = s.id and r.idempotency_key = p_key;
    if existing is not null then
      return jsonb_build_object('response_id', existing, 'thank_you', s.thank_you, 'repeat', true);
    end if;
  end if;

  if v_state = 'unpublished' then
    raise exception 'This survey is not published yet' using errcode = '22023', detail = 'unpublished';
  elsif v_state = 'closed' then
    raise exception 'This survey is closed and no longer takes answers' using errcode = '22023', detail = 'closed';
  elsif v_state = 'not_open' then
    raise exception 'This survey opens on %', to_char(s.opens_at at time zone 'Africa/Nairobi', 'DD Mon YYYY HH24:MI')
      using errcode = '22023', detail = 'not_open';
  elsif v_state = 'full' then
    raise exception 'This survey has all the responses it needs. Thank you for your interest.'
      using errcode = '22023', detail = 'full';
  end if;

  if not app.has_role('staff') then
    if (select count(*) from app.survey_submission_log l
         where l.address = v_address and l.at > now() - interval '1 hour') >= 60 then
      raise exception 'Too many responses from your connection. Please try again in an hour.' using errcode = 'PT429';
    end if;
  end if;

  if s.anonymous then
    v_email := null;
    v_user := null;
  else
    if v_email is not null and (length(v_email) > 254 or v_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$') then
      raise exception 'Enter a valid e-mail address, like name@company.co.ke' using errcode = '22023', detail = 'email';
    end if;
    if v_user is null and v_email is null then
      raise exception 'Sign in or give your e-mail address: this survey is not anonymous' using errcode = '22023', detail = 'email';
    end if;
    if s.one_per_person and exists (
      select 1 from public.survey_responses r
       where r.survey_id = s.id
         and ((v_user is not null and r.respondent_id = v_user) or (v_email is not null and lower(r.respondent_email) = v_email))) then
      raise exception 'You have already answered this survey' using errcode = '23505', detail = 'duplicate';
    end if;
  end if;

  if p_answers is null or jsonb_typeof(p_answers) <> 'object' then
    raise exception 'The answers must be an object of question ids and values' using errcode = '22023', detail = 'answers';
  end if;
  select array_agg(x.id::text) into known
    from public.survey_questions x where x.survey_id = s.id and x.version = s.version and x.kind <> 'section';
  for k in select jsonb_object_keys(p_answers) loop
    if not (k = any (coalesce(known, '{}'))) then
      raise exception 'An answer to a question that is not in this survey (it may have changed: reload the page)'
        using errcode = '22023', detail = 'answers';
    end if;
  end loop;

  -- Check every question of the published version, in order (sections for their conditions).
  for q in select * from public.survey_questions x
            where x.survey_id = s.id and x.version = s.version order by x.position loop
    v_visible := q.show_if is null or app.survey_rule_passes(q.show_if, v_shown -> (q.show_if ->> 'question'));
    if q.kind = 'section' then
      v_section_shown := v_visible;
      continue;
    end if;
    v := p_answers -> q.id::text;
    label := '“' || left(q.title, 80) || '”';
    v_type := jsonb_typeof(v);
    if not (v_section_shown and v_visible) then
      if not (v is null or v_type = 'null' or (v_type = 'string' and btrim(v #>> '{}') = '')
              or (v_type = 'array' and jsonb_array_length(v) = 0) or (v_type = 'object' and v = '{}'::jsonb)) then
        raise exception 'The question % is not shown for your earlier answers: remove its answer and send again', label
          using errcode = '22023', detail = q.id::text;
      end if;
      continue;
    end if;
    if v is null or v_type = 'null' or (v_type = 'string' and btrim(v #>> '{}') = '')
       or (v_type = 'array' and jsonb_array_length(v) = 0) or (v_type = 'object' and v = '{}'::jsonb) then
      if q.required then
        raise exception 'Answer %: it is required', label using errcode = '22023', detail = q.id::text;
      end if;
      continue;
    end if;
    if q.kind in ('short_text', 'long_text') then
      if v_type <> 'string' then
        raise exception 'The answer to % must be text', label using errcode = '22023', detail = q.id::text;
      end if;
      if length(v #>> '{}') > (case when q.kind = 'short_text' then 500 else 5000 end) then
        raise exception 'The answer to % is too long (at most % characters)', label,
          case when q.kind = 'short_text' then '500' else '5,000' end using errcode = '22023', detail = q.id::text;
      end if;
      v := to_jsonb(btrim(v #>> '{}'));
    elsif q.kind in ('single_choice', 'dropdown') then
      if v_type <> 'string' or not ((v #>> '{}') = any (q.choices)) then
        -- "Other (please specify)": the respondent's own words, trimmed, at most 200 characters.
        if v_type = 'string' and q.allow_other then
          if length(btrim(v #>> '{}')) > 200 then
            raise exception 'The other answer to % is too long (at most 200 characters)', label
              using errcode = '22023', detail = q.id::text;
          end if;
          v := to_jsonb(btrim(v #>> '{}'));
        else
          raise exception 'Choose one of the options for %', label using errcode = '22023', detail = q.id::text;
        end if;
      end if;
    elsif q.kind = 'multiple_choice' then
      if v_type <> 'array' then
        raise exception 'Choose options from the list for %', label using errcode = '22023', detail = q.id::text;
      end if;
      if exists (select 1 from jsonb_array_elements(v) e where jsonb_typeof(e) <> 'string') then
        raise exception 'Choose options from the list for % (each once)', label using errcode = '22023', detail = q.id::text;
      end if;
      -- Items that are not choices: none, or one of the respondent's own words ("Other", trimmed, ≤ 200).
      v := (select jsonb_agg(case when (e #>> '{}') = any (q.choices) then e else to_jsonb(btrim(e #>> '{}')) end order by o)
              from jsonb_array_elements(v) with ordinality x(e, o));
      select count(*) into n_items from jsonb_array_elements(v) e where not ((e #>> '{}') = any (q.choices));
      if (n_items > 0 and not q.allow_other) or n_items > 1
         or jsonb_array_length(v) <> (select count(distinct e) from jsonb_array_elements(v) e)
         or exists (select 1 from jsonb_array_elements(v) e where btrim(e #>> '{}') = '') then
        raise exception 'Choose options from the list for % (each once)', label using errcode = '22023', detail = q.id::text;
      end if;
      if exists (select 1 from jsonb_array_elements(v) e where length(e #>> '{}') > 200) then
        raise exception 'The other answer to % is too long (at most 200 characters)', label
          using errcode = '22023', detail = q.id::text;
      end if;
    elsif q.kind in ('rating', 'nps', 'number') then
      if v_type <> 'number' then
        raise exception 'The answer to % must be a number', label using errcode = '22023', detail = q.id::text;
      end if;
      v_num := (v #>> '{}')::numeric;
      if q.kind = 'nps' and (v_num not between 0 and 10 or v_num <> trunc(v_num)) then
        raise exception 'Choose a whole number from 0 to 10 for %', label using errcode = '22023', detail = q.id::text;
      elsif q.kind = 'rating' and (v_num not between q.min_value and q.max_value or v_num <> trunc(v_num)) then
        raise exception 'Choose from 1 to % stars for %', q.max_value, label using errcode = '22023', detail = q.id::text;
      elsif q.kind = 'number' and q.min_value is not null and v_num < q.min_value then
        raise exception 'The answer to % must be at least %', label, q.min_value using errcode = '22023', detail = q.id::text;
      elsif q.kind = 'number' and q.max_value is not null and v_num > q.max_value then
        raise exception 'The answer to % must be at most %', label, q.max_value using errcode = '22023', detail = q.id::text;
      elsif abs(v_num) >= 1e15 then
        raise exception 'The answer to % is too large', label using errcode = '22023', detail = q.id::text;
      end if;
    elsif q.kind = 'date' then
      v_text := case when v_type = 'string' then v #>> '{}' end;
      if v_text ~ '^\d{4}-\d{2}-\d{2}$' then
        begin
          if to_char(make_date(left(v_text, 4)::integer, substr(v_text, 6, 2)::integer, right(v_text, 2)::integer),
                     'YYYY-MM-DD') <> v_text then
            v_text := null;
          end if;
        exception when others then
          v_text := null;
        end;
      else
        v_text := null;
      end if;
      if v_text is null then
        raise exception 'Enter a date for % (year, month and day)', label using errcode = '22023', detail = q.id::text;
      end if;
    elsif q.kind = 'matrix' then
      if v_type <> 'object' then
        raise exception 'Choose a column for each row of %', label using errcode = '22023', detail = q.id::text;
      end if;
      select count(*) into n_items from jsonb_each(v) e
       where not (e.key = any (q.rows)) or jsonb_typeof(e.value) <> 'string' or not ((e.value #>> '{}') = any (q.choices));
      if n_items > 0 then
        raise exception 'Choose a column from the scale for each row of %', label using errcode = '22023', detail = q.id::text;
      end if;
      if q.required and (select count(*) from jsonb_object_keys(v)) < cardinality(q.rows) then
        raise exception 'Answer every row of %: it is required', label using errcode = '22023', detail = q.id::text;
      end if;
    elsif q.kind = 'file_upload' then
      -- A file uploaded under this survey and this submission's key (ADR 073); its size and type as storage
      -- recorded them, never as the page says.
      v_text := case when v_type = 'object' and jsonb_typeof(v -> 'path') = 'string' then v ->> 'path' end;
      if v_text is null then
        raise exception 'Choose a file for %', label using errcode = '22023', detail = q.id::text;
      end if;
      select o.metadata into v_file from storage.objects o
       where o.bucket_id = 'survey-uploads' and o.name = v_text
         and p_key is not null and starts_with(o.name, s.id::text || '/' || p_key::text || '/');
      if not found then
        raise exception 'The file for % was not uploaded with these answers: choose it again', label
          using errcode = '22023', detail = q.id::text;
      end if;
      if v_text = any (v_files) or exists (
          select 1 from public.survey_answers a
           where jsonb_typeof(a.value) = 'object' and a.value ? 'path' and (a.value ->> 'path') = v_text) then
        raise exception 'The file for % is already the answer to another question: choose it again', label
          using errcode = '22023', detail = q.id::text;
      end if;
      v_files := v_files || v_text;
      v_num := coalesce((v_file ->> 'size')::numeric, 0);
      if v_num > coalesce(q.file_max_mb, 5) * 1048576 then
        raise exception 'The file for % is too big (at most % MB)', label, coalesce(q.file_max_mb, 5)
          using errcode = '22023', detail = q.id::text;
      end if;
      v_mime := lower(btrim(split_part(coalesce(v_file ->> 'mimetype', ''), ';', 1)));
      if not (v_mime = any (app.survey_file_mime_types(q.file_types))) then
        -- "an image (JPEG, PNG or WebP) or a PDF", as describeTypes (file-types.ts) says it.
        v_nouns := array(select case t when 'images' then 'an image (JPEG, PNG or WebP)' when 'pdf' then 'a PDF'
                                       else 'an Office document (Word, Excel or PowerPoint)' end
                           from unnest(q.file_types) with ordinality x(t, o) order by o);
        raise exception 'The file for % must be %', label,
          case when cardinality(v_nouns) <= 1 then coalesce(v_nouns[1], '')
               else array_to_string(v_nouns[1:cardinality(v_nouns) - 1], ', ') || ' or ' || v_nouns[cardinality(v_nouns)] end
          using errcode = '22023', detail = q.id::text;
      end if;
      v := jsonb_build_object(
        'path', v_text,
        'name', coalesce(nullif(left(btrim(regexp_replace(case when jsonb_typeof(v -> 'name') = 'string'
                                                                 then v ->> 'name' end, '[[:cntrl:]]', '', 'g')), 200), ''),
                         split_part(v_text, '/', 3)),
        'size', v_num,
        'type', v_mime);
    end if;
    p_answers := jsonb_set(p_answers, array[q.id::text], v);
    v_shown := v_shown || jsonb_build_object(q.key::text, v);
  end loop;

  insert into public.survey_responses (survey_id, version, respondent_id, respondent_email, idempotency_key)
  values (s.id, s.version, v_user, v_email, p_key)
  returning id into v_response;
  insert into public.survey_answers (response_id, question_id, value)
  select v_response, e.key::uuid, e.value from jsonb_each(p_answers) e
   where e.value is not null and jsonb_typeof(e.value) <> 'null'
     and not (jsonb_typeof(e.value) = 'string' and btrim(e.value #>> '{}') = '')
     and not (jsonb_typeof(e.value) = 'array' and jsonb_array_length(e.value) = 0)
     and not (jsonb_typeof(e.value) = 'object' and e.value = '{}'::jsonb);
  if not app.has_role('staff') then
    insert into app.survey_submission_log (address) values (v_address);
    delete from app.survey_submission_log l where l.at < now() - interval '1 day';
  end if;
  return jsonb_build_object('response_id', v_response, 'thank_you', s.thank_you, 'repeat', false);
end
$$;
revoke execute on function public.submit_survey_response(uuid, jsonb, text, uuid, text) from public;
grant execute on function public.submit_survey_response(uuid, jsonb, text, uuid, text) to anon, authenticated, service_role;
comment on function public.submit_survey_response(uuid, jsonb, text, uuid, text) is
  'Stores one survey response after checking every answer against the published version (anon may call it).';
