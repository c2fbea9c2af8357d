-- public.issue_quotation: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

create or replace function public.issue_quotation(quotation_id uuid) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  q public.quotations;
  today date := app.company_today();
begin
  if not coalesce(app.has_role('staff'), false) then
    raise exception 'Only staff can send quotations' using errcode = '42501';
  end if;
  select * into q from public.quotations x where x.id = quotation_id for update;
  if not found then
    raise exception 'There is no such quotation' using errcode = 'P0002';
  end if;
  if q.status = 'draft' then
    if q.valid_until < today then
      raise exception 'The quotation was valid until %: choose a later date before sending it',
        to_char(q.valid_until, 'DD Mon YYYY') using errcode = '22023';
    end if;
    if not exists (select 1 from public.quotation_lines l where l.quotation_id = q.id) then
      raise exception 'Add at least one line before sending the quotation' using errcode = '22023';
    end if;
    -- Sent today at the rates of the day it was saved: a rate that changed since must be applied first.
    if exists (select 1 from public.quotation_lines l
                where l.quotation_id = q.id
                  and l.tax_rate is distinct from app.tax_rate_on(l.tax_code, today)) then
      raise exception 'A tax rate changed since this draft was saved: open it and save it again to re-price it, then send it'
        using errcode = '55000';
    end if;
    update public.quotations x
       set number = coalesce(x.number, app.next_document_number('quotation')),
           issue_date = today,
           status = 'sent',
           public_token = app.new_public_token()
     where x.id = q.id
    returning * into q;
    update public.quotations x
       set pdf_path = 'quotations/' || q.id || '/'
                      || regexp_replace(q.number || case when q.revision > 1 then '-rev' || q.revision else '' end,
                                        '[^A-Za-z0-9._-]+', '-', 'g') || '.pdf'
     where x.id = q.id
    returning * into q;
    perform app.record_event('quotations', q.id::text, 'quotations.issued',
      'Numbered ' || q.number || case when q.revision > 1 then ' (revision ' || q.revision || ')' else '' end,
      null, '/dashboard/quotations/' || q.id);
  elsif q.status = 'sent' then
    -- Sending again: a revoked link is replaced by a new one.
    if q.public_token is null then
      -- A new link needs a new PDF (its QR code is the link): a new file beside the old one, which stays.
      update public.quotations x set public_token = app.new_public_token() where x.id = q.id returning * into q;
      update public.quotations x
         set pdf_path = 'quotations/' || q.id || '/'
                        || app.quotation_file_stem(q) || '-' || left(q.public_token, 8) || '.pdf'
       where x.id = q.id
      returning * into q;
    end if;
  else
    raise exception 'Quotation % is % and cannot be sent (make a revision to send a changed offer)',
      q.number, q.status using errcode = '55000';
  end if;
  return app.quotation_document(q) || jsonb_build_object('pdf_path', q.pdf_path, 'public_token', q.public_token);
end
$$;
