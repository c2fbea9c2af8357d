-- A quotation sent again after its link was revoked got the new link in the
-- e-mail but the old PDF, whose QR code was the old (dead) link: the stored
-- PDF is never overwritten. issue_quotation now gives such a re-issue a new
-- pdf_path (<number>[-revN]-<first 8 of the token>.pdf), so quotation-send
-- renders and stores a PDF with the new QR; the e-mail attaches it under the
-- usual name (QUO-2026-0042.pdf). The bodies are 20261126130100's plus that.

-- The file name without .pdf: QUO-2026-0042, or QUO-2026-0042-rev2 (as pdfFileName in server/documents).
create function app.quotation_file_stem(q public.quotations) returns text
language sql immutable
set search_path = ''
as $$
  select regexp_replace(q.number || case when q.revision > 1 then '-rev' || q.revision else '' end,
                        '[^A-Za-z0-9._-]+', '-', 'g')
$$;
revoke execute on function app.quotation_file_stem(public.quotations) from public, anon, authenticated;

-- public.issue_quotation: its definition here was a copy; it is stated once in plugins/quotations/sql/repeatable/public.issue_quotation.sql (ADR 040).

-- public.queue_quotation_email: its definition here was a copy; it is stated once in plugins/quotations/sql/repeatable/public.queue_quotation_email.sql (ADR 040).
