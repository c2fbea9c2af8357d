-- app.acknowledge_enquiry: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

create or replace function app.acknowledge_enquiry(reference text, email text, service text, lead_id uuid)
returns uuid
language plpgsql security definer
set search_path = ''
as $$
begin
  if email is null or not app.email_address_ok(email) then
    return null;
  end if;
  return app.queue_email_template(
    'enquiry_received',
    array[email],
    jsonb_build_object('enquiry', jsonb_build_object('reference', reference, 'service', service)),
    'leads', lead_id::text);
end
$$;
revoke execute on function app.acknowledge_enquiry(text, text, text, uuid) from public, anon, authenticated;
