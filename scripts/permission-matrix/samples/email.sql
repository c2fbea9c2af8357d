-- Sample rows for plugins/email/ (npm run db:permissions): one queued message and one delivered to the
-- built-in mailbox, so every cell has rows to try. Written as the table owner (no author: "the system").
insert into public.email_outbox (id, to_addresses, subject, text_body, template)
values ('00000000-0000-4000-8000-0000000e0001', '{client@example.test}', 'Sample queued message', 'Hello', 'sample'),
       ('00000000-0000-4000-8000-0000000e0002', '{client@example.test}', 'Sample delivered message', 'Hello', 'sample');
update public.email_outbox set status = 'sent', sent_at = now(), delivered_via = 'mailbox'
 where id = '00000000-0000-4000-8000-0000000e0002';
insert into public.email_mailbox (outbox_id, message_id, from_address, to_addresses, subject, text_body)
values ('00000000-0000-4000-8000-0000000e0002', '<00000000-0000-4000-8000-0000000e0002@safeworks.local>',
        'Safeworks <no-reply@safeworks.local>', '{client@example.test}', 'Sample delivered message', 'Hello');
