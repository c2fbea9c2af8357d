-- Sample rows for plugins/leads/ (npm run db:permissions): two leads (one won, linked to a sample
-- customer when customers.sql ran first) and an activity on each, so every cell has rows to try.
-- The services tree is seeded by its migration. Written as the table owner.
insert into public.leads (id, contact_name, company, email, source, stage, service_id)
values ('00000000-0000-4000-8000-0000000001e1', 'Sample Enquirer', 'Sample Bakery Ltd', 'enquirer@example.test',
        'website_form', 'new', (select id from public.services where slug = 'audits/fire-safety')),
       ('00000000-0000-4000-8000-0000000001e2', 'Sample Client', 'Sample Manufacturers Ltd', 'client@example.test',
        'referral', 'won', (select id from public.services where slug = 'training'));
update public.leads set customer_id = '00000000-0000-4000-8000-00000000c001'
 where id = '00000000-0000-4000-8000-0000000001e2'
   and exists (select 1 from public.customers where id = '00000000-0000-4000-8000-00000000c001');
insert into public.activities (kind, subject, lead_id)
values ('call', 'Sample call back', '00000000-0000-4000-8000-0000000001e1'),
       ('site_visit', 'Sample site visit', '00000000-0000-4000-8000-0000000001e2');
