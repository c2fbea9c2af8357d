-- app.pos_z_report_email: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Queues the 'pos_z_report' e-mail for a session being closed (ADR 091), inside the close's transaction:
-- to the active superadmins and admins (the firm's owners and managers; at most 50, superadmins first), with the Z report's PDF attached
-- when the pos-z-report function made one (p_pdf_path under z-reports/<session>/, recorded by the server),
-- otherwise with a link to the report; on the session's timeline. Sends nothing — and never stops the
-- close — when E-mail is off, the template is not active or nobody has an address. Answers the outbox
-- row's id, or null. The caller holds the session row's lock; the session's z_email_id makes it once.
create or replace function app.pos_z_report_email(p_session uuid, p_pdf_path text)
returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  z jsonb := app.pos_session_figures(p_session);
  t public.email_templates;
  recipients text[];
  files jsonb := '[]'::jsonb;
  cur text;
  tz text;
  new_id uuid;
  money text := 'FM999,999,999,999,990.00';
begin
  if not coalesce(app.module_enabled('email'), false) then
    return null;
  end if;
  select * into t from public.email_templates et where et.key = 'pos_z_report';
  if not found or t.status <> 'active' then
    return null;
  end if;
  -- Superadmins (the owners) first, then admins, longest-serving first: at most 50 (one message's limit).
  select array_agg(r.e order by r.n) into recipients
    from (select lower(btrim(p.email)) as e,
                 row_number() over (order by (p.role = 'superadmin') desc, p.created_at, p.id) as n
            from public.profiles p
           where p.is_active and p.role in ('admin', 'superadmin')
             and p.email is not null and app.email_address_ok(lower(btrim(p.email)))) r
   where r.n <= 50;
  if recipients is null then
    return null;
  end if;
  if p_pdf_path is not null then
    if p_pdf_path not like 'z-reports/' || p_session::text || '/%' then
      raise exception 'The Z report''s PDF is not this session''s: close it from the till' using errcode = '22023';
    end if;
    files := app.resolve_email_attachments(jsonb_build_array(jsonb_build_object(
      'bucket', 'sales-documents', 'path', p_pdf_path, 'content_type', 'application/pdf')));
  end if;
  select coalesce(g.currency, 'KES'), coalesce(g.timezone, 'Africa/Nairobi') into cur, tz
    from (select 1) one left join public.organizations g on g.id = 1;

  insert into public.email_outbox (to_addresses, subject, record_type, record_id, template, template_data, attachments)
  values (recipients, t.subject, 'pos_sessions', p_session::text, t.key,
          jsonb_build_object('z', jsonb_build_object(
            'number', z ->> 'z_number',
            'location', z ->> 'location_name',
            'closed_by', coalesce(z ->> 'closed_by_name', 'a cashier'),
            'closed_at', to_char((z ->> 'closed_at')::timestamptz at time zone tz, 'FMDD FMMonth YYYY, HH24:MI'),
            'opened_at', to_char((z ->> 'opened_at')::timestamptz at time zone tz, 'FMDD FMMonth YYYY, HH24:MI'),
            'sales_count', z -> 'sales_count',
            'sales_total', cur || ' ' || to_char((z ->> 'sales_total')::numeric, money),
            'tax_total', cur || ' ' || to_char((z ->> 'tax_total')::numeric, money),
            'refunds_count', z -> 'refunds_count',
            'refunds_total', cur || ' ' || to_char((z ->> 'refunds_total')::numeric, money),
            'cash_in', cur || ' ' || to_char((z ->> 'cash_in')::numeric, money),
            'cash_out', cur || ' ' || to_char((z ->> 'cash_out')::numeric, money),
            'methods', (select jsonb_agg(jsonb_build_object(
                          'method', case m ->> 'method' when 'cash' then 'Cash' when 'mpesa' then 'M-Pesa' else 'Card' end,
                          'expected', cur || ' ' || to_char((m ->> 'expected')::numeric, money),
                          'counted', cur || ' ' || to_char(coalesce((m ->> 'counted')::numeric, 0), money),
                          'difference', cur || ' ' || to_char(coalesce((m ->> 'difference')::numeric, 0), money)))
                          from jsonb_array_elements(z -> 'methods') m),
            'difference', cur || ' ' || to_char(coalesce((z ->> 'difference')::numeric, 0), money),
            'note', coalesce(z ->> 'note', ''),
            'attached', jsonb_array_length(files) > 0,
            'link', app.site_url() || '/dashboard/pos/sessions/' || p_session::text)),
          files)
  returning id into new_id;
  perform pg_notify('email_outbox', new_id::text);
  update public.pos_sessions set z_email_id = new_id where id = p_session;
  perform app.record_event('pos_sessions', p_session::text, 'pos.z_report_emailed',
    'Z report ' || (z ->> 'z_number') || ' e-mailed to ' || array_to_string(recipients, ', '),
    jsonb_build_object('email_id', new_id, 'to', array_to_string(recipients, ', ')), '/dashboard/email?message=' || new_id);
  return new_id;
end
$$;
revoke execute on function app.pos_z_report_email(uuid, text) from public, anon, authenticated;
grant execute on function app.pos_z_report_email(uuid, text) to service_role;
