-- public.queue_email: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Staff queue mail. SECURITY INVOKER: an attachment must be an object the caller
-- can read under storage RLS (the same select the /storage/v1 API would run).
create or replace function public.queue_email(
  to_addresses text[],
  subject text,
  html_body text default null,
  text_body text default null,
  cc_addresses text[] default '{}',
  bcc_addresses text[] default '{}',
  reply_to text default null,
  record_type text default null,
  record_id text default null,
  template text default null,
  attachments jsonb default '[]'
) returns uuid
language plpgsql security invoker
set search_path = ''
as $$
declare
  a jsonb;
begin
  if not app.has_role('staff') then
    raise exception 'Only staff may send email' using errcode = '42501';
  end if;
  if jsonb_typeof(attachments) = 'array' then
    for a in select value from jsonb_array_elements(attachments) loop
      if jsonb_typeof(a) = 'object' and not exists (
           select 1 from storage.objects o
            where o.bucket_id = a ->> 'bucket' and o.name = a ->> 'path') then
        raise exception 'The attachment %/% is not in storage, or you may not read it',
          a ->> 'bucket', a ->> 'path' using errcode = 'P0002';
      end if;
    end loop;
  end if;
  return app.queue_member_email(to_addresses, subject, html_body, text_body, cc_addresses, bcc_addresses,
                                reply_to, record_type, record_id, template, attachments);
end
$$;
revoke execute on function public.queue_email(text[], text, text, text, text[], text[], text, text, text, text, jsonb)
  from public, anon;
grant execute on function public.queue_email(text[], text, text, text, text[], text[], text, text, text, text, jsonb)
  to authenticated, service_role;
