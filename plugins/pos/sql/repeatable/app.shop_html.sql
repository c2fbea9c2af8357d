-- app.shop_html: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Text made safe inside the shop's HTML e-mails (what a buyer typed: name, town).
create or replace function app.shop_html(value text) returns text
language sql immutable
set search_path = ''
as $$
  select replace(replace(replace(replace(replace(coalesce(value, ''), '&', '&amp;'), '<', '&lt;'), '>', '&gt;'),
                 '"', '&quot;'), '''', '&#39;')
$$;
revoke execute on function app.shop_html(text) from public, anon, authenticated;
