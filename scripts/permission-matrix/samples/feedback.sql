-- Sample rows for plugins/feedback/ (npm run db:permissions): one feedback item from the public form.
-- Written as the table owner.
insert into public.feedback_items (id, rating, category, message, name)
values ('00000000-0000-4000-8000-0000000005f1', 4, 'audit', 'Sample feedback', 'Sample Visitor');
