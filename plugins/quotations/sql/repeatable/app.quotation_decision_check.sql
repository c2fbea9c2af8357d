-- app.quotation_decision_check: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

create or replace function app.quotation_decision_check(q public.quotations) returns void
language plpgsql stable
set search_path = ''
as $$
begin
  if q.status in ('accepted', 'rejected') then
    raise exception 'This quotation was already % on %', q.status,
      to_char(q.decided_at at time zone 'Africa/Nairobi', 'DD Mon YYYY') using errcode = 'PT409';
  end if;
  if q.status = 'expired' or (q.status = 'sent' and q.valid_until < app.company_today()) then
    raise exception 'This quotation expired on %: contact us for an updated offer',
      to_char(q.valid_until, 'DD Mon YYYY') using errcode = 'PT410';
  end if;
  if q.status <> 'sent' then
    raise exception 'This quotation can no longer be answered: contact us' using errcode = 'PT409';
  end if;
end
$$;
