-- app.feedback_paragraphs: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Plain text as e-mail HTML (ADR 074): every character that means something in HTML escaped first,
-- then a blank line starts a paragraph and a single line break stays a line break — what the e-mail
-- templates' `paragraphs` helper does (kernel/functions/_shared/mail-render.ts), so a reply reads the
-- same whichever way it went.
create or replace function app.feedback_paragraphs(value text) returns text
language sql immutable
set search_path = ''
as $$
  select coalesce(string_agg('<p>' || replace(p, E'\n', '<br>') || '</p>', E'\n' order by n), '')
    from regexp_split_to_table(
           replace(replace(replace(replace(replace(
             replace(replace(coalesce(value, ''), E'\r\n', E'\n'), E'\r', E'\n'),
             '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;'),
           E'\n[ \t]*\n\\s*') with ordinality as s(raw, n),
         lateral (select btrim(raw, E' \t\n') as p) t
   where p <> ''
$$;
revoke execute on function app.feedback_paragraphs(text) from public, anon, authenticated;
