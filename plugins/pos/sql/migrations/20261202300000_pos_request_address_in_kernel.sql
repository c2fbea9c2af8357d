-- The shop's copy of the caller's address gives way to the kernel's one definition,
-- app.request_address (kernel/sql/repeatable/app.request_address.sql, ADR 065): shop_place_order
-- (its repeatable, applied after this) calls that one now.
drop function if exists app.shop_client_address();
