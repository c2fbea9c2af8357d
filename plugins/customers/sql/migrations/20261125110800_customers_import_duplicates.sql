-- Likely duplicates for many rows at once (issue 11: "on create and on import,
-- warn about likely duplicates"): the CSV import's preview asks once for the
-- rows it would add as new customers.
--
--   rpc('find_customer_duplicates_many', { p_rows: [{ line, name, kra_pin, email, phone }, …] })
--     → (line, id, name, reason, score): each row's best match, if any, best first.
--
-- The same rules and scores as find_customer_duplicates; at most 1000 rows per
-- call (the preview asks in chunks). Staff only; SECURITY INVOKER: the matches
-- are read through the customers' row-level security.
create function public.find_customer_duplicates_many(p_rows jsonb)
returns table (line integer, id uuid, name text, reason text, score real)
language plpgsql stable
set search_path = ''
as $$
begin
  if not app.has_role('staff') then
    raise exception 'Only staff can look for duplicate customers' using errcode = '42501';
  end if;
  if p_rows is null or jsonb_typeof(p_rows) <> 'array' then
    raise exception 'Send the rows as a JSON array' using errcode = '22023';
  end if;
  if jsonb_array_length(p_rows) > 1000 then
    raise exception 'At most 1000 rows per call (got %)', jsonb_array_length(p_rows) using errcode = '54000';
  end if;

  return query
  with input as (
    select coalesce((r.v ->> 'line')::integer, r.pos::integer + 1) as line,
           nullif(app.customer_name_key(btrim(coalesce(r.v ->> 'name', ''))), '') as v_key,
           nullif(upper(regexp_replace(coalesce(r.v ->> 'kra_pin', ''), '[[:space:]]', '', 'g')), '') as v_pin,
           nullif(lower(btrim(coalesce(r.v ->> 'email', ''))), '') as v_email,
           app.phone_key(r.v ->> 'phone') as v_phone
      from jsonb_array_elements(p_rows) with ordinality as r(v, pos)
     where jsonb_typeof(r.v) = 'object'
  ),
  hits as (
    select i.line, x.cid, x.s, x.r
      from input i
      cross join lateral app.customer_duplicate_candidates(
        i.v_key, i.v_pin, i.v_email, i.v_phone,
        case when i.v_email like '%@%' and not app.is_public_mail_domain(split_part(i.v_email, '@', 2))
             then split_part(i.v_email, '@', 2) end
      ) x
  ),
  best as (
    select distinct on (h.line) h.line, h.cid, h.s, h.r
      from hits h
      -- Through row-level security: only customers the caller may read.
      join public.customers c on c.id = h.cid
     order by h.line, h.s desc, h.r
  )
  select b.line, b.cid, c.name, b.r, b.s
    from best b join public.customers c on c.id = b.cid
   order by b.s desc, b.line;
end
$$;
revoke execute on function public.find_customer_duplicates_many(jsonb) from public, anon;
grant execute on function public.find_customer_duplicates_many(jsonb) to authenticated, service_role;
