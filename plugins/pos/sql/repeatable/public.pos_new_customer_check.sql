-- public.pos_new_customer_check: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- The till's "New customer" in two fields (issue 25, ADR 072): a name and a phone or an e-mail. Called
-- as the cashier by the pos-create-customer function before it creates the account with the service
-- role, so the module's switch, the caller's role and the duplicate rule are the database's.
-- - The name: 1 to 200 characters. The contact: an e-mail (lower-cased) or a phone — Kenyan 07… / 01…
--   or 254…, or any +<8–15 digits> — answered as digits with the country code (what auth stores).
-- - Someone already has it: a POS customer → "A POS customer with this phone already exists: Jane
--   Wanjiru" (23505, hint pos_customer_exists, detail their id, so the till can choose them);
--   another account → "This e-mail belongs to another account, not a shop customer" (23505).
-- Answers { full_name, email, phone } (one of the last two null).
create or replace function public.pos_new_customer_check(p_full_name text, p_contact text)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_name text := regexp_replace(btrim(coalesce(p_full_name, '')), '\s+', ' ', 'g');
  raw text := btrim(coalesce(p_contact, ''));
  v_email text;
  v_phone text;
  digits text;
  what text;
  other auth.users;
begin
  perform app.pos_guard('staff', 'add a POS customer');
  if v_name = '' then
    raise exception 'Type the customer''s name' using errcode = '22023', detail = 'full_name';
  end if;
  if length(v_name) > 200 then
    raise exception 'The name is at most 200 characters' using errcode = '22023', detail = 'full_name';
  end if;
  if position('@' in raw) > 0 then
    v_email := lower(raw);
    if length(v_email) > 254 or v_email !~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$' then
      raise exception 'This e-mail address is not complete (name@example.com)' using errcode = '22023', detail = 'contact';
    end if;
    what := 'e-mail';
  else
    digits := regexp_replace(raw, '[[:space:]().-]', '', 'g');
    if digits ~ '^0[17][0-9]{8}$' then
      v_phone := '254' || substr(digits, 2);
    elsif digits ~ '^\+?254[17][0-9]{8}$' then
      v_phone := ltrim(digits, '+');
    elsif digits ~ '^\+[1-9][0-9]{7,14}$' then
      v_phone := substr(digits, 2);
    else
      raise exception 'Type a phone number such as 0712 345 678, or an e-mail address' using errcode = '22023', detail = 'contact';
    end if;
    what := 'phone';
  end if;

  select u.* into other from auth.users u
   where (v_email is not null and lower(u.email) = v_email) or (v_phone is not null and u.phone = v_phone)
   limit 1;
  if other.id is not null then
    if coalesce((other.raw_user_meta_data ->> 'is_pos_customer')::boolean, false) then
      raise exception 'A POS customer with this % already exists: %', what,
        coalesce(nullif(btrim(other.raw_user_meta_data ->> 'full_name'), ''), other.email, '+' || other.phone)
        using errcode = '23505', hint = 'pos_customer_exists', detail = other.id::text;
    end if;
    raise exception 'This % belongs to another account, not a shop customer', what using errcode = '23505', detail = 'contact';
  end if;
  return jsonb_build_object('full_name', v_name, 'email', v_email, 'phone', v_phone);
end
$$;
revoke execute on function public.pos_new_customer_check(text, text) from public, anon;
grant execute on function public.pos_new_customer_check(text, text) to authenticated, service_role;
