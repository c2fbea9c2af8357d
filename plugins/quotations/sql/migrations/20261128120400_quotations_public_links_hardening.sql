-- Quotations' client links (issue 20 #14, #15, #18, ADR 035).
--
-- * Only the server stores quotation PDFs: the staff upload policy is dropped;
--   quotation-send stores as the service role and records the PDF with its
--   SHA-256 (public.record_server_document); the e-mail attaches only a
--   recorded PDF (app.resolve_email_attachments).
-- * The public document (public_quotation, and what accept/reject answer)
--   carries no internal ids (the quotation's, the customer's), and gains
--   public_url: this app's page for the token on the configured site URL.
-- * queue_quotation_email builds the link itself from app.site_url(); a given
--   public_url must be exactly that address (any other host is refused).
-- * Answers by token: unknown → PT404 (HTTP 404), revoked or replaced → PT410
--   (410), already answered or no longer open → PT409 (409), expired → PT410
--   (410); before, these were P0002/55000, which PostgREST answers with 500.
-- Bodies are the latest (20261126130100, 20261127095200) but for those points.

drop policy "quotation pdfs staff upload" on storage.objects;

-- A token replaced or revoked is remembered (hashed) so its link answers 410.
create function app.quotation_token_revoked() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if old.public_token is not null and new.public_token is distinct from old.public_token then
    perform app.remember_revoked_link(old.public_token, 'quotation');
  end if;
  return new;
end
$$;
revoke execute on function app.quotation_token_revoked() from public, anon, authenticated;

create trigger quotations_remember_revoked_token
  after update of public_token on public.quotations
  for each row execute function app.quotation_token_revoked();

create function app.quotation_public_path(token text) returns text
language plpgsql immutable
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/quotations/sql/repeatable/app.quotation_public_path.sql (ADR 043)';
end
$$;
revoke execute on function app.quotation_public_path(text) from public, anon;

-- The client's page on the configured site URL; null without a token or a site URL.
create function app.quotation_public_url(token text) returns text
language sql stable security definer
set search_path = ''
as $$
  select app.site_url() || app.quotation_public_path(token)
   where token is not null and app.site_url() is not null
$$;
revoke execute on function app.quotation_public_url(text) from public, anon, authenticated;

-- What a client holding the link sees: the document without internal ids.
create function app.public_quotation_document(q public.quotations) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select (d - 'id') || jsonb_build_object('customer', (d -> 'customer') - 'id',
                                          'public_url', app.quotation_public_url(q.public_token))
    from (select app.quotation_document(q) as d) x
$$;
revoke execute on function app.public_quotation_document(public.quotations) from public, anon, authenticated;

-- app.quotation_by_token: its definition here was a copy; it is stated once in plugins/quotations/sql/repeatable/app.quotation_by_token.sql (ADR 040).

-- public.public_quotation: its definition here was a copy; it is stated once in plugins/quotations/sql/repeatable/public.public_quotation.sql (ADR 040).

-- app.quotation_decision_check: its definition here was a copy; it is stated once in plugins/quotations/sql/repeatable/app.quotation_decision_check.sql (ADR 040).

-- public.accept_quotation: its definition here was a copy; it is stated once in plugins/quotations/sql/repeatable/public.accept_quotation.sql (ADR 040).

-- public.reject_quotation: its definition here was a copy; it is stated once in plugins/quotations/sql/repeatable/public.reject_quotation.sql (ADR 040).

-- public.queue_quotation_email: its definition here was a copy; it is stated once in plugins/quotations/sql/repeatable/public.queue_quotation_email.sql (ADR 040).
