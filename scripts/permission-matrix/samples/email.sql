-- Sample rows for plugins/email/ (npm run db:permissions): one queued message and one delivered to the
-- built-in mailbox, so every cell has rows to try, and one filed under a sample customer (customers.sql,
-- which runs first), so the matrix shows staff reading the messages of records they can read. Written as
-- the table owner (no author: "the system").
insert into public.email_outbox (id, to_addresses, subject, text_body, template)
values ('00000000-0000-4000-8000-0000000e0001', '{client@example.test}', 'Sample queued message', 'Hello', 'sample'),
       ('00000000-0000-4000-8000-0000000e0002', '{client@example.test}', 'Sample delivered message', 'Hello', 'sample');
insert into public.email_outbox (id, to_addresses, subject, text_body, template, record_type, record_id)
values ('00000000-0000-4000-8000-0000000e0003', '{client@example.test}', 'Sample message about a customer', 'Hello',
        'sample', 'customers', '00000000-0000-4000-8000-00000000c001');
update public.email_outbox set status = 'sent', sent_at = now(), delivered_via = 'mailbox'
 where id = '00000000-0000-4000-8000-0000000e0002';
insert into public.email_mailbox (outbox_id, message_id, from_address, to_addresses, subject, text_body)
values ('00000000-0000-4000-8000-0000000e0002', '<00000000-0000-4000-8000-0000000e0002@safeworks.local>',
        'Safeworks <no-reply@safeworks.local>', '{client@example.test}', 'Sample delivered message', 'Hello');
