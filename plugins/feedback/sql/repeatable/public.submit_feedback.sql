-- public.submit_feedback: stated once here (ADR 040). The public /feedback form
-- (anon may call it): checks what the visitor typed (detail names the field),
-- ignores a filled honeypot without telling, throttles per client address
-- (PT429: HTTP 429) and refuses while the feedback module is off. Tells (app.notify, kind
-- 'feedback.new-feedback') the active administrators and every active staff member who has
-- had feedback assigned. Answers {"id"}.
create or replace function public.submit_feedback(
  p_message text,
  p_rating integer default null,
  p_category text default 'general',
  p_name text default null,
  p_organisation text default null,
  p_email text default null,
  p_phone text default null,
  p_consent boolean default false,
  p_website text default null
) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_message text := btrim(coalesce(p_message, ''));
  v_email text := nullif(lower(btrim(coalesce(p_email, ''))), '');
  v_phone text := nullif(btrim(coalesce(p_phone, '')), '');
  v_address text := coalesce(app.request_address(), 'unknown');
  v_id uuid;
  recipient uuid;
begin
  if nullif(btrim(coalesce(p_website, '')), '') is not null then
    return jsonb_build_object('id', gen_random_uuid());
  end if;
  if not app.module_enabled('feedback') then
    raise exception 'Online feedback is switched off. Please call or e-mail us.' using errcode = '42501';
  end if;
  if v_message = '' then
    raise exception 'Write your comments' using errcode = '22023', detail = 'message';
  end if;
  if length(v_message) > 5000 then
    raise exception 'Your comments are too long (at most 5,000 characters)' using errcode = '22023', detail = 'message';
  end if;
  if p_rating is not null and p_rating not between 1 and 4 then
    raise exception 'Choose a rating from the list' using errcode = '22023', detail = 'rating';
  end if;
  if coalesce(p_category, 'general') not in ('general', 'audit', 'training', 'service', 'website', 'complaint', 'compliment') then
    raise exception 'Choose a topic from the list' using errcode = '22023', detail = 'category';
  end if;
  if length(coalesce(p_name, '')) > 200 then
    raise exception 'Your name is too long (at most 200 characters)' using errcode = '22023', detail = 'name';
  end if;
  if length(coalesce(p_organisation, '')) > 200 then
    raise exception 'The organisation is too long (at most 200 characters)' using errcode = '22023', detail = 'organisation';
  end if;
  if v_email is not null and (length(v_email) > 254 or v_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$') then
    raise exception 'Enter a valid e-mail address, like name@company.co.ke' using errcode = '22023', detail = 'email';
  end if;
  if v_phone is not null and v_phone !~ '^\+?[0-9][0-9 ()-]{5,30}$' then
    raise exception 'Enter a phone number with digits only, like +254 712 345678' using errcode = '22023', detail = 'phone';
  end if;
  if (select count(*) from app.feedback_log l where l.address = v_address and l.at > now() - interval '1 hour') >= 20 then
    raise exception 'Too much feedback from your connection. Please try again in an hour.' using errcode = 'PT429';
  end if;
  insert into public.feedback_items (rating, category, message, name, organisation, email, phone, consent)
  values (p_rating, coalesce(p_category, 'general'), v_message, nullif(btrim(coalesce(p_name, '')), ''),
          nullif(btrim(coalesce(p_organisation, '')), ''), v_email, v_phone, coalesce(p_consent, false))
  returning id into v_id;
  for recipient in
    select p.auth_id from public.profiles p
     where p.is_active and p.role in ('staff', 'admin', 'superadmin')
       and (p.role <> 'staff' or exists (select 1 from public.feedback_items f where f.assignee_id = p.auth_id))
  loop
    perform app.notify(recipient, 'feedback.new-feedback',
      'New feedback' || coalesce(' from ' || nullif(btrim(coalesce(p_name, '')), ''), ''),
      left(v_message, 200), '/dashboard/feedback', 'feedback_items', v_id::text);
  end loop;
  insert into app.feedback_log (address) values (v_address);
  delete from app.feedback_log l where l.at < now() - interval '1 day';
  return jsonb_build_object('id', v_id);
end
$$;
revoke execute on function public.submit_feedback(text, integer, text, text, text, text, text, boolean, text) from public;
grant execute on function public.submit_feedback(text, integer, text, text, text, text, text, boolean, text)
  to anon, authenticated, service_role;
comment on function public.submit_feedback(text, integer, text, text, text, text, text, boolean, text) is
  'The public feedback form: one feedback item, checked, throttled (anon may call it).';
