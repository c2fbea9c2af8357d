-- public.delete_quotation: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- A revision drafted by mistake (or no longer wanted) can be discarded
-- (a known limit of ADR 026: only revision 1 drafts could be deleted, so a
-- revision-2 draft stayed forever and its predecessor stayed 'superseded').
-- delete_quotation now also takes a draft revision n > 1 that was never sent:
-- the draft and its lines go, and revision n − 1 is back in the state it was
-- revised from — 'rejected' if the client declined it, 'expired' if its
-- validity has passed, else 'sent'. Its old client link stays revoked (revising
-- revoked it; the client may have been told it is being changed): "Send again"
-- makes a new one.
create or replace function public.delete_quotation(quotation_id uuid) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  q public.quotations;
  prev public.quotations;
  back_to public.quotation_status;
begin
  if not coalesce(app.has_role('staff'), false) then
    raise exception 'Only staff can delete quotations' using errcode = '42501';
  end if;
  select * into q from public.quotations x where x.id = quotation_id for update;
  if not found then
    raise exception 'There is no such quotation' using errcode = 'P0002';
  end if;
  if q.status <> 'draft' or q.sent_at is not null or (q.number is not null and q.revision = 1) then
    raise exception 'Only a draft that was never sent can be deleted' using errcode = '55000';
  end if;
  if q.revision > 1 then
    select * into prev from public.quotations x where x.id = q.previous_id for update;
    if not found or prev.status <> 'superseded' then
      raise exception 'Revision % cannot be discarded: the revision before it is no longer waiting for it', q.revision
        using errcode = '55000';
    end if;
  end if;
  delete from public.quotations x where x.id = q.id;
  if q.revision > 1 then
    back_to := case
      when prev.decided_at is not null then 'rejected'
      when prev.valid_until < app.company_today() then 'expired'
      else 'sent' end;
    update public.quotations x set status = back_to where x.id = prev.id;
    perform app.record_event('quotations', prev.id::text, 'quotations.revision_discarded',
      'Revision ' || q.revision || ' discarded', jsonb_build_object('status', back_to));
  end if;
end
$$;
