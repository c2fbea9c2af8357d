-- public.accept_quotation: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- The client accepts by the link. A quotation that asks for a deposit gets its deposit invoice issued in this
-- same transaction (app.issue_quotation_deposit, ADR 075), under the row lock app.quotation_by_token took: a
-- double click or a retry finds the quotation accepted (PT409) and never issues a second one.

create or replace function public.accept_quotation(token text, signer_name text, signature text default null) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  q public.quotations := app.quotation_by_token(token, true);
  who text := btrim(coalesce(signer_name, ''));
begin
  perform app.quotation_decision_check(q);
  if length(who) < 2 or length(who) > 200 then
    raise exception 'Type your full name to accept the quotation' using errcode = '22023';
  end if;
  if signature is not null and (signature not like 'data:image/png;base64,%' or length(signature) > 300000) then
    raise exception 'The signature must be a PNG image under 200 kB: clear it and sign again' using errcode = '22023';
  end if;
  update public.quotations x
     set status = 'accepted', decided_at = now(), decided_name = who, decided_ip = app.request_address(),
         signature = accept_quotation.signature
   where x.id = q.id
  returning * into q;
  perform app.record_event('quotations', q.id::text, 'quotations.accepted',
    'Accepted by ' || who, jsonb_build_object('ip', q.decided_ip), null);
  if q.deposit_percent > 0 then
    perform app.issue_quotation_deposit(q.id);
    select * into q from public.quotations x where x.id = q.id;
  end if;
  if q.owner_id is not null then
    perform app.notify(q.owner_id, 'quotations.accepted', 'Quotation ' || q.number || ' accepted',
      who || ' accepted ' || q.currency || ' ' || to_char(q.total, 'FM999,999,999,999,990.00'),
      '/dashboard/quotations/' || q.id, 'quotations', q.id::text);
  end if;
  return app.public_quotation_document(q);
end
$$;
