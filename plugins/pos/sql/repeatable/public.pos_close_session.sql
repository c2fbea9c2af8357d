-- public.pos_close_session: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Closes a till session (staff) with the money counted per method, p_counted = {cash, mpesa, card}
-- (cash required; a method left out counts 0): records expected, counted and the difference per
-- method and gives the Z report its number (Z-<year>-<6 digits>; the one a preview reserved, if any).
-- Locks the session row: sales in progress finish first, later ones are refused; a second close (double
-- click, two cashiers) waits and answers the same Z report with already = true, sending nothing.
--
-- In the same transaction the Z report is e-mailed to the admins (app.pos_z_report_email, ADR 091). From
-- the till, the pos-z-report function has printed the report public.pos_close_preview answered, stored the
-- PDF and hands both here (p_report, p_pdf_path): the close happens at the preview's closed_at and must
-- come out exactly as printed — a sale, refund or cash move since then answers 40001 and nothing is
-- written (the function previews and prints again); the e-mail carries that PDF. Without them (a direct
-- call) the e-mail links to the report instead.
drop function if exists public.pos_close_session(uuid, jsonb, text);
create or replace function public.pos_close_session(
  p_session uuid, p_counted jsonb, p_note text default null, p_report jsonb default null, p_pdf_path text default null
) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  sess public.pos_sessions;
  stamp timestamptz := now();
  z text;
  closed jsonb;
  email uuid;
begin
  sess := app.pos_lock_session(p_session, 'close a till session');
  if sess.closed_at is not null then
    return app.pos_session_figures(p_session) || jsonb_build_object('already', true, 'emailed', sess.z_email_id is not null);
  end if;
  if (p_report is null) <> (p_pdf_path is null) then
    raise exception 'A printed Z report comes with its PDF' using errcode = '22023';
  end if;
  if p_report is not null then
    begin
      stamp := (p_report ->> 'closed_at')::timestamptz;
    exception when others then
      stamp := null;
    end;
    if stamp is null or stamp > now() or stamp < now() - interval '10 minutes'
       or p_report ->> 'z_number' is distinct from sess.z_number_reserved then
      raise exception 'This Z report was not made for this close: close the session again' using errcode = '22023';
    end if;
  end if;
  z := coalesce(sess.z_number_reserved,
                'Z-' || extract(year from app.company_today())::int || '-'
                || lpad(nextval('app.pos_z_number_seq')::text, 6, '0'));
  perform app.pos_close_write(p_session, p_counted, p_note, stamp, z);
  closed := app.pos_session_figures(p_session);
  if p_report is not null and closed is distinct from (p_report - 'already') then
    raise exception 'The session changed while its Z report was being made (a sale, refund or cash move): close it again'
      using errcode = '40001';
  end if;
  email := app.pos_z_report_email(p_session, p_pdf_path);
  return closed || jsonb_build_object('already', false, 'emailed', email is not null);
end
$$;
revoke execute on function public.pos_close_session(uuid, jsonb, text, jsonb, text) from public, anon;
grant execute on function public.pos_close_session(uuid, jsonb, text, jsonb, text) to authenticated, service_role;
