-- Sample rows for plugins/customers/ (npm run db:permissions): two customers,
-- each with a contact and a site, so every cell has rows to try. Written as the table owner.
insert into public.customers (id, name, kra_pin, sector, county)
values ('00000000-0000-4000-8000-00000000c001', 'Sample Manufacturers Ltd', 'P000000001A', 'manufacturing', 'Nairobi'),
       ('00000000-0000-4000-8000-00000000c002', 'Sample Flower Farm', null, 'agriculture', 'Nakuru');
insert into public.contacts (customer_id, full_name, is_primary)
values ('00000000-0000-4000-8000-00000000c001', 'Sample Contact One', true),
       ('00000000-0000-4000-8000-00000000c002', 'Sample Contact Two', true);
insert into public.customer_sites (customer_id, name, county)
values ('00000000-0000-4000-8000-00000000c001', 'Sample Factory', 'Nairobi'),
       ('00000000-0000-4000-8000-00000000c002', 'Sample Farm', 'Nakuru');
