-- public.reject_quotation: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

create or replace function public.reject_quotation(token text, reason text, signer_name text default null) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  q public.quotations := app.quotation_by_token(token, true);
  why text := btrim(coalesce(reason, ''));
begin
  perform app.quotation_decision_check(q);
  if length(why) < 2 or length(why) > 2000 then
    raise exception 'Tell us why you decline the quotation (a few words)' using errcode = '22023';
  end if;
  update public.quotations x
     set status = 'rejected', decided_at = now(), decided_name = nullif(left(btrim(signer_name), 200), ''),
         decided_ip = app.request_address(), rejection_reason = why
   where x.id = q.id
  returning * into q;
  perform app.record_event('quotations', q.id::text, 'quotations.rejected', 'Declined: ' || why,
    jsonb_build_object('ip', q.decided_ip), null);
  if q.owner_id is not null then
    perform app.notify(q.owner_id, 'quotations.rejected', 'Quotation ' || q.number || ' declined', why,
      '/dashboard/quotations/' || q.id, 'quotations', q.id::text);
  end if;
  return app.public_quotation_document(q);
end
$$;
