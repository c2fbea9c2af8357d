-- app.bridge_auth_outbox: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Auth mail through the branded templates (ADR 017): app.bridge_auth_outbox()
-- as in 20261125140000, plus template_data, so the sender renders the
-- 'auth.<type>' template (confirmation, recovery, e-mail change, magic link,
-- re-authentication, invitation) with the link and code it unseals only at
-- delivery time. A type without a template keeps auth's own text body.
create or replace function app.bridge_auth_outbox() returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  m record;
  new_id uuid;
  moved integer := 0;
  has_template boolean;
begin
  for m in
    select * from auth.outbox a
     where a.channel = 'email' and a.sent_at is null and a.error is null
     order by a.id
       for update skip locked
  loop
    if not app.email_address_ok(m.recipient) then
      update auth.outbox a set error = 'not a deliverable address' where a.id = m.id;
      continue;
    end if;
    has_template := exists (select 1 from public.email_templates t where t.key = 'auth.' || m.template);
    insert into public.email_outbox (to_addresses, subject, text_body, template, template_data, max_attempts)
    values (array[m.recipient], coalesce(nullif(btrim(regexp_replace(m.subject, '[\r\n]', ' ', 'g')), ''), 'Your code'),
            m.body, 'auth.' || m.template,
            case when has_template then
              jsonb_build_object('email', m.recipient, 'type', m.template,
                                 'redirect_to', m.data ->> 'redirect_to', 'link', null, 'code', null)
            end,
            5)
    returning id into new_id;
    if m.data ? 'sealed' then
      insert into app.email_secrets (outbox_id, sealed, expires_at)
      values (new_id, m.data ->> 'sealed', m.created_at + interval '1 hour');
    end if;
    update auth.outbox a set sent_at = now() where a.id = m.id;
    moved := moved + 1;
  end loop;
  return moved;
end
$$;
