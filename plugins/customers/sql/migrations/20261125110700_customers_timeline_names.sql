
-- app.customer_children_timeline: its definition here was a copy; it is stated once in plugins/customers/sql/repeatable/app.customer_children_timeline.sql (ADR 040).

-- public.merge_customers: its definition here was a copy; it is stated once in plugins/customers/sql/repeatable/public.merge_customers.sql (ADR 040).
