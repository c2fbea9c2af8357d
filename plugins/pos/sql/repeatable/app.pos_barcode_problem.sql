-- app.pos_barcode_problem: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- What is wrong with a barcode, or null when it is fine (plugins/pos/barcode.ts says the same):
-- 8, 12, 13 or 14 digits are EAN-8 / UPC-A / EAN-13 / GTIN-14, whose last digit is a check digit
-- (weights 3 and 1 from the right); anything else is Code 128: printable ASCII, 1 to 48 characters.
create or replace function app.pos_barcode_problem(code text)
returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  s integer := 0;
  i integer;
  n integer;
begin
  if code is null then
    return null;
  end if;
  if code !~ '^[!-~][ -~]{0,47}$' then
    return 'A barcode is 1 to 48 letters, digits or symbols, starting with no space';
  end if;
  n := length(code);
  if code ~ '^[0-9]+$' and n in (8, 12, 13, 14) then
    for i in 1 .. n - 1 loop
      s := s + substr(code, n - i, 1)::integer * (case when i % 2 = 1 then 3 else 1 end);
    end loop;
    if (10 - s % 10) % 10 <> substr(code, n, 1)::integer then
      return format('%s is not a valid %s barcode: its check digit should be %s',
        code, case n when 13 then 'EAN-13' when 8 then 'EAN-8' when 12 then 'UPC-A' else 'GTIN-14' end,
        (10 - s % 10) % 10);
    end if;
  end if;
  return null;
end
$$;
grant execute on function app.pos_barcode_problem(text) to authenticated, service_role;
