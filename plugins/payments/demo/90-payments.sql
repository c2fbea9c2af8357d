-- Demo data of online payments (server/demo/demo-sql.ts runs this once on a new demo database, as the
-- owner): the demo invoices' "Pay now" works with the built-in sandbox. A database that is not a demo
-- starts with every provider off (ADR 053). Skips a database without the table (an older layout).
do $$
begin
  if to_regclass('public.payment_providers') is not null then
    update public.payment_providers set enabled = true where provider = 'sandbox';
  end if;
end
$$;
