-- public.survey_text_words: stated once here (ADR 040, ADR 071). The most frequent words of the answers to
-- one text question (short or long text; answers of older versions by the same key), for the analytics
-- page (staff): of the responses submitted in the company days p_from..p_to (either may be null) and, with
-- p_filter_key / p_filter_value, only those the cross-tab keeps (app.survey_filter_responses). Words are
-- lower-cased, apostrophes dropped ("don't" is "dont"), split at spaces and punctuation; numbers, words of
-- fewer than 3 letters and common English words ("the", "and", "very"…) left out; a word counts once per
-- answer however often it is repeated there. → [{word, n}], most frequent first (ties alphabetical), at
-- most p_limit (1–100) words. Lower-casing follows the database's locale: on a "C" database only A–Z are
-- lowered.
create or replace function public.survey_text_words(
  p_id uuid, p_key text, p_from date default null, p_to date default null,
  p_filter_key text default null, p_filter_value text default null, p_limit integer default 20
) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  s public.surveys;
  q public.survey_questions;
  ids uuid[];
  v_tz text := coalesce((select o.timezone from public.organizations o where o.id = 1), 'Africa/Nairobi');
  v_from timestamptz := coalesce((p_from::timestamp at time zone v_tz), '-infinity');
  v_to timestamptz := coalesce(((p_to + 1)::timestamp at time zone v_tz), 'infinity');
  v_only uuid[];
  out jsonb;
  -- Common English words: they would top every list and say nothing about the answers.
  stop constant text[] := array[
    'about', 'above', 'after', 'again', 'against', 'all', 'also', 'although', 'always', 'among', 'and', 'another',
    'any', 'anyone', 'anything', 'are', 'arent', 'around', 'because', 'been', 'before', 'being', 'below',
    'between', 'both', 'but', 'can', 'cannot', 'cant', 'could', 'couldnt', 'did', 'didnt', 'does', 'doesnt',
    'doing', 'done', 'dont', 'down', 'during', 'each', 'either', 'else', 'enough', 'etc', 'even', 'ever', 'every',
    'few', 'for', 'from', 'further', 'get', 'gets', 'getting', 'got', 'had', 'hadnt', 'has', 'hasnt', 'have',
    'havent', 'having', 'her', 'here', 'hers', 'herself', 'him', 'himself', 'his', 'how', 'however', 'into',
    'isnt', 'its', 'itself', 'ive', 'just', 'lets', 'like', 'made', 'make', 'many', 'may', 'more', 'most', 'much',
    'must', 'mustnt', 'myself', 'neither', 'never', 'nor', 'not', 'now', 'off', 'once', 'one', 'only', 'other',
    'others', 'ought', 'our', 'ours', 'ourselves', 'out', 'over', 'own', 'per', 'quite', 'rather', 'really',
    'said', 'same', 'say', 'says', 'shall', 'shant', 'she', 'shes', 'should', 'shouldnt', 'since', 'some',
    'something', 'still', 'such', 'than', 'that', 'thats', 'the', 'their', 'theirs', 'them', 'themselves', 'then',
    'there', 'theres', 'these', 'they', 'theyd', 'theyll', 'theyre', 'theyve', 'thing', 'things', 'this',
    'those', 'though', 'through', 'thus', 'too', 'under', 'until', 'upon', 'very', 'was', 'wasnt', 'way', 'well',
    'were', 'werent', 'what', 'whats', 'when', 'where', 'whether', 'which', 'while', 'who', 'whom', 'whose',
    'why', 'will', 'with', 'within', 'without', 'wont', 'would', 'wouldnt', 'yes', 'yet', 'you', 'youd',
    'youll', 'your', 'youre', 'yours', 'yourself', 'yourselves', 'youve'];
begin
  if not (app.has_role('staff') and app.module_enabled('feedback')) then
    raise exception 'Only staff can read survey results' using errcode = '42501';
  end if;
  select * into s from public.surveys where id = p_id;
  if s.id is null then
    raise exception 'This survey does not exist (it may have been deleted)' using errcode = 'PT404';
  end if;
  select x.* into q from public.survey_questions x
   where x.survey_id = s.id and x.version = s.version and x.key::text = p_key;
  if q.id is null or q.kind not in ('short_text', 'long_text') then
    raise exception 'Word counts are made for the current version''s short and long text questions only'
      using errcode = '22023', detail = p_key;
  end if;
  if p_limit is null or p_limit not between 1 and 100 then
    raise exception 'Ask for between 1 and 100 words' using errcode = '22023';
  end if;
  if p_filter_key is not null or p_filter_value is not null then
    v_only := app.survey_filter_responses(s.id, v_from, v_to, p_filter_key, p_filter_value);
  end if;
  select array_agg(x.id) into ids from public.survey_questions x where x.survey_id = s.id and x.key = q.key;
  with answers as (
    select a.response_id, a.value #>> '{}' as text
      from public.survey_responses r
      join public.survey_answers a on a.response_id = r.id and a.question_id = any (ids)
     where r.survey_id = s.id and r.submitted_at >= v_from and r.submitted_at < v_to
       and (v_only is null or r.id in (select unnest(v_only)))
       and jsonb_typeof(a.value) = 'string'
  ), words as (
    -- distinct: a word repeated within one answer counts once.
    select distinct a.response_id, w.word
      from answers a,
           lateral regexp_split_to_table(lower(translate(a.text, '''’‘`´', '')),
                                         '[[:space:][:punct:]\u00a0\u2009“”«»…–—•·¿¡]+') w(word)
  ), counted as (
    select w.word, count(*) as n
      from words w
     where char_length(w.word) >= 3 and w.word !~ '^[0-9]+$' and not (w.word = any (stop))
     group by w.word
     order by count(*) desc, w.word
     limit p_limit
  )
  select coalesce(jsonb_agg(jsonb_build_object('word', c.word, 'n', c.n) order by c.n desc, c.word), '[]')
    into out from counted c;
  return out;
end
$$;
revoke execute on function public.survey_text_words(uuid, text, date, date, text, text, integer) from public, anon;
grant execute on function public.survey_text_words(uuid, text, date, date, text, text, integer)
  to authenticated, service_role;
comment on function public.survey_text_words(uuid, text, date, date, text, text, integer) is
  'The most frequent words of a survey''s text question, stop words left out (staff).';
