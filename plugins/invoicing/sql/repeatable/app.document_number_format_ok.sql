-- app.document_number_format_ok: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Document number formats allow no '/' (nor spaces, as before): a document's
-- number is also its PDF's file name (INV-2026-0042.pdf, ADR 025's safe names:
-- [A-Za-z0-9._-] only). Same signature: the sales_settings check constraints
-- use the new rule for every write from now on. Mirrored by plugins/invoicing/numbering.ts.
create or replace function app.document_number_format_ok(fmt text) returns boolean
language sql immutable
set search_path = ''
as $$
  select fmt is not null
     and length(fmt) between 5 and 40
     and fmt ~ '^([A-Za-z0-9_.-]|\{YYYY\}|\{YY\}|\{N{3,8}\})+$'
     and (select count(*) from regexp_matches(fmt, '\{N+\}', 'g')) = 1
     and (select count(*) from regexp_matches(fmt, '\{YY(YY)?\}', 'g')) = 1
$$;
