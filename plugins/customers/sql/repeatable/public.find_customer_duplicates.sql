-- public.find_customer_duplicates: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

create or replace function public.find_customer_duplicates(
  p_name text,
  p_kra_pin text default null,
  p_email text default null,
  p_phone text default null,
  p_exclude uuid default null
) returns table (id uuid, name text, kra_pin text, email text, phone text, reason text, score real)
language plpgsql stable
set search_path = ''
as $$
declare
  v_key text := nullif(app.customer_name_key(btrim(coalesce(p_name, ''))), '');
  v_pin text := nullif(upper(regexp_replace(coalesce(p_kra_pin, ''), '[[:space:]]', '', 'g')), '');
  v_email text := nullif(lower(btrim(coalesce(p_email, ''))), '');
  v_phone text := app.phone_key(p_phone);
  v_domain text;
begin
  if not app.has_role('staff') then
    raise exception 'Only staff can look for duplicate customers' using errcode = '42501';
  end if;
  if v_email is not null and position('@' in v_email) > 0 then
    v_domain := nullif(split_part(v_email, '@', 2), '');
    if app.is_public_mail_domain(v_domain) then
      v_domain := null;
    end if;
  end if;

  return query
  with best as (
    select h.cid, max(h.s) as s,
           string_agg(h.r, '; ' order by h.s desc, h.r) as r
      from (select distinct on (x.cid, x.r) x.cid, x.s, x.r
              from app.customer_duplicate_candidates(v_key, v_pin, v_email, v_phone, v_domain) x
             order by x.cid, x.r, x.s desc) h
     where p_exclude is null or h.cid <> p_exclude
     group by h.cid
  )
  -- Through the customers' row-level security: only what the caller may read.
  select c.id, c.name, c.kra_pin, c.email, c.phone, b.r, b.s
    from best b join public.customers c on c.id = b.cid
   order by b.s desc, c.name, c.id
   limit 10;
end
$$;
