-- app.survey_rule_passes: stated once here (ADR 040, ADR 060, ADR 066). Whether an answer
-- meets a condition {"question", "op", "value"}: the SQL twin of rulePasses in
-- plugins/surveys/conditions.ts (same cases, same results; its tests are the truth table
-- and tests/rule-twins.test.ts checks the two agree on random conditions and answers).
-- No answer never meets a condition. Text is trimmed of JavaScript's whitespace (the list
-- below is String.prototype.trim's) and compared without case; "contains" looks inside
-- text or among a multiple choice's options; "greater_than" / "less_than" compare
-- numbers, or dates (YYYY-MM-DD) as text in code-point order (collation "C").
create or replace function app.survey_rule_passes(p_rule jsonb, p_answer jsonb) returns boolean
language sql immutable
set search_path = ''
as $$
  with ws(chars) as (
    select E' \t\n\r\f\x0b\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff'
  ), t as (
    select jsonb_typeof(p_answer) as atype, jsonb_typeof(p_rule -> 'value') as vtype,
           btrim(p_answer #>> '{}', ws.chars) as a, btrim(p_rule ->> 'value', ws.chars) as v, ws.chars
      from ws
  )
  select case
    when p_answer is null or atype = 'null'
      or (atype = 'string' and a = '')
      or (atype = 'array' and jsonb_array_length(p_answer) = 0)
      or atype = 'object' then false
    when p_rule ->> 'op' = 'equals' then
      case
        when atype = 'number' then vtype = 'number' and a::numeric = v::numeric
        when atype = 'string' then vtype = 'string' and lower(a) = lower(v)
        else false
      end
    when p_rule ->> 'op' = 'contains' then
      case
        when vtype is distinct from 'string' then false
        when atype = 'string' then strpos(lower(a), lower(v)) > 0
        when atype = 'array' then exists (
          select 1 from jsonb_array_elements(p_answer) e
           where jsonb_typeof(e) = 'string' and lower(btrim(e #>> '{}', chars)) = lower(v))
        else false
      end
    when p_rule ->> 'op' in ('greater_than', 'less_than') then
      case
        when atype = 'number' and vtype = 'number' then
          case p_rule ->> 'op' when 'greater_than' then a::numeric > v::numeric else a::numeric < v::numeric end
        when atype = 'string' and vtype = 'string' then
          case p_rule ->> 'op' when 'greater_than' then a collate "C" > v collate "C"
            else a collate "C" < v collate "C" end
        else false
      end
    else false
  end
  from t
$$;
revoke execute on function app.survey_rule_passes(jsonb, jsonb) from public, anon, authenticated;
