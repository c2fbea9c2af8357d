-- import_customers(rows): the CSV import's one write, all or nothing (issue 11:
-- "CSV import … upsert by KRA PIN, then e-mail; 10,000 rows import in one
-- transaction").
--
-- rows: a JSON array of objects, one per file row:
--   { "line": 2, "name": "…", "kind": "company"|"individual", "kra_pin", "sector", "email",
--     "phone", "website", "postal_address", "physical_address", "county", "tags": ["…"], "notes" }
-- Empty strings count as missing. `line` is the row's line in the file (the
-- header being line 1) and is what error messages name; without it, the
-- position in the array + 1 is used.
--
-- Each row is matched to an existing customer by KRA PIN, else by e-mail; a
-- match is updated (the file's non-empty values replace the stored ones, tags
-- are added), anything else is inserted. Every row is checked first; if any
-- fails, nothing is written and the error (SQLSTATE 22023) says which lines
-- and why: message "Nothing was imported: line 3: …; line 7: …", detail the
-- same as JSON [{"line": 3, "reason": "…"}]. Answers {"inserted": n, "updated": m}.
-- Staff only; SECURITY INVOKER (row-level security applies to every write).

create function public.import_customers(rows jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  problems jsonb;
  problem_count integer;
  inserted integer;
  updated integer;
begin
  if not app.has_role('staff') then
    raise exception 'Only staff can import customers' using errcode = '42501';
  end if;
  if rows is null or jsonb_typeof(rows) <> 'array' then
    raise exception 'Send the rows as a JSON array' using errcode = '22023';
  end if;
  if jsonb_array_length(rows) = 0 then
    return jsonb_build_object('inserted', 0, 'updated', 0);
  end if;
  if jsonb_array_length(rows) > 20000 then
    raise exception 'At most 20000 rows can be imported at once (got %)', jsonb_array_length(rows)
      using errcode = '54000';
  end if;

  create temporary table if not exists pg_temp.customer_import (
    pos integer, line integer, name text, kind text, kra_pin text, sector text, email text, phone text,
    website text, postal_address text, physical_address text, county text, tags text[], notes text,
    not_object boolean, bad_tags boolean, match_id uuid, problem text
  ) on commit drop;
  truncate pg_temp.customer_import;

  insert into pg_temp.customer_import
  select r.pos::integer,
         coalesce(case when jsonb_typeof(r.v -> 'line') = 'number' then (r.v ->> 'line')::numeric::integer end,
                  r.pos::integer + 1),
         nullif(btrim(r.v ->> 'name'), ''),
         nullif(lower(btrim(r.v ->> 'kind')), ''),
         nullif(upper(regexp_replace(coalesce(r.v ->> 'kra_pin', ''), '[[:space:]]', '', 'g')), ''),
         nullif(lower(btrim(r.v ->> 'sector')), ''),
         nullif(lower(btrim(r.v ->> 'email')), ''),
         nullif(btrim(r.v ->> 'phone'), ''),
         nullif(btrim(r.v ->> 'website'), ''),
         nullif(btrim(r.v ->> 'postal_address'), ''),
         nullif(btrim(r.v ->> 'physical_address'), ''),
         nullif(btrim(r.v ->> 'county'), ''),
         case when jsonb_typeof(r.v -> 'tags') = 'array'
              then (select coalesce(array_agg(btrim(t)) filter (where btrim(t) <> ''), '{}')
                      from jsonb_array_elements_text(r.v -> 'tags') t)
              else '{}' end,
         nullif(btrim(r.v ->> 'notes'), ''),
         jsonb_typeof(r.v) <> 'object',
         (r.v ? 'tags') and jsonb_typeof(r.v -> 'tags') not in ('array', 'null'),
         null, null
    from jsonb_array_elements(rows) with ordinality as r(v, pos);

  -- Each row's first problem, in the order a person would fix them.
  update pg_temp.customer_import i set problem = case
    when i.not_object then 'not a row of named values'
    when i.name is null then 'the name is missing'
    when length(i.name) > 200 then 'the name is longer than 200 characters'
    when i.kind is not null and i.kind not in ('company', 'individual')
      then format('kind "%s" is neither company nor individual', i.kind)
    when i.kra_pin is not null and i.kra_pin !~ '^[AP][0-9]{9}[A-Z]$'
      then format('KRA PIN "%s" is not A or P, nine digits and a letter (e.g. P051234567X)', i.kra_pin)
    when i.email is not null and not (length(i.email) <= 254 and i.email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$')
      then format('e-mail "%s" is not an e-mail address', i.email)
    when i.phone is not null and i.phone !~ '^\+?[0-9][0-9 ()-]{5,30}$'
      then format('phone "%s" is not a phone number', i.phone)
    when i.sector is not null and not (i.sector = any (enum_range(null::public.customer_sector)::text[]))
      then format('sector "%s" is not one of the list', i.sector)
    when i.county is not null and not (i.county = any (enum_range(null::public.kenya_county)::text[]))
      then format('county "%s" is not one of the 47 counties', i.county)
    when i.bad_tags then 'tags must be a list'
    when cardinality(i.tags) > 20 then 'more than 20 tags'
    when length(i.website) > 500 or length(i.postal_address) > 500 or length(i.physical_address) > 500
      then 'an address or website is longer than 500 characters'
    when length(i.notes) > 10000 then 'the notes are longer than 10000 characters'
  end;

  -- Matches: KRA PIN first, then e-mail.
  update pg_temp.customer_import i set match_id = c.id
    from public.customers c
   where i.problem is null and i.kra_pin is not null and c.kra_pin = i.kra_pin;
  update pg_temp.customer_import i set match_id = m.id
    from (select distinct on (c.email) c.email, c.id from public.customers c
           where c.email is not null order by c.email, c.created_at, c.id) m
   where i.problem is null and i.match_id is null and i.email is not null and m.email = i.email;
  update pg_temp.customer_import i
     set problem = format('e-mail %s belongs to %s, whose KRA PIN is %s, not %s', i.email, c.name, c.kra_pin, i.kra_pin)
    from public.customers c
   where i.problem is null and i.match_id = c.id and i.kra_pin is not null
     and c.kra_pin is not null and c.kra_pin <> i.kra_pin;
  -- Another customer already holds the PIN this row would give its e-mail match.
  update pg_temp.customer_import i
     set problem = format('KRA PIN %s already belongs to %s', i.kra_pin, c.name)
    from public.customers c
   where i.problem is null and i.kra_pin is not null and c.kra_pin = i.kra_pin
     and i.match_id is distinct from c.id;

  -- Two rows of the file meaning the same customer.
  update pg_temp.customer_import i set problem = format('same KRA PIN as line %s', f.first_line)
    from (select kra_pin, min(line) as first_line from pg_temp.customer_import
           where problem is null and kra_pin is not null group by kra_pin having count(*) > 1) f
   where i.problem is null and i.kra_pin = f.kra_pin and i.line <> f.first_line;
  update pg_temp.customer_import i set problem = format('same customer as line %s', f.first_line)
    from (select match_id, min(line) as first_line from pg_temp.customer_import
           where problem is null and match_id is not null group by match_id having count(*) > 1) f
   where i.problem is null and i.match_id = f.match_id and i.line <> f.first_line;
  update pg_temp.customer_import i set problem = format('same e-mail as line %s', f.first_line)
    from (select email, min(line) as first_line from pg_temp.customer_import
           where problem is null and match_id is null and kra_pin is null and email is not null
           group by email having count(*) > 1) f
   where i.problem is null and i.match_id is null and i.kra_pin is null and i.email = f.email
     and i.line <> f.first_line;

  select jsonb_agg(jsonb_build_object('line', line, 'reason', problem) order by line), count(*)
    into problems, problem_count
    from pg_temp.customer_import where problem is not null;
  if problem_count > 0 then
    raise exception 'Nothing was imported: % % cannot be imported: %', problem_count,
      case when problem_count = 1 then 'row' else 'rows' end,
      (select string_agg(format('line %s: %s', p ->> 'line', p ->> 'reason'), '; ')
         from (select p from jsonb_array_elements(problems) p limit 20) s)
      || case when problem_count > 20 then format('; and %s more', problem_count - 20) else '' end
      using errcode = '22023', detail = problems::text,
            hint = 'Fix these rows in the file and import it again.';
  end if;

  update public.customers c set
    name = i.name,
    kind = coalesce(i.kind::public.customer_kind, c.kind),
    kra_pin = coalesce(i.kra_pin, c.kra_pin),
    sector = coalesce(i.sector::public.customer_sector, c.sector),
    email = coalesce(i.email, c.email),
    phone = coalesce(i.phone, c.phone),
    website = coalesce(i.website, c.website),
    postal_address = coalesce(i.postal_address, c.postal_address),
    physical_address = coalesce(i.physical_address, c.physical_address),
    county = coalesce(i.county::public.kenya_county, c.county),
    tags = c.tags || i.tags,
    notes = coalesce(i.notes, c.notes)
    from pg_temp.customer_import i
   where i.match_id = c.id;
  get diagnostics updated = row_count;

  insert into public.customers (name, kind, kra_pin, sector, email, phone, website, postal_address,
                                physical_address, county, tags, notes)
  select i.name, coalesce(i.kind, 'company')::public.customer_kind, i.kra_pin,
         i.sector::public.customer_sector, i.email, i.phone, i.website, i.postal_address,
         i.physical_address, i.county::public.kenya_county, i.tags, i.notes
    from pg_temp.customer_import i
   where i.match_id is null
   order by i.line;
  get diagnostics inserted = row_count;

  return jsonb_build_object('inserted', inserted, 'updated', updated);
end
$$;
revoke execute on function public.import_customers(jsonb) from public, anon;
grant execute on function public.import_customers(jsonb) to authenticated, service_role;
comment on function public.import_customers(jsonb) is
  'CSV import of customers, all or nothing: upsert by KRA PIN, then e-mail; on any bad row raises 22023 naming the lines (detail: JSON [{line, reason}]); staff only.';
