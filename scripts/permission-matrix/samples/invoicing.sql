-- Sample rows for plugins/invoicing/ (npm run db:permissions): an open invitation of a shop account to a
-- sample customer (customers.sql runs first). Written as the table owner.
insert into public.customer_account_invitations (id, customer_id, email, token_hash, expires_at)
values ('00000000-0000-4000-8000-0000000a1001', '00000000-0000-4000-8000-00000000c001', 'buyer@example.test',
        repeat('0', 64), now() + interval '7 days');
